import type { BadgeTier, BadgeType } from './schemas/accounts';

/**
 * What a user has done, as the badge rules measure it. Every number is computed by the database
 * in one query (progress-repository `measures`); the rules below only compare them.
 */
export interface BadgeMeasures {
  /** Tasks that are Done now. */
  tasksDone: number;
  /** Goals that are CLOSED now. */
  goalsClosed: number;
  /** The longest run of consecutive days with a task reaching Done. */
  longestStreak: number;
  /** Done tasks of goals in a category of badge kind HELPER. */
  helpingTasks: number;
  /** Done tasks of goals in a category of badge kind LEARNER. */
  learningTasks: number;
  /** Done tasks of goals in a category of badge kind CREATIVE_THINKER. */
  creativeTasks: number;
  /** Closed goals with at least PROBLEM_SOLVER_MIN_TASKS Done tasks: a big goal broken down and finished. */
  bigGoalsClosed: number;
  /** Closed goals closed on a day another member of the family also closed one. */
  teamGoalsClosed: number;
}

export type BadgeMeasure = keyof BadgeMeasures;

/** A closed goal counts for PROBLEM_SOLVER when it had at least this many Done tasks. */
export const PROBLEM_SOLVER_MIN_TASKS = 5;

export interface BadgeRule {
  name: string;
  /** Says what earns the badge at a tier's threshold `n`, in a child's words. */
  description: (n: number) => string;
  measure: BadgeMeasure;
  thresholds: Record<BadgeTier, number>;
}

/**
 * The badge rules table: for each of the eight badge types, what it measures and how much of it
 * earns BRONZE, SILVER and GOLD. A user holds each tier whose threshold the measure has reached;
 * tiers are awarded in the same transaction as the change that reaches them, once each.
 * A goal's category carries the badge kind (each built-in theme's categories have theirs; a
 * custom theme's author picks one per category), so every badge can be earned under every theme.
 *
 * | badge            | measure                                         | bronze | silver | gold |
 * | ---------------- | ----------------------------------------------- | -----: | -----: | ---: |
 * | TASK_CRUSHER     | tasks Done                                      |      1 |     25 |  100 |
 * | GOAL_GETTER      | goals closed                                    |      1 |      5 |   20 |
 * | STREAK_KEEPER    | longest daily streak (days)                     |      3 |      7 |   30 |
 * | HELPER           | Done tasks in goals of badge kind HELPER        |      5 |     20 |   50 |
 * | LEARNER          | Done tasks in goals of badge kind LEARNER       |      5 |     20 |   50 |
 * | TEAM_PLAYER      | goals closed on a day a family member closed one|      1 |      5 |   15 |
 * | CREATIVE_THINKER | Done tasks in goals of kind CREATIVE_THINKER    |      5 |     20 |   50 |
 * | PROBLEM_SOLVER   | goals closed with 5 or more Done tasks          |      1 |      5 |   15 |
 */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export const badgeRules: Record<BadgeType, BadgeRule> = {
  TASK_CRUSHER: {
    name: 'Task Crusher',
    description: (n) => `Finish ${count(n, 'task')}`,
    measure: 'tasksDone',
    thresholds: { BRONZE: 1, SILVER: 25, GOLD: 100 },
  },
  GOAL_GETTER: {
    name: 'Goal Getter',
    description: (n) => `Close ${count(n, 'goal')}`,
    measure: 'goalsClosed',
    thresholds: { BRONZE: 1, SILVER: 5, GOLD: 20 },
  },
  STREAK_KEEPER: {
    name: 'Streak Keeper',
    description: (n) => `Finish a task every day for ${n} days in a row`,
    measure: 'longestStreak',
    thresholds: { BRONZE: 3, SILVER: 7, GOLD: 30 },
  },
  HELPER: {
    name: 'Helper',
    description: (n) => `Finish ${count(n, 'helping task')}`,
    measure: 'helpingTasks',
    thresholds: { BRONZE: 5, SILVER: 20, GOLD: 50 },
  },
  LEARNER: {
    name: 'Learner',
    description: (n) => `Finish ${count(n, 'learning task')}`,
    measure: 'learningTasks',
    thresholds: { BRONZE: 5, SILVER: 20, GOLD: 50 },
  },
  TEAM_PLAYER: {
    name: 'Team Player',
    description: (n) => `Close ${count(n, 'goal')} on a day someone in your family closes one too`,
    measure: 'teamGoalsClosed',
    thresholds: { BRONZE: 1, SILVER: 5, GOLD: 15 },
  },
  CREATIVE_THINKER: {
    name: 'Creative Thinker',
    description: (n) => `Finish ${count(n, 'creative task')}`,
    measure: 'creativeTasks',
    thresholds: { BRONZE: 5, SILVER: 20, GOLD: 50 },
  },
  PROBLEM_SOLVER: {
    name: 'Problem Solver',
    description: (n) =>
      `Close ${count(n, 'goal')} that had ${PROBLEM_SOLVER_MIN_TASKS} or more tasks`,
    measure: 'bigGoalsClosed',
    thresholds: { BRONZE: 1, SILVER: 5, GOLD: 15 },
  },
};

/** Lowest first: the order a user climbs them. */
export const tierOrder: readonly BadgeTier[] = ['BRONZE', 'SILVER', 'GOLD'];

export const badgeTypeList = Object.keys(badgeRules) as BadgeType[];

export function badgeDescription(type: BadgeType, tier: BadgeTier): string {
  const rule = badgeRules[type];
  return rule.description(rule.thresholds[tier]);
}

/** Every (type, tier) the measures have reached. */
export function reachedBadges(measures: BadgeMeasures): { type: BadgeType; tier: BadgeTier }[] {
  return badgeTypeList.flatMap((type) => {
    const rule = badgeRules[type];
    return tierOrder
      .filter((tier) => measures[rule.measure] >= rule.thresholds[tier])
      .map((tier) => ({ type, tier }));
  });
}

export interface NextBadge {
  type: BadgeType;
  tier: BadgeTier;
  progress: number;
  target: number;
}

/**
 * For each badge type, the lowest tier not yet earned and how far along the user is; a type whose
 * GOLD is earned has nothing next. Earned tiers come from the badges table, so a badge kept after
 * a task moved back is not offered again.
 */
export function nextBadges(measures: BadgeMeasures, earned: ReadonlySet<string>): NextBadge[] {
  return badgeTypeList.flatMap((type) => {
    const rule = badgeRules[type];
    const tier = tierOrder.find((t) => !earned.has(`${type}:${t}`));
    if (!tier) return [];
    const target = rule.thresholds[tier];
    return [{ type, tier, progress: Math.min(measures[rule.measure], target), target }];
  });
}
