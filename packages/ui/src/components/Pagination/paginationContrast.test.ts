import { describe, expect, it } from 'vitest';
import { buttonColors } from '../Button/Button.colors';
import { colorAt } from '../../theme/colorPath';
import { contrastRatio } from '../../theme/contrast';
import { darkTokens, lightTokens } from '../../theme/tokens';
import { paginationPageVariants } from './Pagination';

// The current page once read about 1.3:1 under the pointer: its colours were laid over the
// secondary button's, whose hover fill won. Now it is a variant of its own; its words must
// stay readable on its fill at rest and hovered, in both themes.
describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('the current page in the %s theme', (_theme, tokens) => {
  const { rest, hover } = buttonColors[paginationPageVariants.current].neutral;
  it.each([
    ['at rest', rest],
    ['hovered', hover],
  ])('reads at 4.5:1 or more %s', (_state, look) => {
    if (!look.fill) throw new Error('the current page has a fill of its own');
    const ratio = contrastRatio(colorAt(tokens.color, look.text), colorAt(tokens.color, look.fill));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
