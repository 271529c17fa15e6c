import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { CloseIcon } from '../../internal/icons';
import { Avatar } from '../Avatar';
import { formatDay } from '../BadgeTier/formatDay';
import { Chip } from '../Chip';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { familyRoleLabel, isRemovable, type FamilyAccountType } from './familyRoles';
import * as styles from './FamilyMemberCard.css';

export type FamilyMember = {
  id: string | number;
  username: string;
  email?: string | null;
  account_type: FamilyAccountType;
  is_primary_child?: boolean | null;
  created_at?: string | null;
};

export type FamilyMemberCardProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> & {
  member: FamilyMember;
  /** The signed-in account: marked '(Current)'. */
  isCurrent?: boolean;
  /** Switching to this account is under way: a spinner shows and the card is disabled. */
  busy?: boolean;
  /** Clicking the card switches to this account. */
  onSelect?: (member: FamilyMember) => void;
  /** The × button; shown only for non-primary children. */
  onRemove?: (member: FamilyMember) => void;
  formatDate?: (date: string) => string;
  /** The badges the account earned, per tier; no line when left out. */
  badges?: { gold: number; silver: number; bronze: number };
  /** The badge line; defaults to 'Badges: 1 gold · 0 silver · 2 bronze'. */
  badgesText?: (badges: { gold: number; silver: number; bronze: number }) => string;
};

const defaultBadgesText = ({
  gold,
  silver,
  bronze,
}: {
  gold: number;
  silver: number;
  bronze: number;
}) => `Badges: ${gold} gold · ${silver} silver · ${bronze} bronze`;

/** A family account: initial, name, e-mail, role, creation date; a button that switches to it. */
export function FamilyMemberCard({
  member,
  isCurrent = false,
  busy = false,
  onSelect,
  onRemove,
  formatDate = formatDay,
  badges,
  badgesText = defaultBadgesText,
  className,
  ...props
}: FamilyMemberCardProps) {
  const role = familyRoleLabel(member);
  return (
    <div
      data-state={busy ? 'busy' : 'idle'}
      data-current={isCurrent ? 'true' : 'false'}
      className={cx(styles.root, className)}
      {...props}
    >
      <button
        type="button"
        className={styles.select}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-current={isCurrent ? 'true' : undefined}
        onClick={() => onSelect?.(member)}
      >
        <Avatar name={member.username} aria-hidden />
        <span className={styles.body}>
          <span className={styles.name}>
            {member.username}
            {isCurrent ? <span className={styles.current}> (Current)</span> : null}
          </span>
          {member.email ? <span className={styles.detail}>{member.email}</span> : null}
          <span>
            <Chip
              tone={
                member.account_type === 'PARENT'
                  ? 'info'
                  : member.is_primary_child
                    ? 'success'
                    : 'neutral'
              }
            >
              {role}
            </Chip>
          </span>
          {member.created_at ? (
            <span className={styles.detail}>Created {formatDate(member.created_at)}</span>
          ) : null}
          {badges ? <span className={styles.detail}>{badgesText(badges)}</span> : null}
        </span>
        {busy ? <Spinner label={`Switching to ${member.username}`} /> : null}
      </button>
      {onRemove && isRemovable(member) ? (
        <IconButton
          label={`Remove ${member.username}`}
          className={styles.remove}
          variant="ghost"
          disabled={busy}
          onClick={() => onRemove(member)}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
}
