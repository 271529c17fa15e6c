import { CONTENT_PAGE_SIZE, contentTagQuery, type Preferences } from '@taskboard/contract';

/** A paged list's sizes: the one shown to a visitor without an account, and the most its call serves. */
export type PagedList = { signedOut: number; max: number };

/** The content library: 10 a page signed out (content spec §9), at most what the content calls serve. */
export const contentList: PagedList = {
  signedOut: CONTENT_PAGE_SIZE,
  max: contentTagQuery.shape.limit.unwrap().maxValue ?? CONTENT_PAGE_SIZE,
};

/**
 * How many items a page of `list` shows: the signed-in user's items_per_page (capped at what the
 * list's call serves), or the list's own size for a visitor (`preferences` null). Screens inside
 * the authenticated layout pass `usePreferences()`.
 */
export function pageSizeFor(
  list: PagedList,
  preferences: Pick<Preferences, 'items_per_page'> | null,
): number {
  return preferences ? Math.min(preferences.items_per_page, list.max) : list.signedOut;
}

/**
 * The page to show when the reader asked for `requested` on a list last shown `shownWith` items
 * a page: page 1 once the page size changed, as the old page number points at other items.
 */
export function pageAfterResize(requested: number, shownWith: number | null, size: number): number {
  return shownWith !== null && shownWith !== size ? 1 : requested;
}
