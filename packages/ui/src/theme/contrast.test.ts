import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorAt, contrastPairs } from './contrastPairs';
import { darkTokens, lightTokens } from './tokens';

const minimum = { text: 4.5, ui: 3 } as const;

describe('contrastRatio', () => {
  it('gives the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot judge', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#fff')).toThrow(/hex/);
  });
});

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('the %s theme', (_name, tokens) => {
  it.each(contrastPairs.map((pair) => [`${pair.foreground} on ${pair.background}`, pair] as const))(
    '%s meets WCAG AA',
    (_label, pair) => {
      const ratio = contrastRatio(
        colorAt(tokens.color, pair.foreground),
        colorAt(tokens.color, pair.background),
      );
      expect(ratio, `${pair.where}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
        minimum[pair.kind],
      );
    },
  );
});
