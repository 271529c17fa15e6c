import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** The kept answers of calls made with an Idempotency-Key (plugins/idempotency.ts). */
export function idempotencyKeysRepository(db: Executor) {
  const one = (userId: number, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** True when this is the key's first use (the row is now held, unanswered). */
    async claim(userId: number, key: string, request: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, key, request })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(userId: number, key: string) {
      const [row] = await db.select().from(idempotencyKeys).where(one(userId, key));
      return row;
    },

    /** An abandoned first use is taken over: it counts from now. */
    async restart(userId: number, key: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(one(userId, key));
    },

    async keep(userId: number, key: string, statusCode: number, body: string): Promise<void> {
      await db.update(idempotencyKeys).set({ statusCode, body }).where(one(userId, key));
    },

    async release(userId: number, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(one(userId, key));
    },
  };
}
