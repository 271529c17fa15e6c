import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { outlined } from './picture.css';
import type { BadgeTierName, BadgeKind } from './badgeArtNames';
import { starPoints } from './geometry';
import {
  blue,
  bronze,
  gold,
  green,
  orange,
  paper,
  pink,
  purple,
  red,
  silver,
  skin,
  teal,
  yellow,
} from './palette';
import { size as sizes, type PictureSize } from './TaskPicture.css';

// A badge is a medal with the kind's motif in the middle. The tier shows in the medal's shape
// and ornaments, not only its metal, so it reads in greyscale and for colour-blind children:
// bronze is a plain round medal with one star; silver adds ribbon tails and a second star;
// gold is a sunburst with ribbon tails, a gem on top and three stars.

const CX = 32;
const CY = 30;

const motifs: Record<BadgeKind, ReactNode> = {
  // A ticked box: tasks done.
  taskCrusher: (
    <>
      <rect x="23" y="21" width="18" height="18" rx="3" fill={paper} />
      <path d="M26 30l4 4 9-10" stroke={green} strokeWidth="3.5" />
    </>
  ),
  // A flag on its pole: a goal reached.
  goalGetter: (
    <>
      <path d="M25 41V19" strokeWidth="2.5" />
      <path d="M25 20h15l-4 5 4 5H25z" fill={red} />
    </>
  ),
  // A flame: days in a row.
  streakKeeper: (
    <>
      <path
        d="M32 18c7 6 9 11 9 15a9 9 0 0 1-18 0c0-4 2-6 4-8 0 3 1 5 3 5-1-5 0-9 2-12z"
        fill={orange}
      />
      <path d="M32 41a4 4 0 0 1-4-4c0-3 4-6 4-6s4 3 4 6a4 4 0 0 1-4 4z" fill={yellow} />
    </>
  ),
  // A heart held out: helping.
  helper: (
    <>
      <path
        d="M32 39c-8-5-11-9-11-13a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 4-3 8-11 13z"
        fill={pink}
      />
      <path d="M20 41c4 2 8 2 12 0 4 2 8 2 12 0" />
    </>
  ),
  // An open book: learning.
  learner: (
    <>
      <path d="M32 23c-4-3-8-3-12-1v16c4-2 8-2 12 1z" fill={paper} />
      <path d="M32 23c4-3 8-3 12-1v16c-4-2-8-2-12 1z" fill={blue} />
      <path d="M32 23v16" />
    </>
  ),
  // Two friends side by side: a team.
  teamPlayer: (
    <>
      <circle cx="26" cy="25" r="4" fill={skin} />
      <circle cx="38" cy="25" r="4" fill={skin} />
      <path d="M19 40a7 8 0 0 1 14 0z" fill={teal} />
      <path d="M31 40a7 8 0 0 1 14 0z" fill={purple} />
    </>
  ),
  // A lit bulb: an idea.
  creativeThinker: (
    <>
      <path d="M32 18a8 8 0 0 0-5 14v3h10v-3a8 8 0 0 0-5-14z" fill={yellow} />
      <path d="M28 38h8M29 41h6M22 20l-2-2M42 20l2-2M32 14v-2" />
    </>
  ),
  // A puzzle piece: a problem solved.
  problemSolver: (
    <path
      d="M23 22h6a3 3 0 1 1 6 0h6v6a3 3 0 1 1 0 6v6h-6a3 3 0 1 0-6 0h-6v-6a3 3 0 1 0 0-6z"
      fill={green}
    />
  ),
};

const metal: Record<BadgeTierName, string> = { bronze, silver, gold };
const starCount: Record<BadgeTierName, number> = { bronze: 1, silver: 2, gold: 3 };

function Frame({ tier }: { tier: BadgeTierName }) {
  const stars = starCount[tier];
  return (
    <>
      {tier === 'bronze' ? null : (
        <path
          d="M25 45l-4 12 5-2 3 4 3-14M39 45l4 12-5-2-3 4-3-14"
          fill={tier === 'gold' ? red : blue}
        />
      )}
      {tier === 'gold' ? (
        <polygon points={starPoints(CX, CY, 24, 20, 14)} fill={metal.gold} />
      ) : (
        <circle cx={CX} cy={CY} r="20" fill={metal[tier]} />
      )}
      <circle
        cx={CX}
        cy={CY}
        r="15"
        fill={metal[tier]}
        strokeDasharray={tier === 'bronze' ? undefined : '2 3'}
      />
      {tier === 'gold' ? <path d="M32 1l5 6-5 5-5-5z" fill={pink} /> : null}
      {Array.from({ length: stars }, (_, i) => (
        <polygon
          key={i}
          points={starPoints(CX + (i - (stars - 1) / 2) * 13, 67, 6.5, 2.8)}
          fill={yellow}
        />
      ))}
    </>
  );
}

export type BadgeArtProps = Omit<ComponentPropsWithRef<'svg'>, 'children'> & {
  /** The badge's motif; without one (a badge the library does not know) a plain star. */
  kind?: BadgeKind | null;
  tier: BadgeTierName;
  size?: PictureSize;
  /** What the badge is, for screen readers; without it the art is decorative. */
  label?: string;
};

/** One of the 24 badge artworks: the kind's motif on a medal whose shape tells the tier. */
export function BadgeArt({ kind, tier, size = 'lg', label, className, ...props }: BadgeArtProps) {
  return (
    <svg
      viewBox="0 0 64 74"
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-kind={kind ?? undefined}
      data-tier={tier}
      className={cx(outlined, sizes[size], className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <Frame tier={tier} />
      {kind ? motifs[kind] : <polygon points={starPoints(CX, CY, 10, 4.5)} fill={paper} />}
    </svg>
  );
}
