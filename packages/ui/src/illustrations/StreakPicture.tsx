import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { outlined } from './picture.css';
import { brown, green, orange, pink, yellow } from './palette';
import { size as sizes, type PictureSize } from './TaskPicture.css';

/** The plant's stages, one per streak tier: it grows while the streak does. */
export const streakStages = ['none', 'started', 'building', 'consistent', 'dedicated'] as const;
export type StreakStage = (typeof streakStages)[number];

const leaf = (d: string) => <path d={d} fill={green} />;

// Each stage adds to the one before, so a child sees the plant grow: soil with a seed, a
// sprout, a leafy stem, a bud, and a flower in bloom.
const stages: Record<StreakStage, ReactNode> = {
  none: <ellipse cx="32" cy="41" rx="3.5" ry="2.5" fill={brown} />,
  started: (
    <>
      <path d="M32 46v-8" />
      {leaf('M32 40c-5 0-7-3-7-6 5 0 7 3 7 6zM32 38c0-4 2-6 7-6 0 4-2 6-7 6z')}
    </>
  ),
  building: (
    <>
      <path d="M32 46V22" />
      {leaf('M32 38c-7 0-10-3-10-8 7 0 10 3 10 8zM32 32c0-5 3-8 10-8 0 5-3 8-10 8z')}
      {leaf('M32 26c-5 0-7-3-7-6 5 0 7 3 7 6z')}
    </>
  ),
  consistent: (
    <>
      <path d="M32 46V16" />
      {leaf('M32 40c-7 0-10-3-10-8 7 0 10 3 10 8zM32 34c0-5 3-8 10-8 0 5-3 8-10 8z')}
      {leaf('M32 28c-6 0-8-3-8-7 6 0 8 3 8 7zM32 24c0-4 2-6 7-6 0 4-2 6-7 6z')}
      <path d="M32 16c-3-2-3-7 0-10 3 3 3 8 0 10z" fill={pink} />
    </>
  ),
  dedicated: (
    <>
      <path d="M32 46V20" />
      {leaf('M32 40c-7 0-10-3-10-8 7 0 10 3 10 8zM32 34c0-5 3-8 10-8 0 5-3 8-10 8z')}
      {leaf('M32 28c-6 0-8-3-8-7 6 0 8 3 8 7z')}
      <circle cx="32" cy="6" r="5" fill={pink} />
      <circle cx="40" cy="12" r="5" fill={pink} />
      <circle cx="24" cy="12" r="5" fill={pink} />
      <circle cx="27" cy="20" r="5" fill={pink} />
      <circle cx="37" cy="20" r="5" fill={pink} />
      <circle cx="32" cy="14" r="4" fill={yellow} />
    </>
  ),
};

export type StreakPictureProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  stage: StreakStage;
  size?: PictureSize;
};

/** The streak as a plant in a pot that grows through five stages; decorative beside the number. */
export function StreakPicture({ stage, size = 'md', className, ...props }: StreakPictureProps) {
  return (
    <svg
      viewBox="0 0 64 64"
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-stage={stage}
      className={cx(outlined, sizes[size], className)}
      {...props}
    >
      {stages[stage]}
      <path d="M18 46h28l-4 16H22z" fill={orange} />
      <path d="M16 44h32v4H16z" fill={orange} />
    </svg>
  );
}
