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
      `Measured by the server's test suite (\`RECORD_PROOF=1\`), ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| figure | value |',
      '|---|---|',
      ...rows,
    ].join('\n'),
  );
}
