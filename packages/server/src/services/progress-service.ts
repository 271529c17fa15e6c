import type { EarnedBadge } from '@taskboard/contract';
import type { Executor } from '../db/database';
import type { BadgeRow, UserRow } from '../db/schema';
import { familyRepository } from '../repositories/family-repository';
import { progressRepository } from '../repositories/progress-repository';
import { badgeDescription, badgeRules, reachedBadges } from '@taskboard/contract';
import { familyParentId } from './family-parent';
import { dayIn } from './taskbreaker-service';
import { preferredTimeZone, type TimeZoneOf } from './time-zone';

/** Whose progress: enough of the user to find its family. */
export type ProgressUser = Pick<UserRow, 'id' | 'accountType' | 'parentId'>;

export interface ProgressDeps {
  db: Executor;
  timeZoneOf?: TimeZoneOf;
  now?: () => Date;
}

export function badgeOut(row: BadgeRow): EarnedBadge {
  return {
    id: row.id,
    badge_type: row.badgeType,
    name: badgeRules[row.badgeType].name,
    description: badgeDescription(row.badgeType, row.tier),
    tier: row.tier,
    earned_at: row.earnedAt.toISOString(),
  };
}

export type ProgressEvent = 'taskDone' | 'goalClosed';

/**
 * Streak days and badge awards. Both run inside the transaction of the board change that earns
 * them, so a move is saved with its streak day and badges or not at all.
 */
export function progressService({
  db,
  timeZoneOf = preferredTimeZone(db),
  now = () => new Date(),
}: ProgressDeps) {
  const repo = progressRepository(db);
  const familyRepo = familyRepository(db);

  return {
    /**
     * After a task reached Done or a goal closed in `tx`: records the streak day (either counts
     * for the day, in the user's time zone), then awards every badge tier the user has now reached and does not hold yet. Members of
     * the family are evaluated too when a goal closes (TEAM_PLAYER counts their goals).
     */
    async afterProgress(
      tx: Executor,
      user: ProgressUser,
      event: ProgressEvent,
    ): Promise<BadgeRow[]> {
      const parentId = familyParentId(user);
      await repo.lockFamily(parentId, tx);
      const timeZone = await timeZoneOf(user, tx);
      const at = now();
      await repo.recordStreakDay(user.id, dayIn(at, timeZone), tx);
      const members = event === 'goalClosed' ? await familyRepo.findMembers(parentId, tx) : [user];
      const awarded: BadgeRow[] = [];
      for (const member of members) {
        const measures = await repo.measures(
          { id: member.id, familyParentId: parentId },
          // The mover's zone was just read: a task's move reads its settings once.
          member.id === user.id ? timeZone : await timeZoneOf(member, tx),
          tx,
        );
        awarded.push(...(await repo.award(member.id, reachedBadges(measures), at, tx)));
      }
      return awarded;
    },
  };
}

export type ProgressService = ReturnType<typeof progressService>;
