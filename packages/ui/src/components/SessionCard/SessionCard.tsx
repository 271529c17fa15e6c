import type { ComponentPropsWithRef } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { cx } from '../../internal/cx';
import { Button } from '../Button';
import { Chip } from '../Chip';
import * as styles from './SessionCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type SessionCardMessages = {
  current: string;
  revoke: string;
  revoking: string;
  /** "Last active {when}" — receives the already formatted time. */
  lastActive: (when: string) => string;
  /** The revoke button's accessible name, which says which session it ends. */
  revokeLabel: (device: string, browser: string) => string;
};

export const defaultSessionCardMessages: SessionCardMessages = defineMessages('sessionCard', {
  current: 'This device',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  lastActive: icu('Last active {when}', (when: string) => ({ when })),
  revokeLabel: icu(
    'Revoke the session on {browser}, {device}',
    (device: string, browser: string) => ({ device, browser }),
  ),
});

export type SessionCardProps = Omit<ComponentPropsWithRef<'li'>, 'children'> & {
  device: string;
  browser: string;
  location: string;
  /** When the session was last used, formatted for the reader. */
  lastActive: string;
  /** The session this page is open in: it is marked and cannot be revoked from here. */
  current?: boolean;
  /** Revoking runs: the button waits. */
  pending?: boolean;
  onRevoke?: () => void;
  messages?: Partial<SessionCardMessages>;
};

/** One signed-in device in a list of sessions, with a button to end it. */
export function SessionCard({
  device,
  browser,
  location,
  lastActive,
  current = false,
  pending = false,
  onRevoke,
  messages,
  className,
  ...props
}: SessionCardProps) {
  const text = useUiMessages('sessionCard', defaultSessionCardMessages, messages);
  return (
    <li
      data-current={current}
      data-state={pending ? 'pending' : 'idle'}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={styles.texts}>
        <span className={styles.title}>
          {browser} · {device}
          {current ? <Chip tone="success">{text.current}</Chip> : null}
        </span>
        <span className={styles.details}>
          {location} · {text.lastActive(lastActive)}
        </span>
      </span>
      {current || !onRevoke ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          pending={pending}
          // While busy the visible words change, and an accessible name must contain them.
          aria-label={pending ? undefined : text.revokeLabel(device, browser)}
        >
          {pending ? text.revoking : text.revoke}
        </Button>
      )}
    </li>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    sessionCard: SessionCardMessages;
  }
}
