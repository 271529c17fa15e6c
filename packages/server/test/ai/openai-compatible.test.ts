import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAICompatibleProvider } from '../../src/ai/openai-compatible';
import { plan } from '../../src/ai/offline-planner';
import { ProviderError } from '../../src/ai/provider';
import { createTaskBreaker } from '../../src/ai/task-breaker';
import { DEFAULT_ADDITIONAL_CONTEXT, taskIconKeys } from '@taskboard/contract';
import { startOpenAITestServer, type OpenAITestServer } from './openai-test-server';

let server: OpenAITestServer;
beforeAll(async () => {
  server = await startOpenAITestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.authorizations.length = 0;
});

const request = { goal: 'Tidy my room', age: 6, additionalContext: 'We have two cats.' };
/** The model's JSON; a plain string is a step without an icon. */
const answer = (steps: readonly unknown[]) =>
  JSON.stringify({
    steps: steps.map((step) => (typeof step === 'string' ? { title: step } : step)),
  });
const provider = (timeoutMs = 5_000) =>
  createOpenAICompatibleProvider({
    baseUrl: server.baseUrl,
    apiKey: 'test-key',
    model: 'tiny-model',
    timeoutMs,
  });

/** The call's rejection, which must be a ProviderError. */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('OpenAI-compatible provider against a real HTTP endpoint', () => {
  it('sends the goal, age and context with a JSON schema, and returns steps and usage', async () => {
    const steps = ['Put the toys in the box', 'Make your bed', 'Put books on the shelf'];
    server.reply({
      status: 200,
      content: answer([
        { title: steps[0], icon: 'toy-box' },
        { title: steps[1], icon: 'bed' },
        { title: steps[2], icon: 'bookshelf' },
      ]),
      usage: { prompt_tokens: 180, completion_tokens: 25 },
    });

    const result = await provider().breakDown(request);

    // A picture that is not one of ours is not passed on.
    expect(result).toEqual({
      steps,
      icons: ['toy-box', 'bed', undefined],
      usage: { inputTokens: 180, outputTokens: 25, totalTokens: 205 },
    });
    expect(server.requests).toHaveLength(1);
    expect(server.authorizations[0]).toBe('Bearer test-key');
    const body = server.requests[0] as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { schema: unknown } };
    };
    expect(body.model).toBe('tiny-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema).toMatchObject({
      properties: {
        steps: {
          type: 'array',
          minItems: 3,
          maxItems: 7,
          items: { properties: { icon: { enum: [...taskIconKeys] } }, required: ['title', 'icon'] },
        },
      },
    });
    const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
    expect(user).toContain('Goal: Tidy my room');
    expect(user).toContain("Child's age: 6");
    expect(user).toContain('Family notes: We have two cats.');
    const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(system).toMatch(/3 and 7 steps/);
    expect(system).toContain('toothbrush, bath, soap');
  });

  it('asks a 3-year-old’s plan to be shorter than a 10-year-old’s', async () => {
    server.reply({ status: 200, content: answer(['Pick up toys', 'Find the box', 'Put them in']) });
    await provider().breakDown({ ...request, age: 3 });
    await provider().breakDown({ ...request, age: 10 });
    const prompts = server.requests.map(
      (body) => (body as { messages: { content: string }[] }).messages.at(-1)?.content ?? '',
    );
    expect(prompts[0]).toContain('3 or 4 steps');
    expect(prompts[1]).toContain('5 to 7 steps');
  });

  it.each([
    ['too few steps', answer(['Make your bed'])],
    ['too many steps', answer(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((x) => `Step ${x}`))],
    ['a step that is not text', answer(['Make your bed', 42, 'Fluff the pillow'])],
    ['an empty step', answer(['Make your bed', '  ', 'Fluff the pillow'])],
    ['the wrong field', JSON.stringify({ tasks: ['Make your bed', 'Fluff', 'Sweep'] })],
    ['text that is not JSON', 'Sure! 1. Make your bed 2. Fluff the pillow'],
  ])('rejects %s with a ProviderError that still carries the usage', async (_, content) => {
    server.reply({ status: 200, content, usage: { prompt_tokens: 150, completion_tokens: 40 } });
    const error = await failure(provider().breakDown(request));
    expect(error.kind).toBe('invalid-output');
    expect(error.usage).toEqual({ inputTokens: 150, outputTokens: 40, totalTokens: 190 });
    expect(error.usageEstimated).toBe(false);
    expect(error.message).toBe('The AI answered in a way we could not use. Please try again.');
  });

  it('gives up after its timeout when the server never answers, charging the prompt', async () => {
    server.reply('hang');
    const error = await failure(provider(300).breakDown(request));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The AI took too long to answer. Please try again.');
    expect(error.usageEstimated).toBe(true);
    expect(error.usage.inputTokens).toBeGreaterThan(0);
    expect(error.usage.totalTokens).toBe(error.usage.inputTokens);
  });

  it('reports a cancelled call as aborted, not as a timeout', async () => {
    server.reply('hang');
    const controller = new AbortController();
    const call = provider().breakDown({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(call);
    expect(error.kind).toBe('aborted');
  });

  it('turns an HTTP 500 into a ProviderError with a message safe to show, without retrying', async () => {
    server.reply({ status: 500, error: 'internal failure at http://10.0.0.3/secret' });
    const error = await failure(provider().breakDown(request));
    expect(error.kind).toBe('http');
    expect(error.message).toBe(
      'The AI service is not available right now (status 500). Please try again later.',
    );
    expect(error.message).not.toContain('http://');
    expect(error.usage.totalTokens).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(1);
  });

  it('reports an unreachable server as a network failure', async () => {
    const closed = await startOpenAITestServer();
    await closed.close();
    const unreachable = createOpenAICompatibleProvider({ baseUrl: closed.baseUrl, model: 'm' });
    const error = await failure(unreachable.breakDown(request));
    expect(error.kind).toBe('network');
  });
});

describe('task breaker with the OpenAI-compatible provider', () => {
  it('filters unsafe and messy steps from the model before they reach a child', async () => {
    server.reply({
      status: 200,
      content: answer([
        { title: '1. Put the toys in the box.', icon: 'toy-box' },
        { title: '2. Plug the lamp into the socket', icon: 'house' },
        { title: '3. **Make** your bed', icon: 'rocket' },
        { title: '4. Ask a stranger to help', icon: 'friends' },
        '5. Put books on the shelf',
      ]),
      usage: { prompt_tokens: 100, completion_tokens: 50 },
    });
    const breaker = createTaskBreaker({ provider: provider() });
    const result = await breaker.breakDown({ goal: 'Tidy my room', age: 6 });
    expect(result).toEqual({
      // The model's picture is kept; an unknown or missing one comes from the planner's mapping.
      subtasks: [
        { title: 'Put the toys in the box', icon: 'toy-box' },
        { title: 'Make your bed', icon: 'bed' },
        { title: 'Put books on the shelf', icon: 'book' },
      ],
      usage: { inputTokens: 100, outputTokens: 50, totalTokens: 150 },
      provider: 'openai-compatible',
      fellBack: false,
      dropped: 2,
    });
  });

  it('falls back to the offline planner when too few safe steps remain, charging both', async () => {
    server.reply({
      status: 200,
      content: answer([
        'Strike a match for the candles',
        'Cut the cake with a razor',
        'Visit www.party.example.com',
        'Sing a song',
      ]),
      usage: { prompt_tokens: 100, completion_tokens: 50 },
    });
    const breaker = createTaskBreaker({ provider: provider() });
    const result = await breaker.breakDown({ goal: 'Help bake a cake', age: 4 });
    expect(result.provider).toBe('offline');
    expect(result.fellBack).toBe(true);
    expect(result.dropped).toBe(3);
    const planned = plan('Help bake a cake', 4);
    expect(result.subtasks).toEqual(
      planned.steps.map((title, index) => ({ title, icon: planned.icons[index] })),
    );
    expect(result.usage.inputTokens).toBeGreaterThan(100);
    expect(result.usage.outputTokens).toBeGreaterThan(50);
    expect(result.usage.totalTokens).toBe(result.usage.inputTokens + result.usage.outputTokens);
  });

  it('applies the default age and context, and passes a ProviderError on', async () => {
    server.reply({ status: 500, error: 'down' });
    const breaker = createTaskBreaker({ provider: provider() });
    const error = await failure(
      breaker.breakDown({ goal: '  Read a book  ', additionalContext: ' ' }),
    );
    expect(error.kind).toBe('http');
    const user = (server.requests[0] as { messages: { content: string }[] }).messages.at(
      -1,
    )?.content;
    expect(user).toContain('Goal: Read a book\n');
    expect(user).toContain("Child's age: 7");
    expect(user).toContain(`Family notes: ${DEFAULT_ADDITIONAL_CONTEXT}`);
  });
});
