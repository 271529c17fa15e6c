import type { UserCardProps } from '@taskboard/ui';
import { translate } from '../i18n/useT';
import { badgeName } from '../profile/badgeWords';

/**
 * Six made-up users the directory shows to a visitor without a session, so the page says what
 * it offers. They are static examples, never real accounts: each card is marked 'Example' and
 * its name leads nowhere. Written at render time, in the language shown.
 */
const examples = (): (UserCardProps & { key: string })[] => [
  {
    key: 'sunny',
    name: 'sunny_sam',
    accessLevel: 'premium',
    verified: true,
    about: translate('directory.example.sunny'),
    tasksDone: 128,
    goalsDone: 21,
    badges: [
      { title: badgeName('TASK_CRUSHER'), tier: 'gold' },
      { title: badgeName('GOAL_GETTER'), tier: 'silver' },
      { title: badgeName('STREAK_KEEPER'), tier: 'bronze' },
    ],
  },
  {
    key: 'maple',
    name: 'maple_mum',
    verified: true,
    about: translate('directory.example.maple'),
    tasksDone: 64,
    goalsDone: 12,
    badges: [
      { title: badgeName('LEARNER'), tier: 'silver' },
      { title: badgeName('HELPER'), tier: 'bronze' },
    ],
  },
  {
    key: 'rocket',
    name: 'rocket_family',
    accessLevel: 'vip',
    about: translate('directory.example.rocket'),
    tasksDone: 240,
    goalsDone: 37,
    badges: [
      { title: badgeName('TEAM_PLAYER'), tier: 'gold' },
      { title: badgeName('CREATIVE_THINKER'), tier: 'silver' },
      { title: badgeName('TASK_CRUSHER'), tier: 'silver' },
      { title: badgeName('PROBLEM_SOLVER'), tier: 'bronze' },
      { title: badgeName('HELPER'), tier: 'bronze' },
    ],
  },
  {
    key: 'owl',
    name: 'night_owl',
    about: translate('directory.example.owl'),
    tasksDone: 18,
    goalsDone: 3,
    badges: [{ title: badgeName('LEARNER'), tier: 'bronze' }],
  },
  {
    key: 'kite',
    name: 'kite_flyer',
    accessLevel: 'premium',
    verified: true,
    about: translate('directory.example.kite'),
    tasksDone: 92,
    goalsDone: 15,
    badges: [
      { title: badgeName('GOAL_GETTER'), tier: 'gold' },
      { title: badgeName('STREAK_KEEPER'), tier: 'silver' },
    ],
  },
  {
    key: 'pebble',
    name: 'pebble_parent',
    about: translate('directory.example.pebble'),
    tasksDone: 7,
    goalsDone: 1,
    badges: [{ title: badgeName('GOAL_GETTER'), tier: 'bronze' }],
  },
];

export const exampleUsers = () =>
  examples().map((user) => ({ ...user, example: true, href: undefined }));
