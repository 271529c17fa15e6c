/**
 * The AI task breaker's provider layer. Routes build one TaskBreaker at start-up:
 *
 *   const taskBreaker = createTaskBreaker({ provider: providerFromConfig(config.ai) });
 *   const { subtasks, usage } = await taskBreaker.breakDown({ goal, age, additionalContext });
 *
 * and charge `usage.totalTokens` (or `error.usage.totalTokens` of a ProviderError) to the user.
 */
import { createOfflinePlanner } from './offline-planner';
import { createOpenAICompatibleProvider } from './openai-compatible';
import type { TaskBreakerProvider } from './provider';

export interface AiConfig {
  /** AI_BASE_URL; unset or blank → the offline planner. */
  baseUrl?: string;
  /** AI_API_KEY; local servers such as Ollama need none. */
  apiKey?: string;
  /** AI_MODEL; required with baseUrl. */
  model?: string;
  timeoutMs?: number;
}

export function providerFromConfig({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
}: AiConfig): TaskBreakerProvider {
  if (!baseUrl?.trim()) return createOfflinePlanner();
  if (!model?.trim()) {
    throw new Error(
      'AI_MODEL must be set when AI_BASE_URL is set (for example AI_MODEL=gpt-4o-mini)',
    );
  }
  return createOpenAICompatibleProvider({ baseUrl, apiKey: apiKey || undefined, model, timeoutMs });
}

export { createOfflinePlanner, planSteps, plan, familyOf, FALLBACK } from './offline-planner';
export { PLANNER_LANGUAGES, type PlannerLanguage } from './text';
export {
  createOpenAICompatibleProvider,
  DEFAULT_TIMEOUT_MS,
  type OpenAICompatibleOptions,
} from './openai-compatible';
export {
  ProviderError,
  NO_TOKENS,
  type BreakDownRequest,
  type BreakDownResult,
  type ProviderErrorKind,
  type TaskBreakerProvider,
  type TokenCount,
} from './provider';
export {
  filterSteps,
  checkStep,
  MAX_STEPS,
  MIN_STEPS,
  MAX_STEP_LENGTH,
  type DropReason,
} from './safety';
export {
  createTaskBreaker,
  type TaskBreakdown,
  type TaskBreakdownRequest,
  type TaskBreaker,
} from './task-breaker';
