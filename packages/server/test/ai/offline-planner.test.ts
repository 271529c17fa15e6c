import { describe, expect, it } from 'vitest';
import {
  createOfflinePlanner,
  goalPhrase,
  matchTemplate,
  planSteps,
  stepCountForAge,
  templates,
} from '../../src/ai/offline-planner';
import { CHARS_PER_TOKEN } from '../../src/ai/provider';
import { filterSteps, MAX_STEP_LENGTH } from '../../src/ai/safety';

const AGES = [3, 4, 5, 6, 7, 8, 9, 12, 40, 120];
const averageLength = (steps: string[]) =>
  steps.reduce((sum, step) => sum + step.length, 0) / steps.length;

const sampleGoals: [string, string][] = [
  ['Tidy my room', 'tidying'],
  ['Clean up the toys', 'tidying'],
  ['Brush my teeth', 'teeth'],
  ['Wash my hands before dinner', 'handwashing'],
  ['Have a bath', 'bath'],
  ['Get dressed for school', 'getting-dressed'],
  ['Read a book', 'reading'],
  ['Draw a dinosaur', 'crafts'],
  ['Help bake cookies', 'cooking'],
  ['Plant sunflower seeds', 'gardening'],
  ['Pack my bag for the sleepover', 'packing'],
  ['Learn a new song', 'song'],
  ['Count to 20', 'learning'],
  ['Learn my letters', 'learning'],
  ['Feed the dog', 'pet'],
  ['Learn to ride my bike', 'riding'],
  ['Practise football', 'sports'],
  ['Make a card for Grandma', 'gift'],
  ['Build a sandcastle', 'generic'],
];

describe('offline planner: choosing a template', () => {
  it.each(sampleGoals)('%s → %s', (goal, template) => {
    expect(matchTemplate(goal)).toBe(template);
  });

  it('fills template words from the goal', () => {
    expect(planSteps('Feed my cat', 7)).toContain('Give your cat fresh water');
    expect(planSteps('Practise counting', 7)).toContain('Say a few numbers out loud');
    expect(planSteps('Learn the alphabet', 7)).toContain('Write or trace the letters on paper');
  });
});

describe('offline planner: steps for every template and age', () => {
  it('has a sample goal for every template', () => {
    const sampled = new Set(sampleGoals.map(([, template]) => template));
    for (const template of templates) expect(sampled, template.id).toContain(template.id);
  });

  it.each(sampleGoals.map(([goal]) => goal))(
    '"%s" gives 3–7 short, safe, distinct steps at every age',
    (goal) => {
      for (const age of AGES) {
        const steps = planSteps(goal, age);
        expect(steps.length).toBe(stepCountForAge(age));
        expect(steps.length).toBeGreaterThanOrEqual(3);
        expect(steps.length).toBeLessThanOrEqual(7);
        for (const step of steps) expect(step.length).toBeLessThanOrEqual(MAX_STEP_LENGTH);
        // The planner's own steps must pass the filter untouched.
        expect(filterSteps(steps)).toEqual({ steps, dropped: 0, reasons: [] });
      }
    },
  );

  it('every template has four steps for everyone and one more at 5, 6 and 9', () => {
    for (const template of templates) {
      const minAges = template.steps.map((step) => step.minAge ?? 0).sort();
      expect(minAges, template.id).toEqual([0, 0, 0, 0, 5, 6, 9]);
    }
  });
});

describe('offline planner: tuned to the age', () => {
  it('gives fewer steps to younger children', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 13].map(stepCountForAge)).toEqual([3, 4, 5, 6, 6, 6, 7, 7]);
  });

  it.each(['Tidy my room', 'Brush my teeth', 'Help bake a cake', 'Build a sandcastle'])(
    '"%s": shorter, simpler steps for a 3- or 4-year-old than for a 7-year-old',
    (goal) => {
      const little = planSteps(goal, 4);
      const older = planSteps(goal, 7);
      expect(little.length).toBeLessThan(older.length);
      expect(averageLength(little)).toBeLessThan(averageLength(older));
    },
  );

  it('uses the simple wording up to 4 and the full wording from 5', () => {
    expect(planSteps('Tidy my room', 4)[0]).toBe('Put toys in the box');
    expect(planSteps('Tidy my room', 5)[0]).toBe('Put the toys back in their boxes');
  });

  it('gives older children steps they do alone', () => {
    expect(planSteps('Learn to ride a bike', 9)).toContain('Ride a short loop all by yourself');
    expect(planSteps('Learn to ride a bike', 4)).not.toContain('Ride a short loop all by yourself');
  });
});

describe('offline planner: goals with no template', () => {
  it('uses the goal’s own words, spoken to the child', () => {
    const steps = planSteps('I want to build a den with my brother', 7);
    expect(steps[0]).toBe('Think about how to build a den with your brother');
    expect(steps[1]).toBe('Get everything you need to build a den with your brother');
  });

  it('reads a goal about behaviour as something to do, not a thing', () => {
    expect(planSteps('Be kind to my sister', 7)[0]).toBe(
      'Think about how to be kind to your sister',
    );
    expect(planSteps('Finish my puzzle', 7)[0]).toBe('Think about how to finish your puzzle');
  });

  it('treats a goal without a verb as a thing to work on', () => {
    expect(goalPhrase('Science project')).toBe('science project');
    expect(planSteps('Science project', 7)[1]).toBe(
      'Get everything you need for your science project',
    );
  });

  it('says "your goal" when the goal is too long or not safe to repeat', () => {
    const long = 'Build the biggest and most wonderful castle out of boxes in the whole street';
    expect(planSteps(long, 7)[1]).toBe('Get everything you need for your goal');
    expect(planSteps('Build a fire in the garden den', 7).join(' ')).not.toMatch(/fire/i);
  });
});

describe('offline planner as a provider', () => {
  it('reports token counts estimated from the goal it read and the steps it wrote', async () => {
    const planner = createOfflinePlanner();
    expect(planner.name).toBe('offline');
    expect(planner.model).toBeUndefined();
    const goal = 'Plant tomato seeds';
    const { steps, usage } = await planner.breakDown({ goal, age: 6, additionalContext: 'x' });
    expect(steps).toEqual(planSteps(goal, 6));
    expect(usage.inputTokens).toBe(Math.ceil(goal.length / CHARS_PER_TOKEN));
    expect(usage.outputTokens).toBe(Math.ceil(steps.join('\n').length / CHARS_PER_TOKEN));
    expect(usage.outputTokens).toBeGreaterThan(0);
    expect(usage.totalTokens).toBe(usage.inputTokens + usage.outputTokens);
  });

  it('costs more for a longer plan', async () => {
    const planner = createOfflinePlanner();
    const request = { goal: 'Tidy my room', additionalContext: 'x' };
    const little = await planner.breakDown({ ...request, age: 3 });
    const older = await planner.breakDown({ ...request, age: 10 });
    expect(older.usage.outputTokens).toBeGreaterThan(little.usage.outputTokens);
  });

  it('stops when the call is cancelled', async () => {
    const planner = createOfflinePlanner();
    const signal = AbortSignal.abort();
    await expect(
      planner.breakDown({ goal: 'Read a book', age: 7, additionalContext: 'x', signal }),
    ).rejects.toThrow();
  });
});
