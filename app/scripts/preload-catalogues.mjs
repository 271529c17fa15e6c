// Announces each prerendered page's message catalogue in its <head>: the page's first script
// needs it before it can hydrate, and without the announcement the browser would only ask for it
// once that script ran. The catalogue's file name carries a content hash known only after the
// bundle is written, so this runs after `react-router build` (and before the compression step).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = fileURLToPath(new URL('../build/client', import.meta.url));
const catalogues = new Map(
  readdirSync(join(client, 'assets'))
    .map((name) => /^messages-([a-z]{2})-[\w-]+\.js$/.exec(name))
    .filter(Boolean)
    .map(([name, language]) => [language, `/assets/${name}`]),
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
  const catalogue = language && catalogues.get(language);
  if (!catalogue) throw new Error(`${file}: no message catalogue for its language "${language}"`);
  const link = `<link rel="modulepreload" href="${catalogue}"/>`;
  writeFileSync(file, html.replace('</head>', `${link}</head>`));
  announced += 1;
}
console.log(`Announced the message catalogue in ${announced} prerendered pages.`);
