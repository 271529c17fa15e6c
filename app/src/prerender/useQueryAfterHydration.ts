import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noQuery = new URLSearchParams();
const subscribe = () => () => {};

/**
 * The URL's query, empty while React hydrates a prerendered page. The page was rendered at build
 * time without a query (`/login`, not `/login?redirectTo=...`), so the first render must match
 * that HTML; React renders again with the real query right after hydration. Later visits
 * (client-side navigation) see the query at once.
 */
export function useQueryAfterHydration(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? searchParams : noQuery;
}
