import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, login, queryRows, register, type TestApp } from './helper';
import { changesOf, openSse, type SseStream } from './sse-client';

/**
 * Live updates over real HTTP (issue #28): the stream ticket, the stream each family's members
 * get (and no one else's), resuming after a drop, two servers on one PostgreSQL, and the
 * family's activity feed with its show_activity_feed switch.
 */
describe.each(backends)('live updates on %s', (backend) => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      {},
      { eventStream: { heartbeatMs: 200, sessionCheckMs: 200 } },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
  });

  async function family() {
    const signedUp = await register(t.app);
    const parent = await login(t.app, signedUp.email, signedUp.password);
    const kid = await login(t.app, `${signedUp.username}_kid`, signedUp.password);
    return { ...signedUp, parent: parent.token, kid: kid.token };
  }

  async function ticketFor(token: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ ticket: string; expires_in: number }>();
    expect(body.expires_in).toBe(60);
    return body.ticket;
  }

  async function stream(token: string, query = '', headers: Record<string, string> = {}) {
    const opened = await openSse(
      `${base}/api/events?ticket=${await ticketFor(token)}${query}`,
      headers,
    );
    streams.push(opened);
    expect(opened.status, opened.text).toBe(200);
    return opened;
  }

  async function goalWithTask(token: string, title = 'Feed the fish') {
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(token),
      payload: { title: 'Pets' },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(token),
      payload: { goal_id: goal.json<{ id: number }>().id, title },
    });
    expect(task.statusCode, task.body).toBe(201);
    return { goalId: goal.json<{ id: number }>().id, taskId: task.json<{ id: number }>().id };
  }

  const move = (token: string, taskId: number, status: 'NEW' | 'OPEN' | 'CLOSED') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/backlog/task/${taskId}`,
      headers: bearer(token),
      payload: { job_status: status },
    });

  const idOf = async (token: string) =>
    (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json<{ id: number }>()
      .id;

  describe('the stream ticket', () => {
    it('is needed, works once, and not after it expired or its session ended', async () => {
      const f = await family();

      const without = await openSse(`${base}/api/events`);
      expect(without.status).toBe(422);
      expect(without.text).toContain('ticket is required');

      const unknown = await openSse(`${base}/api/events?ticket=not-a-ticket-we-gave`);
      expect(unknown.status).toBe(401);
      expect(JSON.parse(unknown.text!)).toEqual({
        detail: expect.stringContaining('not valid any more'),
      });

      const ticket = await ticketFor(f.kid);
      const first = await openSse(`${base}/api/events?ticket=${ticket}`);
      streams.push(first);
      expect(first.status).toBe(200);
      expect(first.contentType).toBe('text/event-stream; charset=utf-8');
      const again = await openSse(`${base}/api/events?ticket=${ticket}`);
      expect(again.status).toBe(401);

      const stale = await ticketFor(f.kid);
      await t.database.db.execute(
        sql`update stream_tickets set expires_at = now() - interval '1 second'`,
      );
      expect((await openSse(`${base}/api/events?ticket=${stale}`)).status).toBe(401);

      const beforeLogout = await ticketFor(f.kid);
      const loggedOut = await t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(f.kid),
      });
      expect(loggedOut.statusCode).toBe(200);
      expect((await openSse(`${base}/api/events?ticket=${beforeLogout}`)).status).toBe(401);
      // The stream opened before the logout ends at its next session check.
      await first.waitForEnd();
    });

    it('cannot be had without a session', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/events/ticket' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the stream', () => {
    it("brings a child's move to the parent and the child's other tab, and to no other family", async () => {
      const f = await family();
      const other = await family();
      const parentTab = await stream(f.parent);
      const kidTablet = await stream(f.kid);
      const stranger = await stream(other.parent);
      const strangerKid = await stream(other.kid);

      const { taskId } = await goalWithTask(f.kid);
      expect((await move(f.kid, taskId, 'CLOSED')).statusCode).toBe(200);
      const kidId = await idOf(f.kid);

      for (const tab of [parentTab, kidTablet]) {
        const moved = await tab.waitFor(
          (e) => e.event === 'change' && e.data.includes('task.moved'),
        );
        expect(JSON.parse(moved.data)).toEqual({
          id: Number(moved.id),
          user_id: kidId,
          name: `${f.username}_kid`,
          kind: 'task.moved',
          data: expect.objectContaining({
            task_id: taskId,
            title: 'Feed the fish',
            from: 'NEW',
            to: 'CLOSED',
          }),
          created_at: expect.any(String),
        });
      }
      // The first task finished earns a badge and a streak day, in the same transaction.
      await parentTab.waitFor((e) => e.data.includes('badge.earned'));
      await parentTab.waitFor((e) => e.data.includes('streak.changed'));
      expect(changesOf(parentTab).map((e) => e.kind)).toEqual(
        expect.arrayContaining(['goal.created', 'task.created', 'task.moved']),
      );

      // Heartbeats keep flowing; the other family heard nothing of it.
      await stranger.waitFor((e) => e.event === 'heartbeat');
      await strangerKid.waitFor((e) => e.event === 'heartbeat');
      expect(changesOf(stranger)).toEqual([]);
      expect(changesOf(strangerKid)).toEqual([]);
    });

    it('tells a sibling nothing of a PRIVATE child, and everything once it is "My family"', async () => {
      const f = await family();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users/create-additional-child',
        headers: bearer(f.parent),
        payload: {
          child_username: `${f.username}_two`,
          child_birth_year: 2019,
          parent_password: f.password,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const sibling = (await login(t.app, `${f.username}_two`, f.password)).token;
      const siblingTab = await stream(sibling);

      const first = await goalWithTask(f.kid, 'Secret task');
      await siblingTab.waitFor((e) => e.event === 'heartbeat');
      await siblingTab.waitFor(
        (e) =>
          e.event === 'heartbeat' &&
          siblingTab.events.filter((x) => x.event === 'heartbeat').length > 1,
      );
      expect(changesOf(siblingTab).filter((e) => e.kind.startsWith('task'))).toEqual([]);

      const shared = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings/privacy',
        headers: bearer(f.kid),
        payload: { profile_visibility: 'FRIENDS' },
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const started = await move(f.kid, first.taskId, 'OPEN');
      expect(started.statusCode, started.body).toBe(200);
      const moved = await siblingTab.waitFor((e) => e.data.includes('task.moved'));
      expect(JSON.parse(moved.data).data).toMatchObject({
        title: 'Secret task',
        to: 'OPEN',
      });
    });

    it('resumes after a drop from last_event_id or the Last-Event-ID header, in order', async () => {
      const f = await family();
      const { taskId } = await goalWithTask(f.kid);
      const tab = await stream(f.parent);
      expect((await move(f.kid, taskId, 'OPEN')).statusCode).toBe(200);
      const seen = await tab.waitFor((e) => e.data.includes('task.moved'));
      tab.close();

      // While the tab is away: a rename and a move.
      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/backlog/task/${taskId}`,
        headers: bearer(f.kid),
        payload: { title: 'Feed the cat' },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await move(f.kid, taskId, 'CLOSED')).statusCode).toBe(200);

      for (const resumed of [
        await stream(f.parent, `&last_event_id=${seen.id}`),
        await stream(f.parent, '', { 'last-event-id': seen.id! }),
      ]) {
        await resumed.waitFor((e) => e.data.includes('"to":"CLOSED"'));
        const kinds = changesOf(resumed).map((e) => e.kind);
        expect(kinds.slice(0, 2)).toEqual(['task.renamed', 'task.moved']);
        expect(changesOf(resumed).every((e) => e.id > Number(seen.id))).toBe(true);
        const ids = changesOf(resumed).map((e) => e.id);
        expect(new Set(ids).size).toBe(ids.length);
      }
    });

    it('asks a tab to reload when it resumes from further back than is kept', async () => {
      const f = await family();
      const { taskId } = await goalWithTask(f.kid);
      const kidId = await idOf(f.kid);
      const familyId = await idOf(f.parent);
      await t.database.db.execute(
        sql`insert into family_events (family_id, user_id, kind, data, tx_id)
            select ${familyId}, ${kidId}, 'task.updated', '{}'::jsonb, 0 from generate_series(1, 501)`,
      );
      void taskId;
      const tab = await stream(f.parent, '&last_event_id=0');
      await tab.waitFor((e) => e.event === 'resync');
      expect(changesOf(tab)).toHaveLength(500);
    });

    it('refuses a malformed last_event_id', async () => {
      const f = await family();
      const ticket = await ticketFor(f.kid);
      const bad = await openSse(`${base}/api/events?ticket=${ticket}&last_event_id=yesterday`);
      expect(bad.status).toBe(422);
      expect(bad.text).toContain('last_event_id must be a whole number');
    });
  });

  describe('the events kept', () => {
    it('go with a removed child, and the family hears that it changed', async () => {
      const f = await family();
      const name = `${f.username}_two`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/users/create-additional-child',
        headers: bearer(f.parent),
        payload: { child_username: name, child_birth_year: 2019, parent_password: f.password },
      });
      expect(created.statusCode, created.body).toBe(201);
      const second = (await login(t.app, name, f.password)).token;
      const secondId = await idOf(second);
      await goalWithTask(second, 'Soon gone');
      const countOf = async () =>
        (
          await queryRows<{ n: number }>(
            t.database,
            sql`select count(*)::int as n from family_events where user_id = ${secondId}`,
          )
        )[0]?.n;
      expect(await countOf()).toBeGreaterThan(0);

      const parentTab = await stream(f.parent);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/remove-child',
        headers: bearer(f.parent),
        payload: { child_username: name, parent_password: f.password },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await countOf()).toBe(0);
      await parentTab.waitFor((e) => e.data.includes('family.changed'));
    });
  });

  describe('the activity feed', () => {
    it('lists what members did, leaving out and naming those whose feed is off', async () => {
      const f = await family();
      const { taskId } = await goalWithTask(f.kid);
      expect((await move(f.kid, taskId, 'CLOSED')).statusCode).toBe(200);
      const kidId = await idOf(f.kid);

      const feed = async () => {
        const response = await t.app.inject({
          url: '/api/users/family/activity',
          headers: bearer(f.parent),
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{
          items: { user_id: number; kind: string; name: string; data: Record<string, unknown> }[];
          hidden_members: { user_id: number; name: string }[];
        }>();
      };

      // A child's show_activity_feed is off until someone turns it on.
      const before = await feed();
      expect(before.items.filter((i) => i.user_id === kidId)).toEqual([]);
      expect(before.hidden_members).toEqual([{ user_id: kidId, name: `${f.username}_kid` }]);

      const on = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings/privacy',
        headers: bearer(f.kid),
        payload: { show_activity_feed: true },
      });
      expect(on.statusCode, on.body).toBe(200);
      const named = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings/preferences',
        headers: bearer(f.kid),
        payload: { display_name: 'Maya' },
      });
      expect(named.statusCode, named.body).toBe(200);

      const after = await feed();
      expect(after.hidden_members).toEqual([]);
      const kidItems = after.items.filter((i) => i.user_id === kidId);
      expect(kidItems[0]).toMatchObject({
        name: 'Maya',
        kind: 'badge.earned',
      });
      expect(kidItems.map((i) => i.kind)).toEqual(
        expect.arrayContaining(['task.moved', 'task.created', 'goal.created']),
      );
      // Settings and streak days are not things a member did.
      expect(
        after.items.some((i) => i.kind === 'settings.changed' || i.kind === 'streak.changed'),
      ).toBe(false);
    });
  });
});

describe.runIf(backends.includes('postgres'))('live updates across two servers', () => {
  it("delivers a change made through one server to the other's streams", async () => {
    const [a, b] = [await createTestApp('postgres'), await createTestApp('postgres')];
    try {
      await a.app.listen({ host: '127.0.0.1', port: 0 });
      const address = a.app.server.address();
      if (typeof address !== 'object' || address === null) throw new Error('not listening');
      const signedUp = await register(b.app);
      const parent = await login(a.app, signedUp.email, signedUp.password);
      const kid = await login(b.app, `${signedUp.username}_kid`, signedUp.password);
      const ticket = (
        await a.app.inject({
          method: 'POST',
          url: '/api/events/ticket',
          headers: bearer(parent.token),
        })
      ).json<{ ticket: string }>().ticket;
      const tab = await openSse(`http://127.0.0.1:${address.port}/api/events?ticket=${ticket}`);
      try {
        const goal = await b.app.inject({
          method: 'POST',
          url: '/api/backlog/goals',
          headers: bearer(kid.token),
          payload: { title: 'Made on the other server' },
        });
        expect(goal.statusCode).toBe(201);
        const created = await tab.waitFor((e) => e.data.includes('goal.created'));
        expect(JSON.parse(created.data).data).toMatchObject({ title: 'Made on the other server' });
      } finally {
        tab.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
