import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  familyEvents,
  idempotencyKeys,
  streamTickets,
  userSettings,
  users,
  type FamilyEventRow,
} from '../db/schema';

/** The family events written by the database's triggers (drizzle/0024), and the stream tickets. */
export function familyEventsRepository(db: Executor) {
  return {
    /** The family's members with their stored privacy and preference choices (null: none). */
    async membersWithSettings(familyId: number) {
      return db
        .select({
          user: users,
          privacy: userSettings.privacy,
          preferences: userSettings.preferences,
        })
        .from(users)
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(or(eq(users.id, familyId), eq(users.parentId, familyId)));
    },

    /** The family's events after `afterId`, oldest first, at most `limit`. */
    async since(familyId: number, afterId: number, limit: number): Promise<FamilyEventRow[]> {
      return db
        .select()
        .from(familyEvents)
        .where(and(eq(familyEvents.familyId, familyId), gt(familyEvents.id, afterId)))
        .orderBy(asc(familyEvents.id))
        .limit(limit);
    },

    /** The family's latest events of these members and kinds, newest first. */
    async latest(
      familyId: number,
      userIds: number[],
      kinds: readonly string[],
      limit: number,
    ): Promise<FamilyEventRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(familyEvents)
        .where(
          and(
            eq(familyEvents.familyId, familyId),
            inArray(familyEvents.userId, userIds),
            inArray(familyEvents.kind, [...kinds]),
          ),
        )
        .orderBy(desc(familyEvents.id))
        .limit(limit);
    },

    async issueTicket(
      ticketHash: string,
      session: { id: number; userId: number },
      expiresAt: Date,
    ): Promise<void> {
      await db
        .insert(streamTickets)
        .values({ ticketHash, sessionId: session.id, userId: session.userId, expiresAt });
    },

    /** Uses up a ticket: its session id if the ticket was live, else undefined. */
    async takeTicket(ticketHash: string): Promise<number | undefined> {
      const [row] = await db
        .delete(streamTickets)
        .where(
          and(eq(streamTickets.ticketHash, ticketHash), gt(streamTickets.expiresAt, sql`now()`)),
        )
        .returning({ sessionId: streamTickets.sessionId });
      return row?.sessionId;
    },

    /** Removes events and idempotency keys older than their keeping time, and spent tickets. */
    async prune(eventsBefore: Date, keysBefore: Date): Promise<void> {
      await db.delete(familyEvents).where(lt(familyEvents.createdAt, eventsBefore));
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore));
      await db.delete(streamTickets).where(lt(streamTickets.expiresAt, sql`now()`));
    },
  };
}

export type FamilyEventsRepository = ReturnType<typeof familyEventsRepository>;
