import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { aiUsage, type AiUsageRow } from '../db/schema';

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
