import {
  DEFAULT_ADDITIONAL_CONTEXT,
  usageHistoryResponse,
  type TokenUsage,
} from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysEndingWith, dayIn } from '../src/services/taskbreaker-service';
import { startOpenAITestServer, type OpenAITestServer } from './ai/openai-test-server';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  verifyEmail,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

const today = () => dayIn(new Date(), 'UTC');
/** The picture the test model suggests for a step (a star for any other). */
const pictures: Record<string, string> = {
  'Put the toys in the box': 'toy-box',
  'Make your bed': 'bed',
  'Put books on the shelf': 'book',
};
const pictureOf = (title: string) => pictures[title] ?? 'star';
/** The model's JSON answer: each step with its title and the picture it suggests. */
const steps = (...titles: string[]) =>
  JSON.stringify({ steps: titles.map((title) => ({ title, icon: pictureOf(title) })) });
const goodSteps = steps('Put the toys in the box', 'Make your bed', 'Put books on the shelf');
/** What the test server reports for one good answer. */
const CALL = { prompt_tokens: 180, completion_tokens: 25 };
const CALL_TOKENS = 205;

describe('usage days', () => {
  it('counts calendar days backwards across months and years', () => {
    expect(daysEndingWith('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysEndingWith('2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01']);
  });

  it("a user's day turns at their midnight", () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-11-22');
    expect(dayIn(instant, 'Europe/Berlin')).toBe('2026-11-23');
  });
});

describe.each(backends)('task breaker on %s', (backend) => {
  let server: OpenAITestServer;
  /** The model endpoint, with an allowance of a little over two calls. */
  let model: TestApp;
  /** The default offline planner. */
  let offline: TestApp;

  beforeAll(async () => {
    server = await startOpenAITestServer();
    model = await createTestApp(backend, {
      aiBaseUrl: server.baseUrl,
      aiApiKey: 'test-key',
      aiModel: 'tiny-model',
      aiDailyTokenLimit: 500,
    });
    offline = await createTestApp(backend);
  });
  afterAll(async () => {
    await model?.close();
    await offline?.close();
    await server?.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ status: 200, content: goodSteps, usage: CALL });
  });

  /** A verified parent: its family draws the whole daily allowance. */
  async function parent(t: TestApp) {
    const family = await register(t.app);
    await verifyEmail(t, family.email);
    const { token } = await login(t.app, family.email, family.password);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return { token, id: me.json<{ id: number }>().id, family };
  }

  const breakDown = (t: TestApp, token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/taskbreaker/break-down',
      headers: bearer(token),
      payload: payload as object,
    });
  const usage = async (t: TestApp, token: string) => {
    const response = await t.app.inject({ url: '/api/taskbreaker/usage', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<TokenUsage>();
  };

  it('GET /health is public and names the provider', async () => {
    const health = await model.app.inject({ url: '/api/taskbreaker/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'ok',
      provider: 'openai-compatible',
      model: 'tiny-model',
    });
    const planner = await offline.app.inject({ url: '/api/taskbreaker/health' });
    expect(planner.json()).toEqual({ status: 'ok', provider: 'offline' });
    expect(server.requests).toHaveLength(0);
  });

  it('every other task breaker route needs the bearer token', async () => {
    for (const [method, url] of [
      ['POST', '/api/taskbreaker/break-down'],
      ['POST', '/api/taskbreaker/test'],
      ['GET', '/api/taskbreaker/usage'],
      ['GET', '/api/taskbreaker/usage/history'],
    ] as const) {
      const response = await offline.app.inject({ method, url, payload: { goal: 'x' } });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(failureAnswer('Authentication required'));
    }
  });

  it('breaks a goal down with the offline planner by default, and charges it', async () => {
    const { token, id } = await parent(offline);
    const fresh = await usage(offline, token);
    expect(fresh).toEqual({
      user_id: id,
      date: today(),
      tokens_used: 0,
      tokens_remaining: 10_000,
      daily_limit: 10_000,
      requests_made: 0,
      usage_percentage: 0,
      limit_reached: false,
      own_tokens_used: 0,
      own_requests_made: 0,
      own_share_percentage: 0,
      own_daily_limit: 10_000,
      own_limit_reached: false,
      helper_share_percent: 50,
      reduced_until_verified: false,
    });
    const response = await breakDown(offline, token, { goal: 'Brush my teeth', age: 5 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.subtasks).toHaveLength(5);
    expect(body.subtasks[0]).toEqual({ title: expect.any(String), icon: expect.any(String) });
    expect(body.daily_tokens_used).toBeGreaterThan(0);
    expect(body.daily_tokens_used + body.daily_tokens_remaining).toBe(10_000);
    const after = await usage(offline, token);
    expect(after).toMatchObject({ tokens_used: body.daily_tokens_used, requests_made: 1 });
    expect(after.usage_percentage).toBe(Math.round(body.daily_tokens_used / 10) / 10);
  });

  it('refuses bad input with 422 and the reason, calling no model', async () => {
    const { token } = await parent(model);
    for (const [payload, detail] of [
      [{}, 'The goal is required'],
      [{ goal: '   ' }, 'The goal is required'],
      [{ goal: 'x'.repeat(201) }, 'The goal must be at most 200 characters long'],
      [{ goal: 'Swim', age: 2 }, 'The age must be at least 3'],
      [{ goal: 'Swim', age: 'six' }, 'The age must be a number'],
      [
        { goal: 'Swim', additional_context: 'x'.repeat(501) },
        'The additional context must be at most 500 characters long',
      ],
      [{ goal: 'Swim', language: 'it' }, 'The language must be one of en, es, fr, de, zh, ja'],
    ] as const) {
      const response = await breakDown(model, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toEqual(failureAnswer(detail));
    }
    expect(server.requests).toHaveLength(0);
    expect((await usage(model, token)).requests_made).toBe(0);
  });

  it("uses the user's age, else 7, and the spec's context unless one is given", async () => {
    const { token, family } = await parent(model);
    const ok = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(ok.statusCode, ok.body).toBe(200);
    const parentAge = new Date().getUTCFullYear() - family.birth_year;
    const first = JSON.stringify(server.requests[0]);
    expect(first).toContain(`Child's age: ${parentAge}`);
    expect(first).toContain(`Family notes: ${DEFAULT_ADDITIONAL_CONTEXT}`);

    // The primary child has no birth year of its own.
    const child = await login(model.app, `${family.username}_kid`, family.password);
    await breakDown(model, child.token, { goal: 'Tidy my room', additional_context: 'Two cats' });
    const second = JSON.stringify(server.requests[1]);
    expect(second).toContain("Child's age: 7");
    expect(second).toContain('Family notes: Two cats');
    await breakDown(model, child.token, { goal: 'Tidy my room', age: 11 });
    expect(JSON.stringify(server.requests[2])).toContain("Child's age: 11");
  });

  it('asks the model for the steps in the language sent, else the goal’s own', async () => {
    const { token } = await parent(model);
    expect(
      (await breakDown(model, token, { goal: 'Ranger ma chambre', language: 'fr' })).statusCode,
    ).toBe(200);
    expect(JSON.stringify(server.requests[0])).toContain('Write the steps in natural French');
    expect((await breakDown(model, token, { goal: 'Tidy my room' })).statusCode).toBe(200);
    expect(JSON.stringify(server.requests[1])).toContain(
      'Write the steps in the language of the goal',
    );

    // Without a language in the request, the one chosen in the user's settings.
    const saved = await model.app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'ja' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await breakDown(model, token, { goal: 'Tidy my room' })).statusCode).toBe(200);
    expect(JSON.stringify(server.requests[2])).toContain('Write the steps in natural Japanese');
  });

  it('answers with the safe steps and the day’s allowance after the call', async () => {
    const { token } = await parent(model);
    server.reply({
      status: 200,
      content: steps(
        'Put the toys in the box',
        'Open the box with a razor',
        'Make your bed',
        'Put books on the shelf',
      ),
      usage: CALL,
    });
    const response = await breakDown(model, token, { goal: 'Tidy my room', age: 6 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      subtasks: [
        { title: 'Put the toys in the box', icon: 'toy-box' },
        { title: 'Make your bed', icon: 'bed' },
        { title: 'Put books on the shelf', icon: 'book' },
      ],
      daily_tokens_used: CALL_TOKENS,
      daily_tokens_remaining: 500 - CALL_TOKENS,
      usage_percentage: 41,
    });
  });

  it('refuses with 429 once the day’s tokens are spent, before calling the model', async () => {
    const { token, id } = await parent(model);
    const answers = [];
    for (let call = 0; call < 3; call += 1) {
      const response = await breakDown(model, token, { goal: 'Tidy my room' });
      expect(response.statusCode, response.body).toBe(200);
      answers.push(response.json());
    }
    expect(answers.map((a) => [a.daily_tokens_used, a.daily_tokens_remaining])).toEqual([
      [205, 295],
      [410, 90],
      // The third call overshoots: the allowance shows it spent, limit = used + remaining.
      [500, 0],
    ]);
    expect(server.requests).toHaveLength(3);

    const refused = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      failureAnswer('Daily token limit exceeded. Please try again tomorrow.'),
    );
    const test = await model.app.inject({
      method: 'POST',
      url: '/api/taskbreaker/test',
      headers: bearer(token),
    });
    expect(test.statusCode).toBe(429);
    expect(server.requests).toHaveLength(3);
    expect(await usage(model, token)).toEqual({
      user_id: id,
      date: today(),
      tokens_used: 500,
      tokens_remaining: 0,
      daily_limit: 500,
      requests_made: 3,
      usage_percentage: 100,
      limit_reached: true,
      // The caller's own part keeps the real count.
      own_tokens_used: 3 * CALL_TOKENS,
      own_requests_made: 3,
      own_share_percentage: 100,
      own_daily_limit: 500,
      own_limit_reached: true,
      helper_share_percent: 50,
      reduced_until_verified: false,
    });
    // The real count is kept.
    const [row] = await queryRows<{ tokens_used: number }>(
      model.database,
      sql`select tokens_used from ai_usage where user_id = ${id}`,
    );
    expect(row?.tokens_used).toBe(3 * CALL_TOKENS);

    // Tomorrow (yesterday's row, as seen today) the allowance starts afresh.
    await model.database.db.execute(
      sql`update ai_usage set day = ${daysEndingWith(today(), 2)[0]} where user_id = ${id}`,
    );
    const nextDay = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().daily_tokens_used).toBe(CALL_TOKENS);
  });

  it('charges failed model calls and answers 502 with a message safe to show', async () => {
    const { token } = await parent(model);
    server.reply({ status: 500, error: 'internal: stack trace at /srv/model.py' });
    const failed = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(failed.statusCode).toBe(502);
    const detail = failed.json<{ detail: string }>().detail;
    expect(detail).toEqual(expect.any(String));
    expect(detail).not.toContain('/srv/model.py');
    expect(detail).not.toContain('127.0.0.1');
    const afterError = await usage(model, token);
    expect(afterError.requests_made).toBe(1);
    // No usage reported: the prompt it sent is charged (an estimate).
    expect(afterError.tokens_used).toBeGreaterThan(0);

    server.reply({
      status: 200,
      content: 'Sure! Here are some steps: tidy up.',
      usage: { prompt_tokens: 150, completion_tokens: 12 },
    });
    const malformed = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(malformed.statusCode).toBe(502);
    expect(malformed.json()).toEqual({
      detail: expect.any(String),
      message_id: 'helper.answerUnusable',
    });
    const afterMalformed = await usage(model, token);
    expect(afterMalformed.requests_made).toBe(2);
    // The caller's own count is the real one (tokens_used stops at the limit).
    expect(afterMalformed.own_tokens_used).toBe(afterError.own_tokens_used + 162);
  });

  it('POST /test runs a tiny breakdown and charges it', async () => {
    const { token } = await parent(model);
    const response = await model.app.inject({
      method: 'POST',
      url: '/api/taskbreaker/test',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      provider: 'openai-compatible',
      subtasks: expect.arrayContaining([{ title: 'Make your bed', icon: 'bed' }]),
      daily_tokens_used: CALL_TOKENS,
    });
    expect(response.json()).toMatchObject({
      configured_provider: 'openai-compatible',
      fell_back: false,
    });
    expect(JSON.stringify(server.requests[0])).toContain('Brush my teeth');
    expect((await usage(model, token)).requests_made).toBe(1);
  });

  it('POST /test names the offline planner when the model’s answer was unusable', async () => {
    const { token } = await parent(model);
    server.reply({
      status: 200,
      content: steps('Strike a match', 'Use the razor', 'Visit www.example.com'),
      usage: CALL,
    });
    const response = await model.app.inject({
      method: 'POST',
      url: '/api/taskbreaker/test',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      provider: 'offline',
      configured_provider: 'openai-compatible',
      fell_back: true,
    });
    expect(response.json().subtasks.length).toBeGreaterThanOrEqual(3);
  });

  it('lists usage per day, oldest first, days without calls included', async () => {
    const { token, id } = await parent(offline);
    const [fourDaysAgo] = daysEndingWith(today(), 5);
    await offline.database.db.execute(
      sql`insert into ai_usage (user_id, day, tokens_used, requests_made) values (${id}, ${fourDaysAgo}, 2500, 2), (${id}, '2020-01-01', 99, 1)`,
    );
    await breakDown(offline, token, { goal: 'Water the plants' });
    const spent = (await usage(offline, token)).tokens_used;

    const response = await offline.app.inject({
      url: '/api/taskbreaker/usage/history?days=5',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const history = response.json<{ user_id: number; days: Omit<TokenUsage, 'user_id'>[] }>();
    expect(history.user_id).toBe(id);
    expect(history.days.map((d) => d.date)).toEqual(daysEndingWith(today(), 5));
    expect(history.days.map((d) => d.tokens_used)).toEqual([2500, 0, 0, 0, spent]);
    expect(history.days[0]).toEqual({
      date: fourDaysAgo,
      tokens_used: 2500,
      tokens_remaining: 7500,
      daily_limit: 10_000,
      requests_made: 2,
      usage_percentage: 25,
      limit_reached: false,
      own_tokens_used: 2500,
      own_requests_made: 2,
      own_share_percentage: 100,
      own_daily_limit: 10_000,
      own_limit_reached: false,
      helper_share_percent: 50,
      reduced_until_verified: false,
    });

    const week = await offline.app.inject({
      url: '/api/taskbreaker/usage/history',
      headers: bearer(token),
    });
    expect(week.json<{ days: unknown[] }>().days).toHaveLength(7);
    for (const [query, detail] of [
      ['days=0', 'days must be at least 1'],
      ['days=91', 'days must be at most 90'],
      ['days=abc', 'days must be a number'],
    ]) {
      const bad = await offline.app.inject({
        url: `/api/taskbreaker/usage/history?${query}`,
        headers: bearer(token),
      });
      expect(bad.statusCode, query).toBe(422);
      expect(bad.json()).toEqual(failureAnswer(detail!));
    }
  });

  it("starts the allowance's day at midnight in the time zone chosen in Preferences", async () => {
    // 23:30 UTC on the 22nd is already the 23rd in Tokyo.
    const late = await createTestApp(backend, {}, { now: () => new Date('2026-11-22T23:30:00Z') });
    try {
      const { token, id } = await parent(late);
      await late.database.db.execute(
        sql`insert into ai_usage (user_id, day, tokens_used, requests_made) values (${id}, '2026-11-22', 300, 1)`,
      );
      expect(await usage(late, token)).toMatchObject({ date: '2026-11-22', tokens_used: 300 });
      const chosen = await late.app.inject({
        method: 'PUT',
        url: '/api/users/settings/preferences',
        headers: bearer(token),
        payload: { timezone: 'Asia/Tokyo' },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(await usage(late, token)).toMatchObject({ date: '2026-11-23', tokens_used: 0 });
    } finally {
      await late.close();
    }
  });

  it("a parent's history lists each family member's use and share; a child's does not", async () => {
    const { token, id, family } = await parent(offline);
    const accounts = await offline.app.inject({
      url: '/api/users/family-accounts',
      headers: bearer(token),
    });
    const members = accounts.json<{ family_accounts: { id: number; username: string }[] }>()
      .family_accounts;
    const child = members.find((member) => member.id !== id)!;
    const [sixDaysAgo, , , , , yesterday] = daysEndingWith(today(), 7);
    const eightDaysAgo = daysEndingWith(today(), 9)[0]!;
    await offline.database.db.execute(
      sql`insert into ai_usage (user_id, day, tokens_used, requests_made) values
        (${id}, ${sixDaysAgo}, 1000, 1),
        (${child.id}, ${yesterday}, 2000, 3),
        (${child.id}, ${today()}, 1000, 1),
        (${child.id}, ${eightDaysAgo}, 5000, 9)`,
    );

    const response = await offline.app.inject({
      url: '/api/taskbreaker/usage/history',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = usageHistoryResponse.parse(response.json());
    expect(history.members).toEqual([
      {
        user_id: id,
        username: family.username,
        account_type: 'PARENT',
        is_primary_child: false,
        tokens_used: 1000,
        requests_made: 1,
        share_percentage: 25,
        today_tokens_used: 0,
        today_limit: 10_000,
      },
      {
        user_id: child.id,
        username: child.username,
        account_type: 'CHILD',
        is_primary_child: true,
        tokens_used: 3000,
        requests_made: 4,
        share_percentage: 75,
        today_tokens_used: 1000,
        today_limit: 5_000,
      },
    ]);

    // Only the days asked for count, and another family's use never does.
    const other = await parent(offline);
    await offline.database.db.execute(
      sql`insert into ai_usage (user_id, day, tokens_used, requests_made) values (${other.id}, ${today()}, 2, 1)`,
    );
    const twoDays = await offline.app.inject({
      url: '/api/taskbreaker/usage/history?days=2',
      headers: bearer(token),
    });
    expect(
      usageHistoryResponse.parse(twoDays.json()).members?.map((m) => m.share_percentage),
    ).toEqual([0, 100]);

    const switched = await offline.app.inject({
      method: 'POST',
      url: '/api/users/switch-account',
      headers: bearer(token),
      payload: { target_username: child.username },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const childHistory = await offline.app.inject({
      url: '/api/taskbreaker/usage/history',
      headers: bearer(switched.json<{ token: string }>().token),
    });
    expect(childHistory.statusCode).toBe(200);
    const own = usageHistoryResponse.parse(childHistory.json());
    expect(own.user_id).toBe(child.id);
    expect(own.members).toBeUndefined();
    expect(own.days.map((day) => day.tokens_used).slice(-2)).toEqual([2000, 1000]);
    expect(own.days.map((day) => day.own_tokens_used).slice(-2)).toEqual([2000, 1000]);
  });

  it('the allowance belongs to the family: its children draw from the parent’s pot', async () => {
    const { token, family } = await parent(model);
    const accounts = await model.app.inject({
      url: '/api/users/family-accounts',
      headers: bearer(token),
    });
    const primary = accounts
      .json<{ family_accounts: { username: string; account_type: string }[] }>()
      .family_accounts.find((member) => member.account_type === 'CHILD')!;
    // A child logs in with its username and the parent's password.
    const logInAs = async (username: string) =>
      (await login(model.app, username, family.password)).token;
    const childToken = await logInAs(primary.username);

    // The child spends from the family's pot: the parent sees it spent, and its own part is 0.
    expect((await breakDown(model, childToken, { goal: 'Tidy my room' })).statusCode).toBe(200);
    const parentView = await usage(model, token);
    expect(parentView).toMatchObject({
      tokens_used: CALL_TOKENS,
      tokens_remaining: 500 - CALL_TOKENS,
      requests_made: 1,
      own_tokens_used: 0,
      own_share_percentage: 0,
    });
    expect(await usage(model, childToken)).toMatchObject({
      tokens_used: CALL_TOKENS,
      own_tokens_used: CALL_TOKENS,
      own_share_percentage: 100,
    });

    // The parent's call answers with the family's totals, and each sees its share.
    const parentCall = await breakDown(model, token, { goal: 'Tidy my room' });
    expect(parentCall.json()).toMatchObject({
      daily_tokens_used: 2 * CALL_TOKENS,
      daily_tokens_remaining: 500 - 2 * CALL_TOKENS,
    });
    expect((await usage(model, childToken)).own_share_percentage).toBe(50);
    expect((await breakDown(model, childToken, { goal: 'Tidy my room' })).statusCode).toBe(200);

    // A new child account brings no fresh allowance: the pot is spent for everyone.
    const newChild = `pot${Date.now().toString(36)}`;
    const created = await model.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(token),
      payload: {
        child_username: newChild,
        child_birth_year: 2020,
        parent_password: family.password,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const newChildToken = await logInAs(newChild);
    expect(await usage(model, newChildToken)).toMatchObject({
      tokens_used: 500,
      tokens_remaining: 0,
      limit_reached: true,
      own_tokens_used: 0,
    });
    for (const caller of [newChildToken, childToken, token]) {
      const refused = await breakDown(model, caller, { goal: 'Tidy my room' });
      expect(refused.statusCode).toBe(429);
    }
    expect(server.requests).toHaveLength(3);

    // Another family's pot is untouched.
    expect((await usage(model, (await parent(model)).token)).tokens_used).toBe(0);
  });

  it('rate limits model calls per user', async () => {
    const { token } = await parent(offline);
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) {
      statuses.push((await breakDown(offline, token, { goal: 'Feed the fish' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another user is not affected.
    const other = await parent(offline);
    expect((await breakDown(offline, other.token, { goal: 'Feed the fish' })).statusCode).toBe(200);
  });
});
