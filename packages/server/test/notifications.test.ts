import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';
import { languages, type Language } from '@taskboard/contract';
import {
  badgeSummaryMail,
  goalDeadlinesMail,
  signInMail,
  taskNudgeMail,
  taskSummaryMail,
} from '../src/mail/notification-mails';
import { summaryOfMail } from '../src/notifications/delivery';
import { lastFullWeek } from '../src/services/notifications-service';
import { backends, bearer, newFamily, openTestDatabase, queryRows, testConfig } from './helper';
import { SmtpTestServer, type ReceivedMail } from './smtp-test-server';
import { failureAnswer } from './failure-answer';

describe('the last full week', () => {
  it('runs Monday to Sunday before the given day, whatever weekday that is', () => {
    const week = { firstDay: '2029-12-31', endDay: '2030-01-07', lastDay: '2030-01-06' };
    expect(lastFullWeek('2030-01-07')).toEqual(week);
    expect(lastFullWeek('2030-01-13')).toEqual(week);
    expect(lastFullWeek('2030-01-14').firstDay).toBe('2030-01-07');
  });
});

describe('a notification in a few words, for push', () => {
  it('is the mail’s subject, its first sentence and its link’s path', () => {
    const mail = signInMail({
      to: 'p@example.com',
      parent: 'pat',
      language: 'fr',
      link: 'https://board.example.com/settings?tab=security',
      unsubscribeLink: 'https://board.example.com/api/unsubscribe/k/sign_in',
      account: 'pat_kid',
      at: new Date('2030-01-09T12:00:00Z'),
      timeZone: 'Europe/Paris',
      browser: 'Safari 17',
      device: 'iOS phone',
    });
    expect(summaryOfMail(mail, 'https://board.example.com')).toEqual({
      title: 'Nouvelle connexion à pat_kid',
      body: 'Quelqu’un s’est connecté au compte pat_kid le 9 janvier 2030 à 13:00 (Europe/Paris) avec Safari 17 sur iOS (téléphone).',
      path: '/settings?tab=security',
    });
  });
});

describe('the notification mails in every language', () => {
  const common = {
    to: 'p@example.com',
    parent: 'pat',
    link: 'https://board.example.com/taskboard',
    unsubscribeLink: 'https://board.example.com/api/unsubscribe/k/tasks',
  };
  const build = (language: Language) => [
    signInMail({
      ...common,
      language,
      account: 'pat_kid',
      at: new Date('2030-01-09T12:00:00Z'),
      timeZone: 'Asia/Tokyo',
      browser: 'Unknown browser',
      device: 'Android tablet',
    }),
    ...(['DAILY', 'WEEKLY'] as const).flatMap((period) => [
      taskSummaryMail({
        ...common,
        language,
        period,
        children: [
          {
            child: 'pat_kid',
            tasks: Array.from({ length: 12 }, (_, n) => ({
              title: `Task ${n}`,
              status: n < 2 ? ('OPEN' as const) : ('NEW' as const),
            })),
          },
        ],
      }),
      badgeSummaryMail({
        ...common,
        language,
        period,
        badges: [{ username: 'pat_kid', type: 'HELPER', tier: 'SILVER' }],
      }),
    ]),
    taskNudgeMail({ ...common, language, child: 'pat_kid', task: 'Feed the cat' }),
    ...(['INSTANT', 'DAILY', 'WEEKLY'] as const).map((frequency) =>
      goalDeadlinesMail({
        ...common,
        language,
        frequency,
        today: '2030-01-09',
        goals: [
          { username: 'pat_kid', title: 'Kite', dueDate: '2030-01-09' },
          { username: 'pat_kid', title: 'Boat', dueDate: '2030-01-10' },
          { username: 'pat_kid', title: 'Tent', dueDate: '2030-01-14' },
        ],
      }),
    ),
  ];

  it.each(languages.filter((l) => l !== 'en'))(
    'writes each kind in %s, with both parts and the unsubscribe link',
    (language) => {
      const english = build('en');
      build(language).forEach((mail, n) => {
        expect(mail.subject).not.toBe(english[n]!.subject);
        expect(mail.text).not.toBe(english[n]!.text);
        expect(mail.text).toContain(common.unsubscribeLink);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.headers?.['List-Unsubscribe']).toBe(`<${common.unsubscribeLink}>`);
      });
    },
  );
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/**
 * Every notification switch, end to end: the real app on a database of its own, its mail
 * through a real SMTP server, time from a clock the test moves (no waiting). For each kind:
 * on sends exactly one, off or Never sends none, quiet hours (20:00–07:00 in the parent's time
 * zone) hold everything but security mail, and the one-click unsubscribe link turns it off.
 */
describe.each(backends)('notification e-mails on %s', (backend) => {
  let database: OpenDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let smtp: SmtpTestServer;
  /** A Wednesday, 10:00 UTC. */
  let clock = new Date('2030-01-09T10:00:00Z');
  const at = (iso: string) => (clock = new Date(iso));

  beforeAll(async () => {
    smtp = await new SmtpTestServer().start();
    database = await openTestDatabase(backend, { isolated: true });
    const config = { ...testConfig, smtpUrl: smtp.url };
    app = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(config, database.db),
      now: () => clock,
      runJobs: false,
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  /** What a running server does each minute: queue what came due, run what is due. */
  async function minutePasses() {
    await app.settled();
    await app.jobs.scheduleDue();
    await app.jobs.runDue();
  }

  /** A verified parent (by the link mailed at sign-up), signed in, with its first child. */
  async function verifiedParent() {
    const family = newFamily();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: family,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await app.settled();
    const [mail] = smtp.to(family.email, 'Verify');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const verified = await app.inject({ url: `/api/users/verify-email?token=${token}` });
    expect(verified.statusCode, verified.body).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: family.email, password: family.password },
    });
    const [row] = await queryRows<{ id: number; kid: number }>(
      database,
      sql`select p.id, k.id as kid from users p join users k on k.parent_id = p.id
          where p.email = ${family.email}`,
    );
    return { ...family, token: login.json<{ token: string }>().token, id: row!.id, kid: row!.kid };
  }
  type Parent = Awaited<ReturnType<typeof verifiedParent>>;

  async function put(token: string, section: string, payload: object) {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/users/settings/${section}`,
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The first child's session (a switch ends the parent's session it came from: one is kept). */
  const kids = new Map<string, string>();
  async function kidToken(parent: Parent) {
    const known = kids.get(parent.username);
    if (known) return known;
    const switched = await app.inject({
      method: 'POST',
      url: '/api/users/switch-account',
      headers: bearer(parent.token),
      payload: { target_username: `${parent.username}_kid` },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const token = switched.json<{ token: string }>().token;
    kids.set(parent.username, token);
    // The parent signs in again, so its token keeps working.
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: parent.email, password: parent.password },
    });
    parent.token = login.json<{ token: string }>().token;
    return token;
  }

  async function task(token: string, title: string, jobStatus: 'NEW' | 'OPEN' | 'CLOSED') {
    const goal = await app.inject({
      method: 'POST',
      url: '/api/backlog/goals',
      headers: bearer(token),
      payload: { title: `Goal for ${title}` },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const created = await app.inject({
      method: 'POST',
      url: '/api/backlog/task',
      headers: bearer(token),
      payload: { title, goal_id: goal.json<{ id: number }>().id, job_status: jobStatus },
    });
    expect(created.statusCode, created.body).toBe(201);
    await app.settled();
    return { goalId: goal.json<{ id: number }>().id, taskId: created.json<{ id: number }>().id };
  }

  const mails = (parent: Parent, subject: string | RegExp) => smtp.to(parent.email, subject);

  function expectUnsubscribe(mail: ReceivedMail | undefined, kind: string) {
    expect(mail?.headers.get('list-unsubscribe')).toMatch(
      new RegExp(`^<http://localhost:3000/api/unsubscribe/[A-Za-z0-9_-]+/${kind}>$`),
    );
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(`/api/unsubscribe/`);
  }

  describe('sign-in alerts', () => {
    it('tell the parent of every new sign-in when on, in its time zone, even in quiet hours', async () => {
      at('2030-01-09T12:00:00Z');
      const parent = await verifiedParent();
      const signIn = (payload: object, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/users/login', payload, headers });

      // Off (the default): nothing.
      await signIn({ email: parent.email, password: parent.password });
      await minutePasses();
      expect(mails(parent, 'New sign-in')).toEqual([]);

      await put(parent.token, 'security', { login_notifications: true });
      await put(parent.token, 'preferences', { timezone: 'Asia/Tokyo' });
      // 21:00 in Tokyo: quiet hours, which security mail ignores.
      const password = await signIn(
        { email: parent.email, password: parent.password },
        { 'user-agent': CHROME_ON_WINDOWS },
      );
      expect(password.statusCode).toBe(200);
      await minutePasses();
      const [alert, ...more] = mails(parent, `New sign-in to ${parent.username}`);
      expect(more).toEqual([]);
      expect(alert?.text).toMatch(/January 9, 2030 at 9:00\sPM \(Asia\/Tokyo\)/u);
      expect(alert?.text).toContain('with Chrome 120 on Windows (computer)');
      expect(alert?.text).toContain('http://localhost:3000/settings?tab=security');
      expect(alert?.html).toContain('Open Active Sessions');
      expectUnsubscribe(alert, 'sign_in');

      // A child signing in with the parent's password, and the parent switching into it.
      await signIn({ email: `${parent.username}_kid`, password: parent.password });
      await minutePasses();
      expect(mails(parent, `New sign-in to ${parent.username}_kid`)).toHaveLength(1);
      // (kidToken signs the parent in again afterwards: one more alert for the parent.)
      await kidToken(parent);
      await minutePasses();
      expect(mails(parent, `New sign-in to ${parent.username}_kid`)).toHaveLength(2);
      expect(mails(parent, `New sign-in to ${parent.username}`)).toHaveLength(4);
      // Nothing sent twice.
      await minutePasses();
      expect(mails(parent, 'New sign-in')).toHaveLength(4);
    });

    it('come once for a two-factor sign-in, when its code is given', async () => {
      at('2030-01-09T10:00:00Z');
      const parent = await verifiedParent();
      await put(parent.token, 'security', { login_notifications: true });
      const setup = await app.inject({
        method: 'POST',
        url: '/api/users/two-factor/setup',
        headers: bearer(parent.token),
      });
      const secret = Secret.fromBase32(setup.json<{ secret: string }>().secret);
      const code = () => new TOTP({ secret }).generate({ timestamp: clock.getTime() });
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/users/two-factor/confirm',
        headers: bearer(parent.token),
        payload: { code: code() },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const first = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: parent.email, password: parent.password },
      });
      await minutePasses();
      expect(mails(parent, 'New sign-in')).toEqual([]);
      at('2030-01-09T10:01:00Z');
      const second = await app.inject({
        method: 'POST',
        url: '/api/users/login/two-factor',
        payload: { challenge: first.json<{ challenge: string }>().challenge, code: code() },
      });
      expect(second.statusCode, second.body).toBe(200);
      await minutePasses();
      expect(mails(parent, `New sign-in to ${parent.username}`)).toHaveLength(1);
    });
    it('leave no job behind when the account is deleted before they go', async () => {
      at('2030-01-09T10:00:00Z');
      const parent = await verifiedParent();
      await put(parent.token, 'security', { login_notifications: true });
      await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `${parent.username}_kid`, password: parent.password },
      });
      const queued = () =>
        queryRows<{ id: number }>(
          database,
          sql`select id from jobs where payload->>'userId' in (${String(parent.id)}, ${String(parent.kid)})`,
        );
      expect(await queued()).toHaveLength(1);
      const deleted = await app.inject({
        method: 'POST',
        url: '/api/users/settings/account/delete-immediate',
        headers: bearer(parent.token),
        payload: { password: parent.password, confirmation_text: 'DELETE MY ACCOUNT' },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await queued()).toEqual([]);
    });
  });

  describe('badges', () => {
    it('Instant: one mail per badge, held through quiet hours until 07:00', async () => {
      at('2030-01-09T10:00:00Z');
      const parent = await verifiedParent();
      await task(await kidToken(parent), 'Toys in the box', 'CLOSED');
      await minutePasses();
      const [badge, ...more] = mails(parent, 'New badge: Task Crusher (bronze)');
      expect(more).toEqual([]);
      expect(badge?.text).toContain(`${parent.username}_kid earned the bronze Task Crusher badge`);
      expectUnsubscribe(badge, 'badges');

      const late = await verifiedParent();
      at('2030-01-09T21:30:00Z');
      await task(await kidToken(late), 'Late task', 'CLOSED');
      await minutePasses();
      expect(mails(late, 'New badge')).toEqual([]);
      at('2030-01-10T06:59:00Z');
      await minutePasses();
      expect(mails(late, 'New badge')).toEqual([]);
      at('2030-01-10T07:00:00Z');
      await minutePasses();
      expect(mails(late, 'New badge')).toHaveLength(1);
    });

    it('Daily and Weekly: one summary at the reminder time; Never and e-mail off: none', async () => {
      at('2030-01-09T10:00:00Z');
      const daily = await verifiedParent();
      await put(daily.token, 'notifications', { badge_achievements: 'DAILY' });
      const weekly = await verifiedParent();
      await put(weekly.token, 'notifications', { badge_achievements: 'WEEKLY' });
      await put(weekly.token, 'preferences', {
        reminder_weekday: 'WEDNESDAY',
        reminder_time: '17:30',
      });
      const never = await verifiedParent();
      await put(never.token, 'notifications', { badge_achievements: 'NEVER' });
      const off = await verifiedParent();
      await put(off.token, 'notifications', { email_notifications: false });
      for (const parent of [daily, weekly, never, off]) {
        await task(await kidToken(parent), 'Socks paired', 'CLOSED');
      }
      await minutePasses();
      for (const parent of [daily, weekly, never, off]) expect(mails(parent, 'badge')).toEqual([]);

      at('2030-01-09T18:00:00Z');
      await minutePasses();
      await minutePasses();
      const [summary, ...more] = mails(daily, '1 badge earned today');
      expect(more).toEqual([]);
      expect(summary?.text).toContain(`${daily.username}_kid earned Task Crusher (bronze)`);
      expectUnsubscribe(summary, 'badges');
      expect(mails(weekly, '1 badge earned this week')).toHaveLength(1);
      expect(mails(never, 'badge')).toEqual([]);
      expect(mails(off, 'badge')).toEqual([]);
    });
  });

  describe('the weekly digest', () => {
    async function activeLastWeek(userId: number, tasks: number) {
      await database.db.execute(sql`
        with goal as (
          insert into goals (user_id, title, job_status) values (${userId}, 'Last week', 'NEW')
          returning id)
        insert into tasks (user_id, goal_id, title, job_status, closed_at)
        select ${userId}, goal.id, 'Done ' || n, 'CLOSED', '2030-01-02T10:00:00Z'::timestamptz
        from goal, generate_series(1, ${tasks}) as n`);
    }
    const subject =
      "Your family's week on Bitesize TaskBoard (December 31, 2029 to January 6, 2030)";

    it('goes once a week by its own switch, waits out quiet hours, and stops when off', async () => {
      at('2030-01-09T10:00:00Z');
      const on = await verifiedParent();
      await activeLastWeek(on.id, 2);
      await activeLastWeek(on.kid, 3);
      // Task reminders no longer decide it.
      await put(on.token, 'notifications', { task_reminders: 'NEVER' });
      const switchedOff = await verifiedParent();
      await put(switchedOff.token, 'notifications', { weekly_digest: false });
      await activeLastWeek(switchedOff.id, 1);
      const quiet = await verifiedParent();
      const tokyo = await verifiedParent();
      await put(tokyo.token, 'preferences', { timezone: 'Asia/Tokyo' });
      await activeLastWeek(tokyo.id, 1);

      at('2030-01-09T12:00:00Z');
      await minutePasses();
      await minutePasses();
      const [digest, ...more] = mails(on, subject);
      expect(more).toEqual([]);
      expect(digest?.text).toContain(`- ${on.username}: 2 tasks done, 0 goals closed`);
      expect(digest?.text).toContain(`- ${on.username}_kid: 3 tasks done, 0 goals closed`);
      expect(digest?.text).toContain('the weekly digest is on');
      expectUnsubscribe(digest, 'digest');
      expect(mails(switchedOff, "Your family's week")).toEqual([]);
      expect(mails(quiet, "Your family's week")).toEqual([]);
      // 21:00 in Tokyo: held until 07:00 there.
      expect(mails(tokyo, "Your family's week")).toEqual([]);
      at('2030-01-09T22:00:00Z');
      await minutePasses();
      expect(mails(tokyo, "Your family's week")).toHaveLength(1);
    });
  });

  describe('task reminders', () => {
    it('Daily and Weekly: each child’s open tasks, In Progress first, at the reminder time', async () => {
      at('2030-01-09T10:00:00Z');
      const daily = await verifiedParent();
      const weekly = await verifiedParent();
      await put(weekly.token, 'notifications', { task_reminders: 'WEEKLY' });
      await put(weekly.token, 'preferences', {
        reminder_weekday: 'WEDNESDAY',
        reminder_time: '09:00',
      });
      const otherDay = await verifiedParent();
      await put(otherDay.token, 'notifications', { task_reminders: 'WEEKLY' });
      const never = await verifiedParent();
      await put(never.token, 'notifications', { task_reminders: 'NEVER' });
      for (const parent of [daily, weekly, otherDay, never]) {
        const kid = await kidToken(parent);
        await task(kid, 'Read a story', 'NEW');
        await task(kid, 'Water the plants', 'OPEN');
      }
      await minutePasses();
      expect(mails(daily, 'open tasks')).toEqual([]);
      const [weeklyMail] = mails(weekly, "This week's open tasks");
      expect(weeklyMail).toBeDefined();

      at('2030-01-09T18:00:00Z');
      await minutePasses();
      await minutePasses();
      const [summary, ...more] = mails(daily, "Today's open tasks");
      expect(more).toEqual([]);
      const text = summary?.text ?? '';
      expect(text).toContain(`${daily.username}_kid: 1 In Progress, 1 New`);
      expect(text.indexOf('Water the plants (In Progress)')).toBeGreaterThan(-1);
      expect(text.indexOf('Water the plants')).toBeLessThan(text.indexOf('Read a story (New)'));
      expectUnsubscribe(summary, 'tasks');
      expect(mails(weekly, 'open tasks')).toHaveLength(1);
      expect(mails(otherDay, 'open tasks')).toEqual([]);
      expect(mails(never, 'open tasks')).toEqual([]);
    });

    it('Instant: one nudge for a task In Progress for 24 hours; Never: none', async () => {
      at('2030-01-09T10:00:00Z');
      const instant = await verifiedParent();
      await put(instant.token, 'notifications', { task_reminders: 'INSTANT' });
      const never = await verifiedParent();
      await put(never.token, 'notifications', { task_reminders: 'NEVER' });
      for (const parent of [instant, never]) {
        const { taskId } = await task(await kidToken(parent), 'Build the tower', 'OPEN');
        await database.db.execute(
          sql`update tasks set updated_at = '2030-01-08T09:00:00Z' where id = ${taskId}`,
        );
      }
      const started = await task(await kidToken(instant), 'Just started', 'OPEN');
      await database.db.execute(
        sql`update tasks set updated_at = '2030-01-09T09:00:00Z' where id = ${started.taskId}`,
      );
      await minutePasses();
      await minutePasses();
      const [nudge, ...more] = mails(instant, 'In Progress for a day');
      expect(more).toEqual([]);
      expect(nudge?.subject).toBe('“Build the tower” has been In Progress for a day');
      expectUnsubscribe(nudge, 'tasks');
      expect(mails(never, 'In Progress')).toEqual([]);
    });
  });

  describe('goal due dates', () => {
    it('Instant the day before, Daily for the next 3 days, Weekly on its day, Never none', async () => {
      at('2030-01-09T10:00:00Z');
      const instant = await verifiedParent();
      await put(instant.token, 'notifications', { goal_deadlines: 'INSTANT' });
      const daily = await verifiedParent();
      const weekly = await verifiedParent();
      await put(weekly.token, 'notifications', { goal_deadlines: 'WEEKLY' });
      await put(weekly.token, 'preferences', { reminder_weekday: 'WEDNESDAY' });
      const never = await verifiedParent();
      await put(never.token, 'notifications', { goal_deadlines: 'NEVER' });
      const due = async (parent: Parent, day: string) => {
        const { goalId } = await task(await kidToken(parent), `Due ${day}`, 'NEW');
        await database.db.execute(
          sql`update goals set due_date = ${day}::date where id = ${goalId}`,
        );
      };
      await due(instant, '2030-01-10');
      await due(instant, '2030-01-12');
      await due(daily, '2030-01-12');
      await due(weekly, '2030-01-15');
      await due(never, '2030-01-10');

      at('2030-01-09T18:00:00Z');
      await minutePasses();
      await minutePasses();
      const [reminder, ...more] = mails(instant, 'due soon');
      expect(more).toEqual([]);
      expect(reminder?.subject).toBe('1 goal is due soon');
      expect(reminder?.text).toContain(
        `${instant.username}_kid: “Goal for Due 2030-01-10”, due tomorrow`,
      );
      expectUnsubscribe(reminder, 'goals');
      expect(mails(daily, 'due soon')).toHaveLength(1);
      expect(mails(daily, 'due soon')[0]?.text).toContain('due on January 12, 2030');
      expect(mails(weekly, 'due soon')).toHaveLength(1);
      expect(mails(never, 'due soon')).toEqual([]);
    });
  });

  describe('one-click unsubscribe and a mail server that refuses', () => {
    it('turns the kind off by a POST to the link, never by opening it', async () => {
      at('2030-01-09T10:00:00Z');
      const parent = await verifiedParent();
      await task(await kidToken(parent), 'First finished', 'CLOSED');
      await minutePasses();
      const [badge] = mails(parent, 'New badge');
      const link = /^<(.+)>$/.exec(badge?.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
      const path = new URL(link).pathname;
      const opened = await app.inject({ url: path });
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain('Stop sending badge e-mails to');
      const settings = () =>
        app
          .inject({ url: '/api/users/settings', headers: bearer(parent.token) })
          .then((r) => r.json<{ notifications: Record<string, unknown> }>().notifications);
      expect((await settings()).badge_achievements).toBe('INSTANT');
      // Only RFC 8058's one field turns it off: another form, or another kind of body, changes nothing.
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', 'title=x'],
        ['text/plain', 'List-Unsubscribe=One-Click'],
        [
          'multipart/form-data; boundary=b',
          '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nOne-Click\r\n--b--\r\n',
        ],
      ]) {
        const refused = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': type! },
          payload,
        });
        expect(refused.statusCode, type).toBeGreaterThanOrEqual(400);
        expect(refused.statusCode, type).toBeLessThan(500);
      }
      expect((await settings()).badge_achievements).toBe('INSTANT');
      // A mail client's multipart one-click (the form RFC 8058 prefers) works like the form.
      const multipart = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      });
      expect(multipart.statusCode).toBe(200);
      expect((await settings()).badge_achievements).toBe('NEVER');
      const restored = await app.inject({
        method: 'PUT',
        url: '/api/users/settings/notifications',
        headers: bearer(parent.token),
        payload: { badge_achievements: 'INSTANT' },
      });
      expect(restored.statusCode).toBe(200);
      const clicked = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(clicked.statusCode).toBe(200);
      expect((await settings()).badge_achievements).toBe('NEVER');
      const wrong = await app.inject({
        method: 'POST',
        url: path.replace(/unsubscribe\/[^/]+/, 'unsubscribe/not-a-key'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('sends a mail the server refused once when it is tried again, exactly once', async () => {
      at('2030-01-09T10:00:00Z');
      const parent = await verifiedParent();
      smtp.refuseNext(1, parent.email);
      await task(await kidToken(parent), 'Refused once', 'CLOSED');
      await minutePasses();
      expect(mails(parent, 'New badge')).toEqual([]);
      const [job] = await queryRows<{ attempts: number; last_error: string; done: boolean }>(
        database,
        sql`select attempts, last_error, done_at is not null as done from jobs
            where kind = 'notify.badge' order by id desc limit 1`,
      );
      expect(job).toMatchObject({ attempts: 1, done: false });
      expect(job?.last_error).toContain('451');
      at('2030-01-09T10:00:30Z');
      await minutePasses();
      await minutePasses();
      expect(mails(parent, 'New badge')).toHaveLength(1);
    });
  });

  it('says SMS is not available on this server', async () => {
    const parent = await verifiedParent();
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/settings/notifications',
      headers: bearer(parent.token),
      payload: { sms_notifications: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      failureAnswer('SMS notifications are not available on this server'),
    );
  });
});
