/**
 * The task breaker as the routes use it: defaults from spec §9, the provider's steps through the
 * child-safety filter, and the offline planner when too few safe steps are left.
 */
import {
  DEFAULT_ADDITIONAL_CONTEXT,
  DEFAULT_CHILD_AGE,
  isTaskIconKey,
  type TaskbreakerProviderName,
  type TaskIconKey,
} from '@taskboard/contract';
import { createOfflinePlanner, FALLBACK, plan } from './offline-planner';
import {
  addTokens,
  NO_TOKENS,
  type BreakDownResult,
  type TaskBreakerProvider,
  type TokenCount,
} from './provider';
import { filterSteps, MIN_STEPS, textForModel, type SafetyResult } from './safety';
import { stepIcon } from './step-icons';
import type { PlannerLanguage } from './text';

export interface TaskBreakdownRequest {
  goal: string;
  /** The child's age; DEFAULT_CHILD_AGE (7) when the user has none. */
  age?: number;
  /** DEFAULT_ADDITIONAL_CONTEXT when missing or blank. */
  additionalContext?: string;
  /** The language the family reads; see BreakDownRequest.language. */
  language?: PlannerLanguage;
  signal?: AbortSignal;
}

export interface TaskBreakdown {
  /** Safe steps in order, 3–7 of them, each with its picture, ready to become tasks. */
  subtasks: { title: string; icon: TaskIconKey }[];
  /** Everything this breakdown cost, fallback included: charge all of it to the user. */
  usage: TokenCount;
  /** Who wrote the steps that were kept. */
  provider: TaskbreakerProviderName;
  /** True when the provider's steps were replaced by the fallback's. */
  fellBack: boolean;
  /** Steps the safety filter removed from the provider's answer. */
  dropped: number;
}

export interface TaskBreaker {
  readonly provider: TaskBreakerProvider;
  /** Throws the provider's ProviderError (with its usage) when the call itself fails. */
  breakDown(request: TaskBreakdownRequest): Promise<TaskBreakdown>;
}

export function createTaskBreaker({
  provider,
  fallback = createOfflinePlanner(),
}: {
  provider: TaskBreakerProvider;
  fallback?: TaskBreakerProvider;
}): TaskBreaker {
  async function breakDown(request: TaskBreakdownRequest): Promise<TaskBreakdown> {
    const call = {
      goal: request.goal.trim(),
      age: request.age ?? DEFAULT_CHILD_AGE,
      additionalContext: request.additionalContext?.trim() || DEFAULT_ADDITIONAL_CONTEXT,
      language: request.language,
      signal: request.signal,
    };
    // The planner's picture for a step whose own is missing or not one of ours.
    const goalFamily = () => {
      const { family } = plan(call.goal, call.age, call.language);
      return family === FALLBACK ? undefined : family;
    };
    const withIcons = (result: BreakDownResult, kept: SafetyResult) =>
      kept.steps.map((title, index) => {
        const suggested = result.icons?.[kept.sources[index] ?? -1];
        return {
          title,
          icon: isTaskIconKey(suggested) ? suggested : stepIcon(title, call.language, goalFamily()),
        };
      });
    /** The offline planner always has a plan; `spent` is what the provider already cost. */
    const fromFallback = async (spent: TokenCount, dropped: number): Promise<TaskBreakdown> => {
      const planned = await fallback.breakDown(call);
      return {
        subtasks: withIcons(planned, filterSteps(planned.steps, call.language)),
        usage: addTokens(spent, planned.usage),
        provider: fallback.name,
        fellBack: true,
        dropped,
      };
    };

    // What leaves the machine is checked as carefully as what comes back.
    let asked = call;
    if (provider.name !== 'offline') {
      const goal = textForModel(call.goal);
      const context = textForModel(call.additionalContext);
      if (!goal.ok || !context.ok || !/\p{L}/u.test(goal.text)) {
        return fromFallback(NO_TOKENS, 0);
      }
      asked = {
        ...call,
        goal: goal.text,
        additionalContext: context.text || DEFAULT_ADDITIONAL_CONTEXT,
      };
    }
    const answer = await provider.breakDown(asked);
    const safe = filterSteps(answer.steps, call.language);
    if (safe.steps.length >= MIN_STEPS) {
      return {
        subtasks: withIcons(answer, safe),
        usage: answer.usage,
        provider: provider.name,
        fellBack: false,
        dropped: safe.dropped,
      };
    }
    // Too little survived the filter to be a useful plan.
    return fromFallback(answer.usage, safe.dropped);
  }

  return { provider, breakDown };
}
