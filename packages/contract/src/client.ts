import type { z } from 'zod';
import { ApiError, clientErrors, operationError } from './errors';
import { AUTH_STORAGE_KEY, storedAuth, type StoredAuth } from './auth';
import type { Message, MessageId, MessageValues } from './messages';
import { accountCalls } from './client/accounts';
import { backlogCalls } from './client/backlog';
import { contentCalls } from './client/content';
import { eventCalls } from './client/events';
import { familyCalls } from './client/family';
import { profileCalls } from './client/profiles';
import { pushCalls } from './client/push';
import type { HttpMethod, RequestOptions } from './client/request';
import { settingsCalls } from './client/settings';
import { starJarCalls } from './client/star-jar';
import { statsCalls } from './client/stats';
import { taskbreakerCalls } from './client/taskbreaker';
import { themeCalls } from './client/themes';
import { twoFactorCalls } from './client/two-factor';

export type { RequestOptions } from './client/request';
export type { StatsQuery } from './client/stats';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ApiClientOptions {
  /** Where the API lives; the app and the API share one origin, so '/api' by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the stored auth lives (the browser's localStorage by default). */
  storage?: KeyValueStorage;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const storage = options.storage ?? globalThis.localStorage;

  function readAuth(): StoredAuth {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (raw === null) throw clientErrors.noAuthToken();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw clientErrors.malformedAuthData();
    }
    if (typeof parsed !== 'object' || parsed === null) throw clientErrors.malformedAuthData();
    if (!('token' in parsed) || typeof parsed.token !== 'string' || parsed.token === '') {
      throw clientErrors.invalidAuthData();
    }
    const result = storedAuth.safeParse(parsed);
    if (!result.success) throw clientErrors.malformedAuthData();
    return result.data;
  }

  /** The stored auth, or null when there is none or it cannot be read. */
  function currentAuth(): StoredAuth | null {
    try {
      return readAuth();
    } catch {
      return null;
    }
  }

  function storeAuth(auth: StoredAuth): void {
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  }

  function clearAuth(): void {
    storage.removeItem(AUTH_STORAGE_KEY);
  }

  function urlFor(path: string, query: RequestOptions<z.ZodType>['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async function request<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    { operation, ...options }: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    if (!operation) return send(method, path, options);
    try {
      return await send(method, path, options);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw operationError(operation, error);
    }
  }

  async function send<S extends z.ZodType>(
    method: HttpMethod,
    path: string,
    {
      response,
      body,
      query,
      auth = false,
      signal,
      headers: extra,
    }: Omit<RequestOptions<S>, 'operation'>,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${readAuth().token}`;

    let res: Response;
    try {
      res = await doFetch(urlFor(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw clientErrors.network();
    }

    if (!res.ok) throw await errorFrom(res);

    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw clientErrors.invalidResponse();
    }
    const parsed = response.safeParse(json);
    if (!parsed.success) throw clientErrors.invalidResponse();
    return parsed.data;
  }

  return {
    request,
    readAuth,
    currentAuth,
    storeAuth,
    clearAuth,
    users: {
      ...accountCalls(request, clearAuth),
      ...familyCalls(request),
      ...profileCalls(request),
    },
    content: contentCalls(request),
    twoFactor: twoFactorCalls(request),
    settings: settingsCalls(request),
    push: pushCalls(request),
    events: eventCalls(request),
    backlog: { ...backlogCalls(request), ...themeCalls(request) },
    stats: statsCalls(request),
    ...starJarCalls(request),
    taskbreaker: taskbreakerCalls(request),
  };
}

/** The message an error body names beside its `detail` (`message_id`, `message_values`). */
function messageOf(body: object): Message | undefined {
  if (!('message_id' in body) || typeof body.message_id !== 'string') return undefined;
  // The id is the server's: a client older than the table shows the detail's words instead.
  const id = body.message_id as MessageId;
  const values = 'message_values' in body ? body.message_values : undefined;
  const valid =
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number');
  return valid ? { id, values: values as MessageValues } : { id };
}

/**
 * The server's `detail` (and the id of its message) when the body says one, else the catalogue's
 * HTTP_ERROR text.
 */
async function errorFrom(res: Response): Promise<ApiError> {
  try {
    const body: unknown = await res.json();
    if (
      typeof body === 'object' &&
      body !== null &&
      'detail' in body &&
      typeof body.detail === 'string'
    ) {
      return clientErrors.http(res.status, res.statusText, body.detail, messageOf(body));
    }
  } catch {
    // An unreadable body falls through to the generic text below.
  }
  return clientErrors.http(res.status, res.statusText);
}

/** The server's detail for a failed call, else the screen's own fallback text (spec §8). */
export function detailOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.detail) || fallback;
}
