import type { z } from 'zod';
import type { Operation } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  response: S;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token from stored auth; fails with the catalogue's auth errors without one. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an offline replay's Idempotency-Key and If-Match). */
  headers?: Record<string, string>;
  /** Reports every failure in the codes of what the call does (LOGIN_ERROR, …). */
  operation?: Operation;
}

/** The client's one way to the API, which every domain's calls go through. */
export type ApiRequest = <S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<S>,
) => Promise<z.infer<S>>;
