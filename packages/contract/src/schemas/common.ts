import { z } from 'zod';

// Every non-2xx answer of the API carries a human-readable `detail`, in the spec's English. When
// those words are one of the contract's messages (@taskboard/contract/messages) the answer names
// it too, so a client can show it in its reader's language: `message_id`, and `message_values`
// for the parts known only at run time.
export const errorResponse = z.object({
  detail: z.string(),
  message_id: z
    .string()
    .optional()
    .describe("The id of `detail` in the contract's messages table, e.g. `signup.usernameTaken`"),
  message_values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe("The values of the message's placeholders, by name"),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** A required text field: missing, not a string and empty all answer with the same message. */
export const requiredString = (message: string) =>
  z.string({ error: message }).min(1, { error: message, abort: true });
export * from './text-characters';
