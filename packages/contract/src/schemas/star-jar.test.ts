import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../auth';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { createGoalBody, updateGoalBody } from './backlog';
import {
  createRewardBody,
  decideRedemptionBody,
  starJarMessages,
  updateRewardBody,
  type Redemption,
  type Reward,
} from './star-jar';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the star jar’s fields', () => {
  it('takes a price of 1 to 500 whole stars', () => {
    const body = { title: 'Trip to the zoo', picture: 'gift', price: 3, child_id: null };
    expect(createRewardBody.safeParse(body).success).toBe(true);
    for (const price of [1, 500]) {
      expect(createRewardBody.safeParse({ ...body, price }).success).toBe(true);
    }
    for (const price of [0, 501, 2.5, '3', null]) {
      const result = createRewardBody.safeParse({ ...body, price });
      expect(messageOf(result), String(price)).toBe(starJarMessages.price);
    }
  });

  it('takes a picture from the task pictures and a trimmed, non-blank title', () => {
    const body = { title: '  Ice cream  ', picture: 'cake', price: 2 };
    expect(createRewardBody.parse(body).title).toBe('Ice cream');
    expect(messageOf(createRewardBody.safeParse({ ...body, picture: 'coins' }))).toBe(
      starJarMessages.picture,
    );
    expect(messageOf(createRewardBody.safeParse({ ...body, title: '   ' }))).toBe(
      starJarMessages.titleBlank,
    );
    expect(createRewardBody.safeParse({ ...body, money: 5 }).success).toBe(false);
    expect(updateRewardBody.safeParse({ archived: false }).success).toBe(true);
    expect(updateRewardBody.safeParse({ cost: 1 }).success).toBe(false);
    expect(decideRedemptionBody.safeParse({ note: 'x'.repeat(301) }).success).toBe(false);
  });

  it('takes 1 to 5 stars per task on a goal, 1 when left out', () => {
    expect(createGoalBody.parse({ title: 'Tidy up' }).stars_per_task).toBeUndefined();
    for (const stars of [1, 5]) {
      expect(createGoalBody.safeParse({ title: 'Tidy up', stars_per_task: stars }).success).toBe(
        true,
      );
    }
    for (const stars of [0, 6, 1.5]) {
      const result = updateGoalBody.safeParse({ title: 'Tidy up', stars_per_task: stars });
      expect(messageOf(result)).toBe(starJarMessages.starsPerTask);
    }
  });
});

const reward: Reward = {
  id: 7,
  title: 'Trip to the zoo',
  picture: 'gift',
  price: 3,
  child_id: null,
  archived: false,
  stars: 5,
  missing: 0,
  shares: [{ child_id: 2, username: 'maya', stars: 5 }],
  pending_request_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const redemption: Redemption = {
  id: 9,
  reward_id: 7,
  reward_title: 'Trip to the zoo',
  reward_picture: 'gift',
  family_reward: true,
  child_id: 2,
  child_username: 'maya',
  status: 'APPROVED',
  price: 3,
  note: 'Saturday',
  shares: [{ child_id: 2, username: 'maya', stars: 3 }],
  requested_at: '2026-01-01T00:00:00.000Z',
  decided_at: '2026-01-01T00:01:00.000Z',
  undone_at: null,
  undo_until: '2026-01-01T00:11:00.000Z',
};

describe('the star jar’s client calls, over HTTP', () => {
  let server: Server;
  let baseUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(`${request.method} ${request.url} ${body}`);
        const path = (request.url ?? '').replace(/\?.*/, '');
        let answer: [number, unknown];
        if (path === '/api/stars') {
          answer = [
            200,
            { enabled: true, child_id: 2, stars: 5, family: { stars: 5, shares: [] } },
          ];
        } else if (path === '/api/rewards' && request.method === 'GET') {
          answer = [200, { enabled: true, rewards: [reward] }];
        } else if (path === '/api/rewards/redemptions') {
          answer = [200, { enabled: true, redemptions: [redemption] }];
        } else if (path === '/api/rewards/8/redeem') {
          answer = [400, { detail: starJarMessages.notEnoughStars(2) }];
        } else if (path.startsWith('/api/rewards/redemptions/') || path.endsWith('/redeem')) {
          answer = [200, redemption];
        } else if (path === '/api/users/family/star-jar') {
          answer = [200, { enabled: false }];
        } else {
          answer = [200, reward];
        }
        response.writeHead(answer[0], { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer[1]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function client() {
    const stored = {
      token: 'abc',
      username: 'parent',
      account_type: 'PARENT',
      is_primary_child: false,
    };
    const items = new Map<string, string>([[AUTH_STORAGE_KEY, JSON.stringify(stored)]]);
    return createApiClient({
      baseUrl,
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    });
  }

  it('sends each call to its route and reads its answer', async () => {
    const api = client();
    seen.length = 0;
    expect((await api.stars.get(2)).stars).toBe(5);
    expect((await api.rewards.list({ includeArchived: true })).rewards).toEqual([reward]);
    await api.rewards.create({ title: 'Zoo', picture: 'gift', price: 3, child_id: null });
    await api.rewards.update(7, { price: 4 });
    await api.rewards.archive(7);
    expect((await api.rewards.redeem(7)).id).toBe(9);
    expect((await api.rewards.redemptions({ status: 'PENDING' })).redemptions).toHaveLength(1);
    await api.rewards.approve(9, { note: 'Saturday' });
    await api.rewards.decline(9);
    await api.rewards.undo(9);
    expect(await api.users.setStarJar({ enabled: false })).toEqual({ enabled: false });
    expect(seen).toEqual([
      'GET /api/stars?user_id=2 ',
      'GET /api/rewards?include_archived=true ',
      'POST /api/rewards {"title":"Zoo","picture":"gift","price":3,"child_id":null}',
      'PUT /api/rewards/7 {"price":4}',
      'DELETE /api/rewards/7 ',
      'POST /api/rewards/7/redeem ',
      'GET /api/rewards/redemptions?status=PENDING ',
      'POST /api/rewards/redemptions/9/approve {"note":"Saturday"}',
      'POST /api/rewards/redemptions/9/decline {}',
      'POST /api/rewards/redemptions/9/undo ',
      'PUT /api/users/family/star-jar {"enabled":false}',
    ]);
  });

  it('reports the server’s detail when a child has too few stars', async () => {
    const failure = await client()
      .rewards.redeem(8)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, detail: starJarMessages.notEnoughStars(2) });
  });
});
