import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { pushSubscriptions, vapidKeys, type PushSubscriptionRow } from '../db/schema';

export function pushRepository(db: Executor) {
  return {
    /** The stored VAPID pair, or undefined before the first start made one. */
    async findKeys(tx: Executor = db) {
      const [row] = await tx.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      return row;
    },

    /**
     * Stores `keys` unless a pair is stored already (another instance may have made one at the
     * same moment), and answers the pair that is kept.
     */
    async keepKeys(keys: { publicKey: string; privateKey: string }, tx: Executor = db) {
      await tx
        .insert(vapidKeys)
        .values({ id: 1, ...keys })
        .onConflictDoNothing({ target: vapidKeys.id });
      const [row] = await tx.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      if (!row) throw new Error('the VAPID key pair was not stored');
      return row;
    },

    /** Adds the member's subscription, or renews the keys of the one with the same endpoint. */
    async upsert(
      subscription: {
        userId: number;
        endpoint: string;
        p256dh: string;
        auth: string;
        userAgent: string | null;
      },
      tx: Executor = db,
    ): Promise<PushSubscriptionRow> {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values(subscription)
        .onConflictDoUpdate({
          target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
          set: {
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            userAgent: subscription.userAgent,
          },
        })
        .returning();
      if (!row) throw new Error('insert into push_subscriptions returned no row');
      return row;
    },

    async find(id: number, tx: Executor = db): Promise<PushSubscriptionRow | undefined> {
      const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    async listFor(userId: number, tx: Executor = db): Promise<PushSubscriptionRow[]> {
      return tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },

    /** Removes one of the member's subscriptions; false when it has none with that id. */
    async removeOwn(userId: number, id: number, tx: Executor = db): Promise<boolean> {
      const removed = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** Removes subscriptions the push service says are gone (404/410). */
    async remove(ids: number[], tx: Executor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    async markSent(ids: number[], tx: Executor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(pushSubscriptions)
        .set({ lastSentAt: sql`now()` })
        .where(inArray(pushSubscriptions.id, ids));
    },
  };
}
