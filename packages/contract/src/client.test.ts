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
  '/api/unreadable': () => [502, 'Bad gateway page'],
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

  it('uses HTTP {status}: {statusText} when the error body is unreadable', async () => {
    const client = createApiClient({ baseUrl, storage });
    expect(
      await failureOf(client.request('GET', '/unreadable', { response: valueResponse })),
    ).toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad Gateway',
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
