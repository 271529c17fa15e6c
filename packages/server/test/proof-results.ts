import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { writeSection } from '../bench/results-file';

/** Headings of the proofs' sections in bench/results.md. */
const titles: Record<string, string> = {
  'fuzz-pglite': 'Proof: contract fuzz on PGlite',
  'fuzz-postgres': 'Proof: contract fuzz on PostgreSQL',
  'kill9-pglite': 'Proof: kill -9 durability on PGlite',
  'kill9-postgres': 'Proof: kill -9 durability on PostgreSQL',
  'two-instances': 'Proof: two server instances on one PostgreSQL and one Redis',
  'backup-pglite': 'Proof: backup and restore round trip, embedded directory',
  'backup-postgres': 'Proof: backup and restore round trip, PostgreSQL',
};

const cell = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')
    : String(value);

/** The commit the figures were measured at (with a + when the tree had changes beside it). */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return changed ? `${head}+` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * The figures a proof test measured. With RECORD_PROOF=1 they replace the proof's own section
 * of bench/results.md (the other sections stay); an ordinary test run leaves the file alone.
 */
export function recordProof(name: string, figures: Record<string, unknown>): void {
  if (process.env.RECORD_PROOF !== '1') return;
  const title = titles[name] ?? name;
  const rows = Object.entries(figures).map(([key, value]) => `| ${key} | ${cell(value)} |`);
  writeSection(
    `proof-${name}`,
    [
      `## ${title}`,
      '',
      `Measured by the server's test suite (\`RECORD_PROOF=1\`), ${new Date().toISOString().slice(0, 10)}, commit ${commit()}, machine load ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')} (1, 5, 15 min).`,
      '',
      '| figure | value |',
      '|---|---|',
      ...rows,
    ].join('\n'),
  );
}
