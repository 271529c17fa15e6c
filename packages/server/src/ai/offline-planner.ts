/**
 * The built-in offline planner: a rule-based planner, not a model. It needs no network and no
 * key, and it is what the task breaker uses when no AI_BASE_URL is configured, or when a model's
 * answer leaves too few safe steps.
 *
 * How it works:
 * 1. The answer's language is the one asked for, else the goal's own when its writing gives it
 *    away (Japanese kana, Chinese characters, Spanish/French/German words) or when only another
 *    language's words match it, else English.
 * 2. The goal is scored against the goal-family library (library/): stems, synonyms and phrases
 *    of that language first, then of the others, so "Lego-Turm bauen" asked for in English still
 *    finds the building family and answers in English. The best family at or above the
 *    threshold gives the plan.
 * 3. Below the threshold, the language's fallback builds a plan from the goal's own verb and
 *    object ("Plan how to build a sandcastle", "Show someone the sandcastle").
 * 4. The age picks the steps: 3–4 years the four short core steps; 5 years one more; 6 and up
 *    all of them (at most 7).
 * 5. Each step gets a picture (step-icons.ts): what the step names, else the family's.
 * 6. Token counts are an estimate, not a tokenizer: ~4 characters per token (CHARS_PER_TOKEN) of
 *    the goal it read and of the steps it wrote, one per line. The additional context is unused.
 */
import type { TaskIconKey } from '@taskboard/contract';
import { familyIds, languagePacks, type FamilyId, type LanguagePack } from './library';
import { matchFamily } from './matcher';
import {
  estimateTokens,
  type BreakDownRequest,
  type BreakDownResult,
  type TaskBreakerProvider,
} from './provider';
import { isSafeText, MAX_STEPS } from './safety';
import { stepIcon } from './step-icons';
import { detectLanguage, PLANNER_LANGUAGES, type PlannerLanguage } from './text';

/** Children up to this age get the four short core steps only. */
export const YOUNG_MAX_AGE = 4;
export const FALLBACK = 'fallback';

const EXTRA_MARK = '+';

/** The steps of a marked list ("+" = older children only) a child of this age gets. */
export function stepsForAge(marked: readonly string[], age: number): string[] {
  if (age <= YOUNG_MAX_AGE) {
    return marked.filter((step) => !step.startsWith(EXTRA_MARK)).slice(0, 4);
  }
  let extras = age === 5 ? 1 : Number.POSITIVE_INFINITY;
  const steps: string[] = [];
  for (const step of marked) {
    if (!step.startsWith(EXTRA_MARK)) steps.push(step);
    else if (extras-- > 0) steps.push(step.slice(EXTRA_MARK.length));
  }
  return steps.slice(0, MAX_STEPS);
}

const available = (language: PlannerLanguage | undefined) =>
  language && languagePacks[language] ? language : undefined;

/** The language the plan is written in. */
export function answerLanguage(goal: string, asked?: PlannerLanguage): PlannerLanguage {
  return available(asked) ?? available(detectLanguage(goal)) ?? 'en';
}

export interface Plan {
  steps: string[];
  /** One picture per step, in the same order. */
  icons: TaskIconKey[];
  /** The family used, or FALLBACK when no family reached the threshold. */
  family: FamilyId | typeof FALLBACK;
  language: PlannerLanguage;
}

/** The plan for a goal at an age: 3–7 short steps in the asked (or the goal's) language. */
export function plan(goal: string, age: number, language?: PlannerLanguage): Plan {
  const answerIn = answerLanguage(goal, language);
  const pack = languagePacks[answerIn] as LanguagePack<FamilyId>;
  const detected = available(detectLanguage(goal));
  const order = [answerIn, ...(detected ? [detected] : []), ...PLANNER_LANGUAGES]
    .filter((code, index, all) => all.indexOf(code) === index)
    .map((code) => languagePacks[code])
    .filter((candidate): candidate is LanguagePack<FamilyId> => candidate !== undefined);
  const match = matchFamily(goal, order);
  if (match) {
    // Nobody said which language, and the goal's words were another language's: answer in it.
    const replyIn = !language && !detected ? match.matchedIn : answerIn;
    const replyPack = languagePacks[replyIn] ?? pack;
    const steps = stepsForAge(replyPack.families[match.family].steps, age);
    return {
      steps,
      icons: steps.map((step) => stepIcon(step, replyPack.language, match.family)),
      family: match.family,
      language: replyPack.language,
    };
  }
  // The goal's own words are repeated only when they would pass the safety filter themselves.
  const young = age <= YOUNG_MAX_AGE;
  const marked = pack.fallback(isSafeText(goal) ? goal : '', young);
  const steps = stepsForAge(marked, age);
  return {
    steps,
    icons: steps.map((step) => stepIcon(step, answerIn, undefined)),
    family: FALLBACK,
    language: answerIn,
  };
}

export const planSteps = (goal: string, age: number, language?: PlannerLanguage): string[] =>
  plan(goal, age, language).steps;

/** Which family a goal uses, or FALLBACK. */
export const familyOf = (goal: string, language?: PlannerLanguage) =>
  plan(goal, 7, language).family;

export { familyIds };

export function createOfflinePlanner(): TaskBreakerProvider {
  return {
    name: 'offline',
    // async so a cancelled call rejects like a network provider's would, rather than throwing.
    async breakDown({ goal, age, language, signal }: BreakDownRequest): Promise<BreakDownResult> {
      signal?.throwIfAborted();
      const { steps, icons } = plan(goal, age, language);
      const inputTokens = estimateTokens(goal);
      const outputTokens = estimateTokens(steps.join('\n'));
      return {
        steps,
        icons,
        usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      };
    },
  };
}
