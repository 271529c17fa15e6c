import { createApiClient } from '@taskboard/contract';
import { storageWithSignedInHint } from './session/signedInHint';

/**
 * The one API client of the app: same origin, bearer token from localStorage `auth`, with the
 * signed-in cookie kept in step with it (session/signedInHint.ts).
 */
export const api = createApiClient({ storage: storageWithSignedInHint() });
