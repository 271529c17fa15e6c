import { useState, type ComponentPropsWithRef } from 'react';
import { starPoints } from '../../illustrations/geometry';
import { blue, green, orange, paper, pink, purple, sky, yellow } from '../../illustrations/palette';
import { outlined } from '../../illustrations/picture.css';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/shared.css';
import { useReducedMotion } from '../../internal/useReducedMotion';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Skeleton } from '../Skeleton';
import type { StarJarSize, StarJarState, StarShare } from './StarJar.props';
import { drawnStars, goalLineY, starSlot } from './starJarLayout';
import * as styles from './StarJar.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** Every text of the jar, with English defaults. */
export type StarJarMessages = {
  /** Names the jar for screen readers. */
  label: string;
  /** The number of stars in words: '1 star', '7 stars'. */
  count: (stars: number) => string;
  /** Said when there are no stars yet. */
  empty: string;
  /** Said when the jar holds as many stars as its goal. */
  full: string;
  /** How many stars the goal takes, beside the line drawn in the jar. */
  goal: (stars: number) => string;
  /** Names the list of each child's share in a family jar. */
  sharesLabel: string;
  /** One child's share: 'Maya 7'. */
  share: (name: string, stars: number) => string;
};

export const defaultStarJarMessages: StarJarMessages = defineMessages('starJar', {
  label: 'Star jar',
  count: icu('{stars, plural, one {# star} other {# stars}}', (stars: number) => ({ stars })),
  empty: 'No stars yet',
  full: 'The jar is full!',
  goal: icu('Goal: {stars, plural, one {# star} other {# stars}}', (stars: number) => ({ stars })),
  sharesLabel: 'Each child’s stars',
  share: icu('{name} {stars}', (name: string, stars: number) => ({ name, stars })),
});

// A family jar gives each child's stars a colour of their own; the list of shares says the same
// in words, so nothing is told by colour alone.
const shareColours = [yellow, orange, pink, green, blue, purple];

export type StarJarProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The stars in the jar. In a family jar, leave it out: the shares add up to it. */
  stars?: number;
  /** A family jar: each child's stars, in the order the jar was filled. */
  shares?: readonly StarShare[];
  /** Draws a line at this many stars (a reward's price); the jar is full when it is reached. */
  goal?: number;
  /**
   * Shows the number in words beside the jar (for a grown-up); screen readers always hear it. A
   * small jar shows the number on its badge and keeps the words for screen readers.
   */
  showCount?: boolean;
  size?: StarJarSize;
  /** Shows a placeholder while the stars load. */
  loading?: boolean;
  /** Replaces any of the jar's texts. */
  messages?: Partial<StarJarMessages>;
};

const whole = (value: number) => Math.max(0, Math.floor(value));

/**
 * A glass jar that fills with stars, one drawn per star up to twenty, so a child who cannot read
 * counts them. A star that arrives while the jar is on screen drops in (held still under reduced
 * motion). A family jar colours each child's stars and lists each share ('Maya 7 · Leo 5').
 */
export function StarJar({
  stars,
  shares,
  goal,
  showCount = true,
  size = 'compact',
  loading = false,
  messages,
  className,
  ...props
}: StarJarProps) {
  const text = useUiMessages('starJar', defaultStarJarMessages, messages);
  const reduced = useReducedMotion();
  const total = whole(stars ?? shares?.reduce((sum, share) => sum + whole(share.stars), 0) ?? 0);
  const target = goal === undefined ? undefined : Math.max(1, whole(goal));
  const state: StarJarState =
    total === 0 ? 'empty' : target !== undefined && total >= target ? 'full' : 'filling';

  // Stars from `firstNew` on arrived since the last drawing: they drop in. On the first drawing
  // none are new, so a page that opens does not rain stars.
  const [drawn, setDrawn] = useState(total);
  const [firstNew, setFirstNew] = useState(total);
  if (drawn !== total) {
    setDrawn(total);
    setFirstNew(Math.min(drawn, total));
  }

  // Each star's colour: a family jar's by the share it belongs to.
  const owners: number[] = shares
    ? shares.flatMap((share, index) => Array.from({ length: whole(share.stars) }, () => index))
    : [];
  const count = drawnStars(total);

  const words = [
    total === 0 ? text.empty : text.count(total),
    state === 'full' ? text.full : null,
    target !== undefined && state !== 'full' ? text.goal(target) : null,
  ].filter((line): line is string => line !== null);

  return (
    <div
      role="group"
      aria-label={text.label}
      aria-busy={loading || undefined}
      data-state={state}
      data-size={size}
      className={cx(styles.root, className)}
      {...props}
    >
      <span className={styles.picture}>
        <svg
          viewBox="0 0 100 120"
          fill="none"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          className={cx(outlined, styles.jar)}
        >
          <path
            d="M32 22h36v7c10 3 16 9 16 18v58c0 6-4 10-10 10H26c-6 0-10-4-10-10V47c0-9 6-15 16-18z"
            fill={sky}
            fillOpacity={0.35}
          />
          <rect x="28" y="9" width="44" height="13" rx="4" fill={blue} />
          {/* The glass's shine, behind the stars. */}
          <path d="M24 52v44" stroke={paper} strokeOpacity={0.8} strokeWidth={4} />
          {loading
            ? null
            : Array.from({ length: count }, (_, index) => {
                const { x, y } = starSlot(index);
                const owner = owners[index];
                return (
                  <polygon
                    key={index}
                    points={starPoints(x, y, 6.6, 3)}
                    fill={owner === undefined ? yellow : shareColours[owner % shareColours.length]}
                    strokeWidth={1.5}
                    data-new={!reduced && index >= firstNew ? 'true' : undefined}
                    className={styles.star}
                  />
                );
              })}
          {target !== undefined ? (
            <line
              x1="20"
              x2="80"
              y1={goalLineY(target)}
              y2={goalLineY(target)}
              strokeDasharray="4 5"
              className={styles.goalLine}
            />
          ) : null}
        </svg>
        {/* The small jar's number, on a badge at its foot: a grown-up reads it at a glance. */}
        {size === 'small' && !loading ? (
          <span className={styles.badge} aria-hidden="true">
            {total}
          </span>
        ) : null}
      </span>
      {loading ? (
        <div className={styles.body}>
          <Skeleton width="6rem" />
        </div>
      ) : (
        <div className={styles.body}>
          <p className={cx(styles.count, showCount ? undefined : visuallyHidden)}>
            {words.join(' · ')}
          </p>
          {shares && shares.length > 0 ? (
            <ul className={styles.shares} aria-label={text.sharesLabel}>
              {shares.map((share, index) => (
                <li key={`${share.name}-${index}`} className={styles.share}>
                  <svg viewBox="0 0 20 20" aria-hidden="true" className={cx(outlined, styles.key)}>
                    <polygon
                      points={starPoints(10, 10.5, 9, 4)}
                      fill={shareColours[index % shareColours.length]}
                      strokeWidth={1.5}
                    />
                  </svg>
                  {text.share(share.name, whole(share.stars))}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </div>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    starJar: StarJarMessages;
  }
}
