import { useId, useState, type ComponentPropsWithRef } from 'react';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Chip } from '../Chip';
import type { ChipTone } from '../Chip/chipTones';
import { TextField } from '../TextField';
import type {
  RewardRequest,
  RewardRequestAction,
  RewardRequestState,
} from './RewardRequestCard.props';
import * as styles from './RewardRequestCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the card, with English defaults. */
export type RewardRequestCardMessages = {
  /** Who asks and what it costs: 'Maya asks · 3 stars'. */
  asks: (childName: string, price: number) => string;
  /** The name of each state, on its chip. */
  states: Record<RewardRequestState, string>;
  noteLabel: string;
  noteHint: string;
  approve: string;
  decline: string;
  undo: string;
  /** Says how long undoing stays possible. */
  undoHint: string;
  /** The grown-up's note as shown with the answer. */
  note: (note: string) => string;
};

export const defaultRewardRequestCardMessages: RewardRequestCardMessages = defineMessages(
  'rewardRequestCard',
  {
    asks: icu(
      '{childName} asks · {price, plural, one {# star} other {# stars}}',
      (childName: string, price: number) => ({
        childName,
        price,
      }),
    ),
    states: {
      pending: 'Waiting',
      approved: 'Approved',
      declined: 'Declined',
      undone: 'Undone',
    },
    noteLabel: 'Note (optional)',
    noteHint: 'Your child sees it with the answer.',
    approve: 'Approve',
    decline: 'Decline',
    undo: 'Undo',
    undoHint: 'You can undo an approval for 10 minutes; the stars go back.',
    note: icu('“{note}”', (note: string) => ({ note })),
  },
);

const stateTones: Record<RewardRequestState, ChipTone> = {
  pending: 'info',
  approved: 'success',
  declined: 'danger',
  undone: 'neutral',
};

export type RewardRequestCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  request: RewardRequest;
  /** An approval that can still be undone shows the Undo button. */
  undoable?: boolean;
  /** The action under way: its button waits and the others are disabled. */
  pending?: RewardRequestAction | null;
  /** Why the last action failed. */
  error?: string | null;
  onApprove?: (note: string) => void;
  onDecline?: (note: string) => void;
  onUndo?: () => void;
  /** The level of the reward's title in the page's outline. */
  headingLevel?: number;
  /** Replaces any of the card's texts. */
  messages?: Partial<RewardRequestCardMessages>;
};

/**
 * A child's request for a reward, for the grown-up: who asked, what and for how many stars. While
 * it waits, Approve and Decline with an optional note; an approval can be undone for a while;
 * afterwards, the outcome and the note.
 */
export function RewardRequestCard({
  request,
  undoable = false,
  pending = null,
  error,
  onApprove,
  onDecline,
  onUndo,
  headingLevel = 3,
  messages,
  className,
  ...props
}: RewardRequestCardProps) {
  const text = useUiMessages('rewardRequestCard', defaultRewardRequestCardMessages, messages);
  const titleId = useId();
  const [note, setNote] = useState('');
  const Title = headingTag(headingLevel);
  const busy = pending !== null;
  const waiting = request.state === 'pending';

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-state={request.state}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.head}>
        <TaskPicture name={request.picture ?? 'gift'} size="md" />
        <div className={styles.heading}>
          <Title id={titleId} className={styles.title}>
            {request.rewardTitle}
          </Title>
          <p className={styles.asks}>{text.asks(request.childName, request.price)}</p>
          {request.when ? <p className={styles.when}>{request.when}</p> : null}
        </div>
        <Chip tone={stateTones[request.state]}>{text.states[request.state]}</Chip>
      </div>
      {!waiting && request.note ? <p className={styles.note}>{text.note(request.note)}</p> : null}
      {error ? <Banner tone="danger">{error}</Banner> : null}
      {waiting ? (
        <>
          <TextField
            label={text.noteLabel}
            hint={text.noteHint}
            value={note}
            maxLength={200}
            onChange={(event) => setNote(event.target.value)}
            disabled={busy}
          />
          <div className={styles.actions}>
            <Button
              pending={pending === 'approve'}
              disabled={busy}
              onClick={() => onApprove?.(note.trim())}
              aria-describedby={titleId}
            >
              {text.approve}
            </Button>
            <Button
              variant="secondary"
              tone="danger"
              pending={pending === 'decline'}
              disabled={busy}
              onClick={() => onDecline?.(note.trim())}
              aria-describedby={titleId}
            >
              {text.decline}
            </Button>
          </div>
        </>
      ) : null}
      {request.state === 'approved' && undoable ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            pending={pending === 'undo'}
            disabled={busy}
            onClick={onUndo}
            aria-describedby={titleId}
          >
            {text.undo}
          </Button>
          <p className={styles.when}>{text.undoHint}</p>
        </div>
      ) : null}
    </article>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    rewardRequestCard: RewardRequestCardMessages;
  }
}
