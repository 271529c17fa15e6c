// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app, at the
// strongest settings, once per build: the server picks one by Accept-Encoding and never
// compresses on the request path. Runs after `react-router build`, so the prerendered pages are
// included.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = fileURLToPath(new URL('../build/client', import.meta.url));
const textFiles = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
  '.xml',
]);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (textFiles.has(extname(name))) yield file;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(client)) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
  raw += content.length;
  brotli += br.length;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Compressed ${count} files: ${kb(raw)} → ${kb(brotli)} brotli (gzip beside it).`);
