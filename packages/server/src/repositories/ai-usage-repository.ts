import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { aiUsage, users, type AiUsageRow } from '../db/schema';

/** Tokens and calls added up over several users. */
export interface UsageTotals {
  tokensUsed: number;
  requestsMade: number;
}

/** The family of `familyId` (its parent's id): the parent itself and every child whose parent it is. */
const inFamily = (familyId: number) => or(eq(users.id, familyId), eq(users.parentId, familyId));

export function aiUsageRepository(db: Executor) {
  return {
    async findDay(userId: number, day: string, tx: Executor = db): Promise<AiUsageRow | undefined> {
      const [row] = await tx
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, day)));
      return row;
    },

    /** The user's days from `firstDay` on that have any usage, oldest first. */
    async listSince(userId: number, firstDay: string, tx: Executor = db): Promise<AiUsageRow[]> {
      return tx
        .select()
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), gte(aiUsage.day, firstDay)))
        .orderBy(asc(aiUsage.day));
    },

    /**
     * The family's pot for each day from `firstDay` on that has any usage, oldest first: every
     * member's tokens and calls added up by the database (the users' parent index and the
     * (user, day) key), never by loading rows.
     */
    async familyDaysSince(
      familyId: number,
      firstDay: string,
      tx: Executor = db,
    ): Promise<({ day: string } & UsageTotals)[]> {
      return tx
        .select({
          day: aiUsage.day,
          tokensUsed: sql<number>`cast(sum(${aiUsage.tokensUsed}) as integer)`,
          requestsMade: sql<number>`cast(sum(${aiUsage.requestsMade}) as integer)`,
        })
        .from(aiUsage)
        .innerJoin(users, eq(users.id, aiUsage.userId))
        .where(and(inFamily(familyId), gte(aiUsage.day, firstDay)))
        .groupBy(aiUsage.day)
        .orderBy(asc(aiUsage.day));
    },

    /** Each user's tokens and calls from `firstDay` on, summed in one query (users without any are left out). */
    async totalsSince(
      userIds: readonly number[],
      firstDay: string,
      tx: Executor = db,
    ): Promise<{ userId: number; tokensUsed: number; requestsMade: number }[]> {
      if (userIds.length === 0) return [];
      return tx
        .select({
          userId: aiUsage.userId,
          tokensUsed: sql<number>`cast(sum(${aiUsage.tokensUsed}) as integer)`,
          requestsMade: sql<number>`cast(sum(${aiUsage.requestsMade}) as integer)`,
        })
        .from(aiUsage)
        .where(and(inArray(aiUsage.userId, [...userIds]), gte(aiUsage.day, firstDay)))
        .groupBy(aiUsage.userId);
    },

    /** Adds one call and its tokens to the day, atomically (concurrent calls both count). */
    async charge(
      userId: number,
      day: string,
      tokens: number,
      tx: Executor = db,
    ): Promise<AiUsageRow> {
      const [row] = await tx
        .insert(aiUsage)
        .values({ userId, day, tokensUsed: tokens, requestsMade: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: {
            tokensUsed: sql`${aiUsage.tokensUsed} + ${tokens}`,
            requestsMade: sql`${aiUsage.requestsMade} + 1`,
          },
        })
        .returning();
      if (!row) throw new Error('upsert into ai_usage returned no row');
      return row;
    },
  };
}

export type AiUsageRepository = ReturnType<typeof aiUsageRepository>;
