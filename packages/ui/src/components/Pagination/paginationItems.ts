export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

export type PaginationOptions = {
  /** Pages always shown at each end. */
  marginPages?: number;
  /** Pages shown around the current one. */
  pageRange?: number;
};

/**
 * The pages to offer for `page` of `pageCount` (both 1-based): the first and last margin pages,
 * a window of `pageRange` pages around the current one, and an ellipsis for each longer gap.
 * A gap of a single page shows that page instead: an ellipsis would hide nothing.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { marginPages = 2, pageRange = 5 }: PaginationOptions = {},
): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const windowStart = Math.max(
    1,
    Math.min(current - Math.floor(pageRange / 2), pageCount - pageRange + 1),
  );
  const windowEnd = Math.min(pageCount, windowStart + pageRange - 1);
  const shown = (n: number) =>
    n <= marginPages || n > pageCount - marginPages || (n >= windowStart && n <= windowEnd);

  const items: PaginationItem[] = [];
  for (let n = 1; n <= pageCount; n += 1) {
    if (shown(n) || (shown(n - 1) && shown(n + 1))) {
      items.push({ type: 'page', page: n });
    } else if (items.at(-1)?.type !== 'ellipsis') {
      items.push({ type: 'ellipsis', key: `gap-after-${n - 1}` });
    }
  }
  return items;
}
