import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  DEFAULT_CHILD_AGE,
  DEFAULT_HELPER_SHARE,
  languages,
  type BreakDownBody,
  type Language,
  type BreakDownResponse,
  type MemberUsage,
  type TaskbreakerHealth,
  type TaskbreakerProviderName,
  type TaskbreakerTestResponse,
  type TokenUsage,
  type UsageHistoryResponse,
} from '@taskboard/contract';
import { ProviderError, type TaskBreaker } from '../ai';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { aiUsageRepository, type UsageTotals } from '../repositories/ai-usage-repository';
import { familyRepository } from '../repositories/family-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { preferredTimeZone, type TimeZoneOf } from './time-zone';
import { localMoment } from '../notifications/local-time';
import { englishMessages } from '@taskboard/contract/messages';

export const taskbreakerMessages = {
  /** Spec §8: the client shows this detail when the allowance is spent. */
  limitReached: englishMessages['helper.dailyLimitReached'],
  /** The reduced pot of a family whose parent has not verified the e-mail address is spent. */
  unverifiedLimitReached: englishMessages['helper.unverifiedAllowanceUsed'],
  /** A child has used the part of the pot its parent allows each child. */
  childShareReached: englishMessages['helper.childShareUsed'],
} as const;

/** Until its parent verifies the e-mail address, a family draws from this part of the allowance. */
export const UNVERIFIED_ALLOWANCE_DIVISOR = 10;

/** AI_DAILY_TOKEN_LIMIT's default (config.ts). */
export const DEFAULT_DAILY_TOKEN_LIMIT = 10_000;

/** The goal POST /taskbreaker/test breaks down: short, so the check costs few tokens. */
export const TEST_GOAL = 'Brush my teeth';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return localMoment(instant, timeZone).day;
}

/** The `count` calendar days ending with `lastDay`, oldest first. */
export function daysEndingWith(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** `part` as a percentage of `whole`, one decimal. */
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The family whose allowance a user draws from, named by its parent's id. */
const familyOf = (user: Pick<UserRow, 'id' | 'parentId'>) => user.parentId ?? user.id;

/** How much of the daily allowance a family, and one member of it, may use. */
interface Allowance {
  /** The family's pot: the whole allowance, or a tenth of it until the parent is verified. */
  familyLimit: number;
  /** The member's most: the whole pot for a parent, the family's share of it for a child. */
  ownLimit: number;
  sharePercent: number;
  reducedUntilVerified: boolean;
}

/** The child's age for the plan: the one asked for, else from the birth year, else 7. */
export function ageFor(user: Pick<UserRow, 'birthYear'>, asked: number | undefined, now: Date) {
  if (asked !== undefined) return asked;
  if (user.birthYear === null) return DEFAULT_CHILD_AGE;
  const age = now.getUTCFullYear() - user.birthYear;
  return Math.min(CHILD_AGE_MAX, Math.max(CHILD_AGE_MIN, age));
}

export interface TaskbreakerServiceDeps {
  db: Database;
  taskBreaker: TaskBreaker;
  /** AI_DAILY_TOKEN_LIMIT: tokens per family (a parent and its children together) per day. */
  dailyTokenLimit?: number | undefined;
  /** The user's time zone: the allowance's day starts at midnight there. */
  timeZoneOf?: TimeZoneOf;
  now?: () => Date;
}

export function taskbreakerService({
  db,
  taskBreaker,
  dailyTokenLimit = DEFAULT_DAILY_TOKEN_LIMIT,
  timeZoneOf = preferredTimeZone(db),
  now = () => new Date(),
}: TaskbreakerServiceDeps) {
  const usageRepo = aiUsageRepository(db);
  const familyRepo = familyRepository(db);
  const settingsRepo = settingsRepository(db);

  /**
   * The language to plan in: the one sent, else the one the user chose in their settings, else
   * undefined (the planner reads the goal's own language, else English).
   */
  async function languageFor(user: UserRow, asked: Language | undefined) {
    if (asked) return asked;
    const chosen = (await settingsRepo.find(user.id))?.preferences?.language;
    return languages.includes(chosen as Language) ? (chosen as Language) : undefined;
  }

  /**
   * One day's allowance, which belongs to the family: the parent and its children draw from one
   * pot of `dailyTokenLimit` tokens. A call can overshoot the limit (its cost is known only
   * afterwards), so tokens_used is reported up to the limit: daily_limit = tokens_used +
   * tokens_remaining holds (spec §9), while the stored rows keep the real count. The own_*
   * fields are the caller's part of the pot.
   */
  function usageOf(
    day: string,
    family: UsageTotals | undefined,
    own: UsageTotals | undefined,
    allowance: Allowance,
  ) {
    const { familyLimit, ownLimit } = allowance;
    const familyTokens = family?.tokensUsed ?? 0;
    const ownTokens = own?.tokensUsed ?? 0;
    const used = Math.min(familyTokens, familyLimit);
    const remaining = familyLimit - used;
    return {
      date: day,
      tokens_used: used,
      tokens_remaining: remaining,
      daily_limit: familyLimit,
      requests_made: family?.requestsMade ?? 0,
      usage_percentage: familyLimit === 0 ? 100 : percentOf(used, familyLimit),
      limit_reached: remaining <= 0,
      own_tokens_used: ownTokens,
      own_requests_made: own?.requestsMade ?? 0,
      own_share_percentage: familyTokens === 0 ? 0 : percentOf(ownTokens, familyTokens),
      own_daily_limit: ownLimit,
      own_limit_reached: remaining <= 0 || ownTokens >= ownLimit,
      helper_share_percent: allowance.sharePercent,
      reduced_until_verified: allowance.reducedUntilVerified,
    };
  }

  /**
   * The family's terms as they stand now (read on every call, so a changed share or a verified
   * address applies to the very next call).
   */
  async function allowanceOf(user: UserRow): Promise<Allowance> {
    const terms = await familyRepo.helperTerms(familyOf(user));
    const sharePercent = terms?.sharePercent ?? DEFAULT_HELPER_SHARE;
    const reducedUntilVerified = !(terms?.verified ?? false);
    const familyLimit = reducedUntilVerified
      ? Math.floor(dailyTokenLimit / UNVERIFIED_ALLOWANCE_DIVISOR)
      : dailyTokenLimit;
    const ownLimit =
      user.accountType === 'PARENT' ? familyLimit : Math.floor((familyLimit * sharePercent) / 100);
    return { familyLimit, ownLimit, sharePercent, reducedUntilVerified };
  }

  /** The caller's usage record for one day: the family's pot and the caller's part of it. */
  async function dayOf(user: UserRow, day: string) {
    const [[family], own, allowance] = await Promise.all([
      usageRepo.familyDaysSince(familyOf(user), day),
      usageRepo.findDay(user.id, day),
      allowanceOf(user),
    ]);
    return usageOf(day, family?.day === day ? family : undefined, own, allowance);
  }

  /** Refuses a call the family's pot, or the caller's part of it, cannot pay for today. */
  function assertAllowed(usage: ReturnType<typeof usageOf>) {
    if (usage.limit_reached) {
      throw new HttpError(
        429,
        usage.reduced_until_verified
          ? taskbreakerMessages.unverifiedLimitReached
          : taskbreakerMessages.limitReached,
      );
    }
    if (usage.own_limit_reached) throw new HttpError(429, taskbreakerMessages.childShareReached);
  }

  const today = async (user: UserRow) => dayIn(now(), await timeZoneOf(user));

  /**
   * Each member of a parent's family with its tokens since `firstDay` and its share of them all,
   * and its tokens `today` against the most it may use today.
   */
  async function memberShares(
    parent: UserRow,
    firstDay: string,
    today: string,
    allowance: Allowance,
  ): Promise<MemberUsage[]> {
    const members = await familyRepo.findMembers(parent.id);
    const ids = members.map((member) => member.id);
    const byUser = (rows: { userId: number; tokensUsed: number; requestsMade: number }[]) =>
      new Map(rows.map((row) => [row.userId, row]));
    const [totals, todays] = await Promise.all([
      usageRepo.totalsSince(ids, firstDay).then(byUser),
      usageRepo.totalsSince(ids, today).then(byUser),
    ]);
    const familyTokens = [...totals.values()].reduce((sum, row) => sum + row.tokensUsed, 0);
    const childLimit = Math.floor((allowance.familyLimit * allowance.sharePercent) / 100);
    return members.map((member) => {
      const tokens = totals.get(member.id)?.tokensUsed ?? 0;
      return {
        user_id: member.id,
        username: member.username,
        account_type: member.accountType,
        is_primary_child: member.isPrimaryChild,
        tokens_used: tokens,
        requests_made: totals.get(member.id)?.requestsMade ?? 0,
        share_percentage: familyTokens === 0 ? 0 : percentOf(tokens, familyTokens),
        today_tokens_used: todays.get(member.id)?.tokensUsed ?? 0,
        today_limit: member.accountType === 'PARENT' ? allowance.familyLimit : childLimit,
      };
    });
  }

  async function usage(user: UserRow): Promise<TokenUsage> {
    return { user_id: user.id, ...(await dayOf(user, await today(user))) };
  }

  /**
   * Checks the allowance before the call and charges what the call cost afterwards, failed
   * calls included (a failing call must not be free to repeat).
   */
  async function breakDown(user: UserRow, body: BreakDownBody): Promise<BreakDownResponse> {
    return (await breakDownReporting(user, body)).response;
  }

  /** The breakdown, and which planner wrote the steps that were kept (model or fallback). */
  async function breakDownReporting(
    user: UserRow,
    body: BreakDownBody,
  ): Promise<{
    response: BreakDownResponse;
    provider: TaskbreakerProviderName;
    fellBack: boolean;
  }> {
    const day = await today(user);
    // Calls already under way when the allowance runs out still finish and are charged: the
    // overshoot is at most the calls in flight (rate limited per user), never a free call.
    assertAllowed(await dayOf(user, day));
    let result;
    try {
      result = await taskBreaker.breakDown({
        goal: body.goal,
        age: ageFor(user, body.age, now()),
        additionalContext: body.additional_context,
        language: await languageFor(user, body.language),
      });
    } catch (error) {
      const cost = error instanceof ProviderError ? error.usage.totalTokens : 0;
      await usageRepo.charge(user.id, day, cost);
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
    await usageRepo.charge(user.id, day, result.usage.totalTokens);
    const after = await dayOf(user, day);
    return {
      response: {
        subtasks: result.subtasks,
        daily_tokens_used: after.tokens_used,
        daily_tokens_remaining: after.tokens_remaining,
        usage_percentage: after.usage_percentage,
      },
      provider: result.provider,
      fellBack: result.fellBack,
    };
  }

  return {
    usage,
    breakDown,

    /**
     * One entry per day, oldest first, ending today; days without calls count as zero. A parent
     * also sees each family member's use over the same days and its share of the family's.
     */
    async history(user: UserRow, days: number): Promise<UsageHistoryResponse> {
      const lastDay = await today(user);
      const span = daysEndingWith(lastDay, days);
      const firstDay = span[0] ?? lastDay;
      const own = new Map(
        (await usageRepo.listSince(user.id, firstDay)).map((row) => [row.day, row]),
      );
      const family = new Map(
        (await usageRepo.familyDaysSince(familyOf(user), firstDay)).map((row) => [row.day, row]),
      );
      // Past days are shown against today's terms: the share and verification are not kept per day.
      const allowance = await allowanceOf(user);
      const history = {
        user_id: user.id,
        days: span.map((day) => usageOf(day, family.get(day), own.get(day), allowance)),
      };
      if (user.accountType !== 'PARENT') return history;
      return { ...history, members: await memberShares(user, firstDay, lastDay, allowance) };
    },

    /** A tiny breakdown proving the provider answers; charged like any call. */
    async test(user: UserRow): Promise<TaskbreakerTestResponse> {
      // Reports the planner that actually answered: a model whose steps were unusable shows up
      // as the offline fallback, not as the configured provider.
      const { response, provider, fellBack } = await breakDownReporting(user, { goal: TEST_GOAL });
      return {
        status: 'ok',
        provider,
        configured_provider: taskBreaker.provider.name,
        fell_back: fellBack,
        ...response,
      };
    },

    health(): TaskbreakerHealth {
      const { name, model } = taskBreaker.provider;
      return { status: 'ok', provider: name, ...(model ? { model } : {}) };
    },
  };
}

export type TaskbreakerService = ReturnType<typeof taskbreakerService>;
