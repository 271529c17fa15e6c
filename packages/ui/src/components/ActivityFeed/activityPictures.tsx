import type { ComponentType } from 'react';
import { CheckIcon, ChevronLeftIcon, EditIcon, PlayIcon, PlusIcon } from '../../internal/icons';
import { Icon, type IconProps } from '../../internal/icons/Icon';
import type { ActivityAction } from './ActivityFeed.props';

// The picture before each sentence, so a child who cannot read yet follows the feed: the board's
// own signs (a tick for done, a play triangle for started, an arrow back) and a few drawn here for
// what only the feed shows. Decorative: the sentence says the same in words.

const BinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
    <path d="M10 11v5M14 11v5" />
  </Icon>
);

const MedalIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 3l4 6 4-6" />
    <circle cx="12" cy="15" r="6" />
    <path d="M12 12.5v5" />
  </Icon>
);

const FlagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 21V4" />
    <path d="M5 4h12l-3 4 3 4H5" fill="currentColor" />
  </Icon>
);

const TrophyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8" />
  </Icon>
);

const StarIcon = (props: IconProps) => (
  <Icon fill="currentColor" {...props}>
    <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />
  </Icon>
);

/**
 * What a tile's colour says of the action: work still to do, under way or complete (each in its
 * board column's colours), something earned (gold), or a plain change.
 */
export const activityTones = ['todo', 'underway', 'complete', 'reward', 'neutral'] as const;
export type ActivityTone = (typeof activityTones)[number];

export const activityPictures: Record<
  ActivityAction,
  { Picture: ComponentType<IconProps>; tone: ActivityTone }
> = {
  finished: { Picture: CheckIcon, tone: 'complete' },
  started: { Picture: PlayIcon, tone: 'underway' },
  added: { Picture: PlusIcon, tone: 'todo' },
  renamed: { Picture: EditIcon, tone: 'neutral' },
  deleted: { Picture: BinIcon, tone: 'neutral' },
  movedBack: { Picture: ChevronLeftIcon, tone: 'todo' },
  earnedBadge: { Picture: MedalIcon, tone: 'reward' },
  createdGoal: { Picture: FlagIcon, tone: 'underway' },
  closedGoal: { Picture: TrophyIcon, tone: 'reward' },
  earnedStars: { Picture: StarIcon, tone: 'reward' },
};
