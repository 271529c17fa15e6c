import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client';
import { ApiError } from './errors';

// A real HTTP server on 127.0.0.1 answers each path the way a healthy or broken API would.
const routes: Record<
  string,
  (headers: Record<string, string | string[] | undefined>) => [number, string]
> = {
  '/api/ok': () => [200, JSON.stringify({ value: 42 })],
  '/api/echo-auth': (headers) => [200, JSON.stringify({ value: String(headers.authorization) })],
  '/api/wrong-shape': () => [200, JSON.stringify({ value: 'not a number' })],
  '/api/not-json': () => [200, '<html>oops</html>'],
  '/api/detail': () => [409, JSON.stringify({ detail: 'Username already registered' })],
  '/api/said': () => [
    400,
    JSON.stringify({
      detail: 'Not enough stars yet: 2 more stars are needed',
      message_id: 'stars.notEnoughMany',
      message_values: { missing: 2 },
    }),
  ],
  '/api/unreadable': () => [502, 'Bad gateway page'],
  '/api/users/login': () => [401, JSON.stringify({ detail: 'Incorrect email or password' })],
  '/api/users/family-accounts': () => [503, 'down for maintenance'],
  '/api/users/create-additional-child': () => [
    400,
    JSON.stringify({ detail: 'Parent password is incorrect' }),
  ],
  '/api/users/remove-child': () => [200, JSON.stringify({ unexpected: true })],
  '/api/users/list': () => [200, JSON.stringify({ people: [] })],
  // The list call refused with each status (the client's base address names the status).
  '/s401/api/users/list': () => [401, JSON.stringify({ detail: 'Authentication required' })],
  '/s403/api/users/list': () => [403, JSON.stringify({ detail: 'Forbidden' })],
  '/s422/api/users/list': () => [422, JSON.stringify({ detail: 'search: too long' })],
  '/s500/api/users/list': () => [500, JSON.stringify({ detail: 'Internal server error' })],
  '/s503/api/users/list': () => [503, 'down for maintenance'],
  '/s429/api/users/list': () => [429, JSON.stringify({ detail: 'Too many requests' })],
  '/api/taskbreaker/test': (headers) =>
    headers.authorization === 'Bearer abc'
      ? [
          200,
          JSON.stringify({
            status: 'ok',
            provider: 'offline',
            configured_provider: 'offline',
            fell_back: false,
            subtasks: [{ title: 'Put toothpaste on the brush', icon: 'toothbrush' }],
            daily_tokens_used: 120,
            daily_tokens_remaining: 9880,
            usage_percentage: 1.2,
          }),
        ]
      : [401, JSON.stringify({ detail: 'Not authenticated' })],
};

let server: Server;
let baseUrl: string;

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    const [status, body] = route ? route(req.headers) : [404, ''];
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const valueResponse = z.object({ value: z.number() });
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

const signedIn = {
  token: 'abc',
  username: 'sam',
  account_type: 'PARENT',
  is_primary_child: false,
} as const;

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('parses a good response with its schema', async () => {
    const client = createApiClient({ baseUrl, storage });
    await expect(client.request('GET', '/ok', { response: valueResponse })).resolves.toEqual({
      value: 42,
    });
  });

  it('sends the bearer token from stored auth', async () => {
    const client = createApiClient({ baseUrl, storage });
    client.storeAuth({
      token: 'abc',
      username: 'sam',
      account_type: 'PARENT',
      is_primary_child: false,
    });
    const echoed = await client.request('GET', '/echo-auth', {
      auth: true,
      response: z.object({ value: z.string() }),
    });
    expect(echoed.value).toBe('Bearer abc');
  });

  it('refuses an authenticated call without stored auth', async () => {
    const client = createApiClient({ baseUrl, storage });
    const error = await failureOf(
      client.request('GET', '/ok', { auth: true, response: valueResponse }),
    );
    expect(error).toMatchObject({
      status: 401,
      error_code: 'NO_AUTH_TOKEN',
      message: 'Authentication required',
      description: 'Please log in to access this resource',
    });
  });

  it('tells malformed stored auth from stored auth without a token', async () => {
    const client = createApiClient({ baseUrl, storage });
    storage.setItem('auth', '{not json');
    expect(
      await failureOf(client.request('GET', '/ok', { auth: true, response: valueResponse })),
    ).toMatchObject({
      error_code: 'MALFORMED_AUTH_DATA',
      message: 'Invalid authentication data',
    });
    storage.setItem('auth', JSON.stringify({ username: 'sam' }));
    expect(
      await failureOf(client.request('GET', '/ok', { auth: true, response: valueResponse })),
    ).toMatchObject({
      error_code: 'INVALID_AUTH_DATA',
      message: 'Authentication token not found',
    });
  });

  it('maps a response of the wrong shape or not JSON to INVALID_RESPONSE', async () => {
    const client = createApiClient({ baseUrl, storage });
    for (const path of ['/wrong-shape', '/not-json']) {
      expect(
        await failureOf(client.request('GET', path, { response: valueResponse })),
      ).toMatchObject({
        status: 500,
        error_code: 'INVALID_RESPONSE',
        message: 'Invalid response format',
      });
    }
  });

  it("keeps the server's detail on a non-ok answer", async () => {
    const client = createApiClient({ baseUrl, storage });
    expect(
      await failureOf(client.request('GET', '/detail', { response: valueResponse })),
    ).toMatchObject({
      status: 409,
      error_code: 'HTTP_ERROR',
      message: 'Username already registered',
    });
  });

  it("keeps the id of the server's message and its values", async () => {
    const client = createApiClient({ baseUrl, storage });
    expect(
      await failureOf(client.request('GET', '/said', { response: valueResponse })),
    ).toMatchObject({
      message: 'Not enough stars yet: 2 more stars are needed',
      messageId: 'stars.notEnoughMany',
      messageValues: { missing: 2 },
    });
    const unnamed = await failureOf(client.request('GET', '/detail', { response: valueResponse }));
    expect(unnamed.messageId).toBeUndefined();
  });

  it('uses HTTP {status}: {statusText} when the error body is unreadable', async () => {
    const client = createApiClient({ baseUrl, storage });
    expect(
      await failureOf(client.request('GET', '/unreadable', { response: valueResponse })),
    ).toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad Gateway',
      messageId: 'request.httpStatus',
      messageValues: { status: 502, statusText: 'Bad Gateway' },
    });
  });

  it('maps a refused connection to NETWORK_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, storage });
    expect(
      await failureOf(client.request('GET', '/ok', { response: valueResponse })),
    ).toMatchObject({
      status: 0,
      error_code: 'NETWORK_ERROR',
      message: 'Network error',
      description: 'Unable to connect to the server. Please check your internet connection.',
    });
  });
});

describe('calls that report failures in their own codes (spec §8)', () => {
  it('a refused login is LOGIN_ERROR with the server’s detail, and forgets the stored session', async () => {
    const client = createApiClient({ baseUrl, storage });
    client.storeAuth(signedIn);
    const error = await failureOf(client.users.login({ email: 'sam@example.test', password: 'x' }));
    expect(error).toMatchObject({
      status: 401,
      error_code: 'LOGIN_ERROR',
      message: 'Incorrect email or password',
    });
    expect(error.description).not.toBe('');
    expect(client.currentAuth()).toBeNull();
  });

  it('the family calls: LOAD_FAMILY_ERROR, CREATE_CHILD_ERROR, REMOVE_CHILD_ERROR', async () => {
    const client = createApiClient({ baseUrl, storage });
    client.storeAuth(signedIn);
    expect(await failureOf(client.users.familyAccounts())).toMatchObject({
      status: 503,
      error_code: 'LOAD_FAMILY_ERROR',
      message: 'Failed to load family accounts',
    });
    expect(
      await failureOf(
        client.users.createChild({
          child_username: 'pip',
          child_birth_year: 2020,
          parent_password: 'wrong',
        }),
      ),
    ).toMatchObject({
      status: 400,
      error_code: 'CREATE_CHILD_ERROR',
      message: 'Parent password is incorrect',
    });
    // An answer of the wrong shape is still this call's failure, in its own words.
    expect(
      await failureOf(client.users.removeChild({ child_username: 'pip', parent_password: 'pw' })),
    ).toMatchObject({
      status: 500,
      error_code: 'REMOVE_CHILD_ERROR',
      message: 'Failed to remove child account',
    });
  });

  it('a user list of the wrong shape is INVALID_RESPONSE_STRUCTURE', async () => {
    const client = createApiClient({ baseUrl, storage });
    client.storeAuth(signedIn);
    expect(await failureOf(client.users.list())).toMatchObject({
      status: 500,
      error_code: 'INVALID_RESPONSE_STRUCTURE',
      message: 'Invalid response structure',
    });
  });

  it('the user list call describes a refusal in its own four short sentences', async () => {
    const origin = baseUrl.replace(/\/api$/, '');
    const refusedWith = async (status: number) => {
      const client = createApiClient({ baseUrl: `${origin}/s${status}/api`, storage });
      client.storeAuth(signedIn);
      return failureOf(client.users.list({ search: 'sam' }));
    };
    expect(await refusedWith(401)).toMatchObject({
      status: 401,
      error_code: 'FETCH_USERS_ERROR',
      message: 'Authentication required',
      description: 'Your session has expired. Please log in again.',
    });
    expect((await refusedWith(403)).description).toBe(
      'You do not have permission to view the user list.',
    );
    expect((await refusedWith(422)).description).toBe(
      'Invalid search parameters. Please check your input.',
    );
    for (const status of [500, 503]) {
      expect(await refusedWith(status)).toMatchObject({
        status,
        description: 'Server error. Please try again later.',
      });
    }
    // Any other status keeps the call's general description, and so do other calls.
    expect((await refusedWith(429)).description).toBe('An error occurred while loading users.');
    const family = createApiClient({ baseUrl, storage });
    family.storeAuth(signedIn);
    expect((await failureOf(family.users.familyAccounts())).description).not.toBe(
      'Server error. Please try again later.',
    );
  });

  it('the family calls without a stored session are AUTH_REQUIRED', async () => {
    const client = createApiClient({ baseUrl, storage });
    for (const call of [
      () => client.users.familyAccounts(),
      () =>
        client.users.createChild({
          child_username: 'pip',
          child_birth_year: 2020,
          parent_password: 'pw',
        }),
      () => client.users.removeChild({ child_username: 'pip', parent_password: 'pw' }),
    ]) {
      expect(await failureOf(call())).toMatchObject({
        status: 401,
        error_code: 'AUTH_REQUIRED',
        message: 'No authentication token',
      });
    }
  });

  it('POST /taskbreaker/test sends the bearer token and parses the planner’s answer', async () => {
    const client = createApiClient({ baseUrl, storage });
    client.storeAuth(signedIn);
    await expect(client.taskbreaker.test()).resolves.toMatchObject({
      status: 'ok',
      provider: 'offline',
      subtasks: [{ title: 'Put toothpaste on the brush', icon: 'toothbrush' }],
    });
    client.clearAuth();
    expect(await failureOf(client.taskbreaker.test())).toMatchObject({
      error_code: 'NO_AUTH_TOKEN',
    });
  });
});
