import { useId, type ComponentPropsWithRef } from 'react';
import { starPoints } from '../../illustrations/geometry';
import { yellow } from '../../illustrations/palette';
import { outlined } from '../../illustrations/picture.css';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { cx } from '../../internal/cx';
import { headingTag } from '../../internal/headingTag';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Button } from '../Button';
import {
  MISSING_STARS_DRAWN,
  type Reward,
  type RewardAnswer,
  type RewardState,
} from './RewardCard.props';
import * as styles from './RewardCard.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the card, with English defaults. */
export type RewardCardMessages = {
  /** The price in words: '3 stars'. */
  price: (stars: number) => string;
  /** Stars still missing: '3 more stars'. */
  more: (stars: number) => string;
  /** The button a child taps with enough stars. */
  ask: string;
  /** Said while the grown-up has not answered yet. */
  pending: string;
  approved: string;
  declined: string;
  /** The grown-up's note under the answer. */
  note: (note: string) => string;
  /** Marks a reward the whole family fills together. */
  family: string;
};

export const defaultRewardCardMessages: RewardCardMessages = defineMessages('rewardCard', {
  price: icu('{stars, plural, one {# star} other {# stars}}', (stars: number) => ({ stars })),
  more: icu('{stars, plural, one {# more star} other {# more stars}}', (stars: number) => ({
    stars,
  })),
  ask: 'I want this!',
  pending: 'Asked! A grown-up will answer soon.',
  approved: 'Yes! You got it!',
  declined: 'Not this time.',
  note: icu('“{note}”', (note: string) => ({ note })),
  family: 'For the whole family',
});

export type RewardCardProps = Omit<ComponentPropsWithRef<'article'>, 'children'> & {
  reward: Reward;
  /** The stars the child has (for a family reward, the family jar's). */
  stars: number;
  /** The answer to the child's last request for it, if any. */
  answer?: RewardAnswer | null;
  /** The grown-up's note with the answer. */
  note?: string | null;
  /** Asks for the reward; the button shows only with enough stars. */
  onAsk?: () => void;
  /** The request is being sent: the button waits. */
  asking?: boolean;
  /** The level of the reward's title in the page's outline. */
  headingLevel?: number;
  /** Replaces any of the card's texts. */
  messages?: Partial<RewardCardMessages>;
};

/** Empty star outlines, one per star still missing, for a child who cannot read the number. */
function MissingStars({ count }: { count: number }) {
  const drawn = Math.min(count, MISSING_STARS_DRAWN);
  return (
    <span className={styles.missing} aria-hidden="true">
      {Array.from({ length: drawn }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className={cx(outlined, styles.emptyStar)}>
          <polygon points={starPoints(10, 10.5, 9, 4)} strokeWidth={1.6} strokeLinejoin="round" />
        </svg>
      ))}
      {count > drawn ? <span className={styles.plus}>+</span> : null}
    </span>
  );
}

/**
 * A reward a child can earn: its picture, title and price in stars. Without enough stars it
 * shows what is missing, drawn as empty stars ('3 more stars' and three outlines); with enough,
 * a large 'I want this!' button across the card; once asked, the grown-up's answer.
 */
export function RewardCard({
  reward,
  stars,
  answer = null,
  note,
  onAsk,
  asking = false,
  headingLevel = 3,
  messages,
  className,
  ...props
}: RewardCardProps) {
  const text = useUiMessages('rewardCard', defaultRewardCardMessages, messages);
  const titleId = useId();
  const price = Math.max(1, Math.floor(reward.price));
  const missing = Math.max(0, price - Math.max(0, Math.floor(stars)));
  const state: RewardState = answer ?? (missing === 0 ? 'affordable' : 'locked');
  const Title = headingTag(headingLevel);
  // A child may ask again after an answer, when its stars allow; never twice at once.
  const canAsk = missing === 0 && state !== 'pending' && onAsk !== undefined;

  return (
    <article
      aria-labelledby={titleId}
      data-state={state}
      data-family={reward.family ? 'true' : undefined}
      className={cx(styles.root, className)}
      {...props}
    >
      <div className={styles.head}>
        <div className={styles.picture}>
          <TaskPicture name={reward.picture ?? 'gift'} size="lg" />
        </div>
        <div className={styles.body}>
          <Title id={titleId} className={styles.title}>
            {reward.title}
          </Title>
          <p className={styles.price}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={cx(outlined, styles.priceStar)}>
              <polygon
                points={starPoints(10, 10.5, 9, 4)}
                fill={yellow}
                strokeWidth={1.6}
                strokeLinejoin="round"
              />
            </svg>
            {text.price(price)}
          </p>
          {reward.family ? <p className={styles.family}>{text.family}</p> : null}
        </div>
      </div>
      {state === 'pending' || state === 'approved' || state === 'declined' ? (
        <p className={styles.answer} role="status">
          {text[state]}
          {note ? <span className={styles.note}> {text.note(note)}</span> : null}
        </p>
      ) : null}
      {missing > 0 && state !== 'approved' && state !== 'pending' ? (
        <p className={styles.more}>
          <MissingStars count={missing} />
          <span>{text.more(missing)}</span>
        </p>
      ) : null}
      {canAsk ? (
        <Button
          size="lg"
          pending={asking}
          onClick={onAsk}
          aria-describedby={titleId}
          className={styles.ask}
        >
          {text.ask}
        </Button>
      ) : null}
    </article>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    rewardCard: RewardCardMessages;
  }
}
