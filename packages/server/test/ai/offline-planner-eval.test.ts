import { describe, expect, it } from 'vitest';
import { languagePacks } from '../../src/ai/library';
import { PLANNER_LANGUAGES } from '../../src/ai/text';
import { evaluate, evaluationSets, RELEVANCE_THRESHOLD } from './planner-eval';

// The offline planner's relevance on the evaluation set (planner-eval/): a plan counts when its
// steps name something a relevant plan for that goal contains that the goal itself does not say
// (planner-eval-relevance.test.ts holds the check to that).
describe('offline planner: evaluation set', () => {
  it('answers in all six UI languages', () => {
    for (const language of PLANNER_LANGUAGES)
      expect(languagePacks[language], language).toBeDefined();
  });

  it('has at least 200 English goals and 30 in each other language', () => {
    expect(evaluationSets.en?.length).toBeGreaterThanOrEqual(200);
    for (const language of PLANNER_LANGUAGES) {
      expect(evaluationSets[language]?.length, language).toBeGreaterThanOrEqual(30);
    }
  });

  it.each(PLANNER_LANGUAGES)('%s: at least 90 % of plans are relevant', (language) => {
    const result = evaluate(language);
    const misses = result.misses.map((miss) => `${miss.goal} → ${miss.steps.join(' / ')}`);
    expect(result.relevance, misses.join('\n')).toBeGreaterThanOrEqual(RELEVANCE_THRESHOLD);
  });
});
