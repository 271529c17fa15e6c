import {
  GOALS_PER_MONTH_TARGET,
  TASKS_PER_WEEK_TARGET,
  type Achievement,
  type CategoryDistribution,
  type CategoryDistributionQuery,
  type CategorySlice,
  type DetailedProfile,
  type PerformanceMetrics,
  type ProfileGoal,
  type Streak,
} from '@taskboard/contract';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { flavorsRepository } from '../repositories/flavors-repository';
import { goalsRepository } from '../repositories/goals-repository';
import { tasksRepository } from '../repositories/tasks-repository';
import { progressRepository } from '../repositories/progress-repository';
import { statsRepository, type TaskFilter } from '../repositories/stats-repository';
import { usersRepository } from '../repositories/users-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { badgeDescription, badgeRules, nextBadges } from '@taskboard/contract';
import { familyParentId } from './family-parent';
import { profileAccess, type ProfileAccess } from './profile-privacy';
import { privacyOf } from './settings-service';
import { badgeOut } from './progress-service';
import { backlogMessages, goalOut, taskOut } from './backlog-service';
import { timeZoneIn } from './time-zone';
import { dayIn } from './taskbreaker-service';
import { englishMessages } from '@taskboard/contract/messages';

export const statsMessages = {
  userNotFound: englishMessages['profile.userNotFoundDescription'],
  progressPrivate: englishMessages['stats.private'],
} as const;

/** Spec §9 "uncategorized colour grey". */
export const UNCATEGORIZED_COLOR = '#9ca3af';
export const UNCATEGORIZED_NAME = 'Uncategorized';

/** Spec §9: performance metrics are cached 5 minutes per user. */
export const METRICS_TTL_MS = 5 * 60_000;
const CACHE_ENTRIES = 20_000;

const DAY_MS = 86_400_000;
/** For figures that change only with the board: the board_version alone decides. */
const FOREVER = Number.POSITIVE_INFINITY;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percentOf = (part: number, whole: number) =>
  whole > 0 ? oneDecimal((part / whole) * 100) : 0;

/** The calendar day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Statistics by user and call, each with the board_version it was computed at. An entry is
 * served only while that number is unchanged (the database raises it on every change to the
 * user's goals or tasks, whichever server makes it), so a change shows at once; entries whose
 * figures also move with time (weekly and monthly windows) live at most 5 minutes.
 */
export class StatsCache {
  private readonly entries = new Map<
    string,
    { version: number; expires: number; value: unknown }
  >();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => Date,
  ) {}

  async through<T>(
    key: string,
    version: number,
    ttlMs: number,
    compute: () => Promise<T>,
  ): Promise<T> {
    if (this.maxEntries === 0) return compute();
    const entry = this.entries.get(key);
    const at = this.now().getTime();
    if (entry && entry.version === version && entry.expires > at) return entry.value as T;
    const value = await compute();
    this.entries.delete(key);
    this.entries.set(key, { version, expires: at + ttlMs, value });
    // A Map iterates in insertion order: the first entry is the oldest.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

export interface StatsServiceDeps {
  db: Database;
  now?: () => Date;
  /** How many figures are kept between calls; 0 computes every call afresh (the benchmark's cold rows). */
  cacheEntries?: number;
}

/** The profile and its statistics, for the caller or for a user whose privacy allows it. */
export function statsService({
  db,
  now = () => new Date(),
  cacheEntries = CACHE_ENTRIES,
}: StatsServiceDeps) {
  const stats = statsRepository(db);
  const progress = progressRepository(db);
  const flavors = flavorsRepository(db);
  const usersRepo = usersRepository(db);
  const settingsRepo = settingsRepository(db);
  const goalsRepo = goalsRepository(db);
  const tasksRepo = tasksRepository(db);
  const cache = new StatsCache(cacheEntries, now);

  /**
   * The user named by `userId` (the viewer when left out), what the viewer may see, and the
   * subject's time zone: its stored settings are read once for both.
   */
  async function subjectOf(
    viewer: UserRow,
    userId: number | undefined,
  ): Promise<{ subject: UserRow; access: ProfileAccess; timeZone: string }> {
    const subject =
      userId === undefined || userId === viewer.id ? viewer : await usersRepo.findById(userId);
    const settings = subject ? await settingsRepo.find(subject.id) : undefined;
    const access = subject
      ? profileAccess(viewer, subject, privacyOf(subject, settings))
      : undefined;
    // Someone the viewer may not see reads exactly as someone who does not exist.
    if (!subject || !access?.visible) throw new HttpError(404, statsMessages.userNotFound);
    return { subject, access, timeZone: timeZoneIn(settings) };
  }

  /** The subject of a statistics call: its progress must be visible to the viewer. */
  async function progressOf(
    viewer: UserRow,
    userId: number | undefined,
  ): Promise<{ subject: UserRow; timeZone: string }> {
    const { subject, access, timeZone } = await subjectOf(viewer, userId);
    if (!access.showProgress) throw new HttpError(403, statsMessages.progressPrivate);
    return { subject, timeZone };
  }

  async function computeMetrics(subject: UserRow): Promise<PerformanceMetrics> {
    const at = now();
    const row = await stats.metrics(subject.id, at);
    const elapsed = Math.max(0, at.getTime() - Date.parse(row.since));
    const weeks = Math.max(1, elapsed / (7 * DAY_MS));
    const months = Math.max(1, elapsed / (30 * DAY_MS));
    return {
      tasksPerWeek: {
        current: row.tasks_last_week,
        average: oneDecimal(row.tasks_done / weeks),
        target: TASKS_PER_WEEK_TARGET,
      },
      goalsPerMonth: {
        current: row.goals_last_month,
        average: oneDecimal(row.goals_closed / months),
        target: GOALS_PER_MONTH_TARGET,
      },
      overallProgress: {
        completed: row.goals_closed,
        total: row.goals_total,
        activeGoals: row.goals_open,
      },
    };
  }

  async function distribution(
    user: UserRow,
    filter: TaskFilter,
    filtersApplied: CategoryDistribution['filters_applied'],
  ): Promise<CategoryDistribution> {
    const [available, counts] = await Promise.all([
      flavors
        .categoriesOf(user.currentFlavor)
        .then((rows) => rows.filter((category) => category.active)),
      stats.countByCategory(user.id, filter),
    ]);
    const byCategory = new Map(counts.map((c) => [c.category_id, c.count]));
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    const slices: CategorySlice[] = available.map((c) => {
      const count = byCategory.get(c.id) ?? 0;
      return {
        category_id: c.id,
        category_name: c.name,
        category_color: c.color,
        count,
        percentage: percentOf(count, total),
      };
    });
    const categorized = slices.reduce((sum, s) => sum + s.count, 0);
    // Goals without a category, and goals whose category is no longer offered (another flavor).
    const uncategorized = total - categorized;
    return {
      total_tasks: total,
      current_flavor: user.currentFlavor,
      distribution: slices,
      uncategorized: {
        category_id: null,
        category_name: UNCATEGORIZED_NAME,
        category_color: UNCATEGORIZED_COLOR,
        count: uncategorized,
        percentage: percentOf(uncategorized, total),
      },
      summary: {
        categorized_tasks: categorized,
        categorized_percentage: percentOf(categorized, total),
        categories_used: slices.filter((s) => s.count > 0).length,
        total_categories_available: available.length,
      },
      filters_applied: filtersApplied,
    };
  }

  return {
    async recentAchievements(
      viewer: UserRow,
      userId: number | undefined,
      limit: number,
    ): Promise<Achievement[]> {
      const { subject } = await progressOf(viewer, userId);
      return cache.through(
        `${subject.id}|achievements|${limit}`,
        subject.boardVersion,
        FOREVER,
        async () =>
          (await stats.recentAchievements(subject.id, limit)).map((r) => ({
            item_id: r.id,
            title: r.title,
            description: r.description,
            closed_at: (r.closedAt ?? new Date(0)).toISOString(),
          })),
      );
    },

    async performanceMetrics(
      viewer: UserRow,
      userId: number | undefined,
    ): Promise<PerformanceMetrics> {
      const { subject } = await progressOf(viewer, userId);
      return cache.through(`${subject.id}|metrics`, subject.boardVersion, METRICS_TTL_MS, () =>
        computeMetrics(subject),
      );
    },

    /**
     * The current run counts while its last day is today or yesterday in the user's time zone
     * (today's task or goal may still come); a run that ended earlier is over. A day counts when
     * a task reached Done or a goal was closed on it; both raise the board_version, and the key
     * holds the day.
     */
    async streak(viewer: UserRow, userId: number | undefined): Promise<Streak> {
      const { subject, timeZone } = await progressOf(viewer, userId);
      const today = dayIn(now(), timeZone);
      return cache.through(
        `${subject.id}|streak|${today}`,
        subject.boardVersion,
        FOREVER,
        async () => {
          const row = await progress.streak(subject.id);
          const alive =
            row.end_day !== null && (row.end_day === today || row.end_day === dayBefore(today));
          return {
            current_streak: alive ? row.len : 0,
            longest_streak: row.longest,
            last_activity_date: row.end_day,
            streak_start_date: alive ? row.start_day : null,
          };
        },
      );
    },
    async categoryDistribution(
      viewer: UserRow,
      query: Pick<CategoryDistributionQuery, 'user_id' | 'include_completed' | 'status_filter'>,
    ): Promise<CategoryDistribution> {
      const { subject } = await progressOf(viewer, query.user_id);
      const key = `${subject.id}|categories|${subject.currentFlavor}|${query.include_completed}|${query.status_filter ?? ''}`;
      return cache.through(key, subject.boardVersion, FOREVER, () =>
        distribution(
          subject,
          {
            kind: 'status',
            includeCompleted: query.include_completed,
            status: query.status_filter,
          },
          {
            include_completed: query.include_completed,
            status_filter: query.status_filter ?? null,
          },
        ),
      );
    },

    async recentCategoryDistribution(
      viewer: UserRow,
      userId: number | undefined,
      days: number,
    ): Promise<CategoryDistribution> {
      const { subject } = await progressOf(viewer, userId);
      // The window moves with the clock: kept at most as long as the metrics.
      const key = `${subject.id}|recent-categories|${subject.currentFlavor}|${days}`;
      return cache.through(key, subject.boardVersion, METRICS_TTL_MS, () =>
        distribution(
          subject,
          { kind: 'recent', since: new Date(now().getTime() - days * DAY_MS) },
          { days },
        ),
      );
    },

    /**
     * One of the subject's goals with its tasks, oldest first, as the profile's goal dialog shows
     * it: under the same rules as the profile's statistics (a user the viewer may not see, or a
     * goal that is not the subject's, is a 404; hidden progress a 403).
     */
    async profileGoal(viewer: UserRow, userId: number, goalId: number): Promise<ProfileGoal> {
      const { subject } = await progressOf(viewer, userId);
      const goal = await goalsRepo.findOwned(goalId, subject.id);
      if (!goal) throw new HttpError(404, backlogMessages.goalNotFound);
      const tasks = await tasksRepo.listForGoal(goal.id, subject.id);
      return {
        goal: goalOut(
          goal,
          tasks.map((task) => task.id),
        ),
        tasks: tasks.map(taskOut),
      };
    },

    /** The detailed profile of spec §3, with what the viewer may not see left out. */
    async profile(viewer: UserRow, userId?: number): Promise<DetailedProfile> {
      const { subject, access, timeZone } = await subjectOf(viewer, userId);
      // The badge measures are the profile's costly part: reused while the subject's board is
      // unchanged on the same day, at most as long as the metrics (the family's shared goals
      // count too, and a sibling's board has its own version).
      const [measures, earned] = await Promise.all([
        cache.through(
          `${subject.id}|measures|${timeZone}|${dayIn(now(), timeZone)}`,
          subject.boardVersion,
          METRICS_TTL_MS,
          () =>
            progress.measures(
              { id: subject.id, familyParentId: familyParentId(subject) },
              timeZone,
            ),
        ),
        progress.badgesOf(subject.id),
      ]);
      const held = new Set(earned.map((b) => `${b.badgeType}:${b.tier}`));
      const badges = access.showBadges ? earned.map(badgeOut) : [];
      const count = (tier: string) => badges.filter((b) => b.tier === tier).length;
      return {
        id: subject.id,
        username: subject.username,
        email: access.showEmail ? subject.email : null,
        age:
          access.showAge && subject.birthYear !== null
            ? now().getUTCFullYear() - subject.birthYear
            : null,
        role: subject.role,
        access_level: subject.accessLevel,
        is_verified: subject.isVerified,
        created_at: subject.createdAt.toISOString(),
        tasks_completed: access.showProgress ? measures.tasksDone : 0,
        goals_completed: access.showProgress ? measures.goalsClosed : 0,
        // Communities are not part of the product yet: nobody has joined one.
        communities: 0,
        badges,
        bio: subject.bio ?? null,
        potential_badges: access.own
          ? nextBadges(measures, held).map((next) => ({
              badge_type: next.type,
              name: badgeRules[next.type].name,
              description: badgeDescription(next.type, next.tier),
              tier: next.tier,
              progress: next.progress,
              target: next.target,
              percentage: percentOf(next.progress, next.target),
            }))
          : [],
        badge_counts: {
          total: badges.length,
          bronze: count('BRONZE'),
          silver: count('SILVER'),
          gold: count('GOLD'),
        },
        account_type: subject.accountType,
        is_primary_child: subject.isPrimaryChild,
        show_progress: access.showProgress,
        is_own_profile: access.own,
      };
    },

    /** The user's earned badges (GET /users/me). */
    async badgesOf(user: UserRow) {
      return (await progress.badgesOf(user.id)).map(badgeOut);
    },
  };
}

export type StatsService = ReturnType<typeof statsService>;
