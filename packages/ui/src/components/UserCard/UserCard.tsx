import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { SuccessIcon } from '../../internal/icons';
import type { BadgeTierName } from '../../illustrations/badgeArtNames';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Avatar } from '../Avatar';
import { Chip, type ChipTone } from '../Chip';
import type { HeadingLevel } from '../Heading';
import { Skeleton } from '../Skeleton';
import type { AccessLevel, AccountRole } from './accountKinds';
import * as styles from './UserCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type UserCardBadge = {
  /** What the badge is called, e.g. 'Task Crusher'. */
  title: string;
  tier: BadgeTierName;
  /** What earned it, shown as the badge's tooltip text. */
  description?: string;
};

/** Every text the card shows, in English by default. */
export type UserCardMessages = {
  missingName: string;
  verified: string;
  example: string;
  tasks: string;
  goals: string;
  age: (age: number) => string;
  badges: (count: number) => string;
  moreBadges: (count: number) => string;
  roles: Record<AccountRole, string>;
  accessLevels: Record<AccessLevel, string>;
};

export const defaultUserCardMessages: UserCardMessages = defineMessages('userCard', {
  missingName: 'Missing username',
  verified: 'Verified',
  example: 'Example',
  tasks: 'Tasks',
  goals: 'Goals',
  age: icu('Age {age}', (age: number) => ({ age })),
  badges: icu('Badges ({count})', (count: number) => ({ count })),
  moreBadges: icu('+{count} more', (count: number) => ({ count })),
  roles: {
    admin: 'ADMIN',
    user: 'USER',
  },
  accessLevels: {
    basic: 'BASIC',
    premium: 'PREMIUM',
    vip: 'VIP',
  },
});

/** What `renderLink` receives: spread it on the app's router link. */
export type UserCardLinkProps = { href: string; className: string; children: ReactNode };

// `role` and `about` are the native ARIA role and RDFa attribute: the card uses neither.
export type UserCardProps = Omit<
  ComponentPropsWithRef<'article'>,
  'children' | 'role' | 'about'
> & {
  /** The user's name; empty or missing shows `messages.missingName`. */
  name?: string | null;
  /** Where the name leads (the user's profile). Without it the name is plain text. */
  href?: string;
  /** Renders the name's link; the app passes its router's Link here. Defaults to a plain <a>. */
  renderLink?: (props: UserCardLinkProps) => ReactNode;
  accountRole?: AccountRole;
  accessLevel?: AccessLevel;
  /**
   * Whether the role and access level chips show (true by default). A child's directory leaves
   * them out: "user" and "basic" mean nothing to a pre-reader.
   */
  showAccountChips?: boolean;
  verified?: boolean;
  /** A few words the user wrote about themselves. */
  about?: string | null;
  tasksDone?: number;
  goalsDone?: number;
  /** Shown only when given: the owner chose to show it. */
  email?: string;
  /** Shown only when given: the owner chose to show it. */
  age?: number;
  badges?: readonly UserCardBadge[];
  /** How many badges to list before '+N more'. */
  maxBadges?: number;
  /** A made-up user shown as an example, not a real account: marked so on the card. */
  example?: boolean;
  /** The level of the name's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  messages?: Partial<UserCardMessages>;
};

const roleTones: Record<AccountRole, ChipTone> = { admin: 'danger', user: 'info' };
const levelTones: Record<AccessLevel, ChipTone> = {
  basic: 'neutral',
  premium: 'accent',
  vip: 'warning',
};
const tierTones: Record<BadgeTierName, ChipTone> = {
  gold: 'warning',
  silver: 'neutral',
  bronze: 'accent',
};

const defaultLink = ({ children, ...props }: UserCardLinkProps) => <a {...props}>{children}</a>;

/** A user in the directory: name, role and access level, verified mark, counters and badges. */
export function UserCard({
  name,
  href,
  renderLink = defaultLink,
  accountRole = 'user',
  accessLevel = 'basic',
  showAccountChips = true,
  verified = false,
  about,
  tasksDone = 0,
  goalsDone = 0,
  email,
  age,
  badges = [],
  maxBadges = 4,
  example = false,
  headingLevel = 3,
  messages: overrides,
  className,
  ...props
}: UserCardProps) {
  const messages = useUiMessages('userCard', defaultUserCardMessages, overrides);
  const NameHeading = headingTag(headingLevel);
  const trimmed = name?.trim() ?? '';
  const missing = trimmed === '';
  const shownName = missing ? messages.missingName : trimmed;
  const nameClass = cx(styles.name, missing ? styles.missingName : undefined);
  const shownBadges = badges.slice(0, maxBadges);
  // No Communities counter: the product has none (a deliberate departure, see the README).
  const counters = [
    { label: messages.tasks, value: tasksDone },
    { label: messages.goals, value: goalsDone },
  ];
  const nameContent = (
    <>
      {shownName}
      {verified ? (
        <span className={styles.verified} role="img" aria-label={messages.verified}>
          <SuccessIcon />
        </span>
      ) : null}
    </>
  );

  return (
    <article
      className={cx(styles.root, className)}
      data-example={example ? 'true' : undefined}
      {...props}
    >
      <div className={styles.header}>
        <Avatar name={missing ? '?' : trimmed} aria-hidden />
        <div className={styles.identity}>
          <NameHeading className={styles.nameHeading}>
            {href ? (
              renderLink({ href, className: nameClass, children: nameContent })
            ) : (
              <span className={nameClass}>{nameContent}</span>
            )}
          </NameHeading>
          <div className={styles.chips}>
            {example ? <Chip tone="warning">{messages.example}</Chip> : null}
            {showAccountChips ? (
              <>
                <Chip tone={roleTones[accountRole]}>{messages.roles[accountRole]}</Chip>
                <Chip tone={levelTones[accessLevel]}>{messages.accessLevels[accessLevel]}</Chip>
              </>
            ) : null}
          </div>
        </div>
      </div>
      {about ? <p className={styles.bio}>{about}</p> : null}
      {email !== undefined || age !== undefined ? (
        <p className={styles.details}>
          {[email, age === undefined ? undefined : messages.age(age)]
            .filter((part) => part !== undefined)
            .join(' · ')}
        </p>
      ) : null}
      <dl className={styles.counters}>
        {counters.map((counter) => (
          <div key={counter.label} className={styles.counter}>
            <dt className={styles.counterLabel}>{counter.label}</dt>
            <dd className={styles.counterValue}>{counter.value}</dd>
          </div>
        ))}
      </dl>
      {badges.length > 0 ? (
        <ul className={styles.badges} aria-label={messages.badges(badges.length)}>
          {shownBadges.map((badge, index) => (
            <li key={`${badge.title}-${badge.tier}-${index}`} title={badge.description}>
              <Chip tone={tierTones[badge.tier]}>{badge.title}</Chip>
            </li>
          ))}
          {badges.length > shownBadges.length ? (
            <li>
              <Chip tone="neutral">{messages.moreBadges(badges.length - shownBadges.length)}</Chip>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}

/** The shape of a card while it loads; hidden from screen readers (say what is loading). */
export function UserCardSkeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div className={cx(styles.root, className)} data-state="loading" aria-hidden {...props}>
      <div className={styles.header}>
        <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
        <div className={styles.identity}>
          <Skeleton width="8rem" />
          <Skeleton width="6rem" />
        </div>
      </div>
      <Skeleton width="100%" />
      <Skeleton shape="block" width="100%" height="4rem" />
    </div>
  );
}

/** Cards side by side, as many as fit, one column on a phone. */
export function UserCardGrid({ className, ...props }: ComponentPropsWithRef<'ul'>) {
  return <ul className={cx(styles.grid, className)} {...props} />;
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    userCard: UserCardMessages;
  }
}
