import { describe, expect, it } from 'vitest';
import { contentList, pageAfterResize, pageSizeFor } from './pageSize';

describe('the page size of a paged list', () => {
  it("is the spec's 10 for a visitor, and the user's items_per_page when signed in", () => {
    expect(pageSizeFor(contentList, null)).toBe(10);
    expect(pageSizeFor(contentList, { items_per_page: 10 })).toBe(10);
    expect(pageSizeFor(contentList, { items_per_page: 20 })).toBe(20);
    expect(pageSizeFor(contentList, { items_per_page: 50 })).toBe(50);
  });

  it('never asks for more than the call of the list serves', () => {
    expect(contentList.max).toBe(100);
    expect(pageSizeFor(contentList, { items_per_page: 100 })).toBe(100);
    expect(pageSizeFor({ signedOut: 10, max: 50 }, { items_per_page: 100 })).toBe(50);
  });

  it('starts over at page 1 when the page size changed', () => {
    expect(pageAfterResize(3, 10, 20)).toBe(1);
    expect(pageAfterResize(3, 10, 10)).toBe(3);
    // First visit in this tab: nothing to compare with.
    expect(pageAfterResize(3, null, 20)).toBe(3);
  });
});
