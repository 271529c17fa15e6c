// The whole repository's TypeScript, type imports included: the lint rule (import-x/no-cycle)
// skips `import type`, and a circle of types still ties two modules together (the ui's texts
// registry once imported every component's texts while every component imported its hook).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../..', import.meta.url));
const roots = [
  'packages/contract/src',
  'packages/server/src',
  'packages/ui/src',
  'machines/src',
  'app/src',
];
const packages: Record<string, string> = {
  '@taskboard/contract': 'packages/contract/src',
  '@taskboard/ui': 'packages/ui/src',
  '@taskboard/machines': 'machines/src',
};

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, when it is one of the repository's own. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const name = Object.keys(packages).find(
      (each) => specifier === each || specifier.startsWith(`${each}/`),
    );
    if (!name) return undefined;
    const sub = specifier.slice(name.length + 1);
    base = join(repository, packages[name]!, sub === '' ? 'index' : sub);
  }
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Strongly connected groups of more than one file (Tarjan), each a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(relative(repository, member));
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no circle anywhere, counting type imports', () => {
    const graph = new Map<string, string[]>();
    for (const file of roots.flatMap((root) => sources(join(repository, root)))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      graph.set(
        file,
        importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName) ?? []),
      );
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });
});
