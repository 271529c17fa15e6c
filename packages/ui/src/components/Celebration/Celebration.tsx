import { useEffect, useState, type CSSProperties } from 'react';
import { BadgeArt } from '../../illustrations/BadgeArt';
import { blue, green, pink, purple, red, yellow } from '../../illustrations/palette';
import { TaskPicture } from '../../illustrations/TaskPicture';
import { visuallyHidden } from '../../internal/shared.css';
import { useReducedMotion } from '../../internal/useReducedMotion';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { playCheer } from './cheerSound';
import * as styles from './Celebration.css';
import { defineMessages } from '../../messages/defineMessages';

export const celebrationKinds = ['task', 'goal'] as const;
export type CelebrationKind = (typeof celebrationKinds)[number];

/** How long a celebration stays, at most. */
export const CELEBRATION_MS = 1200;

/** Every text the celebration says, with English defaults. */
export type CelebrationMessages = {
  /** Announced to screen readers when a task is done. */
  task: string;
  /** Announced to screen readers when a goal closes. */
  goal: string;
  /** Read aloud in the calm (still) version. */
  spoken: string;
};

export const defaultCelebrationMessages: CelebrationMessages = defineMessages('celebration', {
  task: 'Task done! Well done!',
  goal: 'Goal complete! Well done!',
  spoken: 'Well done!',
});

export type CelebrationProps = {
  /** Something to celebrate; a new `id` starts a new celebration. Null shows nothing. */
  celebration: { id: string | number; kind: CelebrationKind } | null;
  /** A still picture and spoken words instead of movement (also under reduced motion). */
  calm?: boolean;
  /** Plays a short jingle (Web Audio) with the moving celebration. Off unless asked for. */
  sound?: boolean;
  /** Reads the words aloud in the still version, in the UI's language (speech synthesis). */
  onSpeak?: (text: string) => void;
  messages?: Partial<CelebrationMessages>;
};

// Where the pieces fly: evenly round the centre, alternately near and far, a star or a dot.
const pieceColours = [yellow, red, blue, green, pink, purple];
function pieces(kind: CelebrationKind) {
  const count = kind === 'goal' ? 24 : 10;
  const reach = kind === 'goal' ? 42 : 26;
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const distance = reach * (i % 2 === 0 ? 1 : 0.7);
    return {
      style: {
        [styles.dx.replace(/^var\((.*)\)$/, '$1')]: `${Math.round(Math.cos(angle) * distance)}vmin`,
        [styles.dy.replace(/^var\((.*)\)$/, '$1')]: `${Math.round(Math.sin(angle) * distance)}vmin`,
        [styles.turn.replace(/^var\((.*)\)$/, '$1')]: `${(i % 3) * 120}deg`,
      } as CSSProperties,
      colour: pieceColours[i % pieceColours.length],
      star: i % 2 === 0,
    };
  });
}

/**
 * A moment of joy when a task is done (small) or a goal closes (bigger): pieces burst from the
 * middle of the screen for about a second. It never gets in the way: clicks pass through and
 * focus stays where it was. Screen readers hear the words; under reduced motion or `calm` it is
 * a still picture and the words are read aloud.
 */
export function Celebration({
  celebration,
  calm = false,
  sound = false,
  onSpeak,
  messages,
}: CelebrationProps) {
  const text = useUiMessages('celebration', defaultCelebrationMessages, messages);
  const [shown, setShown] = useState<CelebrationProps['celebration']>(null);
  const reduced = useReducedMotion();
  const still = calm || reduced;
  const id = celebration?.id;
  const kind = celebration?.kind;

  useEffect(() => {
    if (id === undefined || kind === undefined) return;
    setShown({ id, kind });
    if (still) onSpeak?.(text.spoken);
    else if (sound) playCheer(kind);
    const timer = setTimeout(() => setShown(null), CELEBRATION_MS);
    return () => clearTimeout(timer);
    // Only a new celebration starts one; a change of words or settings mid-way does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, kind]);

  return (
    <>
      <div role="status" className={visuallyHidden}>
        {shown ? text[shown.kind] : ''}
      </div>
      {shown ? (
        <div
          className={styles.overlay}
          aria-hidden="true"
          data-kind={shown.kind}
          data-calm={still ? 'true' : 'false'}
          data-testid="celebration"
        >
          <div className={styles.picture}>
            {shown.kind === 'goal' ? (
              <BadgeArt kind="goalGetter" tier="gold" style={{ width: '100%', height: '100%' }} />
            ) : (
              <TaskPicture name="star" style={{ width: '100%', height: '100%' }} />
            )}
          </div>
          {pieces(shown.kind).map((piece, index) => (
            <svg
              key={`${shown.id}-${index}`}
              viewBox="0 0 20 20"
              className={styles.piece}
              style={piece.style}
            >
              {piece.star ? (
                <path
                  d="M10 1l2.6 6 6.4.6-4.9 4.2 1.5 6.2L10 14.7 4.4 18l1.5-6.2L1 7.6 7.4 7z"
                  fill={piece.colour}
                />
              ) : (
                <circle cx="10" cy="10" r="6" fill={piece.colour} />
              )}
            </svg>
          ))}
        </div>
      ) : null}
    </>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    celebration: CelebrationMessages;
  }
}
