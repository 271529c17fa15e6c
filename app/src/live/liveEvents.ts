import {
  badgeType,
  type ActivityItem as ServerActivityItem,
  type BadgeType,
  type FamilyEvent,
  type JobStatus,
} from '@taskboard/contract';
import type { ActivityItem } from '@taskboard/ui';
import type { Translate } from '../i18n/useT';
import { changedRecently, isOwnChange } from './recentChanges';

// What the family's live events mean for a screen: which ones a screen reader hears, in which
// words, and how the Family page's feed shows them.

/** A stream event with the name its member is called by. */
export type LiveEvent = FamilyEvent & { name?: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isBadgeType = (value: unknown): value is BadgeType => badgeType.safeParse(value).success;
const isStatus = (value: unknown): value is JobStatus =>
  value === 'NEW' || value === 'OPEN' || value === 'CLOSED';

/**
 * The one sentence a screen reader hears about a change made on another device ("Maya moved
 * “Feed the fish” to Done"), or null: changes this tab made itself were said when they were
 * made, and settings, streak days and reorders are not news.
 */
export function liveSentence(event: LiveEvent, t: Translate, viewerId: number): string | null {
  const who = event.name ?? '';
  const title = text(event.data.title);
  if (!who) return null;
  switch (event.kind) {
    case 'task.moved':
      if (isOwnChange('task', event.data.task_id) || !isStatus(event.data.to)) return null;
      return t('live.moved', { who, title, column: t(`board.columnTitle.${event.data.to}`) });
    case 'task.created':
      return isOwnChange('goal', event.data.goal_id) ? null : t('live.added', { who, title });
    case 'task.renamed':
      return isOwnChange('task', event.data.task_id) ? null : t('live.renamed', { who, title });
    case 'task.deleted':
      return isOwnChange('task', event.data.task_id) ? null : t('live.deleted', { who, title });
    case 'goal.created':
      return t('live.goalAdded', { who, title });
    case 'goal.closed':
      return isOwnChange('goal', event.data.goal_id) ? null : t('live.goalClosed', { who, title });
    case 'badge.earned':
      // Earned by this tab's own move a moment ago: its board celebrated it already.
      return event.user_id === viewerId && changedRecently() ? null : t('live.badge', { who });
    default:
      return null;
  }
}

/** A feed line in the ui's words, or null for an event the feed does not show. */
export function activityItemOf(item: ServerActivityItem, t: Translate): ActivityItem | null {
  const base = { id: item.id, who: item.name, when: item.created_at };
  const subject = text(item.data.title);
  switch (item.kind) {
    case 'task.moved': {
      const to = item.data.to;
      const action = to === 'CLOSED' ? 'finished' : to === 'OPEN' ? 'started' : 'movedBack';
      return { ...base, action, subject };
    }
    case 'task.created':
      return { ...base, action: 'added', subject };
    case 'task.renamed':
      return { ...base, action: 'renamed', subject };
    case 'goal.created':
      return { ...base, action: 'createdGoal', subject };
    case 'goal.closed':
      return { ...base, action: 'closedGoal', subject };
    case 'badge.earned':
      return {
        ...base,
        action: 'earnedBadge',
        subject: isBadgeType(item.data.badge_type)
          ? t(`profile.badgeName.${item.data.badge_type}`)
          : '',
      };
    default:
      return null;
  }
}
