import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Pagination, themeNames } from '../src';
import { contrastRatio } from '../src/theme/contrast';
import { renderThemed } from './render';

// The colours the browser really draws under a real pointer: the current page once read at about
// 1.3:1 when hovered, because the secondary button's hover fill won over its own colours.

/** 'rgb(79, 70, 229)' → '#4f46e5'. */
function hex(color: string): string {
  const channels = color
    .match(/\d+(\.\d+)?/g)
    ?.slice(0, 3)
    .map(Number);
  if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${color}`);
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

describe.each(themeNames)('pagination in the %s theme', (theme) => {
  it('keeps the current page readable under the pointer', async () => {
    await renderThemed(theme, <Pagination page={3} pageCount={5} onPageChange={() => {}} />);
    const current = page.getByRole('button', { name: 'Page 3' });
    await userEvent.hover(current);
    const style = getComputedStyle(current.element());
    const fill = style.backgroundColor;
    const ratio = contrastRatio(hex(style.color), hex(style.backgroundColor));
    expect(ratio, `${style.color} on ${style.backgroundColor}`).toBeGreaterThanOrEqual(4.5);
    // The pointer is really over it: the fill is the hover fill, not the resting one.
    await userEvent.unhover(current);
    expect(getComputedStyle(current.element()).backgroundColor).not.toBe(fill);
  });
});
