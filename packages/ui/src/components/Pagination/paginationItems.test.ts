import { describe, expect, it } from 'vitest';
import { paginationItems } from './paginationItems';

const show = (page: number, pageCount: number) =>
  paginationItems(page, pageCount)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it('lists every page when there is nothing to hide', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(4, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('hides a gap of two pages or more behind one ellipsis', () => {
    expect(show(3, 9)).toBe('1 2 3 4 5 … 8 9');
  });

  it('keeps 2 margin pages and 5 around the current one', () => {
    expect(show(10, 20)).toBe('1 2 … 8 9 10 11 12 … 19 20');
  });

  it('slides the window at the ends instead of shrinking it', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 19 20');
    expect(show(20, 20)).toBe('1 2 … 16 17 18 19 20');
  });

  it('shows a lone hidden page rather than an ellipsis for it', () => {
    expect(show(6, 20)).toBe('1 2 3 4 5 6 7 8 … 19 20');
  });

  it('clamps a page outside the range and returns nothing for no pages', () => {
    expect(show(99, 12)).toBe(show(12, 12));
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
