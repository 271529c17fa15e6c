// Writes the early start (src/early/earlyStart.ts) into the single-page shell, build/client/
// index.html, from the build's route manifest: the route modules' file names carry content
// hashes known only once the bundle is written, so this runs after `react-router build` (and
// before the compression step). The server allows the script by its hash, read from the page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { earlyStartScript, type BuildManifest } from '../src/early/earlyScript';

const client = fileURLToPath(new URL('../build/client', import.meta.url));
const manifestFile = readdirSync(join(client, 'assets')).find((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (!manifestFile) throw new Error('No route manifest in build/client/assets');
const manifestSource = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
) as BuildManifest;

const shell = join(client, 'index.html');
const html = readFileSync(shell, 'utf8');
// Right after the page's own boot scripts, before its stylesheet and the app's module script.
const anchor = '<link rel="stylesheet"';
if (!html.includes(anchor)) throw new Error(`The shell has no ${anchor} to write before`);
writeFileSync(
  shell,
  html.replace(anchor, `<script>${earlyStartScript(manifest)}</script>${anchor}`),
);
console.log(`Wrote the early start of the signed-in screens into ${shell}.`);
