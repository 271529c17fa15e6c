import { useSearchParams } from 'react-router';
import { useHydrated } from './useHydrated';

const noQuery = new URLSearchParams();

/**
 * The URL's query, empty while React hydrates a prerendered page. The page was rendered at build
 * time without a query (`/login`, not `/login?redirectTo=...`), so the first render must match
 * that HTML; React renders again with the real query right after hydration. Later visits
 * (client-side navigation) see the query at once.
 */
export function useQueryAfterHydration(): URLSearchParams {
  const [searchParams] = useSearchParams();
  return useHydrated() ? searchParams : noQuery;
}
