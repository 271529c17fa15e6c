import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { SuccessIcon } from '../../internal/icons';
import { Avatar } from '../Avatar';
import { Chip, type ChipTone } from '../Chip';
import * as styles from './UserCard.css';

export type UserBadge = {
  badge_type?: string | null;
  name?: string | null;
  tier?: string | null;
  earned_at?: string | null;
  description?: string | null;
};

export type DirectoryUser = {
  id: string | number;
  username?: string | null;
  role?: 'ADMIN' | 'USER' | (string & {}) | null;
  access_level?: 'BASIC' | 'PREMIUM' | 'VIP' | (string & {}) | null;
  is_verified?: boolean | null;
  tasks_completed?: number | null;
  goals_completed?: number | null;
  /** A count, or the list of communities. */
  communities?: number | readonly unknown[] | null;
  bio?: string | null;
  badges?: readonly UserBadge[] | null;
};

export type UserCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  user: DirectoryUser;
  /** Clicking the name opens the user's profile. */
  onOpen?: (user: DirectoryUser) => void;
  /** How many badges to list before '+N more'. */
  maxBadges?: number;
};

const roleTones: Record<string, ChipTone> = { ADMIN: 'danger', USER: 'info' };
const levelTones: Record<string, ChipTone> = {
  BASIC: 'neutral',
  PREMIUM: 'progress',
  VIP: 'warning',
};
const tierTones: Record<string, ChipTone> = {
  GOLD: 'warning',
  SILVER: 'neutral',
  BRONZE: 'progress',
};

/** 'TASK_CRUSHER' → 'Task Crusher'. */
function badgeTitle(badge: UserBadge) {
  if (badge.name) return badge.name;
  return (badge.badge_type ?? 'Badge')
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function countOf(value: number | readonly unknown[] | null | undefined) {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'number' ? value : 0;
}

/** A user in the directory: name, role and access level, verified mark, counters and badges. */
export function UserCard({ user, onOpen, maxBadges = 4, className, ...props }: UserCardProps) {
  const name = user.username?.trim() || 'Missing username';
  const missing = !user.username?.trim();
  const role = (user.role ?? 'USER').toUpperCase();
  const level = (user.access_level ?? 'BASIC').toUpperCase();
  const badges = user.badges ?? [];
  const shownBadges = badges.slice(0, maxBadges);
  const counters = [
    { label: 'Tasks', value: user.tasks_completed ?? 0 },
    { label: 'Goals', value: user.goals_completed ?? 0 },
    { label: 'Communities', value: countOf(user.communities) },
  ];

  return (
    <article className={cx(styles.root, className)} {...props}>
      <div className={styles.header}>
        <Avatar name={missing ? '?' : name} aria-hidden />
        <div className={styles.identity}>
          <h3 className={styles.nameHeading}>
            <button
              type="button"
              className={styles.name}
              data-missing={missing ? 'true' : 'false'}
              onClick={() => onOpen?.(user)}
            >
              {name}
              {user.is_verified ? (
                <span className={styles.verified} role="img" aria-label="Verified">
                  <SuccessIcon />
                </span>
              ) : null}
            </button>
          </h3>
          <div className={styles.chips}>
            <Chip tone={roleTones[role] ?? 'neutral'}>{role}</Chip>
            <Chip tone={levelTones[level] ?? 'neutral'}>{level}</Chip>
          </div>
        </div>
      </div>
      {user.bio ? <p className={styles.bio}>{user.bio}</p> : null}
      <dl className={styles.counters}>
        {counters.map((counter) => (
          <div key={counter.label} className={styles.counter}>
            <dt className={styles.counterLabel}>{counter.label}</dt>
            <dd className={styles.counterValue}>{counter.value}</dd>
          </div>
        ))}
      </dl>
      {badges.length > 0 ? (
        <ul className={styles.badges} aria-label={`Badges (${badges.length})`}>
          {shownBadges.map((badge, index) => (
            <li key={`${badge.badge_type ?? badge.name}-${index}`}>
              <Chip tone={tierTones[(badge.tier ?? 'BRONZE').toUpperCase()] ?? 'progress'}>
                {badgeTitle(badge)}
              </Chip>
            </li>
          ))}
          {badges.length > shownBadges.length ? (
            <li>
              <Chip tone="neutral">+{badges.length - shownBadges.length} more</Chip>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
