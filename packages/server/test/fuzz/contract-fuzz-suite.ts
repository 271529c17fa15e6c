import { createECDH, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../src/plugins/route-table';
import { notificationsRepository } from '../../src/repositories/notifications-repository';
import { sessionsRepository } from '../../src/repositories/sessions-repository';
import { hashToken, newToken } from '../../src/security/tokens';
import { watchTables } from '../database-state';
import { planRequests, type FuzzRequest } from './fuzz-plan';
import { randomSource, routeInputs, type Hints } from './request-generator';
import { recordProof } from '../proof-results';
import {
  bearer,
  createTestApp,
  newFamily,
  queryRows,
  register,
  tokenFromMail,
  type Backend,
  type TestApp,
} from '../helper';

/**
 * Fuzz from the contract: every route of the route table gets REQUESTS_PER_ROUTE requests
 * generated from its zod schemas (valid, boundary and hostile). None may answer 5xx; a request
 * that breaks the contract must be refused; and no refused request may change a row of any
 * table (every table is watched around each one). PGlite is driven through
 * app.inject, PostgreSQL over real HTTP.
 *
 * Every route must also succeed (2xx) at least once, so its own work is fuzzed and not only its
 * refusals: mailed tokens (verification, reset, e-mail change) are taken from the outbox as a
 * person would follow the link, and authenticator codes are computed from the fixture's own
 * two-factor secret, at the moment each request is sent (see `Ticket`).
 */
const REQUESTS_PER_ROUTE = 1000;

/**
 * Values that exist only when a request is sent: a mailed link's token, a login's challenge, the
 * authenticator's current code. The plan carries a ticket in their place; a request that may
 * succeed redeems it just before it is sent (the first few times with a fresh value, then with
 * the last one again, spent), and a request that must be refused carries a made-up value.
 */
const TICKETS = {
  verify: '@@fuzz-verify-token@@',
  reset: '@@fuzz-reset-token@@',
  confirmEmail: '@@fuzz-confirm-email-token@@',
  cancelEmail: '@@fuzz-cancel-email-token@@',
  challenge: '@@fuzz-login-challenge@@',
  code: '@@fuzz-authenticator-code@@',
  stream: '@@fuzz-stream-ticket@@',
} as const;
type Ticket = keyof typeof TICKETS;
/** Fresh values per ticket and route; later requests get the last one again (already spent). */
const FRESH_TICKETS = 3;

/** Routes whose fixture parent has two-factor sign-in on (or, for confirm, being set up). */
const TWO_FACTOR_ON = new Set([
  'POST /api/users/two-factor/disable',
  'POST /api/users/two-factor/recovery-codes',
  'POST /api/users/login/two-factor',
]);
const TWO_FACTOR_SETUP = 'POST /api/users/two-factor/confirm';
/** Routes about a second child, which the fixture family then has (the first one cannot go). */
const SECOND_CHILD = new Set(['DELETE /api/users/remove-child']);

/** Routes whose success goes on writing after the answer. */
interface Member {
  id: number;
  username: string;
  token: string;
}

interface Fixture {
  email: string;
  password: string;
  parent: Member & { sessionId: number };
  kid: Member;
  /** A second, non-primary child, for the routes in SECOND_CHILD. */
  secondChild?: string;
  goalId: number;
  taskId: number;
  themeId: string;
  /** A reward of the kid's to ask for, and a request for another one (approved for undo). */
  rewardId: number;
  redemptionId: number;
  /** The kid's push subscription (a device of its own). */
  pushSubscriptionId: number;
  /** The parent's key in its mails' one-click unsubscribe links. */
  unsubscribeKey: string;
  /**
   * The parent's authenticator secret and recovery codes, for the two-factor routes, and the
   * time step its enrolment used (a code is taken once, and only for a later step).
   */
  twoFactor?: { secret: string; recoveryCodes: string[]; usedStep: number };
}

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

interface Answer {
  status: number;
  body: string;
}

type Transport = (request: FuzzRequest, token: string | undefined) => Promise<Answer>;

const freshName = () => `f${randomBytes(5).toString('hex')}`;

/** Browsers' P-256 public keys, as a PushSubscription gives them (base64url). */
const browserKeys = Array.from({ length: 3 }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
});
const pushEndpoint = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(9).toString('hex')}`;

function seedOf(backend: Backend, route: RouteTableEntry): number {
  return createHash('sha256')
    .update(`${backend} ${route.method} ${route.url}`)
    .digest()
    .readUInt32LE(0);
}

/** The fuzz on one database; each database's run is a test file of its own, so the two run side by side. */
export function contractFuzzSuite(backend: Backend): void {
  describe(`contract fuzz on ${backend}`, () => {
    const overHttp = backend === 'postgres';
    let t: TestApp;
    let transport: Transport;
    /** The tables changed since it was last called. */
    let changedSince: () => Promise<string[]>;

    async function memberId(username: string): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        t.database,
        sql`select id from users where username = ${username}`,
      );
      if (!row) throw new Error(`no user ${username}`);
      return row.id;
    }

    /**
     * A session for `userId` written as login writes it, without login's password hash: the fuzz
     * needs hundreds of fresh sessions (every successful logout ends one).
     */
    async function openSession(userId: number): Promise<{ token: string; sessionId: number }> {
      const token = newToken();
      const row = await sessionsRepository(t.database.db).insert({
        tokenHash: hashToken(token),
        userId,
        device: 'Desktop',
        browser: 'Fuzz',
      });
      return { token, sessionId: row.id };
    }

    async function makeFixture(key: string): Promise<Fixture> {
      const family = await register(t.app, newFamily());
      const kidName = `${family.username}_kid`;
      const parentId = await memberId(family.username);
      const kidId = await memberId(kidName);
      const parentSession = await openSession(parentId);
      const kidSession = await openSession(kidId);
      const call = async (url: string, payload: object) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(kidSession.token),
          payload,
        });
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
        return response.json<Record<string, unknown>>();
      };
      const goal = await call('/api/backlog/goals', { title: 'Fuzz goal', tasks: [] });
      const task = await call('/api/backlog/task', { title: 'Fuzz task', goal_id: goal.item_id });
      const theme = await call('/api/backlog/custom-themes', {
        name: 'Fuzz theme',
        description: 'Generated',
        categories: [{ name: 'Play', icon: '🎲', color: 'red' }],
      });
      const parentCall = async (url: string, payload?: object) => {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(parentSession.token),
          ...(payload ? { payload } : {}),
        });
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
        return response.json<Record<string, unknown>>();
      };
      let secondChild: string | undefined;
      if (SECOND_CHILD.has(key)) {
        secondChild = freshName();
        await parentCall('/api/users/create-additional-child', {
          child_username: secondChild,
          child_birth_year: 2019,
          parent_password: family.password,
        });
      }
      let twoFactor: Fixture['twoFactor'];
      if (TWO_FACTOR_ON.has(key) || key === TWO_FACTOR_SETUP) {
        const { secret } = (await parentCall('/api/users/two-factor/setup')) as { secret: string };
        twoFactor = { secret, recoveryCodes: [], usedStep: -1 };
        if (TWO_FACTOR_ON.has(key)) {
          const totp = totpOf(secret);
          const step = totp.counter();
          const code = totp.generate({ timestamp: step * 30_000 });
          const confirmed = await parentCall('/api/users/two-factor/confirm', { code });
          twoFactor.recoveryCodes = confirmed.recovery_codes as string[];
          twoFactor.usedStep = step;
        }
      }
      // The star jar: a star for the kid, a reward it may ask for, and a request waiting for the
      // parent (approved already for the undo route, which needs one).
      await call('/api/backlog/task', {
        title: 'Fuzz star',
        goal_id: goal.item_id,
        job_status: 'CLOSED',
      });
      const newReward = async () =>
        Number(
          (
            await parentCall('/api/rewards', {
              title: 'Fuzz',
              picture: 'gift',
              price: 1,
              child_id: kidId,
            })
          ).id,
        );
      const rewardId = await newReward();
      const redemptionId = Number((await call(`/api/rewards/${await newReward()}/redeem`, {})).id);
      if (key === 'POST /api/rewards/redemptions/:redemptionId/undo') {
        await parentCall(`/api/rewards/redemptions/${redemptionId}/approve`);
      }
      const pushSubscriptionId = Number(
        (
          await call('/api/push/subscriptions', {
            endpoint: pushEndpoint(),
            keys: { p256dh: browserKeys[0], auth: randomBytes(16).toString('base64url') },
          })
        ).id,
      );
      return {
        email: family.email,
        password: family.password,
        parent: { id: parentId, username: family.username, ...parentSession },
        kid: { id: kidId, username: kidName, token: kidSession.token },
        ...(secondChild ? { secondChild } : {}),
        goalId: Number(goal.item_id),
        taskId: Number(task.item_id),
        themeId: String(theme.theme_id),
        rewardId,
        redemptionId,
        pushSubscriptionId,
        unsubscribeKey: await notificationsRepository(t.database.db).unsubscribeKey(
          parentId,
          randomBytes(24).toString('base64url'),
        ),
        ...(twoFactor ? { twoFactor } : {}),
      };
    }

    /** The caller with a session of its own that no earlier request has used. */
    async function freshSession(route: RouteTableEntry, fixture: Fixture): Promise<Fixture> {
      const caller = callerOf(route, fixture);
      if (!caller) return fixture;
      const { token } = await openSession(caller.id);
      return caller === fixture.kid
        ? { ...fixture, kid: { ...fixture.kid, token } }
        : { ...fixture, parent: { ...fixture.parent, token } };
    }

    /** A live session of the fixture's parent: a public route (cancelling an e-mail change) may end them all. */
    async function parentToken(fixture: Fixture): Promise<string> {
      const me = await t.app.inject({
        url: '/api/users/me',
        headers: bearer(fixture.parent.token),
      });
      if (me.statusCode !== 401) return fixture.parent.token;
      return (await openSession(fixture.parent.id)).token;
    }

    /** The parent's login address now (a confirmed e-mail change moves it). */
    async function currentEmail(fixture: Fixture): Promise<string> {
      const [row] = await queryRows<{ email: string }>(
        t.database,
        sql`select email from users where id = ${fixture.parent.id}`,
      );
      return row?.email ?? fixture.email;
    }

    /**
     * The ticket book of one route: each ticket redeemed for a fresh value the way a person gets
     * one (a mailed link, a login, the authenticator app), FRESH_TICKETS times, then the last one.
     */
    function ticketBook() {
      const issued = new Map<Ticket, string[]>();
      /** The latest time step handed out: the server takes only a later one. */
      let lastStep: number | undefined;
      const handedOutRecovery = new Set<string>();

      async function mailedToken(page: string, to: string): Promise<string> {
        await t.app.settled();
        return tokenFromMail(t.mail, to, page);
      }

      async function askForEmailChange(fixture: Fixture): Promise<{ from: string; to: string }> {
        const from = await currentEmail(fixture);
        const to = `${freshName()}@example.com`;
        // Each ticket's change is asked for as if an hour after the ones before (the fuzzed
        // profile calls ask for many): the hourly limit has its own test (email-change.test.ts).
        await queryRows(
          t.database,
          sql`update email_tokens set created_at = created_at - interval '1 hour'
            where user_id = ${fixture.parent.id} and purpose = 'email_change'`,
        );
        const response = await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: bearer(await parentToken(fixture)),
          payload: { email: to, current_password: fixture.password },
        });
        if (response.statusCode !== 200) throw new Error(`e-mail change: ${response.body}`);
        return { from, to };
      }

      /**
       * The authenticator's code of a step later than any used or handed out (the server accepts
       * one step either side of now), else an unused recovery code.
       */
      function authenticatorCode(fixture: Fixture): string {
        const twoFactor = fixture.twoFactor;
        if (!twoFactor) return '000000';
        const totp = totpOf(twoFactor.secret);
        const now = totp.counter();
        lastStep ??= twoFactor.usedStep;
        const step = [now - 1, now, now + 1].find((candidate) => candidate > (lastStep as number));
        if (step !== undefined) {
          lastStep = step;
          return totp.generate({ timestamp: step * 30_000 });
        }
        const recovery = twoFactor.recoveryCodes.find((c) => !handedOutRecovery.has(c));
        if (recovery) {
          handedOutRecovery.add(recovery);
          return recovery;
        }
        return totp.generate();
      }

      async function freshValue(ticket: Ticket, fixture: Fixture): Promise<string> {
        switch (ticket) {
          case 'verify': {
            // The fixture's own sign-up mail first, then new families' ones.
            const email = issued.has('verify')
              ? (await register(t.app, newFamily())).email
              : fixture.email;
            return mailedToken('verify-email', email);
          }
          case 'reset': {
            const email = await currentEmail(fixture);
            const asked = await t.app.inject({
              method: 'POST',
              url: '/api/users/forgot-password',
              payload: { email },
            });
            if (asked.statusCode !== 200) throw new Error(`forgot-password: ${asked.body}`);
            return mailedToken('reset-password', email);
          }
          case 'confirmEmail':
            return mailedToken('confirm-email-change', (await askForEmailChange(fixture)).to);
          case 'cancelEmail':
            return mailedToken('cancel-email-change', (await askForEmailChange(fixture)).from);
          case 'challenge': {
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/users/login',
              payload: { email: await currentEmail(fixture), password: fixture.password },
            });
            const challenge = response.json<{ challenge?: string }>().challenge;
            if (!challenge) throw new Error(`no login challenge: ${response.body}`);
            return challenge;
          }
          case 'code':
            return authenticatorCode(fixture);
          case 'stream': {
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/events/ticket',
              headers: bearer(await parentToken(fixture)),
            });
            if (response.statusCode !== 201) throw new Error(`stream ticket: ${response.body}`);
            return response.json<{ ticket: string }>().ticket;
          }
        }
      }

      /**
       * The request with its tickets redeemed (the same object when it carries none);
       * `mustRefuse` ones get made-up values, which write nothing.
       */
      return async (request: FuzzRequest, fixture: Fixture): Promise<FuzzRequest> => {
        let { url, body } = request;
        let redeemed = false;
        for (const [ticket, mark] of Object.entries(TICKETS) as [Ticket, string][]) {
          const inUrl = url.includes(encodeURIComponent(mark));
          const inBody = body?.includes(mark) ?? false;
          if (!inUrl && !inBody) continue;
          let value: string;
          if (request.mustRefuse) {
            value = ticket === 'code' ? '123456' : randomBytes(32).toString('base64url');
          } else if (ticket === 'code') {
            value = authenticatorCode(fixture);
          } else {
            const values = issued.get(ticket) ?? [];
            if (values.length < FRESH_TICKETS) {
              values.push(await freshValue(ticket, fixture));
              issued.set(ticket, values);
            }
            value = values.at(-1) as string;
          }
          url = url.replaceAll(encodeURIComponent(mark), encodeURIComponent(value));
          body = body?.replaceAll(mark, JSON.stringify(value).slice(1, -1));
          redeemed = true;
        }
        return redeemed ? { ...request, url, ...(body !== undefined ? { body } : {}) } : request;
      };
    }

    /**
     * After a success that ended the caller's session: a new session for the same account, or a
     * new family when the account is gone or its password changed.
     */
    async function revive(route: RouteTableEntry, fixture: Fixture): Promise<Fixture> {
      const caller = callerOf(route, fixture);
      if (!caller) return fixture;
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(caller.token) });
      if (me.statusCode !== 401) return fixture;
      const [exists] = await queryRows<{ id: number }>(
        t.database,
        sql`select id from users where id = ${caller.id}`,
      );
      if (!exists || /password|delete|remove-child/.test(route.url)) {
        return makeFixture(`${route.method} ${route.url}`);
      }
      const { token } = await openSession(caller.id);
      return caller === fixture.kid
        ? { ...fixture, kid: { ...fixture.kid, token } }
        : { ...fixture, parent: { ...fixture.parent, token } };
    }

    /** Valid values for fields whose rules the schema alone does not give. */
    function hintsFor(
      route: RouteTableEntry,
      fixture: Fixture,
      random: ReturnType<typeof randomSource>,
    ): Hints {
      const onTask = route.url.includes('/task');
      const key = `${route.method} ${route.url}`;
      // A mailed link's token where the route takes one, else a made-up token.
      const tokenTickets: Record<string, string> = {
        'GET /api/users/verify-email': TICKETS.verify,
        'POST /api/users/reset-password': TICKETS.reset,
        'POST /api/users/email-change/confirm': TICKETS.confirmEmail,
        'POST /api/users/email-change/cancel': TICKETS.cancelEmail,
      };

      const madeUpToken = () => randomBytes(32).toString('base64url');
      const tokenTicket = tokenTickets[key];
      const code = () =>
        fixture.twoFactor
          ? random.pick([TICKETS.code, TICKETS.code, TICKETS.code, '000000', 'ABCD-EFGH'])
          : random.pick(['000000', '123 456']);
      const texts: Record<string, () => string | undefined> = {
        // Generated text is mostly refused as a name (an invisible character, a line break): half
        // the time a plain one, so creating a theme or a category also succeeds.
        name: () =>
          random.chance(0.5)
            ? random.pick(['Play time', 'Reading', 'Tidy up', 'Music'])
            : undefined,
        email: () => random.pick([fixture.email, `${freshName()}@example.com`]),
        // A path's username names the family's child; a body's is a new account's.
        username: () =>
          route.url.includes(':username')
            ? random.pick([fixture.kid.username, fixture.kid.username, freshName()])
            : freshName(),
        child_username: () =>
          random.pick([
            freshName(),
            fixture.secondChild ?? fixture.kid.username,
            fixture.kid.username,
          ]),
        target_username: () => random.pick([fixture.kid.username, fixture.parent.username]),
        password: () => random.pick([fixture.password, 'wrong password 9']),
        confirmPassword: () => fixture.password,
        current_password: () => random.pick([fixture.password, 'wrong password 9']),
        parent_password: () => random.pick([fixture.password, 'wrong password 9']),
        new_password: () => 'a different phrase 42',
        confirmation_text: () => random.pick(['DELETE MY ACCOUNT', 'DELETE MY']),
        token: () =>
          tokenTicket ? random.pick([tokenTicket, tokenTicket, madeUpToken()]) : madeUpToken(),
        challenge: () => random.pick([TICKETS.challenge, TICKETS.challenge, madeUpToken()]),
        ticket: () => random.pick([TICKETS.stream, TICKETS.stream, madeUpToken()]),
        code,
        two_factor_code: code,
        icon: () => random.pick(['🎲', '🦖', '⭐']),
        tag: () => 'study-support',
        url_id: () => 'studysupport',
        theme_id: () => random.pick([fixture.themeId, 'GENERAL']),
        new_flavor: () => random.pick([fixture.themeId, 'GENERAL', 'SPORTS']),
        timezone: () => random.pick(['Europe/Berlin', 'UTC']),
        goal: () => random.pick(['Tidy my room', 'Learn to ride a bike']),
        picture: () => random.pick(['gift', 'star', 'apple']),
        // A goal's due date: a day ahead (a past one is refused), or nonsense.
        due_date: () =>
          random.chance(0.8)
            ? new Date(Date.now() + random.pick([1, 2, 7, 30]) * 86_400_000)
                .toISOString()
                .slice(0, 10)
            : undefined,
        // When reminders go: outside quiet hours, or anything.
        reminder_time: () =>
          random.chance(0.8) ? random.pick(['07:30', '12:15', '18:00']) : undefined,
        // An unsubscribe link's key: the parent's own, else one no mail ever carried.
        key: () => random.pick([fixture.unsubscribeKey, fixture.unsubscribeKey, madeUpToken()]),
        // A push subscription at a known push service, with a browser's key and auth secret.
        endpoint: () => random.pick([pushEndpoint(), pushEndpoint(), 'https://example.com/push']),
        p256dh: () => random.pick(browserKeys),
        auth: () => randomBytes(16).toString('base64url'),
      };
      const integers: Record<string, () => number> = {
        goalId: () => fixture.goalId,
        goal_id: () => fixture.goalId,
        itemId: () => (onTask ? fixture.taskId : fixture.goalId),
        item_id: () => (onTask ? fixture.taskId : fixture.goalId),
        tasks: () => fixture.taskId,
        goal_ids: () => fixture.goalId,
        user_id: () => (route.url.startsWith('/api/users') ? fixture.parent.id : fixture.kid.id),
        userId: () => fixture.kid.id,
        sessionId: () => fixture.parent.sessionId,
        rewardId: () => fixture.rewardId,
        redemptionId: () => fixture.redemptionId,
        subscriptionId: () => fixture.pushSubscriptionId,
        child_id: () => fixture.kid.id,
        price: () => random.pick([1, 2, 500]),
        birth_year: () => 1988,
        child_birth_year: () => 2016,
        age: () => 6,
        days: () => 7,
        limit: () => 5,
        page: () => 1,
      };
      return {
        text: (field) => texts[field]?.(),
        integer: (field) => integers[field]?.(),
      };
    }

    /** Whose token the route is called with: the kid on its board, the parent on its account. */
    function callerOf(route: RouteTableEntry, fixture: Fixture): Member | undefined {
      if (route.auth === 'parent') return fixture.parent;
      if (route.auth === 'user') {
        return route.url.startsWith('/api/users/') ? fixture.parent : fixture.kid;
      }
      return undefined;
    }

    const injectTransport: Transport = async (request, token) => {
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: {
          ...(token ? bearer(token) : {}),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      return { status: response.statusCode, body: response.body };
    };

    function httpTransport(baseUrl: string): Transport {
      return async (request, token) => {
        try {
          const response = await fetch(`${baseUrl}${request.url}`, {
            method: request.method,
            headers: {
              ...(token ? bearer(token) : {}),
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...(request.body !== undefined ? { body: request.body } : {}),
          });
          return { status: response.status, body: await response.text() };
        } catch (error) {
          // Node closes the connection of a request whose headers exceed its limit before any
          // answer (a megabyte in the query string): a refusal at the HTTP layer, not a 5xx.
          return { status: 0, body: String((error as Error).cause ?? error) };
        }
      };
    }

    beforeAll(async () => {
      // A stream that succeeds ends soon after it opens, so its answer can be read whole.
      t = await createTestApp(
        backend,
        {},
        { isolated: true, eventStream: { maxStreamMs: 50, heartbeatMs: 20 } },
      );
      changedSince = await watchTables(t.database);
      if (overHttp) {
        const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
        transport = httpTransport(address);
      } else {
        transport = injectTransport;
      }
    });
    afterAll(() => t.close());

    it(`answers ${REQUESTS_PER_ROUTE} generated requests per route with no 5xx, and refusals change nothing`, async () => {
      const document = t.app.swagger() as Parameters<typeof routeInputs>[0];
      const routes = t.app.routeTable;
      const problems: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      let refused = 0;
      /** Per route: requests sent and how many of them succeeded (2xx). */
      const perRoute = new Map<string, { sent: number; succeeded: number }>();

      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const inputs = routeInputs(document, route.method, route.url);
        const seed = seedOf(backend, route);
        const random = randomSource(seed);
        let fixture = await makeFixture(key);
        const redeem = ticketBook();
        const plan = planRequests(
          route,
          inputs,
          random,
          hintsFor(route, fixture, random),
          REQUESTS_PER_ROUTE,
        );
        const tokenNow = () => callerOf(route, fixture)?.token;
        const note = (request: FuzzRequest, answer: Answer, what: string) => {
          if (problems.length < 40) {
            problems.push(
              `${key} [${request.kind}] ${what} (seed ${seed}): ${answer.status} ${answer.body.slice(0, 200)} ` +
                `for ${request.url.slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`,
            );
          }
        };
        const tally = { sent: 0, succeeded: 0 };
        perRoute.set(key, tally);
        const count = (answer: Answer) => {
          sent += 1;
          tally.sent += 1;
          if (answer.status >= 200 && answer.status < 300) tally.succeeded += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) return false;
          if (answer.status < 400) return true;
          refused += 1;
          return true;
        };

        // The requests that break the contract go first, in one stretch watched as a whole:
        // the caller's session is still alive, so each reaches the route's own checks.
        const mustRefuse = plan.filter((r) => r.mustRefuse);
        // What the previous route's successes queue after answering (a badge's mail after a move)
        // lands before the watch starts, not inside it.
        await t.app.settled();
        await changedSince();
        for (const request of mustRefuse) {
          const answer = await transport(await redeem(request, fixture), tokenNow());
          if (!count(answer)) note(request, answer, 'failed with a server error');
          else if (answer.status !== 0 && answer.status < 400) {
            note(request, answer, 'was accepted although it breaks the contract');
          }
        }
        const changed = await changedSince();
        if (changed.length) {
          problems.push(`${key}: contract-breaking requests changed ${changed.join(', ')}`);
        }
        // A session the refusals have not used: a limit per session (deleting the account) counted
        // them, and would refuse every request after them.
        fixture = await freshSession(route, fixture);
        await changedSince();

        // Valid, boundary and hostile-but-acceptable requests, the tables watched around each.
        // The valid ones first, so the route's own work is reached before wrong values use up a
        // limit per account (wrong authenticator codes).
        const mayPass = plan.filter((r) => !r.mustRefuse);
        mayPass.sort((a, b) => Number(b.kind === 'valid') - Number(a.kind === 'valid'));
        for (const planned of mayPass) {
          const request = await redeem(planned, fixture);
          // What redeeming a ticket wrote (a mail, a login's challenge) is not the request's doing.
          if (request !== planned) await changedSince();
          const answer = await transport(request, tokenNow());
          if (!count(answer)) note(request, answer, 'failed with a server error');
          if (answer.status < 400 && request.method !== 'GET') {
            // A change may queue work after its answer (a reset mail, so timing reveals no
            // account; a new badge's mail after a move): wait for it, so that write is not
            // charged to the next request.
            await t.app.settled();
          }
          const diff = await changedSince();
          if ((answer.status >= 400 || answer.status === 0) && diff.length) {
            note(request, answer, `was refused but changed ${diff.join(', ')}`);
          } else if (answer.status < 400 && request.method !== 'GET') {
            // A success may end the caller's session (logout, password change, deletion).
            const revived = await revive(route, fixture);
            if (revived !== fixture) {
              fixture = revived;
              await changedSince();
            }
          }
        }
      }

      const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b);
      const share = ({ sent: n, succeeded }: { sent: number; succeeded: number }) =>
        `${((100 * succeeded) / n).toFixed(1)} % (${succeeded} of ${n})`;
      expect(problems).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(routes.length * REQUESTS_PER_ROUTE);
      // The plan reached the routes' own work, not only their refusals: every route's.
      expect(sent - refused).toBeGreaterThan(routes.length * 20);
      const neverSucceeded = [...perRoute].filter(([, tally]) => tally.succeeded === 0);
      expect(neverSucceeded.map(([key]) => key)).toEqual([]);
      recordProof(`fuzz-${backend}`, {
        backend,
        transport: overHttp ? 'real HTTP' : 'app.inject',
        routes: routes.length,
        requests: sent,
        refused,
        statuses: Object.fromEntries(byStatus),
        ...Object.fromEntries([...perRoute].map(([key, tally]) => [`2xx: ${key}`, share(tally)])),
      });
    }, 1_200_000);
  });
}
