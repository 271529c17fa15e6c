import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAuth, RouteTableEntry } from '../src/plugins/route-table';
import { hashToken } from '../src/security/tokens';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  queryRows,
  register,
  type TestApp,
} from './helper';
import { watchTables } from './database-state';

/**
 * Every /api route of the app's route table, called as each kind of caller that must be kept
 * out: no token, malformed tokens, a revoked token, another family's parent and child, and a
 * child on parent-only routes. None may succeed, fail with a 5xx, or change a single row.
 * The routes come from `app.routeTable`, so a route added later is covered automatically, and
 * one without an entry in `expectations` below fails the test until it gets one.
 */

interface Account {
  id: number;
  username: string;
  token: string;
  /** The id of the session `token` opened. */
  sessionId: number;
}

/** A family with a parent, its primary child, a second child and (when the board exists) a goal and a task. */
interface FamilyFixture {
  email: string;
  password: string;
  parent: Account;
  kid: Account;
  secondChild: Account;
  goal?: { id: number; title: string };
  task?: { id: number; title: string };
  /** The child's custom goal grouping theme, when the theme routes exist. */
  theme?: { id: string; name: string };
  /** A reward for the primary child, and a request for another one (when the star jar exists). */
  reward?: { id: number; title: string };
  redemption?: { id: number };
  /** The primary child's push subscription (its own device), when the push routes exist. */
  pushSubscription?: { id: number; body: object };
}

/** The one sending a request: its token and its family's password (a child may know it). */
interface Caller {
  token: string;
  password: string;
}

type Query = Record<string, string | number>;

/**
 * One request aimed at the victim family. 'denied': another family must get 403/404 and change
 * nothing. 'own': the request cannot name another account, so the caller's own data answers;
 * the victim's data must neither appear nor change.
 */
interface Probe {
  query?: Query;
  body?: object;
  otherFamily: 'denied' | 'own';
}

type Expectation =
  | { auth: 'public'; probes: (victim: FamilyFixture) => Omit<Probe, 'otherFamily'>[] }
  | {
      auth: Exclude<RouteAuth, 'public'>;
      probes: (victim: FamilyFixture, caller: Caller) => Probe[];
    };

/** The spec's `user_id` query parameter naming the victim's board. */
const victimBoard = (v: FamilyFixture): Query => ({ user_id: v.kid.id });

/** Both ways a board call can aim at the victim: by user_id, and by item ids alone. */
const deniedBoth = (v: FamilyFixture, extra: Omit<Probe, 'otherFamily'> = {}): Probe[] => [
  { ...extra, query: { ...extra.query, ...victimBoard(v) }, otherFamily: 'denied' },
  { ...extra, otherFamily: 'denied' },
];

/** A board read: with the victim's user_id denied, without it the caller's own board. */
const boardRead =
  (query: Query = {}) =>
  (v: FamilyFixture) => [
    { query: { ...query, ...victimBoard(v) }, otherFamily: 'denied' as const },
    { query, otherFamily: 'own' as const },
  ];

const freshName = () => `m${randomBytes(5).toString('hex')}`;

/** A browser's PushSubscription JSON at a known push service, with a real P-256 key. */
function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

const plantedTheme = {
  name: 'Planted theme',
  description: 'Not yours',
  categories: [{ name: 'Planted', icon: '🚩', color: 'red' }],
};

const expectations: Record<string, Expectation> = {
  'GET /api/health': { auth: 'public', probes: () => [{}] },

  // Web Push: the server's public key, and the caller's own devices only.
  'GET /api/push/vapid-public-key': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'GET /api/push/subscriptions': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  // The victim's own endpoint and keys: the caller gets a row of its own, the victim's stays.
  'POST /api/push/subscriptions': {
    auth: 'user',
    probes: (v) => [{ body: v.pushSubscription?.body ?? {}, otherFamily: 'own' }],
  },
  'DELETE /api/push/subscriptions/:subscriptionId': {
    auth: 'user',
    probes: () => [{ otherFamily: 'denied' }],
  },
  // Live updates: a ticket opens a stream of the ticket's own family only (live-updates.test.ts
  // shows another family's ticket never carries the victim's events); without one, nothing.
  'POST /api/events/ticket': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'GET /api/events': {
    auth: 'public',
    probes: () => [{ query: { ticket: randomBytes(32).toString('base64url'), last_event_id: 0 } }],
  },
  'GET /api/users/family/activity': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  // A mail's unsubscribe link: its key is the only thing it trusts (a wrong one is a 404).
  'GET /api/unsubscribe/:key/:kind': { auth: 'public', probes: () => [{}] },
  'POST /api/unsubscribe/:key/:kind': { auth: 'public', probes: () => [{}] },

  // The star jar: a family's stars, rewards and requests, and its on/off switch.
  'GET /api/stars': {
    auth: 'user',
    probes: (v) => [
      { query: { user_id: v.kid.id }, otherFamily: 'denied' },
      { query: { user_id: v.secondChild.id }, otherFamily: 'denied' },
      { otherFamily: 'own' },
    ],
  },
  'GET /api/rewards': {
    auth: 'user',
    probes: () => [{ query: { include_archived: 'true' }, otherFamily: 'own' }],
  },
  'POST /api/rewards': {
    auth: 'parent',
    probes: (v) => [
      {
        body: { title: 'Planted reward', picture: 'gift', price: 1, child_id: v.kid.id },
        otherFamily: 'denied',
      },
      { body: { title: 'Own reward', picture: 'gift', price: 1 }, otherFamily: 'own' },
    ],
  },
  'PUT /api/rewards/:rewardId': {
    auth: 'parent',
    probes: () => [{ body: { title: 'Hijacked', price: 500 }, otherFamily: 'denied' }],
  },
  'DELETE /api/rewards/:rewardId': { auth: 'parent', probes: () => [{ otherFamily: 'denied' }] },
  'POST /api/rewards/:rewardId/redeem': { auth: 'user', probes: () => [{ otherFamily: 'denied' }] },
  'GET /api/rewards/redemptions': {
    auth: 'user',
    probes: () => [{ query: { status: 'PENDING' }, otherFamily: 'own' }],
  },
  'POST /api/rewards/redemptions/:redemptionId/approve': {
    auth: 'parent',
    probes: () => [{ body: { note: 'Planted' }, otherFamily: 'denied' }],
  },
  'POST /api/rewards/redemptions/:redemptionId/decline': {
    auth: 'parent',
    probes: () => [{ body: { note: 'Planted' }, otherFamily: 'denied' }],
  },
  'POST /api/rewards/redemptions/:redemptionId/undo': {
    auth: 'parent',
    probes: () => [{ otherFamily: 'denied' }],
  },
  'GET /api/users/family/star-jar': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'PUT /api/users/family/star-jar': {
    auth: 'parent',
    probes: () => [{ body: { enabled: true }, otherFamily: 'own' }],
  },

  // The content library is public and holds no family's data.
  'GET /api/content': { auth: 'public', probes: () => [{ query: { page: 1 } }] },
  'GET /api/content/tags/:tag': { auth: 'public', probes: () => [{}] },
  'GET /api/content/:url_id': { auth: 'public', probes: () => [{}] },

  // Accounts.
  'POST /api/users/register': {
    auth: 'public',
    probes: (v) => [
      {
        body: {
          username: v.parent.username,
          email: v.email,
          password: 'another password',
          confirmPassword: 'another password',
          birth_year: 1990,
        },
      },
    ],
  },
  'GET /api/users/verify-email': {
    auth: 'public',
    probes: () => [{ query: { token: 'A'.repeat(43) } }],
  },
  'POST /api/users/forgot-password': {
    auth: 'public',
    probes: (v) => [{ body: { email: v.email } }],
  },
  'POST /api/users/reset-password': {
    auth: 'public',
    probes: () => [{ body: { token: 'A'.repeat(43), new_password: 'taken over 123' } }],
  },
  'POST /api/users/login': {
    auth: 'public',
    probes: (v) => [
      { body: { email: v.email, password: 'wrong password' } },
      { body: { email: v.kid.username, password: 'wrong password' } },
    ],
  },
  'POST /api/users/login/two-factor': {
    auth: 'public',
    probes: () => [{ body: { challenge: 'A'.repeat(43), code: '123456' } }],
  },
  'POST /api/users/logout': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },

  // Two-factor sign-in acts on the caller's own account only.
  'POST /api/users/two-factor/setup': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'POST /api/users/two-factor/confirm': {
    auth: 'user',
    probes: () => [{ body: { code: '123456' }, otherFamily: 'own' }],
  },
  'POST /api/users/two-factor/disable': {
    auth: 'user',
    probes: (_, caller) => [
      { body: { password: caller.password, code: '123456' }, otherFamily: 'own' },
    ],
  },
  'POST /api/users/two-factor/recovery-codes': {
    auth: 'user',
    probes: (_, caller) => [
      { body: { password: caller.password, code: '123456' }, otherFamily: 'own' },
    ],
  },
  'GET /api/users/me': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },

  // Profile: a child's profile outside its family reads as missing.
  'GET /api/users/profile': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'GET /api/users/:userId/profile': { auth: 'user', probes: () => [{ otherFamily: 'denied' }] },
  // A profile's goal and its tasks: under the profile's privacy rules (test/privacy-matrix).
  'GET /api/users/:userId/goals/:goalId': {
    auth: 'user',
    probes: () => [{ otherFamily: 'denied' }],
  },

  // Directory: another family's child is never listed, a parent only once it chose PUBLIC.
  'GET /api/users/list': {
    auth: 'user',
    probes: (v) => [
      { query: { search: v.kid.username }, otherFamily: 'own' },
      { query: { search: v.parent.username }, otherFamily: 'own' },
    ],
  },

  // Family.
  'GET /api/users/family-accounts': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  // The helper share belongs to the caller's family: no request can name another one.
  'GET /api/users/family/helper-share': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'PUT /api/users/family/helper-share': {
    auth: 'parent',
    probes: () => [{ body: { percent: 20 }, otherFamily: 'own' }],
  },
  // A parent's settings for its children: the list is the caller's own family, and a child of
  // another family named in the path is not found.
  'GET /api/users/children/settings': { auth: 'parent', probes: () => [{ otherFamily: 'own' }] },
  'PUT /api/users/children/:username/settings': {
    auth: 'parent',
    probes: () => [
      { body: { display_name: 'Planted', cheer_sound: false }, otherFamily: 'denied' },
    ],
  },
  'POST /api/users/create-additional-child': {
    auth: 'parent',
    probes: (_, caller) => [
      {
        body: {
          child_username: freshName(),
          child_birth_year: 2016,
          parent_password: caller.password,
        },
        otherFamily: 'own',
      },
    ],
  },
  'DELETE /api/users/remove-child': {
    auth: 'parent',
    probes: (v, caller) =>
      [v.secondChild, v.kid, v.parent].map((target) => ({
        body: { child_username: target.username, parent_password: caller.password },
        otherFamily: 'denied' as const,
      })),
  },
  'POST /api/users/switch-account': {
    auth: 'user',
    probes: (v, caller) =>
      [v.parent, v.kid, v.secondChild].flatMap((target) => [
        { body: { target_username: target.username }, otherFamily: 'denied' as const },
        {
          body: { target_username: target.username, parent_password: caller.password },
          otherFamily: 'denied' as const,
        },
      ]),
  },

  // Settings: every call is about the caller's own settings.
  'GET /api/users/settings': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  'PUT /api/users/settings/notifications': {
    auth: 'user',
    probes: (v) => [{ query: victimBoard(v), body: { newsletter: true }, otherFamily: 'own' }],
  },
  'PUT /api/users/settings/privacy': {
    auth: 'user',
    probes: (v) => [
      { query: victimBoard(v), body: { profile_visibility: 'PRIVATE' }, otherFamily: 'own' },
    ],
  },
  'PUT /api/users/settings/preferences': {
    auth: 'user',
    probes: (v) => [{ query: victimBoard(v), body: { theme: 'DARK' }, otherFamily: 'own' }],
  },
  'PUT /api/users/settings/security': {
    auth: 'user',
    probes: (v) => [
      { query: victimBoard(v), body: { session_timeout_minutes: 15 }, otherFamily: 'own' },
    ],
  },

  'PUT /api/users/profile': {
    auth: 'user',
    probes: (v, caller) => [
      { query: victimBoard(v), body: { username: v.kid.username }, otherFamily: 'own' },
      { body: { email: v.email }, otherFamily: 'own' },
      // With the caller's own password: the victim's address is still not the caller's to take.
      { body: { email: v.email, current_password: caller.password }, otherFamily: 'own' },
    ],
  },
  // The links of an e-mail change: the token is the proof; a guessed one opens nothing.
  'POST /api/users/email-change/confirm': {
    auth: 'public',
    probes: () => [{ body: { token: 'A'.repeat(43) } }],
  },
  'POST /api/users/email-change/cancel': {
    auth: 'public',
    probes: () => [{ body: { token: 'A'.repeat(43) } }],
  },
  // A wrong current password: a real change would end the sessions the matrix goes on using.
  'POST /api/users/change-password': {
    auth: 'parent',
    probes: () => [
      {
        body: { current_password: 'not the password', new_password: 'taken over 123' },
        otherFamily: 'own',
      },
    ],
  },
  'GET /api/users/settings/account/sessions': {
    auth: 'user',
    probes: () => [{ otherFamily: 'own' }],
  },
  'POST /api/users/settings/account/sessions/revoke-all': {
    auth: 'user',
    probes: () => [{ otherFamily: 'own' }],
  },
  'POST /api/users/settings/account/sessions/:sessionId/revoke': {
    auth: 'user',
    probes: () => [{ otherFamily: 'denied' }],
  },
  'GET /api/users/settings/account/export': {
    auth: 'user',
    probes: () => [{ otherFamily: 'own' }],
  },
  // Short of the confirmation text: deleting the caller would end the matrix's own accounts.
  'POST /api/users/settings/account/delete-immediate': {
    auth: 'parent',
    probes: (_, caller) => [
      {
        body: { password: caller.password, confirmation_text: 'DELETE MY' },
        otherFamily: 'own',
      },
    ],
  },

  // Task board.
  'GET /api/backlog': { auth: 'user', probes: boardRead() },
  'GET /api/backlog/current-flavor': { auth: 'user', probes: boardRead() },
  'POST /api/backlog/goals': {
    auth: 'user',
    probes: (v) => [
      { query: victimBoard(v), body: { title: 'planted goal', tasks: [] }, otherFamily: 'denied' },
    ],
  },
  'PUT /api/backlog/goals/order': {
    auth: 'user',
    probes: (v) => deniedBoth(v, { body: { goal_ids: [v.goal?.id ?? 0] } }),
  },
  'PUT /api/backlog/goals/:goalId': {
    auth: 'user',
    probes: (v) =>
      deniedBoth(v, {
        body: { item_id: v.goal?.id, title: 'hijacked', tasks: [], job_status: 'CLOSED' },
      }),
  },
  'DELETE /api/backlog/goals/:goalId': { auth: 'user', probes: (v) => deniedBoth(v) },
  'GET /api/backlog/goals/:goalId/task': { auth: 'user', probes: (v) => deniedBoth(v) },
  'POST /api/backlog/task': {
    auth: 'user',
    probes: (v) => deniedBoth(v, { body: { title: 'planted task', goal_id: v.goal?.id } }),
  },
  'PUT /api/backlog/task/:itemId': {
    auth: 'user',
    probes: (v) =>
      deniedBoth(v, { body: { item_id: v.task?.id, title: 'hijacked', job_status: 'CLOSED' } }),
  },
  'DELETE /api/backlog/task/:itemId': { auth: 'user', probes: (v) => deniedBoth(v) },

  // Goal grouping themes: a user's own custom themes and which theme groups its goals.
  'GET /api/backlog/flavors': { auth: 'user', probes: boardRead() },
  'GET /api/backlog/custom-themes': { auth: 'user', probes: boardRead() },
  'GET /api/backlog/user-category-data': { auth: 'user', probes: boardRead() },
  'POST /api/backlog/custom-themes': {
    auth: 'user',
    probes: (v) => [{ query: victimBoard(v), body: plantedTheme, otherFamily: 'denied' }],
  },
  'PUT /api/backlog/custom-themes/:theme_id': {
    auth: 'user',
    probes: (v) => deniedBoth(v, { body: plantedTheme }),
  },
  'DELETE /api/backlog/custom-themes/:theme_id': { auth: 'user', probes: (v) => deniedBoth(v) },
  'POST /api/backlog/switch-flavor': {
    auth: 'user',
    probes: (v) => deniedBoth(v, { query: { new_flavor: v.theme?.id ?? 'GENERAL' } }),
  },

  // Statistics: another user's only as that user's privacy allows (a child: its family only).
  'GET /api/backlog/goals/recent-achievements': { auth: 'user', probes: boardRead({ limit: 5 }) },
  'GET /api/backlog/performance-metrics': { auth: 'user', probes: boardRead({ _t: '1' }) },
  'GET /api/backlog/streak': { auth: 'user', probes: boardRead() },
  'GET /api/backlog/tasks/category-distribution': {
    auth: 'user',
    probes: boardRead({ include_completed: 'true', status_filter: 'CLOSED' }),
  },
  'GET /api/backlog/tasks/category-distribution/recent': {
    auth: 'user',
    probes: boardRead({ days: 30 }),
  },

  // The AI task breaker: every call is about the caller's own allowance.
  'GET /api/taskbreaker/health': { auth: 'public', probes: () => [{}] },
  'POST /api/taskbreaker/break-down': {
    auth: 'user',
    probes: () => [{ body: { goal: 'Tidy my room', age: 7 }, otherFamily: 'own' }],
  },
  'POST /api/taskbreaker/test': { auth: 'user', probes: () => [{ otherFamily: 'own' }] },
  // No user_id in these calls (spec §7): naming the victim must still answer the caller's own.
  'GET /api/taskbreaker/usage': {
    auth: 'user',
    probes: (v) => [{ query: victimBoard(v), otherFamily: 'own' }],
  },
  'GET /api/taskbreaker/usage/history': {
    auth: 'user',
    probes: (v) => [{ query: { ...victimBoard(v), days: 7 }, otherFamily: 'own' }],
  },
};

/** The victim's ids for each path parameter a route may have. */
function pathFixtures(v: FamilyFixture): Record<string, number | string | undefined> {
  return {
    // Content paths name posts and tags, which belong to no family.
    tag: 'study-support',
    url_id: 'studysupport',
    key: 'not-a-member-key',
    kind: 'badges',
    theme_id: v.theme?.id,
    goalId: v.goal?.id,
    itemId: v.task?.id,
    taskId: v.task?.id,
    userId: v.kid.id,
    username: v.kid.username,
    id: v.kid.id,
    sessionId: v.parent.sessionId,
    rewardId: v.reward?.id,
    redemptionId: v.redemption?.id,
    subscriptionId: v.pushSubscription?.id,
  };
}

/** The route's URL with the victim's ids in its path parameters, or the reason it has none. */
function fillPath(url: string, v: FamilyFixture): { path: string } | { missing: string } {
  const fixtures = pathFixtures(v);
  let missing: string | undefined;
  const path = url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = fixtures[name];
    if (value === undefined) missing ??= name;
    return String(value);
  });
  if (url.includes('*')) return { missing: '* (wildcard)' };
  return missing === undefined ? { path } : { missing };
}

const routeKey = (route: RouteTableEntry) => `${route.method} ${route.url}`;

describe.each(backends)('authorization matrix on %s', (backend) => {
  let t: TestApp;
  let routes: RouteTableEntry[];
  /** The tables changed since it was last called (every table watched; see database-state.ts). */
  let changedSince: () => Promise<string[]>;
  let victim: FamilyFixture;
  let attacker: FamilyFixture;
  let revokedToken: string;
  /** Every table's foreign-key columns pointing at users.id. */
  let userColumns: Map<string, string[]>;

  const hasRoute = (method: string, url: string) =>
    routes.some((r) => r.method === method && r.url === url);

  async function account(username: string, identifier: string, password: string) {
    const { token } = await login(t.app, identifier, password);
    const [row] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from users where username = ${username}`,
    );
    if (!row) throw new Error(`no user ${username}`);
    const [session] = await queryRows<{ id: number }>(
      t.database,
      sql`select id from sessions where token_hash = ${hashToken(token)}`,
    );
    if (!session) throw new Error(`no session for ${username}`);
    return { id: row.id, username, token, sessionId: session.id };
  }

  /** A whole family made through the API, with a board when the board's routes exist. */
  async function makeFamily(label: string): Promise<FamilyFixture> {
    const family = await register(t.app, newFamily());
    const parent = await account(family.username, family.email, family.password);
    const kid = await account(`${family.username}_kid`, `${family.username}_kid`, family.password);
    const secondName = freshName();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(parent.token),
      payload: {
        child_username: secondName,
        child_birth_year: 2017,
        parent_password: family.password,
      },
    });
    if (created.statusCode !== 201) throw new Error(`create child failed: ${created.body}`);
    const secondChild = await account(secondName, secondName, family.password);
    const fixture: FamilyFixture = {
      email: family.email,
      password: family.password,
      parent,
      kid,
      secondChild,
    };
    if (hasRoute('POST', '/api/backlog/goals') && hasRoute('POST', '/api/backlog/task')) {
      const title = `${label} goal ${freshName()}`;
      const goal = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/goals',
        headers: bearer(kid.token),
        payload: { title, tasks: [] },
      });
      if (goal.statusCode >= 300) throw new Error(`create goal failed: ${goal.body}`);
      fixture.goal = { id: goal.json<{ item_id: number }>().item_id, title };
      const taskTitle = `${label} task ${freshName()}`;
      const task = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: bearer(kid.token),
        payload: { title: taskTitle, goal_id: fixture.goal.id },
      });
      if (task.statusCode >= 300) throw new Error(`create task failed: ${task.body}`);
      fixture.task = { id: task.json<{ item_id: number }>().item_id, title: taskTitle };
    }
    if (hasRoute('POST', '/api/backlog/custom-themes')) {
      const name = `${label} theme ${freshName()}`;
      const theme = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/custom-themes',
        headers: bearer(kid.token),
        payload: { ...plantedTheme, name: name.slice(0, 40) },
      });
      if (theme.statusCode >= 300) throw new Error(`create theme failed: ${theme.body}`);
      fixture.theme = { id: theme.json<{ theme_id: string }>().theme_id, name: name.slice(0, 40) };
    }
    if (hasRoute('POST', '/api/rewards') && fixture.goal) {
      // A star for the child, a reward it may ask for, and a request waiting for the parent.
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: bearer(kid.token),
        payload: { title: 'Finished', goal_id: fixture.goal.id, job_status: 'CLOSED' },
      });
      if (done.statusCode >= 300) throw new Error(`finish task failed: ${done.body}`);
      const newReward = async (title: string) => {
        const made = await t.app.inject({
          method: 'POST',
          url: '/api/rewards',
          headers: bearer(parent.token),
          payload: { title, picture: 'gift', price: 1, child_id: kid.id },
        });
        if (made.statusCode >= 300) throw new Error(`create reward failed: ${made.body}`);
        return made.json<{ id: number }>().id;
      };
      const title = `${label} reward ${freshName()}`;
      fixture.reward = { id: await newReward(title), title };
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/rewards/${await newReward(`${label} asked ${freshName()}`)}/redeem`,
        headers: bearer(kid.token),
      });
      if (asked.statusCode >= 300) throw new Error(`redeem failed: ${asked.body}`);
      fixture.redemption = { id: asked.json<{ id: number }>().id };
    }
    if (hasRoute('POST', '/api/push/subscriptions')) {
      const body = browserSubscription();
      const subscribed = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(kid.token),
        payload: body,
      });
      if (subscribed.statusCode !== 201) throw new Error(`subscribe failed: ${subscribed.body}`);
      fixture.pushSubscription = { id: subscribed.json<{ id: number }>().id, body };
    }
    return fixture;
  }

  /** Every table of the schema, rows ordered by primary key; sessions.last_active is left out. */
  async function dump(): Promise<Record<string, Record<string, unknown>[]>> {
    const tables = await queryRows<{ name: string; pk: string[] | null }>(
      t.database,
      sql`select c.relname as name,
            (select array_agg(a.attname::text order by a.attnum)
               from pg_index i
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
              where i.indrelid = c.oid and i.indisprimary) as pk
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname = current_schema()
          order by c.relname`,
    );
    const result: Record<string, Record<string, unknown>[]> = {};
    for (const { name, pk } of tables) {
      const order = pk?.length ? pk.map((c) => `t."${c}"`).join(', ') : 'to_jsonb(t)::text';
      const rows = await queryRows<{ row: Record<string, unknown> }>(
        t.database,
        sql.raw(`select to_jsonb(t) as row from "${name}" t order by ${order}`),
      );
      result[name] = rows.map(({ row }) => {
        if (name === 'sessions') delete row.last_active;
        return row;
      });
    }
    return result;
  }

  /** The dump without the rows of one family (what a caller may change in its own account). */
  function withoutFamily(tables: Record<string, Record<string, unknown>[]>, parentId: number) {
    const ids = new Set<unknown>(
      (tables.users ?? [])
        .filter((u) => u.id === parentId || u.parent_id === parentId)
        .map((u) => u.id),
    );
    const kept: Record<string, Record<string, unknown>[]> = {};
    for (const [table, rows] of Object.entries(tables)) {
      const columns = table === 'users' ? ['id', 'parent_id'] : (userColumns.get(table) ?? []);
      kept[table] = rows.filter((row) => !columns.some((c) => ids.has(row[c])));
    }
    return kept;
  }

  /** Victim data a response must never contain. */
  const secrets = () => [
    victim.email,
    victim.parent.username,
    victim.kid.username,
    victim.secondChild.username,
    victim.parent.token,
    victim.kid.token,
    ...(victim.goal ? [victim.goal.title] : []),
    ...(victim.task ? [victim.task.title] : []),
    ...(victim.theme ? [victim.theme.id, victim.theme.name] : []),
    ...(victim.reward ? [victim.reward.title] : []),
  ];
  const leaks = (response: LightMyRequestResponse) => {
    const body = response.body.toLowerCase();
    return secrets().filter((s) => body.includes(s.toLowerCase()));
  };

  function send(
    route: RouteTableEntry,
    path: string,
    probe: Omit<Probe, 'otherFamily'>,
    headers: Record<string, string>,
  ) {
    return t.app.inject({
      method: route.method as 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(probe.query ?? {}).map(([k, v]) => [k, String(v)])),
      headers,
      ...(probe.body ? { payload: probe.body } : {}),
    });
  }

  beforeAll(async () => {
    // Its own database: it checks that refused calls change no row of any table.
    t = await createTestApp(backend, {}, { isolated: true });
    routes = t.app.routeTable;
    changedSince = await watchTables(t.database);
    victim = await makeFamily('victim');
    attacker = await makeFamily('attacker');
    revokedToken = (await login(t.app, victim.email, victim.password)).token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(revokedToken),
    });
    if (out.statusCode !== 200) throw new Error(`logout failed: ${out.body}`);
    const references = await queryRows<{ table_name: string; column_name: string }>(
      t.database,
      sql`select c.conrelid::regclass::text as table_name, a.attname::text as column_name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.contype = 'f' and c.confrelid = 'users'::regclass`,
    );
    userColumns = new Map();
    for (const { table_name, column_name } of references) {
      userColumns.set(table_name, [...(userColumns.get(table_name) ?? []), column_name]);
    }
    // Members' ids without a foreign key (schema.ts says why): the family's events.
    userColumns.set('family_events', ['family_id', 'user_id']);
  });
  afterAll(() => t.close());

  /** The expectation of each route, and the victim path; every problem is collected, not thrown. */
  function plan(problems: string[]) {
    const planned: { route: RouteTableEntry; expectation: Expectation; path: string }[] = [];
    for (const route of routes) {
      const expectation = expectations[routeKey(route)];
      if (!expectation) {
        problems.push(
          `${routeKey(route)} (auth '${route.auth}') has no entry in the authorization matrix: ` +
            'add one to `expectations` in test/authorization-matrix.test.ts',
        );
        continue;
      }
      if (expectation.auth !== route.auth) {
        problems.push(
          `${routeKey(route)} declares auth '${route.auth}' but the matrix expects '${expectation.auth}'`,
        );
        continue;
      }
      const filled = fillPath(route.url, victim);
      if ('missing' in filled) {
        problems.push(
          `${routeKey(route)}: no victim fixture for path parameter :${filled.missing}; ` +
            'add it to pathFixtures in test/authorization-matrix.test.ts',
        );
        continue;
      }
      planned.push({ route, expectation, path: filled.path });
    }
    return planned;
  }

  const probesOf = (expectation: Expectation, caller: Caller) =>
    expectation.auth === 'public'
      ? expectation.probes(victim).map((p) => ({ ...p, otherFamily: 'own' as const }))
      : expectation.probes(victim, caller);

  it('covers every /api route, including the family and board routes', async () => {
    const problems: string[] = [];
    plan(problems);
    expect(problems).toEqual([]);
    // The comparisons below see every table, the victim's rows among them.
    const tables = await dump();
    expect(Object.keys(tables)).toEqual(expect.arrayContaining(['users', 'sessions']));
    expect(tables.users?.map((u) => u.id)).toContain(victim.secondChild.id);
    expect(tables.sessions?.map((s) => s.user_id)).toContain(victim.kid.id);
    expect(routes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/users/family-accounts',
        'POST /api/users/create-additional-child',
        'DELETE /api/users/remove-child',
        'POST /api/users/switch-account',
      ]),
    );
  });

  /** Sends each probe of every non-public route with `headers` and expects 401 and no change. */
  async function expectRejectedWith(headersList: Record<string, string>[]) {
    const problems: string[] = [];
    for (const { route, expectation, path } of plan(problems)) {
      if (expectation.auth === 'public') continue;
      await changedSince();
      for (const probe of probesOf(expectation, { token: '', password: victim.password })) {
        for (const headers of headersList) {
          const response = await send(route, path, probe, headers);
          if (response.statusCode !== 401) {
            problems.push(
              `${routeKey(route)} with ${JSON.stringify(headers)} answered ${response.statusCode}: ${response.body}`,
            );
          }
        }
      }
      const changed = await changedSince();
      if (changed.length) {
        problems.push(
          `${routeKey(route)} changed ${changed.join(', ')} for a caller without a session`,
        );
      }
    }
    expect(problems).toEqual([]);
  }

  it('answers 401 without a token and changes nothing', async () => {
    await expectRejectedWith([{}]);
  });

  it('answers 401 to malformed tokens and changes nothing', async () => {
    const storedHash = hashToken(victim.parent.token);
    await expectRejectedWith([
      { authorization: 'Bearer' },
      { authorization: 'Bearer short' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
      { authorization: `Bearer ${victim.parent.token}x` },
      // What the database holds is not a token: a leaked sessions table opens nothing.
      { authorization: `Bearer ${storedHash}` },
      { authorization: victim.parent.token },
      {
        authorization: `Basic ${Buffer.from(`${victim.email}:${victim.password}`).toString('base64')}`,
      },
    ]);
  });

  it('answers 401 to a token ended by logout and changes nothing', async () => {
    await expectRejectedWith([bearer(revokedToken)]);
  });

  it("refuses another family's parent and child on the victim's data and changes nothing", async () => {
    const problems: string[] = [];
    const callers = async (): Promise<[string, Caller][]> => [
      [
        'parent',
        {
          token: (await login(t.app, attacker.email, attacker.password)).token,
          password: attacker.password,
        },
      ],
      [
        'child',
        {
          token: (await login(t.app, attacker.kid.username, attacker.password)).token,
          password: attacker.password,
        },
      ],
    ];
    let [asParent, asChild] = await callers();
    for (const { route, expectation, path } of plan(problems)) {
      if (expectation.auth === 'public') continue;
      for (const [role, caller] of [asParent, asChild] as [string, Caller][]) {
        for (const probe of probesOf(expectation, caller)) {
          const parentOnlyForChild = expectation.auth === 'parent' && role === 'child';
          const refused = probe.otherFamily === 'denied' || parentOnlyForChild;
          // A call the caller may make on its own family may change that family's rows only:
          // those are told apart in whole dumps, taken only when some table changed.
          const before = refused ? undefined : await dump();
          await changedSince();
          const response = await send(route, path, probe, bearer(caller.token));
          const changed = await changedSince();
          const what = `${routeKey(route)} as another family's ${role} with ${JSON.stringify({ query: probe.query, body: probe.body })}`;
          const leaked = leaks(response);
          if (leaked.length) problems.push(`${what} revealed ${leaked.join(', ')}`);
          if (response.statusCode >= 500)
            problems.push(`${what} failed with ${response.statusCode}`);
          if (refused) {
            if (![403, 404].includes(response.statusCode)) {
              problems.push(
                `${what} answered ${response.statusCode}, not 403/404: ${response.body}`,
              );
            }
            if (changed.length) problems.push(`${what} changed ${changed.join(', ')}`);
          } else {
            if (response.statusCode === 401)
              problems.push(`${what} answered 401 to a live session`);
            const otherRows = (d: Awaited<ReturnType<typeof dump>>) =>
              JSON.stringify(withoutFamily(d, attacker.parent.id));
            if (changed.length && otherRows(await dump()) !== otherRows(before!)) {
              problems.push(`${what} changed rows outside the caller's family`);
            }
          }
        }
      }
      // A call on one's own account (logout…) may end the session: start the next route afresh.
      [asParent, asChild] = await callers();
    }
    expect(problems).toEqual([]);
  });

  it('refuses a child on parent-only routes, in its own family too, and changes nothing', async () => {
    const problems: string[] = [];
    const child: Caller = { token: victim.kid.token, password: victim.password };
    const parentRoutes = plan(problems).filter((p) => p.expectation.auth === 'parent');
    expect(parentRoutes.length).toBeGreaterThan(0);
    for (const { route, expectation, path } of parentRoutes) {
      for (const probe of probesOf(expectation, child)) {
        await changedSince();
        const response = await send(route, path, probe, bearer(child.token));
        if (![403, 404].includes(response.statusCode)) {
          problems.push(`${routeKey(route)} as the family's child answered ${response.statusCode}`);
        }
        const changed = await changedSince();
        if (changed.length) {
          problems.push(`${routeKey(route)} as the family's child changed ${changed.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets no public route reveal another family's data", async () => {
    const problems: string[] = [];
    const publicRoutes = plan(problems).filter((p) => p.expectation.auth === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const { route, expectation, path } of publicRoutes) {
      for (const probe of probesOf(expectation, { token: '', password: '' })) {
        for (const headers of [{}, bearer(attacker.parent.token)]) {
          const response = await send(route, path, probe, headers);
          const what = `${routeKey(route)} with ${JSON.stringify(probe)}`;
          if (response.statusCode >= 500)
            problems.push(`${what} failed with ${response.statusCode}`);
          const leaked = leaks(response);
          if (leaked.length) problems.push(`${what} revealed ${leaked.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
  it('aims every refused probe at something the victim itself may do', async () => {
    // Otherwise a 403/404 above could come from a malformed probe rather than from ownership.
    const problems: string[] = [];
    for (const { route, expectation } of plan(problems)) {
      if (expectation.auth === 'public') continue;
      // A family of its own for each call that changes data, so one call cannot spoil the next.
      const owner = route.method === 'GET' ? victim : await makeFamily('control');
      const filled = fillPath(route.url, owner);
      if ('missing' in filled) continue;
      // A parent-only route is the parent's to call, wherever it lives.
      const self =
        route.url.startsWith('/api/users/') || expectation.auth === 'parent'
          ? owner.parent
          : owner.kid;
      const probe = expectation
        .probes(owner, { token: self.token, password: owner.password })
        .find((p) => p.otherFamily === 'denied');
      if (!probe) continue;
      const response = await send(route, filled.path, probe, bearer(self.token));
      if ([401, 403, 404, 422].includes(response.statusCode) || response.statusCode >= 500) {
        problems.push(
          `${routeKey(route)} refused its own family's ${self.username} with ${response.statusCode}: ` +
            `${response.body}; fix the probe in the matrix`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
