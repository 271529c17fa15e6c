import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users, type UserRow } from '../db/schema';

export type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Executor) {
  return {
    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findByUsername(username: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    /** Children of one parent, the primary child first. */
    async findChildren(parentId: number, tx: Executor = db): Promise<UserRow[]> {
      return tx
        .select()
        .from(users)
        .where(and(eq(users.parentId, parentId), eq(users.accountType, 'CHILD')))
        .orderBy(sql`${users.isPrimaryChild} desc`, asc(users.id));
    },

    async insert(user: NewUser, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    async markVerified(id: number, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ isVerified: true }).where(eq(users.id, id));
    },

    /** Also records when, for the security settings' last_password_change. */
    async setPasswordHash(id: number, passwordHash: string, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** The profile fields a user edits; a changed e-mail is unverified until its link is used. */
    async updateProfile(
      id: number,
      fields: Partial<Pick<NewUser, 'username' | 'email' | 'birthYear' | 'bio' | 'isVerified'>>,
      tx: Executor = db,
    ): Promise<UserRow> {
      const [row] = await tx.update(users).set(fields).where(eq(users.id, id)).returning();
      if (!row) throw new Error('update of users returned no row');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
