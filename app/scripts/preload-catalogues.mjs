// Announces in each prerendered page's <head> the message parts it renders with (the shell's and
// its screen's, in the page's language; src/i18n/catalogueParts.json): the page's first script
// needs them before it can hydrate, and without the announcement the browser would only ask for
// them once that script ran. Their file names carry content hashes known only after the bundle
// is written, so this runs after `react-router build` (and before the compression step).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('../build/client', import.meta.url));
const { pages: pageParts, pagePrefixes } = JSON.parse(
  readFileSync(new URL('../src/i18n/catalogueParts.json', import.meta.url), 'utf8'),
);
/** `fr/auth` → /assets/messages-fr-auth-<hash>.js */
const catalogues = new Map(
  readdirSync(join(client, 'assets'))
    .map((name) => /^messages-([a-z]{2})-([a-z]+)-[\w-]+\.js$/.exec(name))
    .filter(Boolean)
    .map(([name, language, part]) => [`${language}/${part}`, `/assets/${name}`]),
);

function* pages(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* pages(file);
    else if (name === 'index.html') yield file;
  }
}

let announced = 0;
for (const file of pages(client)) {
  // The single-page shell opens in the device's language, unknown at build time.
  if (file === join(client, 'index.html')) continue;
  const html = readFileSync(file, 'utf8');
  const language = /<html lang="([a-z]{2})"/.exec(html)?.[1];
  // build/client/fr/login/index.html is the page /login (in French).
  const path = `/${relative(client, file).split(sep).slice(0, -1).join('/')}`.replace(
    new RegExp(`^/${language}(?=/)`),
    '',
  );
  const part =
    pageParts[path] ??
    Object.entries(pagePrefixes).find(([prefix]) => path.startsWith(prefix))?.[1];
  if (!part) throw new Error(`${file}: src/i18n/catalogueParts.json names no part for ${path}`);
  const links = ['shell', part].map((name) => {
    const catalogue = catalogues.get(`${language}/${name}`);
    if (!catalogue) throw new Error(`${file}: no "${name}" messages for its language ${language}`);
    return `<link rel="modulepreload" href="${catalogue}"/>`;
  });
  writeFileSync(file, html.replace('</head>', `${links.join('')}</head>`));
  announced += 1;
}
console.log(`Announced the message parts in ${announced} prerendered pages.`);
