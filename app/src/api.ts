import { createApiClient } from '@taskboard/contract';
import { fetchNotingOwnChanges } from './live/recentChanges';
import { storageWithSignedInHint } from './session/signedInHint';

/**
 * The one API client of the app: same origin, bearer token from localStorage `auth`, with the
 * signed-in cookie kept in step with it (session/signedInHint.ts). Board changes are noted on
 * their way out, so the family's live stream does not announce this tab's own changes again.
 */
export const api = createApiClient({
  storage: storageWithSignedInHint(),
  fetch: fetchNotingOwnChanges((...args) => globalThis.fetch(...args)),
});
