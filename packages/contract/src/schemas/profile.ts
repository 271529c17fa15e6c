import { z } from 'zod';
import { accessLevel, accountType, badgeTier, badgeType, earnedBadge, userRole } from './accounts';
import { goal, jobStatus, MAX_ID, task } from './backlog';

// The profile, badges, streak and statistics (board document §3 Detailed profile, Category
// distribution, Performance metrics, Streak, Achievement, Badge; §7 stats calls; content
// document §3 Badge).

/** Default cockpit targets (spec §9): 20 tasks a week, 10 goals a month. */
export const TASKS_PER_WEEK_TARGET = 20;
export const GOALS_PER_MONTH_TARGET = 10;
/** Spec §9: recent achievements 5; recent category window 30 days. */
export const RECENT_ACHIEVEMENTS_DEFAULT = 5;
export const RECENT_ACHIEVEMENTS_MAX = 50;
export const RECENT_DAYS_DEFAULT = 30;
export const RECENT_DAYS_MAX = 366;

const idParam = z.coerce.number().int().positive().max(MAX_ID);

/** `user_id` names whose statistics to read (the caller by default); `_t` only busts caches. */
const statsQuery = {
  user_id: idParam.optional(),
  _t: z.string().max(40).optional(),
};

/** Query text 'true'/'false' (a client may also send a real boolean). */
const queryBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Use true or false' }),
);

export const statsUserQuery = z.object(statsQuery);
export type StatsUserQuery = z.infer<typeof statsUserQuery>;

export const recentAchievementsQuery = z.object({
  ...statsQuery,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(RECENT_ACHIEVEMENTS_MAX, `limit must be at most ${RECENT_ACHIEVEMENTS_MAX}`)
    .default(RECENT_ACHIEVEMENTS_DEFAULT),
});
export type RecentAchievementsQuery = z.infer<typeof recentAchievementsQuery>;

export const categoryDistributionQuery = z.object({
  ...statsQuery,
  include_completed: queryBoolean.default(true),
  status_filter: jobStatus.optional(),
});
export type CategoryDistributionQuery = z.infer<typeof categoryDistributionQuery>;

export const recentCategoryDistributionQuery = z.object({
  ...statsQuery,
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(RECENT_DAYS_MAX, `days must be at most ${RECENT_DAYS_MAX}`)
    .default(RECENT_DAYS_DEFAULT),
});
export type RecentCategoryDistributionQuery = z.infer<typeof recentCategoryDistributionQuery>;

export const achievement = z.object({
  item_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  closed_at: z.string(),
});
export type Achievement = z.infer<typeof achievement>;
export const recentAchievementsResponse = z.array(achievement);

const velocity = z.object({ current: z.number(), average: z.number(), target: z.number() });
export const performanceMetrics = z.object({
  tasksPerWeek: velocity,
  goalsPerMonth: velocity,
  overallProgress: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    activeGoals: z.number().int(),
  }),
});
export type PerformanceMetrics = z.infer<typeof performanceMetrics>;

export const streak = z.object({
  current_streak: z.number().int(),
  longest_streak: z.number().int(),
  /** Calendar days (YYYY-MM-DD) in the user's time zone. */
  last_activity_date: z.string().nullable(),
  streak_start_date: z.string().nullable(),
});
export type Streak = z.infer<typeof streak>;

export const categorySlice = z.object({
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  category_color: z.string(),
  count: z.number().int(),
  percentage: z.number(),
});
export type CategorySlice = z.infer<typeof categorySlice>;

export const categoryDistribution = z.object({
  total_tasks: z.number().int(),
  current_flavor: z.string(),
  distribution: z.array(categorySlice),
  uncategorized: categorySlice,
  summary: z.object({
    categorized_tasks: z.number().int(),
    categorized_percentage: z.number(),
    categories_used: z.number().int(),
    total_categories_available: z.number().int(),
  }),
  filters_applied: z.object({
    include_completed: z.boolean().optional(),
    status_filter: jobStatus.nullable().optional(),
    days: z.number().int().optional(),
  }),
});
export type CategoryDistribution = z.infer<typeof categoryDistribution>;

/** The next tier of a badge type the user has not reached yet, and how far along the user is. */
export const potentialBadge = z.object({
  badge_type: badgeType,
  name: z.string(),
  description: z.string(),
  tier: badgeTier,
  progress: z.number().int(),
  target: z.number().int(),
  percentage: z.number(),
});
export type PotentialBadge = z.infer<typeof potentialBadge>;

export const profileBadgeCounts = z.object({
  total: z.number().int(),
  bronze: z.number().int(),
  silver: z.number().int(),
  gold: z.number().int(),
});
export type ProfileBadgeCounts = z.infer<typeof profileBadgeCounts>;

/**
 * The detailed profile (spec §3). Another user's profile leaves out what that user's privacy
 * keeps from the viewer: e-mail and age become null, badges and progress empty and zero.
 */
export const detailedProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
  role: userRole.default('USER'),
  access_level: accessLevel.default('BASIC'),
  is_verified: z.boolean(),
  created_at: z.string(),
  tasks_completed: z.number().int(),
  goals_completed: z.number().int(),
  communities: z.number().int(),
  badges: z.array(earnedBadge),
  bio: z.string().nullable(),
  potential_badges: z.array(potentialBadge),
  badge_counts: profileBadgeCounts,
  account_type: accountType,
  is_primary_child: z.boolean(),
  /** Whether the viewer may read this user's statistics (radar, cockpit, streak, goals). */
  show_progress: z.boolean(),
  /** Whether this is the viewer's own profile. */
  is_own_profile: z.boolean(),
});
export type DetailedProfile = z.infer<typeof detailedProfile>;

export const userIdParams = z.object({ userId: idParam });

/** A goal on a user's profile: GET /users/{userId}/goals/{goalId}. */
export const profileGoalParams = z.object({ userId: idParam, goalId: idParam });

/**
 * One of a user's goals with its tasks (oldest first), read from that user's profile: answered
 * only when the profile's privacy lets the caller see the user's progress.
 */
export const profileGoal = z.object({
  goal,
  tasks: z.array(task),
});
export type ProfileGoal = z.infer<typeof profileGoal>;
