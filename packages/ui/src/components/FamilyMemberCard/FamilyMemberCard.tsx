import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { CloseIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Avatar } from '../Avatar';
import { formatDay } from '../BadgeTier/formatDay';
import { Chip, type ChipTone } from '../Chip';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import * as styles from './FamilyMemberCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/**
 * Who an account is in its family: the parent, the child made with the family (who stays), or a
 * child added later (who may be removed).
 */
export const familyRoles = ['parent', 'primaryChild', 'child'] as const;
export type FamilyRole = (typeof familyRoles)[number];

/** A family account as the card shows it. */
export type FamilyMember = {
  name: string;
  email?: string | null;
  role: FamilyRole;
  /** When the account was made (an ISO date). */
  createdAt?: string | null;
};

/** Badges earned, per tier. */
export type BadgeCounts = { gold: number; silver: number; bronze: number };

/** Every text of the card, with English defaults. */
export type FamilyMemberCardMessages = {
  /** After the signed-in account's name. */
  current: string;
  roles: Record<FamilyRole, string>;
  created: (date: string) => string;
  badges: (counts: BadgeCounts) => string;
  /** The spinner's words while switching to this account, given its name. */
  switching: (name: string) => string;
  /** The remove button's name, given the account's name. */
  remove: (name: string) => string;
};

export const defaultFamilyMemberCardMessages: FamilyMemberCardMessages = defineMessages(
  'familyMemberCard',
  {
    current: '(Current)',
    roles: {
      parent: 'Parent',
      primaryChild: 'Primary Child',
      child: 'Child',
    },
    created: icu('Created {date}', (date: string) => ({ date })),
    badges: icu(
      'Badges: {gold} gold · {silver} silver · {bronze} bronze',
      ({ gold, silver, bronze }: { gold: number; silver: number; bronze: number }) => ({
        gold,
        silver,
        bronze,
      }),
    ),
    switching: icu('Switching to {name}', (name: string) => ({ name })),
    remove: icu('Remove {name}', (name: string) => ({ name })),
  },
);

const roleTones: Record<FamilyRole, ChipTone> = {
  parent: 'info',
  primaryChild: 'success',
  child: 'neutral',
};

export type FamilyMemberCardProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> & {
  member: FamilyMember;
  /** The signed-in account: marked '(Current)'. */
  current?: boolean;
  /** Switching to this account is under way: a spinner shows and the card is disabled. */
  pending?: boolean;
  /** Clicking the card switches to this account. */
  onSelect?: () => void;
  /** The × button; shown only for children added after the family was made (role `child`). */
  onRemove?: () => void;
  formatDate?: (date: string) => string;
  /** The badges the account earned, per tier; no line when left out. */
  badges?: BadgeCounts;
  messages?: Partial<FamilyMemberCardMessages>;
};

/** A family account: initial, name, e-mail, role, creation date; a button that switches to it. */
export function FamilyMemberCard({
  member,
  current = false,
  pending = false,
  onSelect,
  onRemove,
  formatDate = formatDay,
  badges,
  messages,
  className,
  ...props
}: FamilyMemberCardProps) {
  const text = useUiMessages('familyMemberCard', defaultFamilyMemberCardMessages, messages);
  return (
    <div
      data-state={pending ? 'pending' : 'idle'}
      data-current={current ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      <button
        type="button"
        className={styles.select}
        disabled={pending}
        aria-busy={pending || undefined}
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
      >
        <Avatar name={member.name} aria-hidden />
        <span className={styles.body}>
          <span className={styles.name}>
            {member.name}
            {current ? <span className={styles.current}> {text.current}</span> : null}
          </span>
          {member.email ? <span className={styles.detail}>{member.email}</span> : null}
          <span>
            <Chip tone={roleTones[member.role]}>{text.roles[member.role]}</Chip>
          </span>
          {member.createdAt ? (
            <span className={styles.detail}>{text.created(formatDate(member.createdAt))}</span>
          ) : null}
          {badges ? <span className={styles.detail}>{text.badges(badges)}</span> : null}
        </span>
        {pending ? <Spinner label={text.switching(member.name)} /> : null}
      </button>
      {onRemove && member.role === 'child' ? (
        <IconButton
          label={text.remove(member.name)}
          className={styles.remove}
          variant="ghost"
          disabled={pending}
          onClick={onRemove}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    familyMemberCard: FamilyMemberCardMessages;
  }
}
