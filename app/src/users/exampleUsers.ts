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
    level: 'PREMIUM',
    verified: true,
    about: 'Dad of a four-year-old who loves tidying up with a song.',
    tasksDone: 128,
    goalsDone: 21,
    badges: [
      { title: 'Task Crusher', tier: 'GOLD' },
      { title: 'Goal Getter', tier: 'SILVER' },
      { title: 'Streak Keeper', tier: 'BRONZE' },
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
      { title: 'Learner', tier: 'SILVER' },
      { title: 'Helper', tier: 'BRONZE' },
    ],
  },
  {
    key: 'rocket',
    name: 'rocket_family',
    level: 'VIP',
    about: 'Three kids, one calendar, many cardboard rockets.',
    tasksDone: 240,
    goalsDone: 37,
    badges: [
      { title: 'Team Player', tier: 'GOLD' },
      { title: 'Creative Thinker', tier: 'SILVER' },
      { title: 'Task Crusher', tier: 'SILVER' },
      { title: 'Problem Solver', tier: 'BRONZE' },
      { title: 'Helper', tier: 'BRONZE' },
    ],
  },
  {
    key: 'owl',
    name: 'night_owl',
    about: 'Learning to read together, one page a night.',
    tasksDone: 18,
    goalsDone: 3,
    badges: [{ title: 'Learner', tier: 'BRONZE' }],
  },
  {
    key: 'kite',
    name: 'kite_flyer',
    level: 'PREMIUM',
    verified: true,
    about: 'Weekend goals: fly a kite, bake bread, fix the bike.',
    tasksDone: 92,
    goalsDone: 15,
    badges: [
      { title: 'Goal Getter', tier: 'GOLD' },
      { title: 'Streak Keeper', tier: 'SILVER' },
    ],
  },
  {
    key: 'pebble',
    name: 'pebble_parent',
    about: 'Slow mornings and small steps.',
    tasksDone: 7,
    goalsDone: 1,
    badges: [{ title: 'Goal Getter', tier: 'BRONZE' }],
  },
];

export const exampleUsers = examples.map((user) => ({ ...user, example: true, href: undefined }));
