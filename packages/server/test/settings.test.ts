import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { hashToken } from '../src/security/tokens';
import { backends, bearer, createTestApp, login, register, type TestApp } from './helper';

describe.each(backends)('settings on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { sessionTimeoutMinutes: 60 });
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

  /** Makes the session of `token` look unused for `minutes`. */
  const idleFor = (token: string, minutes: number) =>
    t.database.db
      .update(sessions)
      .set({ lastActive: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.tokenHash, hashToken(token)));

  async function parentToken() {
    const family = await register(t.app);
    return (await login(t.app, family.email, family.password)).token;
  }
  async function childToken() {
    const family = await register(t.app);
    return (await login(t.app, `${family.username}_kid`, family.password)).token;
  }

  it('answers every section with its defaults before anything is chosen', async () => {
    const token = await parentToken();
    const response = await get(token);
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.preferences).toEqual({
      theme: 'AUTO',
      language: 'en',
      timezone: 'UTC',
      date_format: 'MM/DD/YYYY',
      time_format: '12h',
      default_dashboard_view: 'OVERVIEW',
      items_per_page: 20,
      auto_save: false,
      keyboard_shortcuts: false,
      display_name: null,
      cheer_sound: false,
      calm_celebrations: false,
      reminder_time: '18:00',
      reminder_weekday: 'SUNDAY',
    });
    expect(settings.notifications.push_notifications).toBe(false);
    expect(settings.notifications.email_notifications).toBe(true);
    // Nobody is listed in the directory until they choose to be.
    expect(settings.privacy.profile_visibility).toBe('PRIVATE');
    expect(settings.security).toEqual({
      two_factor_enabled: false,
      login_notifications: false,
      session_timeout_minutes: 60,
      last_password_change: null,
    });
  });

  it("keeps a child's profile private by default", async () => {
    const settings = (await get(await childToken())).json();
    expect(settings.privacy.profile_visibility).toBe('PRIVATE');
    expect(settings.privacy.searchable_by_username).toBe(false);
  });

  it('stores only the changed fields of a section and answers with the whole object', async () => {
    const token = await parentToken();
    const first = await put(token, 'preferences', { theme: 'DARK', items_per_page: 50 });
    expect(first.statusCode).toBe(200);
    expect(first.json().preferences).toMatchObject({
      theme: 'DARK',
      items_per_page: 50,
      timezone: 'UTC',
    });
    expect(first.json().privacy.profile_visibility).toBe('PRIVATE');
    // A later change of another field keeps the first.
    const second = await put(token, 'preferences', { timezone: 'Asia/Tokyo' });
    expect(second.json().preferences).toMatchObject({ theme: 'DARK', timezone: 'Asia/Tokyo' });
    expect((await get(token)).json().preferences).toMatchObject({
      theme: 'DARK',
      items_per_page: 50,
      timezone: 'Asia/Tokyo',
    });
  });

  it('saves each of the four sections', async () => {
    const token = await parentToken();
    const notifications = await put(token, 'notifications', {
      task_reminders: 'WEEKLY',
      newsletter: true,
    });
    expect(notifications.json().notifications).toMatchObject({
      task_reminders: 'WEEKLY',
      newsletter: true,
    });
    const privacy = await put(token, 'privacy', { profile_visibility: 'PUBLIC', show_age: true });
    expect(privacy.json().privacy).toMatchObject({
      profile_visibility: 'PUBLIC',
      show_age: true,
    });
    const security = await put(token, 'security', {
      session_timeout_minutes: 480,
      login_notifications: true,
    });
    expect(security.json().security).toMatchObject({
      session_timeout_minutes: 480,
      login_notifications: true,
      two_factor_enabled: false,
    });
    const all = (await get(token)).json();
    expect(all.notifications.task_reminders).toBe('WEEKLY');
    expect(all.privacy.profile_visibility).toBe('PUBLIC');
    expect(all.security.session_timeout_minutes).toBe(480);
  });

  it("one user's settings never touch another's", async () => {
    const a = await parentToken();
    const b = await parentToken();
    await put(a, 'preferences', { theme: 'LIGHT' });
    expect((await get(b)).json().preferences.theme).toBe('AUTO');
  });

  describe('refuses a value outside the choices with 422 naming the field, and changes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['preferences', { theme: 'PURPLE' }, 'theme must be one of LIGHT, DARK, AUTO'],
      ['preferences', { language: 'xx' }, 'language must be one of en, es, fr, de, zh, ja'],
      ['preferences', { timezone: 'Mars/Olympus' }, 'timezone must be one of'],
      ['preferences', { date_format: 'YY' }, 'date_format must be one of'],
      ['preferences', { time_format: '36h' }, 'time_format must be one of 12h, 24h'],
      ['preferences', { default_dashboard_view: 'HOME' }, 'default_dashboard_view must be one of'],
      ['preferences', { items_per_page: 25 }, 'items_per_page must be one of 10, 20, 50, 100'],
      ['preferences', { items_per_page: '20' }, 'items_per_page must be one of'],
      ['preferences', { auto_save: 'yes' }, 'auto_save must be true or false'],
      ['preferences', { keyboard_shortcuts: 1 }, 'keyboard_shortcuts must be true or false'],
      ['notifications', { task_reminders: 'HOURLY' }, 'task_reminders must be one of'],
      ['notifications', { goal_deadlines: null }, 'goal_deadlines must be one of'],
      ['notifications', { badge_achievements: 'x' }, 'badge_achievements must be one of'],
      ['notifications', { community_updates: 'x' }, 'community_updates must be one of'],
      ['notifications', { system_announcements: 'x' }, 'system_announcements must be one of'],
      ['notifications', { newsletter: 'true' }, 'newsletter must be true or false'],
      ['privacy', { profile_visibility: 'EVERYONE' }, 'profile_visibility must be one of'],
      ['privacy', { show_email: 'no' }, 'show_email must be true or false'],
      [
        'security',
        { session_timeout_minutes: 45 },
        'session_timeout_minutes must be one of 15, 30, 60, 120, 480',
      ],
      ['security', { login_notifications: 'on' }, 'login_notifications must be true or false'],
    ];
    it.each(cases)('%s %j', async (section, body, detail) => {
      const token = await parentToken();
      const before = (await get(token)).json();
      const response = await put(token, section, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(detail);
      expect((await get(token)).json()).toEqual(before);
    });
  });

  it('refuses an unknown or read-only field by name', async () => {
    const token = await parentToken();
    const unknown = await put(token, 'preferences', { colour: 'blue' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toContain('colour');
    const readOnly = await put(token, 'security', { two_factor_enabled: true });
    expect(readOnly.statusCode).toBe(422);
    expect(readOnly.json().detail).toContain('two_factor_enabled');
    expect((await get(token)).json().security.two_factor_enabled).toBe(false);
  });

  it('keeps the push switch, and refuses SMS, which this server cannot send', async () => {
    const token = await parentToken();
    const push = await put(token, 'notifications', { push_notifications: true });
    expect(push.statusCode, push.body).toBe(200);
    expect(push.json().notifications.push_notifications).toBe(true);
    const sms = await put(token, 'notifications', { sms_notifications: true });
    expect(sms.statusCode).toBe(422);
    expect(sms.json().detail).toBe('SMS notifications are not available on this server');
    // Turning them off is always fine.
    expect((await put(token, 'notifications', { push_notifications: false })).statusCode).toBe(200);
    expect((await put(token, 'notifications', { sms_notifications: false })).statusCode).toBe(200);
  });

  it('refuses a body that is not an object', async () => {
    const token = await parentToken();
    const response = await put(token, 'privacy', [1, 2]);
    expect(response.statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/settings' })).statusCode).toBe(
      401,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      payload: { theme: 'DARK' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("applies the user's session_timeout_minutes to its sessions", async () => {
    const token = await parentToken();
    await put(token, 'security', { session_timeout_minutes: 15 });
    // Twenty idle minutes: past the user's 15, within the server's default 60.
    await idleFor(token, 20);
    expect((await get(token)).statusCode).toBe(401);
  });

  it('keeps a session idle less than a longer chosen timeout alive', async () => {
    const token = await parentToken();
    await put(token, 'security', { session_timeout_minutes: 120 });
    await idleFor(token, 90);
    expect((await get(token)).statusCode).toBe(200);
  });
});
