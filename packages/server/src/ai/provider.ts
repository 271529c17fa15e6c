import type { TaskbreakerProviderName } from '@taskboard/contract';
import type { PlannerLanguage } from './text';

/** What one call to a provider cost, in tokens, as the daily allowance counts them. */
export interface TokenCount {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export const NO_TOKENS: TokenCount = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

export const addTokens = (a: TokenCount, b: TokenCount): TokenCount => ({
  inputTokens: a.inputTokens + b.inputTokens,
  outputTokens: a.outputTokens + b.outputTokens,
  totalTokens: a.totalTokens + b.totalTokens,
});

export interface BreakDownRequest {
  /** The goal's title, already trimmed and validated (1–200 characters). */
  goal: string;
  /** The child's age in years (3–120); the caller applies DEFAULT_CHILD_AGE. */
  age: number;
  /** Free text from the family; the caller applies DEFAULT_ADDITIONAL_CONTEXT. */
  additionalContext: string;
  /** The language to answer in; undefined lets the planner read it from the goal (else English). */
  language?: PlannerLanguage;
  /** Cancels the call, e.g. when the client goes away. */
  signal?: AbortSignal;
}

export interface BreakDownResult {
  /** Raw steps as the provider produced them, before the child-safety filter. */
  steps: string[];
  /**
   * The picture suggested for each step, same order; a missing or unknown one is filled in from
   * the planner's mapping (step-icons.ts).
   */
  icons?: readonly (string | undefined)[];
  usage: TokenCount;
}

/** Anything that can turn a goal into steps: the offline planner or a model behind an API. */
export interface TaskBreakerProvider {
  readonly name: TaskbreakerProviderName;
  /** The model id, for providers that call one. */
  readonly model?: string;
  breakDown(request: BreakDownRequest): Promise<BreakDownResult>;
}

export type ProviderErrorKind = 'timeout' | 'aborted' | 'http' | 'network' | 'invalid-output';

/**
 * A provider call that failed. It still carries what the call cost, so the allowance is charged
 * for failed calls too (otherwise retrying a failing call would be free), and a message that is
 * safe to show a child's family: no URLs, keys or raw model text.
 */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly usage: TokenCount;
  /** True when the provider reported no usage and `usage` is this module's estimate. */
  readonly usageEstimated: boolean;

  constructor(options: {
    kind: ProviderErrorKind;
    message: string;
    usage: TokenCount;
    usageEstimated: boolean;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ProviderError';
    this.kind = options.kind;
    this.usage = options.usage;
    this.usageEstimated = options.usageEstimated;
  }
}

/**
 * The documented estimate used wherever no tokenizer is at hand (the offline planner, and failed
 * calls whose provider reported nothing): about 4 characters of English text per token.
 */
export const CHARS_PER_TOKEN = 4;

export const estimateTokens = (text: string): number =>
  text.length === 0 ? 0 : Math.ceil(text.length / CHARS_PER_TOKEN);
