import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  redemptionShares,
  rewardRedemptions,
  rewards,
  users,
  type RewardRedemptionRow,
  type RewardRow,
} from '../db/schema';

/** One child's stars: what it earned, what approved requests took, in the family's order. */
export interface ChildStars {
  childId: number;
  username: string;
  earned: number;
  spent: number;
}

export type NewReward = Pick<
  typeof rewards.$inferInsert,
  'familyId' | 'childId' | 'title' | 'picture' | 'price'
>;
export type RewardChanges = Partial<
  Pick<RewardRow, 'title' | 'picture' | 'price' | 'childId' | 'archivedAt'>
>;

/** A request with what the history shows of its reward and its child. */
export interface RedemptionWithReward {
  redemption: RewardRedemptionRow;
  rewardTitle: string;
  rewardPicture: string;
  rewardChildId: number | null;
  childUsername: string;
}

export interface ShareRow {
  redemptionId: number;
  childId: number;
  username: string;
  stars: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function starJarRepository(db: Executor) {
  return {
    /** Whether the family's star jar is on (kept on the parent's row). */
    async isEnabled(parentId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ enabled: users.starJarEnabled })
        .from(users)
        .where(eq(users.id, parentId));
      return row?.enabled ?? true;
    },

    async setEnabled(parentId: number, enabled: boolean, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ starJarEnabled: enabled })
        .where(and(eq(users.id, parentId), eq(users.accountType, 'PARENT')));
    },

    /**
     * Records the stars a child's finished task earns: its goal's stars_per_task, and only while
     * the family's star jar is on. A task already holding its stars keeps them (one award).
     */
    async award(
      childId: number,
      parentId: number,
      taskId: number,
      goalId: number,
      tx: Executor = db,
    ): Promise<void> {
      await tx.execute(sql`
        insert into star_awards (child_id, task_id, stars)
        select ${childId}, ${taskId}, g.stars_per_task
        from goals g join users p on p.id = ${parentId}
        where g.id = ${goalId} and p.star_jar_enabled
        on conflict (task_id) do nothing`);
    },

    /** Takes back the stars a task earned (it left Done). */
    async revoke(taskId: number, tx: Executor = db): Promise<void> {
      await tx.execute(sql`delete from star_awards where task_id = ${taskId}`);
    },

    /** Every child of the family with its stars: the primary child first, then by age of account. */
    async familyStars(parentId: number, tx: Executor = db): Promise<ChildStars[]> {
      const result = await tx.execute(sql`
        select u.id as child_id, u.username,
          coalesce((select sum(a.stars) from star_awards a where a.child_id = u.id), 0) as earned,
          coalesce((select sum(s.stars) from redemption_shares s
                      join reward_redemptions r on r.id = s.redemption_id
                     where s.child_id = u.id and r.status = 'APPROVED'), 0) as spent
        from users u
        where u.parent_id = ${parentId} and u.account_type = 'CHILD'
        order by u.is_primary_child desc, u.id`);
      return rowsOf<{ child_id: number; username: string; earned: unknown; spent: unknown }>(
        result,
      ).map((r) => ({
        childId: Number(r.child_id),
        username: r.username,
        earned: Number(r.earned),
        spent: Number(r.spent),
      }));
    },

    async listRewards(
      parentId: number,
      options: { childId?: number; includeArchived: boolean },
      tx: Executor = db,
    ): Promise<RewardRow[]> {
      return tx
        .select()
        .from(rewards)
        .where(
          and(
            eq(rewards.familyId, parentId),
            options.childId === undefined
              ? undefined
              : or(isNull(rewards.childId), eq(rewards.childId, options.childId)),
            options.includeArchived ? undefined : isNull(rewards.archivedAt),
          ),
        )
        .orderBy(rewards.id);
    },

    /** The reward when it belongs to the family; another family's reads as missing. */
    async findReward(
      rewardId: number,
      parentId: number,
      tx: Executor = db,
      lock = false,
    ): Promise<RewardRow | undefined> {
      const query = tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.id, rewardId), eq(rewards.familyId, parentId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertReward(reward: NewReward, tx: Executor = db): Promise<RewardRow> {
      const [row] = await tx.insert(rewards).values(reward).returning();
      if (!row) throw new Error('insert into rewards returned no row');
      return row;
    },

    async updateReward(
      rewardId: number,
      parentId: number,
      changes: RewardChanges,
      tx: Executor = db,
    ): Promise<RewardRow | undefined> {
      const [row] = await tx
        .update(rewards)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(rewards.id, rewardId), eq(rewards.familyId, parentId)))
        .returning();
      return row;
    },

    /** The waiting request of each reward given, by reward id. */
    async pendingByReward(rewardIds: number[], tx: Executor = db): Promise<Map<number, number>> {
      if (rewardIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: rewardRedemptions.id, rewardId: rewardRedemptions.rewardId })
        .from(rewardRedemptions)
        .where(
          and(
            inArray(rewardRedemptions.rewardId, rewardIds),
            eq(rewardRedemptions.status, 'PENDING'),
          ),
        );
      return new Map(rows.map((r) => [r.rewardId, r.id]));
    },

    async insertRedemption(
      values: Pick<
        typeof rewardRedemptions.$inferInsert,
        'rewardId' | 'familyId' | 'childId' | 'price' | 'requestedAt'
      >,
      tx: Executor = db,
    ): Promise<RewardRedemptionRow> {
      const [row] = await tx.insert(rewardRedemptions).values(values).returning();
      if (!row) throw new Error('insert into reward_redemptions returned no row');
      return row;
    },

    /** The family's request, locked for the transaction's decision when `lock` is set. */
    async findRedemption(
      redemptionId: number,
      parentId: number,
      tx: Executor = db,
      lock = false,
    ): Promise<RewardRedemptionRow | undefined> {
      const query = tx
        .select()
        .from(rewardRedemptions)
        .where(
          and(eq(rewardRedemptions.id, redemptionId), eq(rewardRedemptions.familyId, parentId)),
        );
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Moves a request on from `from`; undefined when it was no longer in that status. */
    async setStatus(
      redemptionId: number,
      from: RewardRedemptionRow['status'],
      changes: Partial<
        Pick<RewardRedemptionRow, 'status' | 'note' | 'decidedAt' | 'undoneAt'>
      >,
      tx: Executor = db,
    ): Promise<RewardRedemptionRow | undefined> {
      const [row] = await tx
        .update(rewardRedemptions)
        .set(changes)
        .where(and(eq(rewardRedemptions.id, redemptionId), eq(rewardRedemptions.status, from)))
        .returning();
      return row;
    },

    async insertShares(
      redemptionId: number,
      shares: { childId: number; stars: number }[],
      tx: Executor = db,
    ): Promise<void> {
      if (shares.length === 0) return;
      await tx
        .insert(redemptionShares)
        .values(shares.map((s) => ({ redemptionId, childId: s.childId, stars: s.stars })));
    },

    /**
     * The family's requests, newest first, with their reward and child: all of them, or the
     * ones `childId` asked or gave stars to.
     */
    async listRedemptions(
      parentId: number,
      options: {
        childId?: number;
        status?: RewardRedemptionRow['status'];
        limit: number;
        ids?: number[];
      },
      tx: Executor = db,
    ): Promise<RedemptionWithReward[]> {
      const { childId } = options;
      const rows = await tx
        .select({
          redemption: rewardRedemptions,
          rewardTitle: rewards.title,
          rewardPicture: rewards.picture,
          rewardChildId: rewards.childId,
          childUsername: users.username,
        })
        .from(rewardRedemptions)
        .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
        .innerJoin(users, eq(users.id, rewardRedemptions.childId))
        .where(
          and(
            eq(rewardRedemptions.familyId, parentId),
            options.status ? eq(rewardRedemptions.status, options.status) : undefined,
            options.ids ? inArray(rewardRedemptions.id, options.ids) : undefined,
            childId === undefined
              ? undefined
              : or(
                  eq(rewardRedemptions.childId, childId),
                  sql`exists (select 1 from ${redemptionShares}
                        where ${redemptionShares.redemptionId} = ${rewardRedemptions.id}
                          and ${redemptionShares.childId} = ${childId})`,
                ),
          ),
        )
        .orderBy(desc(rewardRedemptions.id))
        .limit(options.limit);
      return rows;
    },

    async sharesOf(redemptionIds: number[], tx: Executor = db): Promise<ShareRow[]> {
      if (redemptionIds.length === 0) return [];
      return tx
        .select({
          redemptionId: redemptionShares.redemptionId,
          childId: redemptionShares.childId,
          username: users.username,
          stars: redemptionShares.stars,
        })
        .from(redemptionShares)
        .innerJoin(users, eq(users.id, redemptionShares.childId))
        .where(inArray(redemptionShares.redemptionId, redemptionIds))
        .orderBy(redemptionShares.redemptionId, users.id);
    },
  };
}

export type StarJarRepository = ReturnType<typeof starJarRepository>;
