import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { usernameSkeleton } from '../security/identity';

/** A new user; its look-alike key is derived from the username here, never given. */
export type NewUser = Omit<typeof users.$inferInsert, 'usernameSkeleton'>;

/** The advisory locks of username keys, apart from any other use of advisory locks. */
const USERNAME_LOCK_SPACE = 1;

/** How an existing user's name stands to a new one: the same name, or one drawn alike. */
export type UsernameClash = 'taken' | 'look-alike';

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

    /**
     * Whether a new username is already someone's (whatever its case) or would pass for
     * someone's (the same look-alike key): one statement over the two indexes. `exceptId` is
     * the user renaming itself.
     */
    async findUsernameClash(
      username: string,
      { exceptId, tx = db }: { exceptId?: number; tx?: Executor } = {},
    ): Promise<UsernameClash | undefined> {
      const [row] = await tx
        .select({ taken: sql<boolean>`lower(${users.username}) = lower(${username})` })
        .from(users)
        .where(
          and(
            or(
              sql`lower(${users.username}) = lower(${username})`,
              eq(users.usernameSkeleton, usernameSkeleton(username)),
            ),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .orderBy(sql`1 desc`)
        .limit(1);
      if (!row) return undefined;
      return row.taken ? 'taken' : 'look-alike';
    },

    /**
     * Holds a username's look-alike key until the transaction ends, so two requests for names
     * drawn alike (`alicep`, `aIicep`) are checked one after the other, not both against a
     * table without either. The index on the key is not unique (see the schema), so a lock
     * decides instead.
     */
    async lockUsernameSkeleton(username: string, tx: Executor): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${USERNAME_LOCK_SPACE}, hashtext(${usernameSkeleton(username)}))`,
      );
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
      const [row] = await tx
        .insert(users)
        .values({ ...user, usernameSkeleton: usernameSkeleton(user.username) })
        .returning();
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
      const skeleton =
        fields.username === undefined
          ? {}
          : { usernameSkeleton: usernameSkeleton(fields.username) };
      const [row] = await tx
        .update(users)
        .set({ ...fields, ...skeleton })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('update of users returned no row');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
