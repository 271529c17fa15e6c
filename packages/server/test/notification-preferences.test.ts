import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  createTestApp,
  login,
  queryRows,
  register,
  type TestApp,
} from './helper';

/**
 * When reminders go out (a time of day outside quiet hours, a weekday for weekly mails), the
 * weekly digest's own switch, the marketing switch that can never be on, and a child's
 * notifications, which belong to its parent.
 */
describe.each(backends)('notification preferences on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const get = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/settings', headers: bearer(token) });
  const put = (token: string, section: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/settings/${section}`,
      headers: bearer(token),
      payload: payload as object,
    });

  async function family() {
    const registered = await register(t.app);
    const parent = (await login(t.app, registered.email, registered.password)).token;
    const child = (await login(t.app, `${registered.username}_kid`, registered.password)).token;
    return { parent, child, username: registered.username };
  }

  const storedOf = async (username: string) => {
    const [row] = await queryRows<{ notifications: Record<string, unknown> | null }>(
      t.database,
      sql`select s.notifications from users u left join user_settings s on s.user_id = u.id
          where u.username = ${username}`,
    );
    return row?.notifications ?? null;
  };

  it('starts at 18:00 on Sundays with the weekly digest on', async () => {
    const { parent } = await family();
    const settings = (await get(parent)).json();
    expect(settings.preferences.reminder_time).toBe('18:00');
    expect(settings.preferences.reminder_weekday).toBe('SUNDAY');
    expect(settings.notifications.weekly_digest).toBe(true);
  });

  it('saves a reminder time from 07:00 to 19:59, a weekday and the digest switch', async () => {
    const { parent } = await family();
    for (const reminder_time of ['07:00', '12:30', '19:59']) {
      const saved = await put(parent, 'preferences', { reminder_time });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().preferences.reminder_time).toBe(reminder_time);
    }
    const weekday = await put(parent, 'preferences', { reminder_weekday: 'MONDAY' });
    expect(weekday.json().preferences).toMatchObject({
      reminder_time: '19:59',
      reminder_weekday: 'MONDAY',
    });
    const digest = await put(parent, 'notifications', { weekly_digest: false });
    expect(digest.statusCode, digest.body).toBe(200);
    expect(digest.json().notifications.weekly_digest).toBe(false);
    // The digest's switch and task reminders are two settings now.
    expect(digest.json().notifications.task_reminders).toBe('DAILY');
    expect((await get(parent)).json().notifications.weekly_digest).toBe(false);
  });

  it('refuses a reminder time in quiet hours (20:00 to 07:00) with a 422 naming the field', async () => {
    const { parent } = await family();
    await put(parent, 'preferences', { reminder_time: '08:15' });
    for (const reminder_time of ['20:00', '23:30', '00:00', '06:59']) {
      const refused = await put(parent, 'preferences', { reminder_time });
      expect(refused.statusCode, reminder_time).toBe(422);
      expect(refused.json().detail).toContain('reminder_time');
      expect(refused.json().detail).toContain('quiet hours');
    }
    for (const reminder_time of ['7:00', '24:00', '18:60', '18:00:00', 1800, null]) {
      const refused = await put(parent, 'preferences', { reminder_time });
      expect(refused.statusCode, String(reminder_time)).toBe(422);
      expect(refused.json().detail).toContain('reminder_time');
    }
    const weekday = await put(parent, 'preferences', { reminder_weekday: 'FUNDAY' });
    expect(weekday.statusCode).toBe(422);
    expect(weekday.json().detail).toContain('reminder_weekday must be one of MONDAY');
    expect((await get(parent)).json().preferences).toMatchObject({
      reminder_time: '08:15',
      reminder_weekday: 'SUNDAY',
    });
  });

  it('never turns marketing e-mails on: this product sends none', async () => {
    const { parent } = await family();
    const refused = await put(parent, 'notifications', { marketing_emails: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('marketing_emails');
    expect((await get(parent)).json().notifications.marketing_emails).toBe(false);
    expect((await put(parent, 'notifications', { marketing_emails: false })).statusCode).toBe(200);
  });

  it("refuses every notification change from a child, leaving the parent's choices as they are", async () => {
    const { parent, child, username } = await family();
    const chosen = await put(parent, 'notifications', {
      badge_achievements: 'WEEKLY',
      weekly_digest: false,
    });
    expect(chosen.statusCode).toBe(200);
    const parentBefore = await storedOf(username);
    const childBefore = await storedOf(`${username}_kid`);
    for (const change of [
      { badge_achievements: 'NEVER' },
      { weekly_digest: true },
      { email_notifications: false },
      { goal_deadlines: 'INSTANT', task_reminders: 'NEVER' },
    ]) {
      const refused = await put(child, 'notifications', change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json().detail).toContain('parent');
    }
    expect(await storedOf(username)).toEqual(parentBefore);
    expect(await storedOf(`${username}_kid`)).toEqual(childBefore);
    expect((await get(parent)).json().notifications).toMatchObject({
      badge_achievements: 'WEEKLY',
      weekly_digest: false,
    });
    // The child still reads its settings and changes its own preferences.
    expect((await get(child)).statusCode).toBe(200);
    expect((await put(child, 'preferences', { theme: 'DARK' })).statusCode).toBe(200);
  });
});
