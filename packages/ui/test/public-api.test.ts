import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as entry from '../src/index';

// The public surface of @taskboard/ui is what public-api.txt lists: the runtime exports of the
// entry and the types it names. A change to either shows here first, so it is made on purpose
// (and written in the changelog) rather than by whatever a new export happens to reach.

const entryPath = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const reportPath = fileURLToPath(new URL('../public-api.txt', import.meta.url));
const updateCommand = 'UPDATE_API_REPORT=1 npx vitest run --project ui test/public-api.test.ts';

type Listed = { values: string[]; types: string[]; wildcards: string[] };

/** The names the entry file lists, read from its syntax: `export *` would hide them. */
function listedExports(): Listed {
  const source = ts.createSourceFile(
    entryPath,
    readFileSync(entryPath, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const listed: Listed = { values: [], types: [], wildcards: [] };
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement)) continue;
    const clause = statement.exportClause;
    const from = statement.moduleSpecifier?.getText(source) ?? '';
    if (!clause) listed.wildcards.push(from);
    else if (ts.isNamespaceExport(clause)) listed.values.push(clause.name.text);
    else
      for (const element of clause.elements)
        (statement.isTypeOnly || element.isTypeOnly ? listed.types : listed.values).push(
          element.name.text,
        );
  }
  return listed;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function report(values: string[], types: string[]): string {
  return [
    '# The public API of @taskboard/ui: what `import { … } from "@taskboard/ui"` can name.',
    '# test/public-api.test.ts compares it with src/index.ts. After a deliberate change, run',
    `#   ${updateCommand}`,
    '# and say in CHANGELOG.md what was added or what left.',
    '',
    `## Values (${values.length})`,
    ...values,
    '',
    `## Types (${types.length})`,
    ...types,
    '',
  ].join('\n');
}

describe('the public API of @taskboard/ui', () => {
  const listed = listedExports();
  const values = Object.keys(entry).sort(byName);
  const types = [...listed.types].sort(byName);

  it('names every export one by one', () => {
    expect(listed.wildcards, 'src/index.ts must list its exports by name, not `export *`').toEqual(
      [],
    );
    // What the entry file lists is what the built module carries, so the type list is exact.
    expect([...listed.values].sort(byName)).toEqual(values);
  });

  it('is the surface recorded in public-api.txt', () => {
    const current = report(values, types);
    if (process.env.UPDATE_API_REPORT === '1') writeFileSync(reportPath, current);
    const recorded = readFileSync(reportPath, 'utf8');
    expect(
      current,
      `The public API of @taskboard/ui changed. If that is on purpose, run \`${updateCommand}\`, ` +
        'commit public-api.txt and record the change in CHANGELOG.md.',
    ).toBe(recorded);
  });
});
