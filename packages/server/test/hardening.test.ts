import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/open';
import { consoleMailer, consoleMailWarning } from '../src/mail/mailer';
import { usersRepository } from '../src/repositories/users-repository';
import { limitMessages, limits } from '../src/services/limits';
import {
  backends,
  bearer,
  createTestApp,
  login,
  openTestDatabase,
  queryRows,
  register,
  tokenFromMail,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

describe.each(backends)('hardening on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const userId = async (email: string) =>
    (
      await queryRows<{ id: number }>(t.database, sql`select id from users where email = ${email}`)
    )[0]!.id;

  it('a reset ends every other reset link already sent', async () => {
    const family = await register(t.app);
    await call('POST', '/api/users/forgot-password', undefined, { email: family.email });
    await t.app.settled();
    const first = tokenFromMail(t.mail, family.email, 'reset-password');
    await call('POST', '/api/users/forgot-password', undefined, { email: family.email });
    await t.app.settled();
    const second = tokenFromMail(t.mail, family.email, 'reset-password');
    expect(second).not.toBe(first);
    const reset = await call('POST', '/api/users/reset-password', undefined, {
      token: second,
      new_password: 'fresh river stones',
    });
    expect(reset.statusCode).toBe(200);
    const stale = await call('POST', '/api/users/reset-password', undefined, {
      token: first,
      new_password: 'another river stone',
    });
    expect(stale.statusCode).toBe(400);
    await expect(login(t.app, family.email, 'fresh river stones')).resolves.toHaveProperty('token');
  });

  it('a session ends 30 days after it began, however active, and leaves the sessions list', async () => {
    const family = await register(t.app);
    const { token } = await login(t.app, family.email, family.password);
    const later = await login(t.app, family.email, family.password);
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(200);
    const sessionsSeen = async () =>
      (await call('GET', '/api/users/settings/account/sessions', later.token)).json()
        .sessions as unknown[];
    expect(await sessionsSeen()).toHaveLength(2);
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '31 days'
        where user_id = ${await userId(family.email)} and id = (select min(id) from sessions
          where user_id = ${await userId(family.email)})`,
    );
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(401);
    expect(await sessionsSeen()).toHaveLength(1);
  });

  it('switching accounts ends the session switched away from', async () => {
    const family = await register(t.app);
    const parent = await login(t.app, family.email, family.password);
    const switched = await call('POST', '/api/users/switch-account', parent.token, {
      target_username: `${family.username}_kid`,
    });
    expect(switched.statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', parent.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', switched.json().token)).statusCode).toBe(200);
  });

  it(`holds a family to ${limits.childrenPerFamily} children`, async () => {
    const family = await register(t.app);
    const parentId = await userId(family.email);
    const { token } = await login(t.app, family.email, family.password);
    const add = (name: string) =>
      call('POST', '/api/users/create-additional-child', token, {
        child_username: name,
        child_birth_year: 2020,
        parent_password: family.password,
      });
    // The primary child and eight more, made directly: the tenth is the last allowed.
    for (let n = 1; n <= 8; n += 1) {
      await usersRepository(t.database.db).insert({
        username: `${family.username}_c${n}`,
        accountType: 'CHILD',
        parentId,
        isPrimaryChild: false,
        birthYear: 2020,
      });
    }
    expect((await add(`${family.username}_10`)).statusCode).toBe(201);
    const refused = await add(`${family.username}_11`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failureAnswer(limitMessages.children));
  });

  it(`holds a user to ${limits.unclosedGoalsPerUser} goals not closed and a goal to ${limits.tasksPerGoal} tasks`, async () => {
    const family = await register(t.app);
    const id = await userId(family.email);
    const { token } = await login(t.app, family.email, family.password);
    await t.database.db.execute(sql`
      insert into goals (user_id, title, position)
      select ${id}, 'Goal ' || n, n from generate_series(1, ${limits.unclosedGoalsPerUser - 1}) as n`);
    const last = await call('POST', '/api/backlog/goals', token, { title: 'The last one' });
    expect(last.statusCode).toBe(201);
    const refused = await call('POST', '/api/backlog/goals', token, { title: 'One too many' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(failureAnswer(limitMessages.goals));

    const goalId = last.json().id as number;
    await t.database.db.execute(sql`
      insert into tasks (user_id, goal_id, title)
      select ${id}, ${goalId}, 'Step ' || n from generate_series(1, ${limits.tasksPerGoal - 1}) as n`);
    expect(
      (await call('POST', '/api/backlog/task', token, { goal_id: goalId, title: 'Last step' }))
        .statusCode,
    ).toBe(201);
    const full = await call('POST', '/api/backlog/task', token, {
      goal_id: goalId,
      title: 'Too many',
    });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual(failureAnswer(limitMessages.tasks));
  });

  it('lets parallel moves of tasks into a goal together fill it only to its limit', async () => {
    const family = await register(t.app);
    const id = await userId(family.email);
    const { token } = await login(t.app, family.email, family.password);
    const goal = async (title: string) =>
      (await call('POST', '/api/backlog/goals', token, { title })).json().id as number;
    const [full, other] = [await goal('Nearly full'), await goal('Elsewhere')];
    await t.database.db.execute(sql`
      insert into tasks (user_id, goal_id, title)
      select ${id}, ${full}, 'Step ' || n from generate_series(1, ${limits.tasksPerGoal - 1}) as n`);
    const moving = await queryRows<{ id: number }>(
      t.database,
      sql`insert into tasks (user_id, goal_id, title)
        select ${id}, ${other}, 'Mover ' || n from generate_series(1, 5) as n returning id`,
    );
    const moves = await Promise.all(
      moving.map((task) => call('PUT', `/api/backlog/task/${task.id}`, token, { goal_id: full })),
    );
    expect(moves.map((move) => move.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    const [count] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from tasks where goal_id = ${full}`,
    );
    expect(count?.n).toBe(limits.tasksPerGoal);
  });

  it('keeps outbox records a day, without working links', async () => {
    await t.database.db.execute(
      sql`insert into outbox (recipient, subject, body, created_at) values ('old@example.com', 'Old', 'x', now() - interval '25 hours')`,
    );
    await register(t.app);
    const old = await queryRows(
      t.database,
      sql`select id from outbox where recipient = 'old@example.com'`,
    );
    expect(old).toEqual([]);
    const links = await queryRows<{ link: string }>(
      t.database,
      sql`select link from outbox where link is not null`,
    );
    // Links that carried a token keep none; others (a badge e-mail's /badges) never had one.
    const tokenLinks = links.filter(({ link }) => link.includes('token='));
    expect(tokenLinks.length).toBeGreaterThan(0);
    for (const { link } of tokenLinks) expect(link).toMatch(/token=\(removed\)$/);
  });
});

describe('the console outbox on a quiet server', () => {
  it('drops records older than a day on its own, with no new mail written', async () => {
    const database = await openTestDatabase('pglite');
    const mailer = consoleMailer(database.db, () => {}, { purgeEveryMs: 20 });
    try {
      await database.db.execute(
        sql`insert into outbox (recipient, subject, body, created_at) values
          ('old@example.com', 'Old', 'x', now() - interval '25 hours'),
          ('new@example.com', 'New', 'x', now() - interval '23 hours')`,
      );
      await vi.waitFor(async () => {
        const left = await queryRows<{ recipient: string }>(
          database,
          sql`select recipient from outbox order by recipient`,
        );
        expect(left).toEqual([{ recipient: 'new@example.com' }]);
      });
    } finally {
      mailer.close();
      await database.close();
    }
  });
});

describe('start-up warning for console mail', () => {
  it('warns only a production server without SMTP', () => {
    expect(consoleMailWarning({ production: true, smtpUrl: undefined })).toMatch(
      /SMTP_URL is not set/,
    );
    expect(
      consoleMailWarning({ production: true, smtpUrl: 'smtp://mail.example' }),
    ).toBeUndefined();
    expect(consoleMailWarning({ production: false, smtpUrl: undefined })).toBeUndefined();
  });
});

describe('the embedded data directory', () => {
  it('is readable by the server user only, whatever the umask', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-private-'));
    const umask = process.umask(0);
    try {
      const database = await openDatabase({ dataDir, databaseUrl: undefined }, () => {});
      await database.db.execute(sql`select 1`);
      await database.close();
      const loose: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          const mode = fs.statSync(full).mode & 0o777;
          if (mode !== (entry.isDirectory() ? 0o700 : 0o600))
            loose.push(`${full} ${mode.toString(8)}`);
          if (entry.isDirectory()) walk(full);
        }
      };
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      walk(dataDir);
      expect(loose).toEqual([]);
    } finally {
      process.umask(umask);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
