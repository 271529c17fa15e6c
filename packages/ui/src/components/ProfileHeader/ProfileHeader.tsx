import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Chip } from '../Chip';
import type { HeadingLevel } from '../Heading';
import type { AccessLevel, AccountRole } from '../UserCard/accountKinds';
import * as styles from './ProfileHeader.css';
import { defineMessages } from '../../messages/defineMessages';

// No Communities counter: the product has no communities, and a child is not shown a count of
// something it cannot join (a deliberate departure from the spec, see the README).
export const profileCounters = ['tasks', 'goals', 'badges'] as const;
export type ProfileCounter = (typeof profileCounters)[number];

/** Every text of the header, with English defaults. */
export type ProfileHeaderMessages = {
  counters: Record<ProfileCounter, string>;
  countersLabel: string;
  verified: string;
  roles: Record<AccountRole, string>;
  accessLevels: Record<AccessLevel, string>;
};

export const defaultProfileHeaderMessages: ProfileHeaderMessages = defineMessages('profileHeader', {
  counters: {
    tasks: 'Tasks',
    goals: 'Goals',
    badges: 'Badges',
  },
  countersLabel: 'Progress',
  verified: 'Verified',
  roles: {
    admin: 'Admin',
    user: 'User',
  },
  accessLevels: {
    basic: 'Basic access',
    premium: 'Premium access',
    vip: 'VIP access',
  },
});

export type ProfileHeaderProps = Omit<ComponentPropsWithRef<'header'>, 'children'> & {
  name: string;
  accountRole: AccountRole;
  accessLevel: AccessLevel;
  verified: boolean;
  /** Tasks done, goals done, badges earned. */
  counters: Record<ProfileCounter, number>;
  /** Shown beside the counters: a compact streak. */
  streak?: ReactNode;
  /** Buttons above the name (Browse Users, Go to Task Board…). */
  actions?: ReactNode;
  /** The level of the name's heading: the page's title by default. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ProfileHeaderMessages>;
};

/** The profile's top: its buttons, the name with role, Verified and access level, and counters. */
export function ProfileHeader({
  name,
  accountRole,
  accessLevel,
  verified,
  counters,
  streak,
  actions,
  headingLevel = 1,
  messages,
  className,
  ...props
}: ProfileHeaderProps) {
  const text = useUiMessages('profileHeader', defaultProfileHeaderMessages, messages);
  const Name = headingTag(headingLevel);
  return (
    <header className={cx(styles.root, className)} {...props}>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <div className={styles.identity}>
        <span className={styles.initial} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div className={styles.names}>
          <Name className={styles.name}>{name}</Name>
          <div className={styles.chips}>
            <Chip tone={accountRole === 'admin' ? 'danger' : 'info'}>
              {text.roles[accountRole]}
            </Chip>
            {verified ? <Chip tone="success">✓ {text.verified}</Chip> : null}
            <Chip tone="neutral">{text.accessLevels[accessLevel]}</Chip>
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

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    profileHeader: ProfileHeaderMessages;
  }
}
