import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = 'verify' | 'reset';

export function emailTokensRepository(db: Executor) {
  return {
    async insert(
      token: { tokenHash: string; userId: number; purpose: EmailTokenPurpose; expiresAt: Date },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(emailTokens).values(token);
    },

    /**
     * Marks an unused, unexpired token as used and returns its user id. Doing both in one
     * UPDATE means two simultaneous clicks on a link cannot both succeed.
     */
    async consume(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      tx: Executor = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;
