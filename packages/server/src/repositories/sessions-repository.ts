import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sessions, users, userSettings, type SessionRow, type UserRow } from '../db/schema';

/** However active, a session ends 30 days after it began: a stolen token does not live forever. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export function sessionsRepository(db: Executor) {
  /**
   * Every authenticated request runs this one: built once, not per request (building the SQL
   * cost as much CPU as running it on the embedded database).
   */
  const findActiveSession = db
    .select({ session: sessions, user: users, security: userSettings.security })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('find_active_session');

  return {
    async insert(
      session: { tokenHash: string; userId: number; device: string; browser: string },
      tx: Executor = db,
    ): Promise<SessionRow> {
      const [row] = await tx.insert(sessions).values(session).returning();
      if (!row) throw new Error('insert into sessions returned no row');
      return row;
    },

    /**
     * The live session for a token hash with its user and the user's stored security settings
     * (which hold its idle limit), or undefined if revoked or unknown.
     */
    async findActive(
      tokenHash: string,
    ): Promise<
      { session: SessionRow; user: UserRow; security: Record<string, unknown> | null } | undefined
    > {
      const [row] = await findActiveSession.execute({ tokenHash });
      return row;
    },

    /** The live (not revoked) session with this id, as `findActive` answers it. */
    async findActiveById(
      id: number,
    ): Promise<
      { session: SessionRow; user: UserRow; security: Record<string, unknown> | null } | undefined
    > {
      const [row] = await db
        .select({ session: sessions, user: users, security: userSettings.security })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
      return row;
    },

    async touch(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ lastActive: sql`now()` })
        .where(eq(sessions.id, id));
    },

    async revoke(id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** The user's sessions that are neither revoked nor idle past `idleMinutes`, newest first. */
    async listLive(userId: number, idleMinutes: number, tx: Executor = db): Promise<SessionRow[]> {
      return tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.lastActive, sql`now() - make_interval(mins => ${idleMinutes})`),
            gt(
              sessions.createdAt,
              sql`now() - make_interval(secs => ${SESSION_LIFETIME_MS / 1000})`,
            ),
          ),
        )
        .orderBy(desc(sessions.lastActive), desc(sessions.id));
    },

    /** Revokes one live session of `userId`; false when it is not the user's or already ended. */
    async revokeOwn(id: number, userId: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Revokes every live session of `userId` but `keepId`; answers how many ended. */
    async revokeOthers(userId: number, keepId: number, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Ends every session of a family (a parent and its children share the parent's password). */
    async revokeFamily(parentId: number, tx: Executor = db, keepId?: number): Promise<void> {
      const family = tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.id, parentId), eq(users.parentId, parentId)));
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            inArray(sessions.userId, family),
            isNull(sessions.revokedAt),
            keepId === undefined ? undefined : ne(sessions.id, keepId),
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
