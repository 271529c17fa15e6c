import { randomBytes } from 'node:crypto';
import {
  redemption as redemptionSchema,
  redemptionsResponse,
  reward as rewardSchema,
  rewardsResponse,
  starJarMessages,
  starsResponse,
  type Redemption,
  type Reward,
  type StarsResponse,
} from '@taskboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitPrice } from '../src/services/star-jar-service';
import { backends, bearer, createTestApp, login, register, type TestApp } from './helper';
import { failureAnswer } from './failure-answer';

describe('splitPrice: a family reward taken from every child', () => {
  it('takes in proportion to each child’s stars, in whole stars that add up to the price', () => {
    expect(
      splitPrice(12, [
        { childId: 1, stars: 7 },
        { childId: 2, stars: 5 },
      ]),
    ).toEqual([
      { childId: 1, stars: 7 },
      { childId: 2, stars: 5 },
    ]);
    // 3.5 and 2.5: equal remainders, the star left over goes to the child with more stars.
    expect(
      splitPrice(6, [
        { childId: 1, stars: 7 },
        { childId: 2, stars: 5 },
      ]),
    ).toEqual([
      { childId: 1, stars: 4 },
      { childId: 2, stars: 2 },
    ]);
    // Equal stars and equal remainders: the older account (lower id) first.
    expect(
      splitPrice(1, [
        { childId: 9, stars: 2 },
        { childId: 4, stars: 2 },
      ]),
    ).toEqual([{ childId: 4, stars: 1 }]);
    // A child without stars gives nothing.
    expect(
      splitPrice(3, [
        { childId: 1, stars: 0 },
        { childId: 2, stars: 3 },
      ]),
    ).toEqual([{ childId: 2, stars: 3 }]);
  });

  it('never takes more than a child has and always the whole price', () => {
    for (let price = 1; price <= 40; price += 1) {
      for (const stars of [
        [40, 1],
        [13, 14, 13],
        [1, 1, 1, 37],
        [20, 20],
      ]) {
        const children = stars.map((s, i) => ({ childId: i + 1, stars: s }));
        const shares = splitPrice(price, children);
        expect(shares.reduce((sum, s) => sum + s.stars, 0)).toBe(price);
        for (const share of shares) {
          expect(share.stars).toBeLessThanOrEqual(children[share.childId - 1]?.stars ?? 0);
        }
      }
    }
  });
});

describe.each(backends)('the star jar on %s', (backend) => {
  let t: TestApp;
  /** The app's clock: tests move it to pass the undo window. */
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => new Date(clock) });
  });
  afterAll(async () => t?.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (token: string, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A family: the parent, its primary child and a second child, each signed in, with ids. */
  async function family() {
    const signedUp = await register(t.app);
    const parent = (await login(t.app, signedUp.email, signedUp.password)).token;
    const kidName = `${signedUp.username}_kid`;
    const kid = (await login(t.app, kidName, signedUp.password)).token;
    const secondName = `s${randomBytes(5).toString('hex')}`;
    const created = await call(parent, 'POST', '/users/create-additional-child', {
      child_username: secondName,
      child_birth_year: 2018,
      parent_password: signedUp.password,
    });
    expect(created.statusCode, created.body).toBe(201);
    const second = (await login(t.app, secondName, signedUp.password)).token;
    const idOf = async (token: string) =>
      (await call(token, 'GET', '/users/me')).json<{ id: number }>().id;
    return {
      parent,
      kid,
      second,
      kidName,
      secondName,
      kidId: await idOf(kid),
      secondId: await idOf(second),
    };
  }
  type Family = Awaited<ReturnType<typeof family>>;

  async function goal(token: string, starsPerTask?: number) {
    const response = await call(token, 'POST', '/backlog/goals', {
      title: 'Tidy up',
      ...(starsPerTask === undefined ? {} : { stars_per_task: starsPerTask }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; stars_per_task: number }>();
  }

  async function task(token: string, goalId: number, status: 'NEW' | 'CLOSED' = 'NEW') {
    const response = await call(token, 'POST', '/backlog/task', {
      title: 'Put the blocks away',
      goal_id: goalId,
      job_status: status,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function move(token: string, taskId: number, status: 'NEW' | 'OPEN' | 'CLOSED') {
    const response = await call(token, 'PUT', `/backlog/task/${taskId}`, { job_status: status });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** `count` tasks finished on a fresh goal worth `each` stars per task. */
  async function earn(token: string, count: number, each = 1) {
    const { id } = await goal(token, each);
    for (let i = 0; i < count; i += 1) await task(token, id, 'CLOSED');
  }

  async function stars(token: string, userId?: number): Promise<StarsResponse> {
    const response = await call(token, 'GET', `/stars${userId ? `?user_id=${userId}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return starsResponse.parse(response.json());
  }

  async function newReward(
    f: Family,
    price: number,
    childId: number | null,
    title = 'Trip to the zoo',
  ): Promise<Reward> {
    const response = await call(f.parent, 'POST', '/rewards', {
      title,
      picture: 'gift',
      price,
      child_id: childId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return rewardSchema.parse(response.json());
  }

  async function ask(token: string, rewardId: number): Promise<Redemption> {
    const response = await call(token, 'POST', `/rewards/${rewardId}/redeem`);
    expect(response.statusCode, response.body).toBe(201);
    return redemptionSchema.parse(response.json());
  }

  const decide = (
    token: string,
    id: number,
    what: 'approve' | 'decline' | 'undo',
    payload?: object,
  ) => call(token, 'POST', `/rewards/redemptions/${id}/${what}`, payload);

  describe('stars', () => {
    it('each finished task earns its goal’s stars; moving it back takes them back', async () => {
      const f = await family();
      const plain = await goal(f.kid);
      expect(plain.stars_per_task).toBe(1);
      const rich = await goal(f.kid, 3);
      expect(rich.stars_per_task).toBe(3);

      const one = await task(f.kid, plain.id);
      const three = await task(f.kid, rich.id);
      expect((await stars(f.kid)).stars).toBe(0);
      await move(f.kid, one, 'CLOSED');
      await move(f.kid, three, 'CLOSED');
      expect((await stars(f.kid)).stars).toBe(4);
      // Done again (another field changed) earns nothing more.
      await move(f.kid, three, 'CLOSED');
      expect((await stars(f.kid)).stars).toBe(4);
      await move(f.kid, three, 'OPEN');
      expect((await stars(f.kid)).stars).toBe(1);

      // The stars a task earned are the goal's number when it was finished.
      await move(f.kid, three, 'CLOSED');
      const edited = await call(f.kid, 'PUT', `/backlog/goals/${rich.id}`, {
        title: 'Tidy up',
        stars_per_task: 5,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<{ stars_per_task: number }>().stars_per_task).toBe(5);
      expect((await stars(f.kid)).stars).toBe(4);
      await move(f.kid, three, 'NEW');
      expect((await stars(f.kid)).stars).toBe(1);
      await move(f.kid, three, 'CLOSED');
      expect((await stars(f.kid)).stars).toBe(6);

      // A task made in Done earns; deleting a finished task keeps its stars.
      const made = await task(f.kid, plain.id, 'CLOSED');
      expect((await stars(f.kid)).stars).toBe(7);
      expect((await call(f.kid, 'DELETE', `/backlog/task/${made}`)).statusCode).toBe(200);
      expect((await stars(f.kid)).stars).toBe(7);

      // The board shows each goal's stars per task.
      const board = (await call(f.kid, 'GET', '/backlog')).json<{
        items: { id: number; stars_per_task?: number }[];
      }>();
      expect(board.items.find((i) => i.id === rich.id)?.stars_per_task).toBe(5);
      expect(board.items.find((i) => i.id === plain.id)?.stars_per_task).toBe(1);
    });

    it('a parent reads each child’s stars and the family’s; a child only its own', async () => {
      const f = await family();
      await earn(f.kid, 2, 2);
      await earn(f.second, 3);
      // A parent's own finished tasks earn no stars.
      await earn(f.parent, 2);

      const own = await stars(f.kid);
      expect(own).toMatchObject({ enabled: true, child_id: f.kidId, stars: 4 });
      expect(own.family).toEqual({
        stars: 7,
        shares: [
          { child_id: f.kidId, username: f.kidName, stars: 4 },
          { child_id: f.secondId, username: f.secondName, stars: 3 },
        ],
      });
      expect((await stars(f.kid, f.kidId)).stars).toBe(4);
      expect(await stars(f.parent)).toMatchObject({ child_id: null, stars: 7 });
      expect(await stars(f.parent, f.secondId)).toMatchObject({ child_id: f.secondId, stars: 3 });

      const sibling = await call(f.kid, 'GET', `/stars?user_id=${f.secondId}`);
      expect(sibling.statusCode).toBe(403);
      expect(sibling.json()).toEqual(failureAnswer(starJarMessages.ownStarsOnly));
      const other = await family();
      const outside = await call(f.parent, 'GET', `/stars?user_id=${other.kidId}`);
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(failureAnswer(starJarMessages.childNotFound));
      const bad = await call(f.parent, 'GET', '/stars?user_id=abc');
      expect(bad.statusCode).toBe(422);
    });

    it('refuses stars per task outside 1-5 and changes nothing', async () => {
      const f = await family();
      const { id } = await goal(f.kid, 2);
      for (const value of [0, 6, 2.5, '3', null, -1]) {
        const created = await call(f.kid, 'POST', '/backlog/goals', {
          title: 'Too many',
          stars_per_task: value,
        });
        expect(created.statusCode, JSON.stringify(value)).toBe(422);
        expect(created.json<{ detail: string }>().detail).toMatch(/stars per task/i);
        const edited = await call(f.kid, 'PUT', `/backlog/goals/${id}`, {
          title: 'Tidy up',
          stars_per_task: value,
        });
        expect(edited.statusCode, JSON.stringify(value)).toBe(422);
      }
      const tasksBefore = (await call(f.kid, 'GET', '/backlog')).json<{
        items: { id: number; stars_per_task?: number }[];
      }>();
      expect(tasksBefore.items.filter((i) => 'stars_per_task' in i)).toHaveLength(1);
      expect(tasksBefore.items.find((i) => i.id === id)?.stars_per_task).toBe(2);
    });
  });

  describe('rewards', () => {
    it('takes prices of 1 to 500 stars and refuses others, naming the field', async () => {
      const f = await family();
      expect((await newReward(f, 1, f.kidId)).price).toBe(1);
      expect((await newReward(f, 500, null)).price).toBe(500);
      const base = { title: 'Ice cream', picture: 'cake', price: 5, child_id: f.kidId };
      const refused: [object, RegExp][] = [
        [{ ...base, price: 0 }, /price/],
        [{ ...base, price: 501 }, /price/],
        [{ ...base, price: 2.5 }, /price/],
        [{ ...base, price: '5' }, /price/],
        [{ ...base, price: undefined }, /price/],
        [{ ...base, title: '   ' }, /title/],
        [{ ...base, title: 'x'.repeat(101) }, /title/],
        [{ ...base, picture: 'money' }, /^The picture must be one of the task pictures$/],
        [{ ...base, coins: 3 }, /coins/],
      ];
      for (const [body, detail] of refused) {
        const response = await call(f.parent, 'POST', '/rewards', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json<{ detail: string }>().detail).toMatch(detail);
      }
      const listed = rewardsResponse.parse((await call(f.parent, 'GET', '/rewards')).json());
      expect(listed.rewards.map((r) => r.price)).toEqual([1, 500]);

      const [first] = listed.rewards;
      const badEdit = await call(f.parent, 'PUT', `/rewards/${first?.id}`, { price: 501 });
      expect(badEdit.statusCode).toBe(422);
      expect(badEdit.json<{ detail: string }>().detail).toBe(starJarMessages.price);
    });

    it('a parent creates, edits and archives; a child sees its own and the family’s', async () => {
      const f = await family();
      await earn(f.kid, 2);
      const mine = await newReward(f, 3, f.kidId, 'Trip to the zoo');
      const theirs = await newReward(f, 2, f.secondId, 'A new book');
      const shared = await newReward(f, 10, null, 'Pizza night');
      expect(mine).toMatchObject({ stars: 2, missing: 1, shares: [], child_id: f.kidId });
      expect(shared.child_id).toBeNull();
      expect(shared.shares.map((s) => s.child_id)).toEqual([f.kidId, f.secondId]);

      const kidList = rewardsResponse.parse((await call(f.kid, 'GET', '/rewards')).json());
      expect(kidList.rewards.map((r) => r.id)).toEqual([mine.id, shared.id]);
      expect(kidList.rewards.map((r) => r.missing)).toEqual([1, 8]);

      const edited = await call(f.parent, 'PUT', `/rewards/${mine.id}`, {
        title: 'Trip to the farm',
        picture: 'dog',
        price: 2,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(rewardSchema.parse(edited.json())).toMatchObject({
        title: 'Trip to the farm',
        picture: 'dog',
        price: 2,
        missing: 0,
      });

      const archived = await call(f.parent, 'DELETE', `/rewards/${theirs.id}`);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json<Reward>().archived).toBe(true);
      const parentList = rewardsResponse.parse((await call(f.parent, 'GET', '/rewards')).json());
      expect(parentList.rewards.map((r) => r.id)).toEqual([mine.id, shared.id]);
      const withArchived = rewardsResponse.parse(
        (await call(f.parent, 'GET', '/rewards?include_archived=true')).json(),
      );
      expect(withArchived.rewards.map((r) => r.id)).toEqual([mine.id, theirs.id, shared.id]);
      const back = await call(f.parent, 'PUT', `/rewards/${theirs.id}`, { archived: false });
      expect(back.json<Reward>().archived).toBe(false);
    });
  });

  describe('asking and approving', () => {
    it('a child asks when it has the stars; approval takes them; undo gives them back', async () => {
      const f = await family();
      await earn(f.kid, 2);
      const zoo = await newReward(f, 3, f.kidId);

      const early = await call(f.kid, 'POST', `/rewards/${zoo.id}/redeem`);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toEqual(failureAnswer(starJarMessages.notEnoughStars(1)));

      await earn(f.kid, 1);
      const asked = await ask(f.kid, zoo.id);
      expect(asked).toMatchObject({
        reward_id: zoo.id,
        child_id: f.kidId,
        status: 'PENDING',
        price: 3,
        note: null,
        shares: [],
        decided_at: null,
        undo_until: null,
      });
      const again = await call(f.kid, 'POST', `/rewards/${zoo.id}/redeem`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(failureAnswer(starJarMessages.alreadyAsked));
      // Asking takes nothing yet.
      expect((await stars(f.kid)).stars).toBe(3);

      // The parent sees what waits for it.
      const waiting = redemptionsResponse.parse(
        (await call(f.parent, 'GET', '/rewards/redemptions?status=PENDING')).json(),
      );
      expect(waiting.redemptions.map((r) => r.id)).toEqual([asked.id]);
      const list = rewardsResponse.parse((await call(f.kid, 'GET', '/rewards')).json());
      expect(list.rewards[0]?.pending_request_id).toBe(asked.id);

      const approved = await decide(f.parent, asked.id, 'approve', { note: 'Saturday!' });
      expect(approved.statusCode, approved.body).toBe(200);
      const body = redemptionSchema.parse(approved.json());
      expect(body).toMatchObject({
        status: 'APPROVED',
        note: 'Saturday!',
        shares: [{ child_id: f.kidId, username: f.kidName, stars: 3 }],
      });
      expect(Date.parse(body.undo_until ?? '') - Date.parse(body.decided_at ?? '')).toBe(600_000);
      expect((await stars(f.kid)).stars).toBe(0);

      for (const what of ['approve', 'decline'] as const) {
        const late = await decide(f.parent, asked.id, what);
        expect(late.statusCode).toBe(409);
        expect(late.json()).toEqual(failureAnswer(starJarMessages.alreadyDecided));
      }

      const undone = await decide(f.parent, asked.id, 'undo');
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json<Redemption>()).toMatchObject({ status: 'UNDONE', undo_until: null });
      expect((await stars(f.kid)).stars).toBe(3);
      const twice = await decide(f.parent, asked.id, 'undo');
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual(failureAnswer(starJarMessages.notApproved));

      // The history lists every request with its outcome, for the child too.
      const declinedAsk = await ask(f.kid, zoo.id);
      const declined = await decide(f.parent, declinedAsk.id, 'decline', { note: 'Not today' });
      expect(declined.json<Redemption>()).toMatchObject({ status: 'DECLINED', note: 'Not today' });
      expect((await stars(f.kid)).stars).toBe(3);
      const history = redemptionsResponse.parse(
        (await call(f.kid, 'GET', '/rewards/redemptions')).json(),
      );
      expect(history.redemptions.map((r) => [r.id, r.status])).toEqual([
        [declinedAsk.id, 'DECLINED'],
        [asked.id, 'UNDONE'],
      ]);
      // A sibling's history does not hold another child's requests.
      const siblings = redemptionsResponse.parse(
        (await call(f.second, 'GET', '/rewards/redemptions')).json(),
      );
      expect(siblings.redemptions).toEqual([]);
    });

    it('an approval can be undone for 10 minutes, not after', async () => {
      const f = await family();
      await earn(f.kid, 4);
      const reward = await newReward(f, 2, f.kidId);
      const first = await ask(f.kid, reward.id);
      expect((await decide(f.parent, first.id, 'approve')).statusCode).toBe(200);
      clock += 9 * 60_000;
      expect((await decide(f.parent, first.id, 'undo')).statusCode).toBe(200);

      const second = await ask(f.kid, reward.id);
      expect((await decide(f.parent, second.id, 'approve')).statusCode).toBe(200);
      clock += 10 * 60_000 + 1000;
      const late = await decide(f.parent, second.id, 'undo');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(failureAnswer(starJarMessages.undoWindowPassed));
      expect((await stars(f.kid)).stars).toBe(2);
    });

    it('a task moved back after its stars were spent leaves the jar at zero, never below', async () => {
      const f = await family();
      const { id } = await goal(f.kid, 2);
      const done = await task(f.kid, id, 'CLOSED');
      const reward = await newReward(f, 2, f.kidId);
      const asked = await ask(f.kid, reward.id);
      expect((await decide(f.parent, asked.id, 'approve')).statusCode).toBe(200);
      await move(f.kid, done, 'OPEN');
      expect((await stars(f.kid)).stars).toBe(0);
      // The stars it owes are paid first: finishing the same task again only squares it.
      await move(f.kid, done, 'CLOSED');
      expect((await stars(f.kid)).stars).toBe(0);
      await earn(f.kid, 1);
      expect((await stars(f.kid)).stars).toBe(1);
    });
  });

  describe('the family jar', () => {
    it('fills from every child; any child asks; approval takes each share', async () => {
      const f = await family();
      await earn(f.kid, 7);
      await earn(f.second, 5);
      const zoo = await newReward(f, 6, null);
      expect(zoo).toMatchObject({ stars: 12, missing: 0 });
      expect(zoo.shares).toEqual([
        { child_id: f.kidId, username: f.kidName, stars: 7 },
        { child_id: f.secondId, username: f.secondName, stars: 5 },
      ]);
      const asked = await ask(f.second, zoo.id);
      expect(asked).toMatchObject({ child_id: f.secondId, family_reward: true });
      const approved = await decide(f.parent, asked.id, 'approve');
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json<Redemption>().shares).toEqual([
        { child_id: f.kidId, username: f.kidName, stars: 4 },
        { child_id: f.secondId, username: f.secondName, stars: 2 },
      ]);
      expect((await stars(f.kid)).stars).toBe(3);
      expect((await stars(f.second)).stars).toBe(3);
      // The child who gave stars sees the request in its history too.
      const history = redemptionsResponse.parse(
        (await call(f.kid, 'GET', '/rewards/redemptions')).json(),
      );
      expect(history.redemptions.map((r) => r.id)).toEqual([asked.id]);

      expect((await decide(f.parent, asked.id, 'undo')).statusCode).toBe(200);
      expect((await stars(f.parent)).stars).toBe(12);

      const big = await newReward(f, 13, null);
      const tooSoon = await call(f.kid, 'POST', `/rewards/${big.id}/redeem`);
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json()).toEqual(failureAnswer(starJarMessages.notEnoughStars(1)));
    });
  });

  describe('at the same moment', () => {
    it('two approvals never spend the same stars twice', async () => {
      const f = await family();
      await earn(f.kid, 4);
      const a = await newReward(f, 3, f.kidId, 'A kite');
      const b = await newReward(f, 3, f.kidId, 'A ball');
      const askedA = await ask(f.kid, a.id);
      const askedB = await ask(f.kid, b.id);
      const answers = await Promise.all([
        decide(f.parent, askedA.id, 'approve'),
        decide(f.parent, askedB.id, 'approve'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect((await stars(f.kid)).stars).toBe(1);
      const history = redemptionsResponse.parse(
        (await call(f.parent, 'GET', '/rewards/redemptions')).json(),
      );
      expect(history.redemptions.map((r) => r.status).sort()).toEqual(['APPROVED', 'PENDING']);
    });

    it('a request approved twice at once is approved once', async () => {
      const f = await family();
      await earn(f.kid, 5);
      const reward = await newReward(f, 3, f.kidId);
      const asked = await ask(f.kid, reward.id);
      const answers = await Promise.all([
        decide(f.parent, asked.id, 'approve'),
        decide(f.parent, asked.id, 'approve'),
        decide(f.parent, asked.id, 'decline'),
      ]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
      const left = (await stars(f.kid)).stars;
      expect([2, 5]).toContain(left);
    });

    it('two family approvals at once take the family’s stars once', async () => {
      const f = await family();
      await earn(f.kid, 3);
      await earn(f.second, 3);
      const a = await newReward(f, 6, null, 'Zoo');
      const b = await newReward(f, 6, null, 'Cinema');
      const askedA = await ask(f.kid, a.id);
      const askedB = await ask(f.second, b.id);
      const answers = await Promise.all([
        decide(f.parent, askedA.id, 'approve'),
        decide(f.parent, askedB.id, 'approve'),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect((await stars(f.parent)).stars).toBe(0);
    });

    it('two asks for one reward at once make one request', async () => {
      const f = await family();
      await earn(f.kid, 3);
      await earn(f.second, 3);
      const reward = await newReward(f, 4, null);
      const answers = await Promise.all([
        call(f.kid, 'POST', `/rewards/${reward.id}/redeem`),
        call(f.second, 'POST', `/rewards/${reward.id}/redeem`),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const history = redemptionsResponse.parse(
        (await call(f.parent, 'GET', '/rewards/redemptions')).json(),
      );
      expect(history.redemptions).toHaveLength(1);
    });
  });

  describe('who may do what', () => {
    it('answers every error in the catalogue’s way and changes nothing', async () => {
      const f = await family();
      const other = await family();
      await earn(f.kid, 3);
      const reward = await newReward(f, 1, f.kidId);
      const otherReward = await newReward(other, 1, other.kidId);
      const asked = await ask(f.kid, reward.id);

      // 403: a child creating, changing, archiving or deciding; a parent asking.
      const childTries: [Method, string, object?][] = [
        ['POST', '/rewards', { title: 'Mine', picture: 'gift', price: 1, child_id: f.kidId }],
        ['PUT', `/rewards/${reward.id}`, { price: 1 }],
        ['DELETE', `/rewards/${reward.id}`],
        ['POST', `/rewards/redemptions/${asked.id}/approve`],
        ['POST', `/rewards/redemptions/${asked.id}/decline`],
        ['POST', `/rewards/redemptions/${asked.id}/undo`],
        ['PUT', '/users/family/star-jar', { enabled: false }],
      ];
      for (const [method, url, body] of childTries) {
        const response = await call(f.kid, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(failureAnswer(starJarMessages.onlyParent));
      }
      const parentAsks = await call(f.parent, 'POST', `/rewards/${reward.id}/redeem`);
      expect(parentAsks.statusCode).toBe(403);
      expect(parentAsks.json()).toEqual(failureAnswer(starJarMessages.onlyChildAsks));

      // 404: another family's reward or request, and a sibling's reward.
      const notFound: [string, Method, string, object?][] = [
        [other.parent, 'PUT', `/rewards/${reward.id}`, { price: 2 }],
        [other.parent, 'DELETE', `/rewards/${reward.id}`],
        [other.kid, 'POST', `/rewards/${reward.id}/redeem`],
        [f.second, 'POST', `/rewards/${reward.id}/redeem`],
        [f.kid, 'POST', `/rewards/${otherReward.id}/redeem`],
        [
          f.parent,
          'POST',
          '/rewards',
          { title: 'X', picture: 'gift', price: 1, child_id: other.kidId },
        ],
      ];
      for (const [token, method, url, body] of notFound) {
        const response = await call(token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
      for (const what of ['approve', 'decline', 'undo'] as const) {
        const response = await decide(other.parent, asked.id, what);
        expect(response.statusCode, what).toBe(404);
        expect(response.json()).toEqual(failureAnswer(starJarMessages.requestNotFound));
      }
      const missing = await decide(f.parent, 2_000_000_000, 'approve');
      expect(missing.statusCode).toBe(404);

      // 422: invalid fields, ids and notes.
      const invalid: [Method, string, object?][] = [
        ['PUT', `/rewards/${reward.id}`, { child_id: 'all' }],
        ['PUT', '/rewards/abc', { price: 2 }],
        ['POST', `/rewards/redemptions/${asked.id}/approve`, { note: 'x'.repeat(301) }],
        ['POST', `/rewards/redemptions/${asked.id}/decline`, { reason: 'no' }],
        ['PUT', '/users/family/star-jar', { enabled: 'no' }],
      ];
      for (const [method, url, body] of invalid) {
        const response = await call(f.parent, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(422);
      }

      // Nothing changed: the request still waits, the stars are all there.
      const waiting = redemptionsResponse.parse(
        (await call(f.parent, 'GET', '/rewards/redemptions?status=PENDING')).json(),
      );
      expect(waiting.redemptions.map((r) => r.id)).toEqual([asked.id]);
      expect((await stars(f.kid)).stars).toBe(3);
      const list = rewardsResponse.parse((await call(other.parent, 'GET', '/rewards')).json());
      expect(list.rewards.map((r) => r.id)).toEqual([otherReward.id]);
      expect(
        (await call(f.parent, 'GET', '/rewards')).json<{ rewards: Reward[] }>().rewards,
      ).toEqual([expect.objectContaining({ id: reward.id, price: 1, archived: false })]);

      // 409: an archived reward cannot be asked for.
      const archived = await newReward(f, 1, f.kidId, 'Old');
      await call(f.parent, 'DELETE', `/rewards/${archived.id}`);
      const onArchived = await call(f.kid, 'POST', `/rewards/${archived.id}/redeem`);
      expect(onArchived.statusCode).toBe(409);
      expect(onArchived.json()).toEqual(failureAnswer(starJarMessages.archived));
    });
  });

  describe('the family’s switch', () => {
    it('off hides the star jar in every answer and keeps its data; on brings it back', async () => {
      const f = await family();
      await earn(f.kid, 3);
      const reward = await newReward(f, 1, f.kidId);
      const asked = await ask(f.kid, reward.id);
      expect((await call(f.kid, 'GET', '/users/family/star-jar')).json()).toEqual({
        enabled: true,
      });

      const off = await call(f.parent, 'PUT', '/users/family/star-jar', { enabled: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ enabled: false });
      expect((await call(f.kid, 'GET', '/users/family/star-jar')).json()).toEqual({
        enabled: false,
      });
      expect(await stars(f.kid)).toMatchObject({ enabled: false, stars: 3 });
      expect((await call(f.kid, 'GET', '/rewards')).json()).toMatchObject({ enabled: false });
      expect((await call(f.parent, 'GET', '/rewards/redemptions')).json()).toMatchObject({
        enabled: false,
      });

      // No stars while off, and nothing new happens.
      await earn(f.kid, 2);
      expect((await stars(f.kid)).stars).toBe(3);
      const refused: [string, Method, string, object?][] = [
        [f.parent, 'POST', '/rewards', { title: 'X', picture: 'gift', price: 1, child_id: null }],
        [f.parent, 'PUT', `/rewards/${reward.id}`, { price: 2 }],
        [f.parent, 'DELETE', `/rewards/${reward.id}`],
        [f.parent, 'POST', `/rewards/redemptions/${asked.id}/approve`],
      ];
      for (const [token, method, url, body] of refused) {
        const response = await call(token, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(409);
        expect(response.json()).toEqual(failureAnswer(starJarMessages.turnedOff));
      }
      // A parent may still decline.
      expect((await decide(f.parent, asked.id, 'decline')).statusCode).toBe(200);
      const offAsk = await call(f.kid, 'POST', `/rewards/${reward.id}/redeem`);
      expect(offAsk.statusCode).toBe(409);
      expect(offAsk.json()).toEqual(failureAnswer(starJarMessages.turnedOff));

      await call(f.parent, 'PUT', '/users/family/star-jar', { enabled: true });
      expect(await stars(f.kid)).toMatchObject({ enabled: true, stars: 3 });
      expect((await ask(f.kid, reward.id)).status).toBe('PENDING');
    });
  });

  it('documents every star jar route in /api/docs', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/stars',
        '/api/rewards',
        '/api/rewards/{rewardId}',
        '/api/rewards/{rewardId}/redeem',
        '/api/rewards/redemptions',
        '/api/rewards/redemptions/{redemptionId}/approve',
        '/api/rewards/redemptions/{redemptionId}/decline',
        '/api/rewards/redemptions/{redemptionId}/undo',
        '/api/users/family/star-jar',
      ]),
    );
  });
});
