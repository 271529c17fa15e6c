import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsFile = fileURLToPath(new URL('../../../bench/results.md', import.meta.url));

/**
 * Writes one benchmark's report into bench/results.md between its own markers, keeping the other
 * benchmarks' sections as they are (each bench can be run alone).
 */
export function writeSection(name: string, markdown: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${begin}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
  const from = current.indexOf(begin);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}${current.trim() ? '\n\n' : ''}${section}\n`;
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, next);
}
