import { z } from 'zod';

/** What the browser keeps under the `auth` key after a login or an account switch (spec §3). */
export const storedAuth = z.object({
  token: z.string().min(1),
  username: z.string(),
  account_type: z.enum(['PARENT', 'CHILD']),
  is_primary_child: z.boolean(),
});
export type StoredAuth = z.infer<typeof storedAuth>;

export const AUTH_STORAGE_KEY = 'auth';
