import { z } from 'zod';

// Every non-2xx answer of the API carries a human-readable `detail`.
export const errorResponse = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** A required text field: missing, not a string and empty all answer with the same message. */
export const requiredString = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true });
export * from './text-characters';
