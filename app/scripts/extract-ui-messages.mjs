// Writes the English catalogues of the @taskboard/ui texts (src/i18n/messages/en/ui.json and
// uiScreens.json) from the components' declarations. Run after adding or changing a library
// text: `npm run i18n:extract -w app`; then translate the new or changed ids in the other
// languages' files. The declarations are read through Vite with the app's test config, which
// compiles the library's styles as the app does.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const app = fileURLToPath(new URL('..', import.meta.url));
const vite = await createServer({
  root: app,
  configFile: fileURLToPath(new URL('../vitest.config.ts', import.meta.url)),
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  logLevel: 'error',
});
try {
  const { catalogueText, extractUiCatalogues, uiAreas } = await vite.ssrLoadModule(
    '/src/i18n/uiCatalogues.ts',
  );
  const catalogues = extractUiCatalogues();
  for (const area of uiAreas) {
    const file = fileURLToPath(new URL(`../src/i18n/messages/en/${area}.json`, import.meta.url));
    const extracted = catalogues[area];
    const text = catalogueText(extracted);
    const before = readFileSync(file, 'utf8');
    if (before === text) {
      console.log(`${area}.json: up to date`);
      continue;
    }
    const old = JSON.parse(before);
    const ids = Object.keys(extracted);
    const added = ids.filter((id) => !(id in old));
    const changed = ids.filter((id) => id in old && old[id] !== extracted[id]);
    const removed = Object.keys(old).filter((id) => !(id in extracted));
    writeFileSync(file, text);
    console.log(
      `${area}.json: ${added.length} added, ${changed.length} changed, ${removed.length} removed`,
    );
    for (const [label, list] of [
      ['+', added],
      ['~', changed],
      ['-', removed],
    ])
      for (const id of list) console.log(`  ${label} ${id}`);
  }
} finally {
  await vite.close();
}
