import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { consoleMailer } from '../src/mail/mailer';
import { lastFullWeek } from '../src/services/notifications-service';
import {
  backends,
  bearer,
  createTestApp,
  login,
  openTestDatabase,
  queryRows,
  register,
  testConfig,
  tokenFromMail,
  type TestApp,
} from './helper';

/** A Monday noon far from every other test's activity: the digest covers 31 Dec 2029 – 6 Jan 2030. */
const MONDAY = new Date('2030-01-07T12:00:00Z');
const LAST_WEEK = '2030-01-02T10:00:00Z';

describe('the last full week', () => {
  it('runs Monday to Sunday before the given day, whatever weekday that is', () => {
    const week = { firstDay: '2029-12-31', endDay: '2030-01-07', lastDay: '2030-01-06' };
    expect(lastFullWeek('2030-01-07')).toEqual(week);
    expect(lastFullWeek('2030-01-13')).toEqual(week);
    expect(lastFullWeek('2030-01-14').firstDay).toBe('2030-01-07');
  });
});

describe.each(backends)('notification e-mails on %s', (backend) => {
  let t: TestApp;
  /** A second server on the same database (its own connections on PostgreSQL). */
  let second: { app: Awaited<ReturnType<typeof buildApp>>; database: OpenDatabase };
  const secondMail: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { now: () => MONDAY });
    const database = backend === 'postgres' ? await openTestDatabase('postgres') : t.database;
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      mailer: consoleMailer(database.db, (line) => secondMail.push(line)),
      now: () => MONDAY,
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    if (backend === 'postgres') await second?.database.close();
    await t?.close();
  });

  /** A verified parent, signed in, with its primary child's id. */
  async function verifiedParent() {
    const family = await register(t.app);
    const verified = await t.app.inject({
      url: `/api/users/verify-email?token=${tokenFromMail(t.mail, family.email, 'verify-email')}`,
    });
    expect(verified.statusCode).toBe(200);
    const { token } = await login(t.app, family.email, family.password);
    const [row] = await queryRows<{ id: number; kid: number }>(
      t.database,
      sql`select p.id, k.id as kid from users p join users k on k.parent_id = p.id
          where p.email = ${family.email}`,
    );
    if (!row) throw new Error('no family');
    return { ...family, token, id: row.id, kid: row.kid };
  }

  const put = async (token: string, section: string, payload: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/settings/${section}`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ notifications: Record<string, unknown> }>();
  };

  async function finishTask(token: string) {
    const goal = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(token),
      payload: { title: 'Tidy up' },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const task = await t.app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(token),
      payload: {
        title: 'Toys in the box',
        goal_id: goal.json<{ id: number }>().id,
        job_status: 'CLOSED',
      },
    });
    expect(task.statusCode, task.body).toBe(201);
    await t.app.settled();
  }

  const mailsTo = (mail: string[], email: string, subject: string) =>
    mail.filter((line) => line.includes(`to=${email} `) && line.includes(subject));

  describe('badge e-mails', () => {
    it('announces a badge at once when badge achievements are Instant (the default)', async () => {
      const parent = await verifiedParent();
      await finishTask(parent.token);
      expect(mailsTo(t.mail, parent.email, 'New badge: Task Crusher (bronze)')).toHaveLength(1);
      const [kept] = await queryRows<{ body: string }>(
        t.database,
        sql`select body from outbox where recipient = ${parent.email} and subject like 'New badge%'`,
      );
      expect(kept?.body).toContain('You earned the bronze Task Crusher badge: Finish 1 task.');
    });

    it('sends nothing when badge achievements are not Instant or e-mail is off', async () => {
      const weekly = await verifiedParent();
      await put(weekly.token, 'notifications', { badge_achievements: 'WEEKLY' });
      await finishTask(weekly.token);
      const off = await verifiedParent();
      await put(off.token, 'notifications', { email_notifications: false });
      await finishTask(off.token);
      for (const email of [weekly.email, off.email]) {
        expect(mailsTo(t.mail, email, 'New badge')).toEqual([]);
      }
    });

    it("tells a child's parent, by the parent's settings", async () => {
      const parent = await verifiedParent();
      const switched = await t.app.inject({
        method: 'POST',
        url: '/api/users/switch-account',
        headers: bearer(parent.token),
        payload: { target_username: `${parent.username}_kid` },
      });
      expect(switched.statusCode, switched.body).toBe(200);
      await finishTask(switched.json<{ token: string }>().token);
      const [line] = mailsTo(t.mail, parent.email, 'New badge: Task Crusher (bronze)');
      expect(line).toBeDefined();
      const [kept] = await queryRows<{ body: string }>(
        t.database,
        sql`select body from outbox where recipient = ${parent.email} and subject like 'New badge%'`,
      );
      expect(kept?.body).toContain(`${parent.username}_kid earned the bronze Task Crusher badge`);
    });
  });

  describe('the weekly digest', () => {
    /** Tasks finished last week, written straight to the database (history before the test). */
    async function activeLastWeek(userId: number, tasks: number) {
      await t.database.db.execute(sql`
        with goal as (
          insert into goals (user_id, title, job_status) values (${userId}, 'Last week', 'NEW')
          returning id)
        insert into tasks (user_id, goal_id, title, job_status, closed_at)
        select ${userId}, goal.id, 'Done ' || n, 'CLOSED', ${LAST_WEEK}::timestamptz
        from goal, generate_series(1, ${tasks}) as n`);
    }

    const digestsOf = (ids: number[]) =>
      queryRows<{ user_id: number; week_start: string }>(
        t.database,
        sql`select user_id, to_char(week_start, 'YYYY-MM-DD') as week_start from digest_sends
            where user_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );

    it('goes out once per parent and week, even with two servers running the job at once', async () => {
      const parent = await verifiedParent();
      await activeLastWeek(parent.id, 2);
      await activeLastWeek(parent.kid, 3);

      const counts = await Promise.all([
        t.app.weeklyDigest(),
        second.app.weeklyDigest(),
        t.app.weeklyDigest(),
        second.app.weeklyDigest(),
      ]);
      const subject =
        "Your family's week on Bitesize TaskBoard (December 31, 2029 to January 6, 2030)";
      const sent = [
        ...mailsTo(t.mail, parent.email, subject),
        ...mailsTo(secondMail, parent.email, subject),
      ];
      expect(sent).toHaveLength(1);
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await digestsOf([parent.id])).toEqual([
        { user_id: parent.id, week_start: '2029-12-31' },
      ]);
      const [kept] = await queryRows<{ body: string }>(
        t.database,
        sql`select body from outbox where recipient = ${parent.email} and subject = ${subject}`,
      );
      expect(kept?.body).toContain(`- ${parent.username}: 2 tasks done, 0 goals closed`);
      expect(kept?.body).toContain(`- ${parent.username}_kid: 3 tasks done, 0 goals closed`);

      // The next hourly check finds it sent.
      await Promise.all([t.app.weeklyDigest(), second.app.weeklyDigest()]);
      expect([
        ...mailsTo(t.mail, parent.email, subject),
        ...mailsTo(secondMail, parent.email, subject),
      ]).toHaveLength(1);
    });

    it('respects the settings, skips quiet weeks and unverified addresses', async () => {
      const never = await verifiedParent();
      await put(never.token, 'notifications', { task_reminders: 'NEVER' });
      await activeLastWeek(never.id, 1);
      const off = await verifiedParent();
      await put(off.token, 'notifications', { email_notifications: false });
      await activeLastWeek(off.id, 1);
      const quiet = await verifiedParent();
      const unverified = await register(t.app);
      const [row] = await queryRows<{ id: number }>(
        t.database,
        sql`select id from users where email = ${unverified.email}`,
      );
      await activeLastWeek(row!.id, 1);
      const tokyo = await verifiedParent();
      await put(tokyo.token, 'preferences', { timezone: 'Asia/Tokyo' });
      await activeLastWeek(tokyo.id, 1);

      await Promise.all([t.app.weeklyDigest(), second.app.weeklyDigest()]);
      const ids = [never.id, off.id, quiet.id, row!.id, tokyo.id];
      expect(await digestsOf(ids)).toEqual([{ user_id: tokyo.id, week_start: '2029-12-31' }]);
      for (const email of [never.email, off.email, quiet.email, unverified.email]) {
        expect(mailsTo([...t.mail, ...secondMail], email, "Your family's week")).toEqual([]);
      }
    });
  });

  it('says push and SMS are not available on this server', async () => {
    const parent = await verifiedParent();
    for (const [field, detail] of [
      ['push_notifications', 'Push notifications are not available on this server'],
      ['sms_notifications', 'SMS notifications are not available on this server'],
    ] as const) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/settings/notifications',
        headers: bearer(parent.token),
        payload: { [field]: true },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail });
    }
    const settings = await t.app.inject({
      url: '/api/users/settings',
      headers: bearer(parent.token),
    });
    expect(settings.json()).toMatchObject({
      notifications: { push_notifications: false, sms_notifications: false },
    });
  });
});
