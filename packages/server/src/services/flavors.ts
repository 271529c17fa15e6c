import type { CategoryBadgeKind, ThemeColor } from '@taskboard/contract';
import { DEFAULT_FLAVOR } from '../db/schema';

export interface BuiltInCategory {
  name: string;
  /** One emoji a pre-reader recognises without reading the name. */
  icon: string;
  /** One of the ten colour names; the ui draws each with values checked for contrast. */
  color: ThemeColor;
  /** The badge its finished tasks count towards; each theme has room for all three. */
  badgeKind: CategoryBadgeKind | null;
}

export interface BuiltInFlavor {
  key: string;
  name: string;
  description: string;
  categories: BuiltInCategory[];
}

/** The flavor every account starts with: everyday areas of a child's life. */
export const generalFlavor: BuiltInFlavor = {
  key: DEFAULT_FLAVOR,
  name: 'General',
  description: 'Everyday goals: chores, homework, health, play and being kind.',
  categories: [
    { name: 'Chores', icon: '🧹', color: 'blue', badgeKind: 'HELPER' },
    { name: 'Homework', icon: '📚', color: 'purple', badgeKind: 'LEARNER' },
    { name: 'Health', icon: '🍎', color: 'green', badgeKind: null },
    { name: 'Creative', icon: '🎨', color: 'pink', badgeKind: 'CREATIVE_THINKER' },
    { name: 'Sports', icon: '⚽', color: 'orange', badgeKind: null },
    { name: 'Kindness', icon: '💛', color: 'yellow', badgeKind: 'HELPER' },
    { name: 'Outdoors', icon: '🌳', color: 'teal', badgeKind: null },
    { name: 'Self-care', icon: '🛁', color: 'indigo', badgeKind: null },
  ],
};

/**
 * Every built-in flavor, in the order the grouping theme dialog lists them. The seed keeps the
 * database in step with this list at every start-up (matched by key and category name).
 */
export const builtInFlavors: BuiltInFlavor[] = [
  generalFlavor,
  {
    key: 'SCHOOL',
    name: 'School Days',
    description: 'Goals sorted by school subject, for busy school weeks.',
    categories: [
      { name: 'Reading', icon: '📖', color: 'blue', badgeKind: 'LEARNER' },
      { name: 'Writing', icon: '✏️', color: 'indigo', badgeKind: 'LEARNER' },
      { name: 'Numbers', icon: '🔢', color: 'purple', badgeKind: 'LEARNER' },
      { name: 'Science', icon: '🔬', color: 'teal', badgeKind: 'LEARNER' },
      { name: 'Music', icon: '🎵', color: 'pink', badgeKind: 'CREATIVE_THINKER' },
      { name: 'Art', icon: '🖍️', color: 'orange', badgeKind: 'CREATIVE_THINKER' },
      { name: 'PE', icon: '🏃', color: 'green', badgeKind: null },
      { name: 'Friends', icon: '🤝', color: 'yellow', badgeKind: 'HELPER' },
    ],
  },
  {
    key: 'SPACE',
    name: 'Space Adventure',
    description: 'Blast off! Every goal is a mission among the stars.',
    categories: [
      { name: 'Rocket Chores', icon: '🚀', color: 'indigo', badgeKind: 'HELPER' },
      { name: 'Star Learning', icon: '⭐', color: 'yellow', badgeKind: 'LEARNER' },
      { name: 'Planet Health', icon: '🪐', color: 'green', badgeKind: null },
      { name: 'Alien Art', icon: '👽', color: 'teal', badgeKind: 'CREATIVE_THINKER' },
      { name: 'Moon Moves', icon: '🌙', color: 'purple', badgeKind: null },
      { name: 'Comet Kindness', icon: '☄️', color: 'orange', badgeKind: 'HELPER' },
    ],
  },
  {
    key: 'OCEAN',
    name: 'Under the Sea',
    description: 'Dive in with the fish, whales and turtles.',
    categories: [
      { name: 'Tidy Tides', icon: '🌊', color: 'blue', badgeKind: 'HELPER' },
      { name: 'Clever Fish', icon: '🐠', color: 'orange', badgeKind: 'LEARNER' },
      { name: 'Strong Whale', icon: '🐳', color: 'indigo', badgeKind: null },
      { name: 'Coral Crafts', icon: '🪸', color: 'pink', badgeKind: 'CREATIVE_THINKER' },
      { name: 'Dolphin Play', icon: '🐬', color: 'teal', badgeKind: null },
      { name: 'Turtle Care', icon: '🐢', color: 'green', badgeKind: null },
    ],
  },
  {
    key: 'JUNGLE',
    name: 'Jungle Safari',
    description: 'Roar, swing and explore with the jungle animals.',
    categories: [
      { name: 'Monkey Tidy-up', icon: '🐒', color: 'orange', badgeKind: 'HELPER' },
      { name: 'Wise Owl', icon: '🦉', color: 'purple', badgeKind: 'LEARNER' },
      { name: 'Brave Lion', icon: '🦁', color: 'yellow', badgeKind: null },
      { name: 'Parrot Art', icon: '🦜', color: 'red', badgeKind: 'CREATIVE_THINKER' },
      { name: 'Elephant Helper', icon: '🐘', color: 'gray', badgeKind: 'HELPER' },
      { name: 'Frog Jumps', icon: '🐸', color: 'green', badgeKind: null },
    ],
  },
  {
    key: 'FAIRYTALE',
    name: 'Fairy Tale',
    description: 'Castles, dragons and magic for every goal.',
    categories: [
      { name: 'Castle Chores', icon: '🏰', color: 'gray', badgeKind: 'HELPER' },
      { name: 'Wizard School', icon: '🧙', color: 'purple', badgeKind: 'LEARNER' },
      { name: 'Dragon Strength', icon: '🐉', color: 'red', badgeKind: null },
      { name: 'Unicorn Art', icon: '🦄', color: 'pink', badgeKind: 'CREATIVE_THINKER' },
      { name: 'Knightly Kindness', icon: '🛡️', color: 'blue', badgeKind: 'HELPER' },
      { name: 'Fairy Helpers', icon: '🧚', color: 'teal', badgeKind: 'HELPER' },
    ],
  },
];
