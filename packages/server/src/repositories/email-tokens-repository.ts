import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { emailTokens } from '../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.purpose.enumValues)[number];

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

  /**
   * Marks a live link of `purpose` used and answers whose it was (and the address it is bound
   * to, if any); a conditional UPDATE, so two simultaneous clicks cannot both succeed.
   */
  async function claim(tokenHash: string, purpose: EmailTokenPurpose, tx: Executor) {
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
      .returning({ id: emailTokens.id, userId: emailTokens.userId, address: emailTokens.address });
    return row;
  }

  return {
    revokeOutstanding,

    /** As `revokeOutstanding`, for the links of `purpose` sent after the link `afterId` only. */
    async revokeOutstandingAfter(
      userId: number,
      purpose: EmailTokenPurpose,
      afterId: number,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            gt(emailTokens.id, afterId),
            isNull(emailTokens.usedAt),
          ),
        );
    },

    async insert(
      token: {
        tokenHash: string;
        userId: number;
        purpose: EmailTokenPurpose;
        expiresAt: Date;
        /** The address the link is bound to (e-mail change links). */
        address?: string;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(emailTokens).values(token);
    },

    /** The address of the user's newest live link of `purpose` (a pending e-mail change). */
    async liveAddress(
      userId: number,
      purpose: EmailTokenPurpose,
      tx: Executor = db,
    ): Promise<string | null> {
      const [row] = await tx
        .select({ address: emailTokens.address })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailTokens.id))
        .limit(1);
      return row?.address ?? null;
    },

    /**
     * The user an address is kept for: an account's old address, while the link that undoes its
     * change of address lives (email_change_cancel), is given back by that link, so no other
     * account may take it meanwhile. Undefined when no live link keeps it.
     */
    async keptFor(address: string, tx: Executor = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ userId: emailTokens.userId })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.purpose, 'email_change_cancel'),
            sql`lower(${emailTokens.address}) = ${address.toLowerCase()}`,
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /** How many links of `purpose` went to one user, or to one address, since `since`. */
    async countSince(
      purpose: EmailTokenPurpose,
      to: { userId: number } | { address: string },
      since: Date,
      tx: Executor = db,
    ): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.purpose, purpose),
            'userId' in to
              ? eq(emailTokens.userId, to.userId)
              : eq(emailTokens.address, to.address),
            gt(emailTokens.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /** After a password change: no reset link sent earlier may set the password again. */
    async revokeOutstandingResetTokens(userId: number, tx: Executor = db): Promise<void> {
      await revokeOutstanding(userId, 'reset', tx);
    },

    /** Marks an unused, unexpired token as used and returns its user id (see `claim`). */
    async consume(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      tx: Executor = db,
    ): Promise<number | undefined> {
      return (await claim(tokenHash, purpose, tx))?.userId;
    },

    /** As `consume`, for a link bound to an address: answers the user and that address. */
    async consumeBound(
      tokenHash: string,
      purpose: EmailTokenPurpose,
      tx: Executor = db,
    ): Promise<{ id: number; userId: number; address: string } | undefined> {
      const row = await claim(tokenHash, purpose, tx);
      return row?.address ? { id: row.id, userId: row.userId, address: row.address } : undefined;
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;
