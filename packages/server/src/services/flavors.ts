import type { ThemeColor } from '@taskboard/contract';
import { DEFAULT_FLAVOR } from '../db/schema';

export interface BuiltInCategory {
  name: string;
  /** One emoji a pre-reader recognises without reading the name. */
  icon: string;
  /** One of the ten colour names; the ui draws each with values checked for contrast. */
  color: ThemeColor;
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
    { name: 'Chores', icon: '🧹', color: 'blue' },
    { name: 'Homework', icon: '📚', color: 'purple' },
    { name: 'Health', icon: '🍎', color: 'green' },
    { name: 'Creative', icon: '🎨', color: 'pink' },
    { name: 'Sports', icon: '⚽', color: 'orange' },
    { name: 'Kindness', icon: '💛', color: 'yellow' },
    { name: 'Outdoors', icon: '🌳', color: 'teal' },
    { name: 'Self-care', icon: '🛁', color: 'indigo' },
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
      { name: 'Reading', icon: '📖', color: 'blue' },
      { name: 'Writing', icon: '✏️', color: 'indigo' },
      { name: 'Numbers', icon: '🔢', color: 'purple' },
      { name: 'Science', icon: '🔬', color: 'teal' },
      { name: 'Music', icon: '🎵', color: 'pink' },
      { name: 'Art', icon: '🖍️', color: 'orange' },
      { name: 'PE', icon: '🏃', color: 'green' },
      { name: 'Friends', icon: '🤝', color: 'yellow' },
    ],
  },
  {
    key: 'SPACE',
    name: 'Space Adventure',
    description: 'Blast off! Every goal is a mission among the stars.',
    categories: [
      { name: 'Rocket Chores', icon: '🚀', color: 'indigo' },
      { name: 'Star Learning', icon: '⭐', color: 'yellow' },
      { name: 'Planet Health', icon: '🪐', color: 'green' },
      { name: 'Alien Art', icon: '👽', color: 'teal' },
      { name: 'Moon Moves', icon: '🌙', color: 'purple' },
      { name: 'Comet Kindness', icon: '☄️', color: 'orange' },
    ],
  },
  {
    key: 'OCEAN',
    name: 'Under the Sea',
    description: 'Dive in with the fish, whales and turtles.',
    categories: [
      { name: 'Tidy Tides', icon: '🌊', color: 'blue' },
      { name: 'Clever Fish', icon: '🐠', color: 'orange' },
      { name: 'Strong Whale', icon: '🐳', color: 'indigo' },
      { name: 'Coral Crafts', icon: '🪸', color: 'pink' },
      { name: 'Dolphin Play', icon: '🐬', color: 'teal' },
      { name: 'Turtle Care', icon: '🐢', color: 'green' },
    ],
  },
  {
    key: 'JUNGLE',
    name: 'Jungle Safari',
    description: 'Roar, swing and explore with the jungle animals.',
    categories: [
      { name: 'Monkey Tidy-up', icon: '🐒', color: 'orange' },
      { name: 'Wise Owl', icon: '🦉', color: 'purple' },
      { name: 'Brave Lion', icon: '🦁', color: 'yellow' },
      { name: 'Parrot Art', icon: '🦜', color: 'red' },
      { name: 'Elephant Helper', icon: '🐘', color: 'gray' },
      { name: 'Frog Jumps', icon: '🐸', color: 'green' },
    ],
  },
  {
    key: 'FAIRYTALE',
    name: 'Fairy Tale',
    description: 'Castles, dragons and magic for every goal.',
    categories: [
      { name: 'Castle Chores', icon: '🏰', color: 'gray' },
      { name: 'Wizard School', icon: '🧙', color: 'purple' },
      { name: 'Dragon Strength', icon: '🐉', color: 'red' },
      { name: 'Unicorn Art', icon: '🦄', color: 'pink' },
      { name: 'Knightly Kindness', icon: '🛡️', color: 'blue' },
      { name: 'Fairy Helpers', icon: '🧚', color: 'teal' },
    ],
  },
];
