import { describe, expect, it } from 'vitest';
import { providerFromConfig } from '../../src/ai';
import { plan } from '../../src/ai/offline-planner';
import type { BreakDownRequest, TaskBreakerProvider } from '../../src/ai/provider';
import { createTaskBreaker } from '../../src/ai/task-breaker';

/** A provider that answers with fixed steps and remembers what it was asked. */
function fixedProvider(steps: string[]) {
  const calls: BreakDownRequest[] = [];
  const provider: TaskBreakerProvider = {
    name: 'openai-compatible',
    model: 'fixed',
    breakDown: (request) => {
      calls.push(request);
      return Promise.resolve({
        steps,
        usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
      });
    },
  };
  return { provider, calls };
}

describe('providerFromConfig', () => {
  it('uses the offline planner when no base URL is set', () => {
    expect(providerFromConfig({}).name).toBe('offline');
    expect(providerFromConfig({ baseUrl: '  ', model: 'x' }).name).toBe('offline');
  });

  it('uses the OpenAI-compatible provider with a base URL and model', () => {
    const provider = providerFromConfig({ baseUrl: 'http://127.0.0.1:1/v1', model: 'llama3.2' });
    expect(provider.name).toBe('openai-compatible');
    expect(provider.model).toBe('llama3.2');
  });

  it('refuses a base URL without a model', () => {
    expect(() => providerFromConfig({ baseUrl: 'http://127.0.0.1:1/v1' })).toThrow(/AI_MODEL/);
  });
});

describe('task breaker', () => {
  it('with the offline planner: safe steps for the default age 7', async () => {
    const breaker = createTaskBreaker({ provider: providerFromConfig({}) });
    const result = await breaker.breakDown({ goal: 'Plant some seeds' });
    expect(result.provider).toBe('offline');
    expect(result.fellBack).toBe(false);
    const planned = plan('Plant some seeds', 7);
    expect(result.subtasks).toEqual(
      planned.steps.map((title, index) => ({ title, icon: planned.icons[index] })),
    );
    expect(new Set(planned.icons)).toContain('plant');
    expect(result.usage.totalTokens).toBeGreaterThan(0);
  });

  it('passes the child’s own age and context to the provider', async () => {
    const { provider, calls } = fixedProvider(['Get a book', 'Sit down', 'Read a page']);
    await createTaskBreaker({ provider }).breakDown({
      goal: 'Read',
      age: 4,
      additionalContext: 'Loves dinosaurs',
    });
    expect(calls[0]).toMatchObject({ goal: 'Read', age: 4, additionalContext: 'Loves dinosaurs' });
  });

  it('uses the given fallback when fewer than three steps are safe', async () => {
    const { provider } = fixedProvider([
      'Get a razor',
      'Read a page',
      'Read a page',
      'Call 0123 456 789',
    ]);
    const fallback = fixedProvider(['Find a book', 'Sit on the sofa', 'Read one page']);
    const result = await createTaskBreaker({ provider, fallback: fallback.provider }).breakDown({
      goal: 'Read',
    });
    // The fallback gave no pictures: each step gets the planner's for its words.
    expect(result.subtasks).toEqual([
      { title: 'Find a book', icon: 'book' },
      { title: 'Sit on the sofa', icon: 'book' },
      { title: 'Read one page', icon: 'book' },
    ]);
    expect(result.dropped).toBe(3);
    expect(result.usage.totalTokens).toBe(30);
  });

  it('gives a model’s step a grown-up when that makes it safe, in the asked language', async () => {
    const { provider } = fixedProvider([
      'Wasch die Äpfel',
      'Schneide die Äpfel mit dem Messer',
      'Leg sie auf einen Teller',
    ]);
    const result = await createTaskBreaker({ provider }).breakDown({
      goal: 'Apfelschnitze',
      language: 'de',
    });
    expect(result.fellBack).toBe(false);
    expect(result.subtasks.map((subtask) => subtask.title)).toEqual([
      'Wasch die Äpfel',
      'Schneide die Äpfel mit dem Messer mit einem Erwachsenen',
      'Leg sie auf einen Teller',
    ]);
  });

  it('never sends a model an e-mail address, phone number, street address or link', async () => {
    const { provider, calls } = fixedProvider(['Get a book', 'Sit down', 'Read a page']);
    await createTaskBreaker({ provider }).breakDown({
      goal: 'Write to grandma at nana.jones@example.com or call +44 20 7946 0958',
      additionalContext: 'We live at 12 Baker Street, see https://example.com/us',
    });
    expect(calls[0]?.goal).toBe('Write to grandma at or call');
    expect(calls[0]?.additionalContext).toBe('We live at , see');
  });

  it.each([
    ['Steck die Gabel in die Steckdose', 'de'],
    ['Lick the b\u0430ttery', 'en'],
    ['Put a plastic bag over your head', 'en'],
    ['電池をなめる', 'ja'],
    ['Cross the road alone', 'en'],
  ] as const)(
    'answers %j with the offline planner and never sends it to the model',
    async (goal, language) => {
      const { provider, calls } = fixedProvider(['Get a book', 'Sit down', 'Read a page']);
      const result = await createTaskBreaker({ provider }).breakDown({ goal, language });
      expect(calls).toEqual([]);
      expect(result).toMatchObject({ provider: 'offline', fellBack: true, dropped: 0 });
      expect(result.subtasks.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('keeps a goal that is fine with a grown-up for the model', async () => {
    const { provider, calls } = fixedProvider([
      'Wash the apples',
      'Cut them with a grown-up',
      'Eat',
    ]);
    await createTaskBreaker({ provider }).breakDown({ goal: 'Cut an apple with a knife' });
    expect(calls[0]?.goal).toBe('Cut an apple with a knife');
  });
});
