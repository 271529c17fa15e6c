import { z } from 'zod';
import { accountType } from './accounts';
import { languages } from './settings';
import { taskIconKey } from './task-icons';

// The AI task breaker's calls (spec §3 "AI breakdown", "AI token usage"; §7 taskbreaker calls).

/** Spec §9: the age used when the user has none on their profile. */
export const DEFAULT_CHILD_AGE = 7;
/** Spec §9: the context sent when the client sends none. */
export const DEFAULT_ADDITIONAL_CONTEXT =
  'This is for a task management system for children and families.';

export const GOAL_MAX = 200;
export const CHILD_AGE_MIN = 3;
export const CHILD_AGE_MAX = 120;
export const ADDITIONAL_CONTEXT_MAX = 500;
/** Spec §9: the usage history covers a week unless the client asks for another span. */
export const USAGE_HISTORY_DEFAULT_DAYS = 7;

/** The breakdown answers in the six UI languages (spec: Preferences). */
export const taskbreakerLanguage = z.enum(languages, {
  error: 'The language must be one of en, es, fr, de, zh, ja',
});

export const breakDownBody = z.object({
  goal: z
    .string({ error: 'The goal is required' })
    .trim()
    .min(1, 'The goal is required')
    .max(GOAL_MAX, 'The goal must be at most 200 characters long'),
  age: z
    .number({ error: 'The age must be a number' })
    .int('The age must be a whole number')
    .min(CHILD_AGE_MIN, 'The age must be at least 3')
    .max(CHILD_AGE_MAX, 'The age must be at most 120')
    .optional(),
  additional_context: z
    .string({ error: 'The additional context must be text' })
    .max(ADDITIONAL_CONTEXT_MAX, 'The additional context must be at most 500 characters long')
    .optional(),
  /**
   * The language the steps are written in. Optional so older clients keep working: without it,
   * the user's language setting, else the goal's own language when it is clear, else English.
   */
  language: taskbreakerLanguage.optional(),
});
export type BreakDownBody = z.infer<typeof breakDownBody>;

/** A suggested step, with the picture the helper thinks fits it. */
export const subtask = z.object({ title: z.string(), icon: taskIconKey });
export type Subtask = z.infer<typeof subtask>;

export const breakDownResponse = z.object({
  subtasks: z.array(subtask),
  daily_tokens_used: z.number().int().nonnegative(),
  daily_tokens_remaining: z.number().int().nonnegative(),
  usage_percentage: z.number().nonnegative(),
});
export type BreakDownResponse = z.infer<typeof breakDownResponse>;

/** Calendar day in the user's time zone, e.g. 2026-11-22. */
export const usageDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must look like YYYY-MM-DD');

/**
 * The allowance for one day. It belongs to the family: tokens_used, tokens_remaining,
 * requests_made, usage_percentage and limit_reached describe the pot the parent and its children
 * share (spec §9: daily_limit = tokens_used + tokens_remaining); the own_* fields are the
 * caller's part of it.
 */
export const tokenUsage = z.object({
  user_id: z.number().int(),
  date: usageDate,
  tokens_used: z.number().int().nonnegative(),
  tokens_remaining: z.number().int().nonnegative(),
  daily_limit: z.number().int().nonnegative(),
  requests_made: z.number().int().nonnegative(),
  usage_percentage: z.number().nonnegative(),
  limit_reached: z.boolean(),
  own_tokens_used: z.number().int().nonnegative(),
  own_requests_made: z.number().int().nonnegative(),
  /** own_tokens_used as a percentage of the family's tokens that day, one decimal; 0 when none. */
  own_share_percentage: z.number().nonnegative(),
  /**
   * The most the caller may use of the pot that day: all of it for a parent, the family's
   * helper_share_percent of it for a child.
   */
  own_daily_limit: z.number().int().nonnegative(),
  /** The caller has used its own_daily_limit (or the pot is spent): its next call answers 429. */
  own_limit_reached: z.boolean(),
  /** The part of the pot each child of the family may use, in percent (the parent sets it). */
  helper_share_percent: z.number().int(),
  /**
   * The parent has not verified its e-mail address yet: daily_limit is a tenth of the full
   * allowance until it does.
   */
  reduced_until_verified: z.boolean(),
});
export type TokenUsage = z.infer<typeof tokenUsage>;

/** GET /taskbreaker/usage/history?days: one entry per day, oldest first, days with no calls included. */
export const usageHistoryQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(90, 'days must be at most 90')
    .default(USAGE_HISTORY_DEFAULT_DAYS),
});
export type UsageHistoryQuery = z.infer<typeof usageHistoryQuery>;

/** One family member's use of the helper over the history's days, and its share of the family's. */
export const memberUsage = z.object({
  user_id: z.number().int(),
  username: z.string(),
  account_type: accountType,
  is_primary_child: z.boolean(),
  tokens_used: z.number().int().nonnegative(),
  requests_made: z.number().int().nonnegative(),
  /** tokens_used as a percentage of every member's tokens together, one decimal; 0 when none. */
  share_percentage: z.number().nonnegative(),
  /** The member's tokens today, and the most it may use today (a child: its share of the pot). */
  today_tokens_used: z.number().int().nonnegative(),
  today_limit: z.number().int().nonnegative(),
});
export type MemberUsage = z.infer<typeof memberUsage>;

export const usageHistoryResponse = z.object({
  user_id: z.number().int(),
  days: z.array(tokenUsage.omit({ user_id: true })),
  /** A parent's history also lists each family member's use (the parent first); children see only their own. */
  members: z.array(memberUsage).optional(),
});
export type UsageHistoryResponse = z.infer<typeof usageHistoryResponse>;

export const taskbreakerProviderName = z.enum(['offline', 'openai-compatible']);
export type TaskbreakerProviderName = z.infer<typeof taskbreakerProviderName>;

export const taskbreakerHealth = z.object({
  status: z.literal('ok'),
  provider: taskbreakerProviderName,
  model: z.string().optional(),
});
export type TaskbreakerHealth = z.infer<typeof taskbreakerHealth>;

/**
 * POST /taskbreaker/test: a tiny breakdown proving the provider answers; charged like any call.
 * `provider` is the planner that actually wrote the steps; `configured_provider` the one set up;
 * `fell_back` is true when the model's answer was unusable and the offline planner answered.
 */
export const taskbreakerTestResponse = breakDownResponse.extend({
  status: z.literal('ok'),
  provider: taskbreakerProviderName,
  configured_provider: taskbreakerProviderName,
  fell_back: z.boolean(),
});
export type TaskbreakerTestResponse = z.infer<typeof taskbreakerTestResponse>;
