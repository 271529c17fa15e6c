import { usageHistoryResponse, type TokenUsage } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, taskbreakerMessages } from '../src/services/taskbreaker-service';
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

/** The allowance of the tests' families (AI_DAILY_TOKEN_LIMIT). */
const LIMIT = 10_000;
const today = () => dayIn(new Date(), 'UTC');

describe.each(backends)('the family helper allowance on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { aiDailyTokenLimit: LIMIT });
  });
  afterAll(async () => t?.close());

  /** A signed-up family: its parent and primary child signed in, the e-mail verified or not. */
  async function family({ verified }: { verified: boolean }) {
    const signedUp = await register(t.app);
    if (verified) await verifyEmail(t, signedUp.email);
    const parent = await login(t.app, signedUp.email, signedUp.password);
    const kid = await login(t.app, `${signedUp.username}_kid`, signedUp.password);
    return { ...signedUp, parent: parent.token, kid: kid.token };
  }

  async function addChild(f: Awaited<ReturnType<typeof family>>, name: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(f.parent),
      payload: { child_username: name, child_birth_year: 2016, parent_password: f.password },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (await login(t.app, name, f.password)).token;
  }

  const idOf = async (token: string) =>
    (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json<{ id: number }>()
      .id;

  /** `tokens` already used today by the account of `token`, as earlier calls would have left. */
  async function spent(token: string, tokens: number) {
    await t.database.db.execute(
      sql`insert into ai_usage (user_id, day, tokens_used, requests_made)
          values (${await idOf(token)}, ${today()}, ${tokens}, 1)`,
    );
  }

  const breakDown = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/taskbreaker/break-down',
      headers: bearer(token),
      payload: { goal: 'Tidy my room' },
    });
  const usage = async (token: string) =>
    (
      await t.app.inject({ url: '/api/taskbreaker/usage', headers: bearer(token) })
    ).json<TokenUsage>();
  const setShare = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/family/helper-share',
      headers: bearer(token),
      payload: payload as object,
    });
  const share = async (token: string) =>
    (await t.app.inject({ url: '/api/users/family/helper-share', headers: bearer(token) })).json<{
      percent: number;
    }>().percent;

  it('gives a family whose parent has not verified the e-mail a tenth of the allowance, and all of it once verified', async () => {
    const f = await family({ verified: false });
    expect(await usage(f.parent)).toMatchObject({
      daily_limit: LIMIT / 10,
      tokens_remaining: LIMIT / 10,
      reduced_until_verified: true,
    });
    await spent(f.parent, LIMIT / 10);
    const refused = await breakDown(f.parent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(failureAnswer(taskbreakerMessages.unverifiedLimitReached));
    expect(refused.json().detail).toMatch(/Verify the parent's e-mail address to use the rest/);
    // The children draw from the same reduced pot.
    expect((await breakDown(f.kid)).statusCode).toBe(429);

    await verifyEmail(t, f.email);
    expect(await usage(f.parent)).toMatchObject({
      daily_limit: LIMIT,
      tokens_used: LIMIT / 10,
      reduced_until_verified: false,
    });
    expect((await breakDown(f.parent)).statusCode).toBe(200);
  });

  it('lets each child use only its share, so three siblings cannot spend the parent’s pot', async () => {
    const f = await family({ verified: true });
    const second = await addChild(f, `s${Date.now().toString(36)}a`);
    const third = await addChild(f, `s${Date.now().toString(36)}b`);
    const siblings = [f.kid, second, third];

    // Half the pot each by default.
    expect(await share(f.kid)).toBe(50);
    expect(await usage(f.kid)).toMatchObject({
      own_daily_limit: LIMIT / 2,
      helper_share_percent: 50,
      own_limit_reached: false,
    });

    const changed = await setShare(f.parent, { percent: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ percent: 30 });
    expect(await share(second)).toBe(30);

    // Each sibling has used its 30 %: 9,000 tokens together, as on the day they locked the parent out.
    for (const sibling of siblings) await spent(sibling, 3_000);
    for (const sibling of siblings) {
      expect(await usage(sibling)).toMatchObject({
        own_tokens_used: 3_000,
        own_daily_limit: 3_000,
        own_limit_reached: true,
        limit_reached: false,
      });
      const refused = await breakDown(sibling);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(failureAnswer(taskbreakerMessages.childShareReached));
    }
    // The parent still gets an answer from what is left of the pot.
    expect(await usage(f.parent)).toMatchObject({
      tokens_used: 9_000,
      own_daily_limit: LIMIT,
      own_limit_reached: false,
    });
    const answered = await breakDown(f.parent);
    expect(answered.statusCode, answered.body).toBe(200);

    // A larger share applies to the very next call.
    expect((await setShare(f.parent, { percent: 40 })).statusCode).toBe(200);
    expect((await breakDown(f.kid)).statusCode).toBe(200);

    // The parent's usage card lists each member's use today against what it may use.
    const history = usageHistoryResponse.parse(
      (
        await t.app.inject({ url: '/api/taskbreaker/usage/history', headers: bearer(f.parent) })
      ).json(),
    );
    expect(history.days.at(-1)?.helper_share_percent).toBe(40);
    const children = history.members?.filter((member) => member.account_type === 'CHILD');
    expect(children?.map((child) => child.today_limit)).toEqual([4_000, 4_000, 4_000]);
    expect(children?.map((child) => child.today_tokens_used).slice(1)).toEqual([3_000, 3_000]);
    expect(history.members?.[0]).toMatchObject({ account_type: 'PARENT', today_limit: LIMIT });
  });

  it('takes the share only from a parent, as a whole number from 10 to 100, and changes nothing otherwise', async () => {
    const f = await family({ verified: true });
    expect((await setShare(f.parent, { percent: 25 })).statusCode).toBe(200);

    const childTry = await setShare(f.kid, { percent: 100 });
    expect(childTry.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/users/family/helper-share',
      payload: { percent: 100 },
    });
    expect(anonymous.statusCode).toBe(401);

    for (const payload of [
      { percent: 9 },
      { percent: 101 },
      { percent: 50.5 },
      { percent: '50' },
      { percent: null },
      {},
    ]) {
      const refused = await setShare(f.parent, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().detail, JSON.stringify(payload)).toMatch(/percent/);
    }
    const unknown = await setShare(f.parent, { percent: 40, share: 90 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(failureAnswer('Unknown field: share'));

    expect(await share(f.parent)).toBe(25);
    const [row] = await queryRows<{ helper_share_percent: number }>(
      t.database,
      sql`select helper_share_percent from users where email = ${f.email}`,
    );
    expect(row?.helper_share_percent).toBe(25);
    // Boundaries are accepted.
    expect((await setShare(f.parent, { percent: 10 })).statusCode).toBe(200);
    expect((await setShare(f.parent, { percent: 100 })).statusCode).toBe(200);
  });
});
