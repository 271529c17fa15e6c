import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { darkTokens, lightTokens, reducedMotionTokens } from '../src/theme/tokens';
import { packageDir } from './buildOnce';

// Compiles the whole library (unminified) and reads the CSS it really ships: the theme's motion
// tokens, and every transition and animation the components declare.

let outDir: string;
let css: string;

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'taskboard-ui-motion-'));
  await build({
    root: packageDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
    build: {
      outDir,
      minify: false,
      lib: { entry: 'src/index.ts', formats: ['es'], cssFileName: 'ui' },
      rollupOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const file = readdirSync(outDir).find((name) => name.endsWith('.css'));
  if (!file) throw new Error('the library build wrote no CSS');
  css = readFileSync(join(outDir, file), 'utf8');
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The custom properties a rule body sets, name → value. */
function declarations(body: string): Map<string, string> {
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

/** One theme's class and its motion duration properties, found by values in its base rule. */
function themeMotion(tokens: typeof lightTokens): { className: string; properties: string[] } {
  const themeRule = [...css.matchAll(/\.([\w-]+) \{([^}]*)\}/g)].find(([, , body]) =>
    body!.includes(tokens.color.background),
  );
  expect(themeRule, `no rule sets ${tokens.color.background}`).toBeDefined();
  const durations = [
    tokens.motion.durationFast,
    tokens.motion.durationNormal,
    tokens.motion.durationSlow,
  ];
  const properties = [...declarations(themeRule![2]!)]
    .filter(([, value]) => durations.includes(value))
    .map(([name]) => name);
  return { className: themeRule![1]!, properties };
}

describe('motion under prefers-reduced-motion', () => {
  it('has durations to zero in the first place', () => {
    expect(Object.values(reducedMotionTokens)).toEqual(['0ms', '0ms', '0ms']);
    expect(lightTokens.motion.durationNormal).not.toBe('0ms');
  });

  it.each([
    ['light', lightTokens],
    ['dark', darkTokens],
  ])('sets every duration of the %s theme to 0ms', (_name, tokens) => {
    const { className, properties } = themeMotion(tokens);
    expect(properties).toHaveLength(3);
    const media = css.match(
      new RegExp(
        `@media \\(prefers-reduced-motion: reduce\\) \\{\\s*\\.${className} \\{([^}]*)\\}`,
      ),
    );
    expect(media, `no reduced-motion rule for .${className}`).not.toBeNull();
    const reduced = declarations(media![1]!);
    for (const property of properties) expect(reduced.get(property)).toBe('0ms');
  });

  it('also honours data-motion="reduced" set by an app setting', () => {
    const rule = css.match(/\[data-motion="?reduced"?\][^{]*\{([^}]*)\}/);
    expect(rule).not.toBeNull();
    const values = [...declarations(rule![1]!).values()];
    expect(values).toEqual(['0ms', '0ms', '0ms']);
  });
});

/** Every rule of the stylesheet: its selector, its body, and whether it sits under reduced motion. */
function rules(): { selector: string; body: string; reduced: boolean }[] {
  const found: { selector: string; body: string; reduced: boolean }[] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  // Blocks of `@media (prefers-reduced-motion: reduce) { … }` hold rules of their own.
  const reducedBlocks = [
    ...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{((?:[^{}]*\{[^{}]*\})*)\s*\}/g),
  ];
  const reducedRanges = reducedBlocks.map((match) => [match.index, match.index + match[0].length]);
  for (const match of css.matchAll(pattern)) {
    const selector = match[1]!.trim().replace(/^@media[^{]*$/, '');
    if (!selector || selector.startsWith('@') || /^(from|to|\d+%)/.test(selector)) continue;
    const reduced = reducedRanges.some(
      ([start, end]) => match.index >= start! && match.index < end!,
    );
    found.push({ selector, body: match[2]!, reduced });
  }
  return found;
}

const stills = /(animation|transition):\s*none|display:\s*none/;

describe('every transition and animation of the components', () => {
  it('stops under reduced motion: it runs on the motion tokens, or is switched off', () => {
    const all = rules();
    const tokenNames = themeMotion(lightTokens).properties;
    const offenders: string[] = [];
    for (const { selector, body, reduced } of all) {
      if (reduced) continue;
      for (const [, property, value] of body.matchAll(
        /(transition|animation)(?:-duration)?:\s*([^;]+);/g,
      )) {
        if (/^none$/.test(value!.trim())) continue;
        const fixed = [...value!.matchAll(/(?<![\w-])(\d*\.?\d+)(ms|s)\b/g)].filter(
          ([, amount]) => Number(amount) > 0,
        );
        const onTokens = tokenNames.some((name) => value!.includes(`var(${name})`));
        if (fixed.length === 0 && onTokens) continue;
        // A fixed duration is allowed only where reduced motion (the media query and the page's
        // calm-motion switch) stops it.
        const component = selector.match(/\.([\w-]+)/)?.[1];
        const stopped = (candidates: typeof all) =>
          candidates.some(
            (rule) => component && rule.selector.includes(component) && stills.test(rule.body),
          );
        const byQuery = stopped(all.filter((rule) => rule.reduced));
        const bySwitch = stopped(
          all.filter((rule) => /data-motion="?reduced"?/.test(rule.selector)),
        );
        if (!(byQuery && bySwitch)) offenders.push(`${selector} { ${property}: ${value} }`);
      }
    }
    expect(offenders).toEqual([]);
    // The check saw the components' motion, not an empty sheet.
    expect(all.filter(({ body }) => /transition|animation/.test(body)).length).toBeGreaterThan(10);
  });
});
