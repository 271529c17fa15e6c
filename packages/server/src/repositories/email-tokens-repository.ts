import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = 'verify' | 'reset';

export function emailTokensRepository(db: Executor) {
  /**
   * Ends every link of one purpose the user was sent and has not used yet (marked used, so
   * `consume` refuses it like a clicked one).
   */
  async function revokeOutstanding(
    userId: number,
    purpose: EmailTokenPurpose,
    tx: Executor = db,
  ): Promise<void> {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
        ),
      );
  }

  return {
    revokeOutstanding,

    async insert(
      token: { tokenHash: string; userId: number; purpose: EmailTokenPurpose; expiresAt: Date },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(emailTokens).values(token);
    },

    /** After a password change: no reset link sent earlier may set the password again. */
    async revokeOutstandingResetTokens(userId: number, tx: Executor = db): Promise<void> {
      await revokeOutstanding(userId, 'reset', tx);
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
