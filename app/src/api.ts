import { createApiClient } from '@taskboard/contract';

/** The one API client of the app: same origin, bearer token from localStorage `auth`. */
export const api = createApiClient();
