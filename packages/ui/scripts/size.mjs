// Prints what each export of @taskboard/ui costs a consumer: the export bundled on its own from
// dist (minified, tree-shaken, its dependencies included, React left out), gzipped; then the
// whole library and the stylesheet. Run `npm run build` first (this script does it if needed).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const entry = join(packageDir, 'dist/index.js');
const stylesheet = join(packageDir, 'dist/ui.css');
const budget = { js: 60 * 1024, css: 25 * 1024 };

if (!existsSync(entry) || !existsSync(stylesheet)) {
  execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
}

const react = /^(react|react-dom)(\/.*)?$/;
const scratch = mkdtempSync(join(tmpdir(), 'taskboard-ui-size-'));

/** Gzipped bytes of the minified bundle of `source`, React excluded. */
async function gzipBytes(name, source) {
  const file = join(scratch, `${name}.js`);
  writeFileSync(file, source);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: file, formats: ['es'], fileName: name },
      rollupOptions: { external: (id) => react.test(id) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  return outputs
    .filter((chunk) => chunk.type === 'chunk')
    .reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const exported = Object.keys(await import(entry));
// Components and component namespaces: PascalCase names, icons aside.
const components = exported.filter((name) => /^[A-Z]/.test(name) && !name.endsWith('Icon')).sort();

const rows = [];
try {
  for (const name of components) {
    rows.push([name, await gzipBytes(name, `export { ${name} } from ${JSON.stringify(entry)};`)]);
  }
  const whole = await gzipBytes('all', `export * from ${JSON.stringify(entry)};`);
  const css = gzipSync(readFileSync(stylesheet)).length;

  const width = Math.max(...rows.map(([name]) => name.length), 24);
  console.log(`${'import'.padEnd(width)}  JS gzip (without React)`);
  for (const [name, bytes] of rows) console.log(`${name.padEnd(width)}  ${kb(bytes)}`);
  console.log('');
  console.log(`${'whole library JS'.padEnd(width)}  ${kb(whole)}  (budget ${kb(budget.js)})`);
  console.log(`${'stylesheet ui.css'.padEnd(width)}  ${kb(css)}  (budget ${kb(budget.css)})`);
  if (whole > budget.js || css > budget.css) {
    console.log('Over budget.');
    // `--check` turns the budget into a failing exit code (for CI once the budget is met).
    if (process.argv.includes('--check')) process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
