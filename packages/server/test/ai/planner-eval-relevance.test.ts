import { describe, expect, it } from 'vitest';
import { languagePacks } from '../../src/ai/library';
import { stepsForAge } from '../../src/ai/offline-planner';
import { PLANNER_LANGUAGES, type PlannerLanguage } from '../../src/ai/text';
import { evaluationSets } from './planner-eval';
import { goalSays, isRelevant, mentionsBeyondGoal, names } from './planner-eval/relevance';

// The evaluation's relevance check (planner-eval/relevance.ts): a plan counts only when it names
// something a relevant plan contains that the goal did not already say.

function evalCase(language: PlannerLanguage, goal: string): string {
  const found = evaluationSets[language]?.find(([caseGoal]) => caseGoal === goal);
  if (!found) throw new Error(`no evaluation case for “${goal}” (${language})`);
  return found[1];
}

const familySteps = (family: string) => {
  const families = languagePacks.en?.families as Record<string, { steps: readonly string[] }>;
  const steps = families[family]?.steps;
  if (!steps) throw new Error(`no family ${family}`);
  return stepsForAge(steps, 7);
};

describe('planner evaluation: what counts as relevant', () => {
  it('rejects a plan that only says the goal back', () => {
    const goal = 'Say sorry to my sister';
    const mentions = evalCase('en', goal);
    const echo = [
      'Get ready to say sorry to your sister',
      'Say sorry',
      'Sorry, sister!',
      'Say it to your sister again',
    ];
    expect(isRelevant(goal, echo, mentions, 'en')).toBe(false);
    // Even with lists that name the goal's own words, as the set once did.
    expect(isRelevant(goal, echo, 'sorry', 'en')).toBe(false);
    expect(isRelevant('Eat more vegetables', ['Eat more vegetables'], 'vegetable', 'en')).toBe(
      false,
    );
    expect(isRelevant('Zähne putzen', ['Zähne putzen', 'Die Zähne'], 'zahn|zahne', 'de')).toBe(
      false,
    );
    expect(isRelevant('跟妹妹道歉', ['跟妹妹道歉'], '道歉', 'zh')).toBe(false);
    // The check itself would accept "sorry" for a goal that does not say it.
    expect(
      isRelevant('Apologise to my friend', echo, evalCase('en', 'Apologise to my friend'), 'en'),
    ).toBe(true);
  });

  it('treats every form of a goal word as the goal word', () => {
    expect(goalSays('Water the plants', 'watering', 'en')).toBe(true);
    expect(goalSays('Talk about my feelings', 'feel', 'en')).toBe(true);
    expect(goalSays('Tie my shoelaces', 'shoelace', 'en')).toBe(true);
    expect(goalSays('Water the plants', 'watering can', 'en')).toBe(false);
    expect(goalSays('Mit Wasserfarben malen', 'Farbe', 'de')).toBe(true);
    expect(goalSays('给花浇水', '浇水', 'zh')).toBe(true);
    expect(mentionsBeyondGoal('Say sorry when I hurt someone', 'sorry|hug', 'en')).toEqual(['hug']);
  });

  it('finds a word in any of its forms, a German word at the end of a glued word', () => {
    expect(names('Cross the two laces', 'lace', 'en')).toBe(true);
    expect(names('Make a bunny-ear loop', 'bunny ears', 'en')).toBe(true);
    expect(names('Die Schnürsenkel kreuzen', 'Senkel', 'de')).toBe(true);
    expect(names('Teller hinstellen', 'Teller', 'de')).toBe(true);
    expect(names('Alles hinstellen', 'Teller', 'de')).toBe(false);
    expect(names('把喷壶装一半水', '喷壶', 'zh')).toBe(true);
    expect(names('bowl of soup', 'bow', 'en')).toBe(false);
  });

  it('every case of the set lists a word beyond its goal, and saying the goal back never passes', () => {
    const problems: string[] = [];
    for (const language of PLANNER_LANGUAGES) {
      const pack = languagePacks[language];
      for (const [goal, mentions] of evaluationSets[language] ?? []) {
        if (mentionsBeyondGoal(goal, mentions, language).length === 0) {
          problems.push(`${language}: “${goal}” lists nothing beyond its own words`);
        }
        if (isRelevant(goal, [goal], mentions, language)) {
          problems.push(`${language}: “${goal}” passes when said back`);
        }
        // The planner's own fallback only has the goal's words and general advice.
        const fallback = stepsForAge(pack?.fallback(goal, false) ?? [], 7);
        if (isRelevant(goal, fallback, mentions, language)) {
          problems.push(`${language}: “${goal}” passes with the fallback ${fallback.join(' / ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // The answers the issue reported, and the library's plans for those wrong goals.
  it.each([
    [
      'Learn to tie my shoes',
      ['Put on your underwear', 'Pull on your socks', 'Put on your trousers', 'Do up your buttons'],
      'get-dressed',
    ],
    [
      'Water the plants',
      [
        'Fill a pot with soil',
        'Poke a hole with your finger',
        'Drop a seed in',
        'Cover it with soil',
      ],
      'plant-seeds',
    ],
    [
      'Build a Lego tower',
      ['Put on an apron', 'Get out your paints', 'Dip your brush in the paint', 'Paint a picture'],
      'painting',
    ],
    [
      'Learn to swim',
      ['Put on your sports shoes', 'Do ten jumps', 'Stretch your arms up high', 'Run on the spot'],
      'running',
    ],
  ])('rejects the known bad answer to “%s”', (goal, badAnswer, wrongFamily) => {
    const mentions = evalCase('en', goal);
    expect(isRelevant(goal, badAnswer, mentions, 'en')).toBe(false);
    expect(isRelevant(goal, familySteps(wrongFamily), mentions, 'en')).toBe(false);
  });

  it.each([
    ['Learn to tie my shoes', 'tie-shoes'],
    ['Water the plants', 'water-plants'],
    ['Build a Lego tower', 'lego-build'],
    ['Learn to swim', 'learn-swim'],
  ])('accepts the right family’s plan for “%s”', (goal, family) => {
    expect(isRelevant(goal, familySteps(family), evalCase('en', goal), 'en')).toBe(true);
  });
});
