import type { UserCardProps } from '@taskboard/ui';

/**
 * Six made-up users the directory shows to a visitor without a session, so the page says what
 * it offers. They are static examples, never real accounts: each card is marked 'Example' and
 * its name leads nowhere.
 */
const examples: (UserCardProps & { key: string })[] = [
  {
    key: 'sunny',
    name: 'sunny_sam',
    accessLevel: 'premium',
    verified: true,
    about: 'Dad of a four-year-old who loves tidying up with a song.',
    tasksDone: 128,
    goalsDone: 21,
    badges: [
      { title: 'Task Crusher', tier: 'gold' },
      { title: 'Goal Getter', tier: 'silver' },
      { title: 'Streak Keeper', tier: 'bronze' },
    ],
  },
  {
    key: 'maple',
    name: 'maple_mum',
    verified: true,
    about: 'Bedtime stories, puddle walks and a tiny vegetable garden.',
    tasksDone: 64,
    goalsDone: 12,
    badges: [
      { title: 'Learner', tier: 'silver' },
      { title: 'Helper', tier: 'bronze' },
    ],
  },
  {
    key: 'rocket',
    name: 'rocket_family',
    accessLevel: 'vip',
    about: 'Three kids, one calendar, many cardboard rockets.',
    tasksDone: 240,
    goalsDone: 37,
    badges: [
      { title: 'Team Player', tier: 'gold' },
      { title: 'Creative Thinker', tier: 'silver' },
      { title: 'Task Crusher', tier: 'silver' },
      { title: 'Problem Solver', tier: 'bronze' },
      { title: 'Helper', tier: 'bronze' },
    ],
  },
  {
    key: 'owl',
    name: 'night_owl',
    about: 'Learning to read together, one page a night.',
    tasksDone: 18,
    goalsDone: 3,
    badges: [{ title: 'Learner', tier: 'bronze' }],
  },
  {
    key: 'kite',
    name: 'kite_flyer',
    accessLevel: 'premium',
    verified: true,
    about: 'Weekend goals: fly a kite, bake bread, fix the bike.',
    tasksDone: 92,
    goalsDone: 15,
    badges: [
      { title: 'Goal Getter', tier: 'gold' },
      { title: 'Streak Keeper', tier: 'silver' },
    ],
  },
  {
    key: 'pebble',
    name: 'pebble_parent',
    about: 'Slow mornings and small steps.',
    tasksDone: 7,
    goalsDone: 1,
    badges: [{ title: 'Goal Getter', tier: 'bronze' }],
  },
];

export const exampleUsers = examples.map((user) => ({ ...user, example: true, href: undefined }));
