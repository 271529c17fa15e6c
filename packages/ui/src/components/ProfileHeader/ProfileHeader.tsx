import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Chip } from '../Chip';
import * as styles from './ProfileHeader.css';

export const profileCounters = ['tasks', 'goals', 'badges', 'communities'] as const;
export type ProfileCounter = (typeof profileCounters)[number];

/** Every text of the header, with English defaults. */
export type ProfileHeaderMessages = {
  counters: Record<ProfileCounter, string>;
  countersLabel: string;
  verified: string;
  /** The role as shown, e.g. 'USER' → 'User'. */
  role: (role: string) => string;
  /** The access level as shown, e.g. 'BASIC' → 'Basic access'. */
  accessLevel: (level: string) => string;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

export const defaultProfileHeaderMessages: ProfileHeaderMessages = {
  counters: { tasks: 'Tasks', goals: 'Goals', badges: 'Badges', communities: 'Communities' },
  countersLabel: 'Progress',
  verified: 'Verified',
  role: capitalised,
  accessLevel: (level) => `${capitalised(level)} access`,
};

export type ProfileHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'children'> & {
  name: string;
  /** USER or ADMIN. */
  role: string;
  /** BASIC, PREMIUM or VIP. */
  accessLevel: string;
  verified: boolean;
  /** Tasks done, goals done, badges earned, communities joined. */
  counters: Record<ProfileCounter, number>;
  /** Shown beside the counters: a compact streak. */
  streak?: ReactNode;
  /** Buttons above the name (Browse Users, Go to Task Board…). */
  actions?: ReactNode;
  messages?: Partial<ProfileHeaderMessages>;
};

/** The profile's top: its buttons, the name with role, Verified and access level, and counters. */
export function ProfileHeader({
  name,
  role,
  accessLevel,
  verified,
  counters,
  streak,
  actions,
  messages,
  className,
  ...props
}: ProfileHeaderProps) {
  const text = { ...defaultProfileHeaderMessages, ...messages };
  return (
    <header className={cx(styles.root, className)} {...props}>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <div className={styles.identity}>
        <span className={styles.initial} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className={styles.names}>
          <h1 className={styles.name}>{name}</h1>
          <div className={styles.chips}>
            <Chip tone={role === 'ADMIN' ? 'danger' : 'info'}>{text.role(role)}</Chip>
            {verified ? <Chip tone="success">✓ {text.verified}</Chip> : null}
            <Chip tone="neutral">{text.accessLevel(accessLevel)}</Chip>
          </div>
        </div>
      </div>
      <div className={styles.stats}>
        <dl className={styles.counters} aria-label={text.countersLabel}>
          {profileCounters.map((counter) => (
            <div key={counter} className={styles.counter}>
              <dt className={styles.counterLabel}>{text.counters[counter]}</dt>
              <dd className={styles.counterValue}>{counters[counter]}</dd>
            </div>
          ))}
        </dl>
        {streak}
      </div>
    </header>
  );
}
