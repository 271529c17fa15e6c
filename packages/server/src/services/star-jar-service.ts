import {
  starJarMessages,
  UNDO_WINDOW_MINUTES,
  type CreateRewardBody,
  type Redemption,
  type RedemptionsQuery,
  type RedemptionsResponse,
  type Reward,
  type RewardPicture,
  type RewardsResponse,
  type StarJarSettingResponse,
  type StarShare,
  type StarsResponse,
  type UpdateRewardBody,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { RewardRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import {
  starJarRepository,
  type ChildStars,
  type RedemptionWithReward,
  type RewardChanges,
} from '../repositories/star-jar-repository';
import { familyParentId } from './family-parent';
import { lockUser } from './limits';

const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60_000;
const DEFAULT_HISTORY = 100;

type Caller = Pick<UserRow, 'id' | 'accountType' | 'parentId'>;

/** A child's stars to spend now: what it earned less what approvals took, never below zero. */
const available = (child: ChildStars) => Math.max(0, child.earned - child.spent);

const shareOf = (child: ChildStars): StarShare => ({
  child_id: child.childId,
  username: child.username,
  stars: available(child),
});

/** Both drivers report a unique index violation with PostgreSQL's code, Drizzle on the cause. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * How a family reward's price is taken from the children: in proportion to the stars each has
 * (`stars`, all positive), in whole stars. Each child first gives the whole part of its exact
 * share; the stars left over go one each to the largest remainders, ties to the child with more
 * stars, then to the older account (the lower id). Nobody gives more than it has, and the shares
 * add up to `price` whenever the children together have that many.
 */
export function splitPrice(
  price: number,
  children: { childId: number; stars: number }[],
): { childId: number; stars: number }[] {
  const giving = children.filter((c) => c.stars > 0);
  const total = giving.reduce((sum, c) => sum + c.stars, 0);
  if (total < price) throw new Error('not enough stars to split');
  const parts = giving.map((c) => ({
    childId: c.childId,
    has: c.stars,
    stars: Math.floor((price * c.stars) / total),
    remainder: (price * c.stars) % total,
  }));
  let left = price - parts.reduce((sum, p) => sum + p.stars, 0);
  const byRemainder = [...parts].sort(
    (a, b) => b.remainder - a.remainder || b.has - a.has || a.childId - b.childId,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.stars += 1;
    left -= 1;
  }
  return parts.filter((p) => p.stars > 0).map(({ childId, stars }) => ({ childId, stars }));
}

export function starJarService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repo = starJarRepository(db);

  async function assertOn(parentId: number, tx: Executor = db): Promise<void> {
    if (!(await repo.isEnabled(parentId, tx))) throw new HttpError(409, starJarMessages.turnedOff);
  }

  /** A child of the family by id, or a 404 naming it as not found. */
  async function familyChild(parentId: number, childId: number, tx: Executor = db) {
    const child = (await repo.familyStars(parentId, tx)).find((c) => c.childId === childId);
    if (!child) throw new HttpError(404, starJarMessages.childNotFound);
    return child;
  }

  /** The stars that count towards a reward: its child's own, or every child's together. */
  function towards(reward: Pick<RewardRow, 'childId'>, children: ChildStars[]): number {
    if (reward.childId === null) return children.reduce((sum, c) => sum + available(c), 0);
    const child = children.find((c) => c.childId === reward.childId);
    return child ? available(child) : 0;
  }

  function rewardOut(
    row: RewardRow,
    children: ChildStars[],
    pending: Map<number, number>,
  ): Reward {
    const stars = towards(row, children);
    return {
      id: row.id,
      title: row.title,
      picture: row.picture as RewardPicture,
      price: row.price,
      child_id: row.childId,
      archived: row.archivedAt !== null,
      stars,
      missing: Math.max(0, row.price - stars),
      shares: row.childId === null ? children.map(shareOf) : [],
      pending_request_id: pending.get(row.id) ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  async function rewardAnswer(row: RewardRow, tx: Executor = db): Promise<Reward> {
    const children = await repo.familyStars(row.familyId, tx);
    return rewardOut(row, children, await repo.pendingByReward([row.id], tx));
  }

  async function redemptionsOut(
    rows: RedemptionWithReward[],
    tx: Executor = db,
  ): Promise<Redemption[]> {
    const shares = await repo.sharesOf(
      rows.map((r) => r.redemption.id),
      tx,
    );
    return rows.map(({ redemption: r, ...reward }) => {
      const undoUntil =
        r.status === 'APPROVED' && r.decidedAt
          ? new Date(r.decidedAt.getTime() + UNDO_WINDOW_MS).toISOString()
          : null;
      return {
        id: r.id,
        reward_id: r.rewardId,
        reward_title: reward.rewardTitle,
        reward_picture: reward.rewardPicture as RewardPicture,
        family_reward: reward.rewardChildId === null,
        child_id: r.childId,
        child_username: reward.childUsername,
        status: r.status,
        price: r.price,
        note: r.note,
        shares: shares
          .filter((s) => s.redemptionId === r.id)
          .map((s) => ({ child_id: s.childId, username: s.username, stars: s.stars })),
        requested_at: r.requestedAt.toISOString(),
        decided_at: r.decidedAt?.toISOString() ?? null,
        undone_at: r.undoneAt?.toISOString() ?? null,
        undo_until: undoUntil,
      };
    });
  }

  async function redemptionAnswer(id: number, parentId: number, tx: Executor = db) {
    const rows = await repo.listRedemptions(parentId, { ids: [id], limit: 1 }, tx);
    const [out] = await redemptionsOut(rows, tx);
    if (!out) throw new HttpError(404, starJarMessages.requestNotFound);
    return out;
  }

  /** A request of the parent's family, locked in `tx`; another family's reads as missing. */
  async function lockedRequest(parent: Caller, redemptionId: number, tx: Executor) {
    const found = await repo.findRedemption(redemptionId, parent.id, tx, true);
    if (!found) throw new HttpError(404, starJarMessages.requestNotFound);
    return found;
  }

  const noteOf = (note: string | null | undefined) => (note ? note : null);

  return {
    /** Whether the family's star jar is on, for any member to read. */
    async setting(caller: Caller): Promise<StarJarSettingResponse> {
      return { enabled: await repo.isEnabled(familyParentId(caller)) };
    },

    /** A parent turns the family's star jar on or off; nothing is deleted. */
    async setSetting(parent: Caller, enabled: boolean): Promise<StarJarSettingResponse> {
      await repo.setEnabled(parent.id, enabled);
      return { enabled };
    },

    /**
     * A child's own stars (a child may name only itself), a parent's child's by `userId`, or,
     * for a parent that names none, the family's together; always with every child's share.
     */
    async stars(caller: Caller, userId: number | undefined): Promise<StarsResponse> {
      const parentId = familyParentId(caller);
      if (caller.accountType !== 'PARENT' && userId !== undefined && userId !== caller.id) {
        throw new HttpError(403, starJarMessages.ownStarsOnly);
      }
      const [enabled, children] = await Promise.all([
        repo.isEnabled(parentId),
        repo.familyStars(parentId),
      ]);
      const family = children.reduce((sum, c) => sum + available(c), 0);
      const whose = caller.accountType === 'PARENT' ? userId : caller.id;
      let stars = family;
      if (whose !== undefined) {
        const child = children.find((c) => c.childId === whose);
        if (!child) throw new HttpError(404, starJarMessages.childNotFound);
        stars = available(child);
      }
      return {
        enabled,
        child_id: whose ?? null,
        stars,
        family: { stars: family, shares: children.map(shareOf) },
      };
    },

    /** A child's own rewards and the family's; a parent every reward of the family. */
    async rewards(caller: Caller, includeArchived: boolean): Promise<RewardsResponse> {
      const parentId = familyParentId(caller);
      const isParent = caller.accountType === 'PARENT';
      const rows = await repo.listRewards(parentId, {
        ...(isParent ? {} : { childId: caller.id }),
        includeArchived: isParent && includeArchived,
      });
      const [enabled, children, pending] = await Promise.all([
        repo.isEnabled(parentId),
        repo.familyStars(parentId),
        repo.pendingByReward(rows.map((r) => r.id)),
      ]);
      return { enabled, rewards: rows.map((row) => rewardOut(row, children, pending)) };
    },

    async createReward(parent: Caller, body: CreateRewardBody): Promise<Reward> {
      await assertOn(parent.id);
      const childId = body.child_id ?? null;
      if (childId !== null) await familyChild(parent.id, childId);
      const row = await repo.insertReward({
        familyId: parent.id,
        childId,
        title: body.title,
        picture: body.picture,
        price: body.price,
      });
      return rewardAnswer(row);
    },

    /** Changes the fields sent; `archived` archives the reward or brings it back. */
    async updateReward(parent: Caller, rewardId: number, body: UpdateRewardBody): Promise<Reward> {
      if (!(await repo.findReward(rewardId, parent.id))) {
        throw new HttpError(404, starJarMessages.rewardNotFound);
      }
      await assertOn(parent.id);
      if (body.child_id !== undefined && body.child_id !== null) {
        await familyChild(parent.id, body.child_id);
      }
      const changes: RewardChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.picture !== undefined) changes.picture = body.picture;
      if (body.price !== undefined) changes.price = body.price;
      if (body.child_id !== undefined) changes.childId = body.child_id;
      if (body.archived !== undefined) changes.archivedAt = body.archived ? now() : null;
      const row = await repo.updateReward(rewardId, parent.id, changes);
      if (!row) throw new HttpError(404, starJarMessages.rewardNotFound);
      return rewardAnswer(row);
    },

    /** Archives a reward: it leaves the lists, its requests stay in the history. */
    async archiveReward(parent: Caller, rewardId: number): Promise<Reward> {
      const found = await repo.findReward(rewardId, parent.id);
      if (!found) throw new HttpError(404, starJarMessages.rewardNotFound);
      await assertOn(parent.id);
      if (found.archivedAt !== null) return rewardAnswer(found);
      const row = await repo.updateReward(rewardId, parent.id, { archivedAt: now() });
      if (!row) throw new HttpError(404, starJarMessages.rewardNotFound);
      return rewardAnswer(row);
    },

    /**
     * A child asks for its own reward or the family's, when the stars that count towards it are
     * enough. The request waits for a parent; one request per reward waits at a time.
     */
    async redeem(child: Caller, rewardId: number): Promise<Redemption> {
      if (child.accountType !== 'CHILD') throw new HttpError(403, starJarMessages.onlyChildAsks);
      const parentId = familyParentId(child);
      const id = await db
        .transaction(async (tx) => {
          const reward = await repo.findReward(rewardId, parentId, tx);
          if (!reward || (reward.childId !== null && reward.childId !== child.id)) {
            throw new HttpError(404, starJarMessages.rewardNotFound);
          }
          await assertOn(parentId, tx);
          if (reward.archivedAt !== null) throw new HttpError(409, starJarMessages.archived);
          if ((await repo.pendingByReward([reward.id], tx)).has(reward.id)) {
            throw new HttpError(409, starJarMessages.alreadyAsked);
          }
          const stars = towards(reward, await repo.familyStars(parentId, tx));
          if (stars < reward.price) {
            throw new HttpError(400, starJarMessages.notEnoughStars(reward.price - stars));
          }
          const row = await repo.insertRedemption(
            {
              rewardId: reward.id,
              familyId: parentId,
              childId: child.id,
              price: reward.price,
              requestedAt: now(),
            },
            tx,
          );
          return row.id;
        })
        .catch((error: unknown) => {
          // Two asks racing: the one-waiting-request index lets one through.
          if (isUniqueViolation(error)) throw new HttpError(409, starJarMessages.alreadyAsked);
          throw error;
        });
      return redemptionAnswer(id, parentId);
    },

    /** A parent sees every request of the family; a child the ones it asked or gave stars to. */
    async redemptions(caller: Caller, query: RedemptionsQuery): Promise<RedemptionsResponse> {
      const parentId = familyParentId(caller);
      const rows = await repo.listRedemptions(parentId, {
        ...(caller.accountType === 'PARENT' ? {} : { childId: caller.id }),
        ...(query.status ? { status: query.status } : {}),
        limit: query.limit ?? DEFAULT_HISTORY,
      });
      return {
        enabled: await repo.isEnabled(parentId),
        redemptions: await redemptionsOut(rows),
      };
    },

    /**
     * Approves a waiting request and takes its price: from the child for its own reward, from
     * every child by splitPrice for a family reward. The family's lock makes approvals one at a
     * time, so each one reads the stars the one before left: no star is spent twice and nobody
     * goes below zero. A request the stars no longer cover answers 400 and keeps waiting.
     */
    async approve(parent: Caller, redemptionId: number, note?: string | null): Promise<Redemption> {
      await db.transaction(async (tx) => {
        await lockUser(parent.id, tx);
        const request = await lockedRequest(parent, redemptionId, tx);
        if (request.status !== 'PENDING') throw new HttpError(409, starJarMessages.alreadyDecided);
        await assertOn(parent.id, tx);
        const reward = await repo.findReward(request.rewardId, parent.id, tx);
        if (!reward) throw new HttpError(404, starJarMessages.requestNotFound);
        const children = await repo.familyStars(parent.id, tx);
        const givers =
          reward.childId === null
            ? children.map((c) => ({ childId: c.childId, stars: available(c) }))
            : children
                .filter((c) => c.childId === request.childId)
                .map((c) => ({ childId: c.childId, stars: available(c) }));
        const have = givers.reduce((sum, g) => sum + g.stars, 0);
        if (have < request.price) {
          throw new HttpError(400, starJarMessages.notEnoughStars(request.price - have));
        }
        await repo.insertShares(request.id, splitPrice(request.price, givers), tx);
        const moved = await repo.setStatus(
          request.id,
          'PENDING',
          { status: 'APPROVED', note: noteOf(note), decidedAt: now() },
          tx,
        );
        if (!moved) throw new HttpError(409, starJarMessages.alreadyDecided);
      });
      return redemptionAnswer(redemptionId, parent.id);
    },

    /** Declines a waiting request; no stars move. Allowed while the star jar is off. */
    async decline(parent: Caller, redemptionId: number, note?: string | null): Promise<Redemption> {
      await db.transaction(async (tx) => {
        const request = await lockedRequest(parent, redemptionId, tx);
        if (request.status !== 'PENDING') throw new HttpError(409, starJarMessages.alreadyDecided);
        const moved = await repo.setStatus(
          request.id,
          'PENDING',
          { status: 'DECLINED', note: noteOf(note), decidedAt: now() },
          tx,
        );
        if (!moved) throw new HttpError(409, starJarMessages.alreadyDecided);
      });
      return redemptionAnswer(redemptionId, parent.id);
    },

    /**
     * Undoes an approval within UNDO_WINDOW_MINUTES of it: every recorded share counts as the
     * children's stars again (the shares stay, as a record). Allowed while the star jar is off.
     */
    async undo(parent: Caller, redemptionId: number): Promise<Redemption> {
      await db.transaction(async (tx) => {
        await lockUser(parent.id, tx);
        const request = await lockedRequest(parent, redemptionId, tx);
        if (request.status !== 'APPROVED') throw new HttpError(409, starJarMessages.notApproved);
        const at = now();
        if (!request.decidedAt || at.getTime() - request.decidedAt.getTime() > UNDO_WINDOW_MS) {
          throw new HttpError(409, starJarMessages.undoWindowPassed);
        }
        const moved = await repo.setStatus(
          request.id,
          'APPROVED',
          { status: 'UNDONE', undoneAt: at },
          tx,
        );
        if (!moved) throw new HttpError(409, starJarMessages.notApproved);
      });
      return redemptionAnswer(redemptionId, parent.id);
    },

    /** In a task move's transaction: a child's task reached Done (stars while the jar is on). */
    async taskFinished(
      tx: Executor,
      owner: Caller,
      task: { id: number; goalId: number },
    ): Promise<void> {
      if (owner.accountType !== 'CHILD' || owner.parentId === null) return;
      await repo.award(owner.id, owner.parentId, task.id, task.goalId, tx);
    },

    /** In a task move's transaction: the task left Done, and its stars go with it. */
    async taskReopened(tx: Executor, taskId: number): Promise<void> {
      await repo.revoke(taskId, tx);
    },
  };
}

export type StarJarService = ReturnType<typeof starJarService>;
