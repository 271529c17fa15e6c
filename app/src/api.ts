import { createApiClient } from '@taskboard/contract';
import { fetchTakingEarly } from './early/earlyStart';
import { fetchNotingOwnChanges } from './live/recentChanges';
import { storageWithSignedInHint } from './session/signedInHint';

/**
 * The one API client of the app: same origin, bearer token from localStorage `auth`, with the
 * signed-in cookie kept in step with it (session/signedInHint.ts). Board changes are noted on
 * their way out, so the family's live stream does not announce this tab's own changes again. A
 * screen opened cold takes the answers the shell asked for before the app arrived (early/).
 */
export const api = createApiClient({
  storage: storageWithSignedInHint(),
  fetch: fetchNotingOwnChanges(fetchTakingEarly((...args) => globalThis.fetch(...args))),
});
