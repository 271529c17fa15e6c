import { ApiError } from '@taskboard/contract';
import { api } from '../api';

/** The session a loader's calls go out with (null: none stored). */
export const sessionToken = (): string | null => api.currentAuth()?.token ?? null;

/**
 * Whether `error` is a 401 answered to a session that another one has since replaced. A 401 is the
 * server ending the session the call carried; an account switch ends the old session while a
 * reload may still carry it, and stores the new one meanwhile. That new session was not refused
 * and must not be forgotten: the screen loads again with it instead. A call made without a
 * session, or one whose session has since been removed, is no such case.
 */
export function refusesReplacedSession(
  error: unknown,
  sentWith: string | null,
  storedNow: string | null = sessionToken(),
): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    sentWith !== null &&
    storedNow !== null &&
    storedNow !== sentWith
  );
}
