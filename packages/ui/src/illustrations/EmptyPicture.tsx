import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { outlined } from './picture.css';
import { starPoints } from './geometry';
import { blue, bronze, brown, green, grey, orange, paper, red, sky, yellow } from './palette';
import * as styles from './EmptyPicture.css';

export const emptyPictureNames = ['no-goals', 'no-badges', 'no-content', 'offline'] as const;
export type EmptyPictureName = (typeof emptyPictureNames)[number];

// Pictures for the moments when there is nothing to show yet, drawn on a 120 × 90 grid.
const drawings: Record<EmptyPictureName, ReactNode> = {
  // A flag waiting on a hill at the end of a path: the first goal is there to be set.
  'no-goals': (
    <>
      <circle cx="98" cy="18" r="9" fill={yellow} />
      <path d="M4 84c20-30 60-40 112-22v22z" fill={green} />
      <path d="M76 58V18" strokeWidth="3" />
      <path d="M76 19h26l-7 9 7 9H76z" fill={red} />
      <path d="M20 80c10-6 24-8 34-12s18-6 22-10" strokeDasharray="2 6" />
    </>
  ),
  // An empty medal, its place outlined and waiting, with sparkles where the badge will shine.
  'no-badges': (
    <>
      <path d="M52 58l-6 24 8-4 5 6 4-26M68 58l6 24-8-4-5 6-4-26" fill={blue} />
      <circle cx="60" cy="38" r="24" fill={paper} strokeDasharray="4 5" />
      <polygon points={starPoints(60, 38, 10, 4.5)} fill={bronze} />
      <path d="M22 18v10M17 23h10M98 52v10M93 57h10M96 12v6M93 15h6" />
    </>
  ),
  // A magnifying glass over an open book with blank pages: nothing found.
  'no-content': (
    <>
      <path d="M60 30c-12-8-26-8-38-4v48c12-4 26-4 38 4z" fill={paper} />
      <path d="M60 30c12-8 26-8 38-4v48c-12-4-26-4-38 4z" fill={sky} />
      <path d="M60 30v48" />
      <circle cx="76" cy="34" r="14" fill={paper} />
      <path d="M86 44l14 14" strokeWidth="6" stroke={brown} />
      <path d="M70 32a6 6 0 0 1 6-6" />
    </>
  ),
  // A cloud whose plug came out: no connection.
  offline: (
    <>
      <path d="M30 62a14 14 0 0 1 2-28 20 20 0 0 1 38-6 16 16 0 0 1 18 34z" fill={grey} />
      <path d="M52 62v8M60 62v8" />
      <rect x="46" y="70" width="20" height="8" rx="2" fill={orange} />
      <path d="M56 78v8" />
      <path d="M84 70l10 10M94 70L84 80" stroke={red} strokeWidth="3" />
    </>
  ),
};

export type EmptyPictureProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  name: EmptyPictureName;
  /** What the picture shows, for screen readers; without it the picture is decorative. */
  label?: string;
};

/** A picture for an empty state: no goals yet, no badges yet, no content found, offline. */
export function EmptyPicture({ name, label, className, ...props }: EmptyPictureProps) {
  return (
    <svg
      viewBox="0 0 120 90"
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-picture={name}
      className={cx(outlined, styles.root, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {drawings[name]}
    </svg>
  );
}
