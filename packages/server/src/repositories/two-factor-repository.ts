import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  twoFactor,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  type TwoFactorChallengeRow,
  type TwoFactorRow,
} from '../db/schema';

export function twoFactorRepository(db: Executor) {
  return {
    async find(userId: number, tx: Executor = db): Promise<TwoFactorRow | undefined> {
      const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, userId));
      return row;
    },

    /** A new pending secret, replacing an earlier enrolment that was never confirmed. */
    async startEnrolment(userId: number, secret: string, tx: Executor = db): Promise<void> {
      await tx
        .insert(twoFactor)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secret, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
          // A confirmed authenticator is only replaced by turning it off first.
          setWhere: isNull(twoFactor.enabledAt),
        });
    },

    /** Confirms a pending enrolment with the step of its first code; false if none is pending. */
    async enable(userId: number, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(twoFactor)
        .set({ enabledAt: sql`now()`, lastUsedStep: step })
        .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
        .returning({ userId: twoFactor.userId });
      return rows.length === 1;
    },

    /**
     * Records `step` as used, in one statement: false when this step (or a later one) was used
     * already, so two requests racing with one code cannot both pass.
     */
    async useStep(userId: number, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(twoFactor)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length === 1;
    },

    /** Turns two-factor sign-in off: the secret, the recovery codes and waiting logins go. */
    async remove(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await this.endChallenges(userId, tx);
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    },

    /**
     * Ends every login of the user still waiting for its code: a challenge proves the password,
     * so one issued for a password that has since been reset or changed must not give a session.
     */
    async endChallenges(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], tx: Executor = db) {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx
        .insert(twoFactorRecoveryCodes)
        .values(hashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused recovery code used, in one statement; false if unknown or used. */
    async useRecoveryCode(userId: number, codeHash: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length === 1;
    },

    async insertChallenge(
      challenge: {
        tokenHash: string;
        userId: number;
        device: string;
        browser: string;
        expiresAt: Date;
      },
      tx: Executor = db,
    ): Promise<void> {
      // Expired challenges of the user are cleared as new ones are made.
      await tx
        .delete(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.userId, challenge.userId),
            lte(twoFactorChallenges.expiresAt, sql`now()`),
          ),
        );
      await tx.insert(twoFactorChallenges).values(challenge);
    },

    /** The unexpired challenge with this token digest. */
    async findLiveChallenge(
      tokenHash: string,
      tx: Executor = db,
    ): Promise<TwoFactorChallengeRow | undefined> {
      const [row] = await tx
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            gt(twoFactorChallenges.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /** Uses a challenge up; false when another request used it first. */
    async consumeChallenge(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(twoFactorChallenges)
        .where(eq(twoFactorChallenges.id, id))
        .returning({ id: twoFactorChallenges.id });
      return rows.length === 1;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
