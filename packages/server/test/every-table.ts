import { createECDH, randomBytes } from 'node:crypto';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import * as schema from '../src/db/schema';
import { bearer, login, newFamily, register, tokenFromMail } from './helper';

/**
 * Data for proofs that cover the whole database (the backup round trip): families that leave
 * rows in every table of the schema and a value in every column, through the app's own routes
 * wherever a route writes it.
 */

type App = Awaited<ReturnType<typeof buildApp>>;

/** Every table the Drizzle schema declares, with its columns: what a backup must hold. */
export const schemaTables: Record<string, string[]> = Object.fromEntries(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name)];
    }),
);

/**
 * The columns of `dump` (dumpTables' rows) that no row gives a value: a column the fill below
 * never reaches would pass a round trip without proving anything about it.
 */
export function columnsWithoutValue(dump: Record<string, string[]>): string[] {
  const empty: string[] = [];
  for (const [table, columns] of Object.entries(schemaTables)) {
    const rows = (dump[table] ?? []).map((row) => JSON.parse(row) as Record<string, unknown>);
    for (const column of columns) {
      if (!rows.some((row) => row[column] !== null && row[column] !== undefined)) {
        empty.push(`${table}.${column}`);
      }
    }
  }
  return empty;
}

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** One family using every feature that stores something; `mail` is what the app's mailer printed. */
async function fillFamily(app: App, database: OpenDatabase, mail: string[], n: number) {
  const family = await register(app, newFamily());
  const call = async (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };

  // The parent: a verified address, a bio, a second child, a helper share, a new password.
  await app.settled();
  const verified = await app.inject({
    url: `/api/users/verify-email?token=${encodeURIComponent(tokenFromMail(mail, family.email, 'verify-email'))}`,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  let parent = (await login(app, family.email, family.password)).token;
  await call(parent, 'PUT', '/users/profile', { bio: `Parent of two 🦖 ${n}` });
  await call(parent, 'POST', '/users/create-additional-child', {
    child_username: `${family.username}_two`,
    child_birth_year: 2016,
    parent_password: family.password,
  });
  await call(parent, 'PUT', '/users/family/helper-share', { percent: 30 });
  const password = `${family.password} again`;
  await call(parent, 'POST', '/users/change-password', {
    current_password: family.password,
    new_password: password,
  });
  parent = (await login(app, family.email, password)).token;
  // An e-mail change waiting for its link (email_tokens.address).
  await call(parent, 'PUT', '/users/profile', {
    email: `moved.${family.username}@example.com`,
    current_password: password,
  });
  await call(parent, 'PUT', '/users/settings/privacy', { profile_visibility: 'PUBLIC' });

  // The child's board: categorised goals in a chosen order, tasks with every detail, some done.
  const kid = (await login(app, `${family.username}_kid`, password)).token;
  const flavor = (await call(kid, 'GET', '/backlog/current-flavor')).json<{
    active_categories: { category_id: number }[];
  }>();
  const goalIds: number[] = [];
  for (let g = 0; g < 3; g += 1) {
    const goal = await call(kid, 'POST', '/backlog/goals', {
      title: `Goal ${g} 🦖 <b>`,
      description: `Why goal ${g} matters\nin two lines`,
      category_id: flavor.active_categories[g]?.category_id ?? null,
      // A due date on one of them (a day far ahead: never in the past whenever this runs).
      ...(g === 1 ? { due_date: '2099-06-30' } : {}),
    });
    const goalId = goal.json<{ item_id: number }>().item_id;
    goalIds.push(goalId);
    for (let k = 0; k < 3; k += 1) {
      await call(kid, 'POST', '/backlog/task', {
        title: `Task ${k}`,
        goal_id: goalId,
        description: `Step ${k}\nthen the next`,
        priority: 'HIGH',
        color: k === 0 ? 'green' : '#336699',
        icon: 'toothbrush',
        job_status: k === 0 ? 'CLOSED' : 'OPEN',
      });
    }
  }
  await call(kid, 'PUT', `/backlog/goals/${goalIds[0]}`, {
    title: 'Goal 0 done',
    job_status: 'CLOSED',
  });
  await call(kid, 'PUT', '/backlog/goals/order', { goal_ids: [...goalIds].reverse() });
  // A task created by a change queued offline (its Idempotency-Key and answer kept), and a tab's
  // event stream ticket not yet used (family_events holds every change above).
  const queued = await app.inject({
    method: 'POST',
    url: '/api/backlog/task',
    headers: { ...bearer(kid), 'idempotency-key': `offline-${n}-${family.username}` },
    payload: { title: 'Made offline', goal_id: goalIds[1] },
  });
  expect(queued.statusCode, queued.body).toBe(201);
  await call(kid, 'POST', '/events/ticket');
  // The star jar: the finished tasks' stars, a reward asked for, approved with a note and undone,
  // and an archived family reward.
  const kidId = (await call(kid, 'GET', '/users/me')).json<{ id: number }>().id;
  const reward = await call(parent, 'POST', '/rewards', {
    title: `Zoo trip ${n} 🦒`,
    picture: 'gift',
    price: 2,
    child_id: kidId,
  });
  const rewardId = reward.json<{ id: number }>().id;
  const asked = await call(kid, 'POST', `/rewards/${rewardId}/redeem`);
  const redemptionId = asked.json<{ id: number }>().id;
  await call(parent, 'POST', `/rewards/redemptions/${redemptionId}/approve`, { note: 'Saturday' });
  await call(parent, 'POST', `/rewards/redemptions/${redemptionId}/undo`);
  const familyReward = await call(parent, 'POST', '/rewards', {
    title: 'Pizza night',
    picture: 'cake',
    price: 20,
  });
  await call(parent, 'PUT', `/rewards/${familyReward.json<{ id: number }>().id}`, {
    archived: true,
  });
  await call(kid, 'POST', '/backlog/custom-themes', {
    name: `Theme ${n}`,
    description: 'Round trip',
    categories: [{ name: 'Play', icon: '🎲', color: 'red', description: 'Games and toys' }],
  });
  await call(kid, 'PUT', '/users/settings/preferences', { theme: 'DARK' });
  // The daily helper's use, as a breakdown records it (the planner's own calls are not the point).
  await database.db.execute(
    sql`insert into ai_usage (user_id, day, tokens_used, requests_made)
        select id, current_date, 1200, 3 from users where username = ${`${family.username}_kid`}`,
  );

  // A phone that receives the parent's pushes, one of which it was sent (push_subscriptions).
  const device = createECDH('prime256v1');
  device.generateKeys();
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: {
      ...bearer(parent),
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    },
    payload: {
      endpoint: `https://fcm.googleapis.com/fcm/send/family-${n}-${family.username}`,
      keys: {
        p256dh: device.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  await database.db.execute(
    sql`update push_subscriptions set last_sent_at = now()
        where id = ${subscribed.json<{ id: number }>().id}`,
  );
  // Push off again: the notifications below must not reach out to a real push service.
  await call(parent, 'PUT', '/users/settings/notifications', { push_notifications: false });

  // Sign-in alerts on: the sign-ins below are mailed through the job runner, with an unsubscribe
  // link (jobs, unsubscribe_keys).
  await call(parent, 'PUT', '/users/settings/security', { login_notifications: true });
  // A mail that failed for good stays with its error, whoever was holding it.
  await database.db.execute(
    sql`insert into jobs (kind, payload, dedupe_key, run_at, attempts, max_attempts, locked_until,
          locked_by, last_error, done_at, failed_at)
        values ('notify.sign_in', '{"userId": 0}', ${`failed-example-${family.username}`}, now(),
          8, 8, now(), 'a server', 'Error: 550 mailbox unavailable', now(), now())`,
  );

  // Two-factor sign-in: enrolled, one sign-in finished with a recovery code, one left waiting.
  const setup = await call(parent, 'POST', '/users/two-factor/setup');
  const { secret } = setup.json<{ secret: string }>();
  const confirmed = await call(parent, 'POST', '/users/two-factor/confirm', {
    code: codeOf(secret),
  });
  const [recoveryCode] = confirmed.json<{ recovery_codes: string[] }>().recovery_codes;
  const challengeOf = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: family.email, password },
      })
    ).json<{ challenge: string }>().challenge;
  const finished = await app.inject({
    method: 'POST',
    url: '/api/users/login/two-factor',
    payload: { challenge: await challengeOf(), code: recoveryCode },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  await challengeOf();
  // The child signed in on a second device, then signed out everywhere else from it.
  const secondDevice = (await login(app, `${family.username}_kid`, password)).token;
  await call(secondDevice, 'POST', '/users/settings/account/sessions/revoke-all');
  await app.settled();
}

/** `families` families, each with rows in every table the app writes for a family. */
export async function fillWithFamilies(
  app: App,
  database: OpenDatabase,
  mail: string[],
  families: number,
) {
  for (let n = 0; n < families; n += 1) await fillFamily(app, database, mail, n);
}
