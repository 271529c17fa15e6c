import type {
  Achievement,
  CategoryDistribution,
  CategorySlice,
  PerformanceMetrics,
  Streak,
  Task,
  DetailedProfile,
} from '@taskboard/contract';
import type {
  CockpitProps,
  CompletedGoal,
  GoalTaskSummary,
  ProfileHeaderProps,
  RadarSlice,
  StreakCardProps,
} from '@taskboard/ui';
import { translate } from '../i18n/useT';
import { accessLevelOf, accountRoleOf } from './accounts';
import { priorityOf } from './board';

// The server's answers in the words of the ui components, free of React so they are unit-tested.

/** Spec §8: a failed streak shows as no streak. */
export const zeroStreak: Streak = {
  current_streak: 0,
  longest_streak: 0,
  last_activity_date: null,
  streak_start_date: null,
};

/** Spec §9: the cockpit's targets when the metrics cannot be loaded (10 and 5), with zeros. */
export const fallbackMetrics: PerformanceMetrics = {
  tasksPerWeek: { current: 0, average: 0, target: 10 },
  goalsPerMonth: { current: 0, average: 0, target: 5 },
  overallProgress: { completed: 0, total: 0, activeGoals: 0 },
};

/** Spec §8: a failed category load is an empty distribution. */
export const emptyDistribution: CategoryDistribution = {
  total_tasks: 0,
  current_flavor: 'GENERAL',
  distribution: [],
  uncategorized: {
    category_id: null,
    category_name: 'Uncategorized',
    category_color: '#9ca3af',
    count: 0,
    percentage: 0,
  },
  summary: {
    categorized_tasks: 0,
    categorized_percentage: 0,
    categories_used: 0,
    total_categories_available: 0,
  },
  filters_applied: {},
};

const toSlice = (slice: CategorySlice): RadarSlice => ({
  key: slice.category_id ?? 'uncategorized',
  name: slice.category_name,
  color: slice.category_color,
  count: slice.count,
  percentage: slice.percentage,
});

export function radarSlicesOf(distribution: CategoryDistribution) {
  return {
    slices: distribution.distribution.map(toSlice),
    // The tasks without a category are named by the app, in the language shown.
    uncategorized: {
      ...toSlice(distribution.uncategorized),
      name: translate('profile.category.uncategorized'),
    },
  };
}

export function cockpitOf(
  metrics: PerformanceMetrics,
): Pick<CockpitProps, 'taskVelocity' | 'goalVelocity' | 'goalProgress'> {
  return {
    taskVelocity: metrics.tasksPerWeek,
    goalVelocity: metrics.goalsPerMonth,
    goalProgress: {
      done: metrics.overallProgress.completed,
      total: metrics.overallProgress.total,
      active: metrics.overallProgress.activeGoals,
    },
  };
}

/** The days of a streak: its current and longest run. */
export function streakOf(streak: Streak): Pick<StreakCardProps, 'current' | 'longest'> {
  return { current: streak.current_streak, longest: streak.longest_streak };
}

/** Who the profile is: name, role, access level, verified mark and counters. */
export function profileHeaderOf(
  profile: DetailedProfile,
): Pick<ProfileHeaderProps, 'name' | 'accountRole' | 'accessLevel' | 'verified' | 'counters'> {
  return {
    name: profile.username,
    accountRole: accountRoleOf(profile.role),
    accessLevel: accessLevelOf(profile.access_level),
    verified: profile.is_verified,
    counters: {
      tasks: profile.tasks_completed,
      goals: profile.goals_completed,
      badges: profile.badge_counts.total,
    },
  };
}

export function completedGoalsOf(achievements: readonly Achievement[]): CompletedGoal[] {
  return achievements.map((a) => ({ id: a.item_id, title: a.title, completedAt: a.closed_at }));
}

export function goalTasksOf(tasks: readonly Task[]): GoalTaskSummary[] {
  return tasks.map((task) => ({
    id: task.item_id,
    title: task.title,
    description: task.description,
    done: task.job_status === 'CLOSED',
    priority: priorityOf(task.priority),
  }));
}

/** Spec §9: recent achievements 5, 3 shown on a phone until expanded. */
export const RECENT_GOALS = 5;
export const RECENT_GOALS_ON_PHONE = 3;
