import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createCompiler } from '@vanilla-extract/compiler';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from './buildOnce';

// Every state style keys on an attribute a component writes. The goal card's status stripe once
// matched data-status="OPEN" while the card wrote "open", and a task list item's grey matched an
// attribute it no longer set: both styles silently never applied. This reads each stylesheet as
// the browser receives it (compiled, so selectors built from constants count) and every data-*
// attribute the components' JSX writes, with its possible values taken from the value's type.

const srcDir = join(packageDir, 'src');
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).map((file) =>
  join(srcDir, file),
);
const stylesheets = sourceFiles.filter((file) => file.endsWith('.css.ts'));
const components = sourceFiles.filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));

/** Any value: the attribute's type is a plain string or number, so no value can be ruled out. */
const anyValue = Symbol('any value');
type Written = Map<string, Set<string | typeof anyValue>>;

/**
 * Attributes that libraries or the consuming app write, which no JSX here shows: Radix marks its
 * highlighted, disabled and placeholder parts and its active tab; the app (and Storybook's
 * preview) sets data-motion on <html> for its calm-motion setting, which the theme and
 * useReducedMotion read. Kept to what the stylesheets use, so it masks nothing else.
 */
const writtenElsewhere: Record<string, readonly string[]> = {
  'data-state': ['active'],
  'data-highlighted': [''],
  'data-disabled': [''],
  'data-placeholder': [''],
  'data-motion': ['reduced'],
};

/** The string values an attribute of this type renders as; anyValue when they are not known. */
function renderedValues(type: ts.Type): (string | typeof anyValue)[] {
  if (type.isUnion()) return type.types.flatMap(renderedValues);
  if (type.isStringLiteral()) return [type.value];
  if (type.isNumberLiteral()) return [String(type.value)];
  if (type.flags & ts.TypeFlags.BooleanLiteral) {
    return [(type as ts.Type & { intrinsicName: string }).intrinsicName];
  }
  // React writes nothing for undefined or null.
  if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return [];
  return [anyValue];
}

/** Every data-* attribute the components' JSX writes, with the values it can take. */
function writtenAttributes(): Written {
  const options = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(packageDir, '../../tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    join(packageDir, '../..'),
  ).options;
  const program = ts.createProgram(components, options);
  const checker = program.getTypeChecker();
  const written: Written = new Map();
  const add = (name: string, values: (string | typeof anyValue)[]) => {
    const known = written.get(name) ?? new Set();
    for (const value of values) known.add(value);
    written.set(name, known);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      if (name.startsWith('data-')) {
        const value = node.initializer;
        if (!value) add(name, ['true']);
        else if (ts.isStringLiteral(value)) add(name, [value.text]);
        else if (ts.isJsxExpression(value) && value.expression)
          add(name, renderedValues(checker.getTypeAtLocation(value.expression)));
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of components) visit(program.getSourceFile(file)!);
  return written;
}

/** Each data-* attribute selector of a stylesheet: its attribute and value (null for presence). */
function attributeSelectors(css: string): { name: string; value: string | null }[] {
  return [...css.matchAll(/\[(data-[\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([\w-]+)))?\]/g)].map(
    ([, name, ...values]) => ({ name: name!, value: values.find((v) => v !== undefined) ?? null }),
  );
}

function isWritten(written: Written, name: string, value: string | null): boolean {
  const values = written.get(name);
  const elsewhere = writtenElsewhere[name];
  if (value === null) return Boolean(values ?? elsewhere);
  return Boolean(values?.has(anyValue) || values?.has(value) || elsewhere?.includes(value));
}

const compiler = createCompiler({ root: packageDir, enableFileWatcher: false });
afterAll(() => compiler.close());

let written: Written;
// Type-checking the components takes a while on a busy machine.
beforeAll(() => {
  written = writtenAttributes();
}, 120_000);

describe('state selectors', () => {
  it('finds the attributes the components write, with their values from the types', () => {
    // The goal card writes its status from the GoalStatus union, and a boolean as 'true'/'false'.
    expect([...written.get('data-status')!]).toEqual(
      expect.arrayContaining(['new', 'open', 'closed']),
    );
    expect([...written.get('data-column')!]).toEqual(
      expect.arrayContaining(['new', 'progress', 'done']),
    );
    expect(written.get('data-editing')).toEqual(new Set(['true', 'false']));
  });

  it('reads the selectors of a stylesheet as compiled, values from constants included', async () => {
    const file = join(srcDir, 'components/GoalCard/GoalCard.css.ts');
    await compiler.processVanillaFile(file, { outputCss: true });
    const selectors = attributeSelectors(compiler.getCssForFile(file).css);
    expect(selectors).toContainEqual({ name: 'data-status', value: 'open' });
    expect(attributeSelectors(`a[data-x='y'] b[data-z] c[data-w=v]`)).toEqual([
      { name: 'data-x', value: 'y' },
      { name: 'data-z', value: null },
      { name: 'data-w', value: 'v' },
    ]);
  });

  it('spots a selector on a value no component writes', () => {
    expect(isWritten(written, 'data-status', 'OPEN')).toBe(false);
    expect(isWritten(written, 'data-status', 'open')).toBe(true);
    expect(isWritten(written, 'data-nothing', null)).toBe(false);
  });

  it.each(stylesheets.map((file) => [file.slice(srcDir.length + 1), file]))(
    '%s keys its state styles on attributes the components write',
    async (_name, file) => {
      await compiler.processVanillaFile(file, { outputCss: true });
      const stale = attributeSelectors(compiler.getCssForFile(file).css)
        .filter(({ name, value }) => !isWritten(written, name, value))
        .map(({ name, value }) => (value === null ? `[${name}]` : `[${name}="${value}"]`));
      expect(stale, 'selectors that match nothing any component writes').toEqual([]);
    },
  );
});
