import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, bearer, createTestApp, login, register, type TestApp } from './helper';

// A parent chooses, for each child, the name the child is called by on its screens and how its
// board celebrates (cheer sound, calm celebrations). The choices are stored with the child's
// preferences, so the child's own settings read them back.

describe.each(backends)("a child's settings on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/users${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  async function family() {
    const registered = await register(t.app);
    const parent = (await login(t.app, registered.email, registered.password)).token;
    const childName = `${registered.username}_kid`;
    const child = (await login(t.app, childName, registered.password)).token;
    return { parent, child, childName };
  }

  it('lists each child with every default until the parent chooses', async () => {
    const { parent, childName } = await family();
    const response = await call('GET', '/children/settings', parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().children).toEqual([
      {
        id: expect.any(Number),
        username: childName,
        display_name: null,
        cheer_sound: false,
        calm_celebrations: false,
        show_activity_feed: false,
      },
    ]);
  });

  it("puts a child's doings in the family's activity feed once the parent turns it on", async () => {
    const { parent, child, childName } = await family();
    const feed = async () =>
      (await call('GET', '/family/activity', parent)).json<{
        hidden_members: { name: string }[];
      }>();
    expect((await feed()).hidden_members.map((m) => m.name)).toEqual([childName]);
    const saved = await call('PUT', `/children/${childName}/settings`, parent, {
      show_activity_feed: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ show_activity_feed: true, cheer_sound: false });
    // It is the child's own privacy setting, which the child reads (and may change) too.
    const own = await call('GET', '/settings', child);
    expect(own.json().privacy.show_activity_feed).toBe(true);
    expect((await feed()).hidden_members).toEqual([]);
    const refused = await call('PUT', `/children/${childName}/settings`, parent, {
      show_activity_feed: 'on',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toContain('show_activity_feed');
  });

  it('stores what the parent chooses, and the child reads it in its own preferences', async () => {
    const { parent, child, childName } = await family();
    const saved = await call('PUT', `/children/${childName}/settings`, parent, {
      display_name: '  Mia  ',
      cheer_sound: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      username: childName,
      display_name: 'Mia',
      cheer_sound: true,
      calm_celebrations: false,
    });
    // A second change keeps the first.
    await call('PUT', `/children/${childName.toUpperCase()}/settings`, parent, {
      calm_celebrations: true,
    });
    const own = await call('GET', '/settings', child);
    expect(own.json().preferences).toMatchObject({
      display_name: 'Mia',
      cheer_sound: true,
      calm_celebrations: true,
    });
    const listed = await call('GET', '/children/settings', parent);
    expect(listed.json().children[0]).toMatchObject({
      display_name: 'Mia',
      calm_celebrations: true,
    });
    // A blank name clears it: the child is called by its username again.
    const cleared = await call('PUT', `/children/${childName}/settings`, parent, {
      display_name: '   ',
    });
    expect(cleared.json().display_name).toBeNull();
  });

  it('refuses bad values with the field named, and changes nothing', async () => {
    const { parent, childName } = await family();
    const cases = [
      [{ cheer_sound: 'yes' }, 'cheer_sound'],
      [{ display_name: 'x'.repeat(41) }, 'display_name'],
      [{ display_name: 7 }, 'display_name'],
      [{ sound: true }, 'sound'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await call('PUT', `/children/${childName}/settings`, parent, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toContain(field);
    }
    const listed = await call('GET', '/children/settings', parent);
    expect(listed.json().children[0]).toMatchObject({ display_name: null, cheer_sound: false });
  });

  it("is the parent's alone: a child is refused, another family's child is not found", async () => {
    const mine = await family();
    const theirs = await family();
    expect((await call('GET', '/children/settings', mine.child)).statusCode).toBe(403);
    const byChild = await call('PUT', `/children/${mine.childName}/settings`, mine.child, {
      cheer_sound: true,
    });
    expect(byChild.statusCode).toBe(403);
    const elsewhere = await call('PUT', `/children/${theirs.childName}/settings`, mine.parent, {
      cheer_sound: true,
    });
    expect(elsewhere.statusCode).toBe(404);
    // The parent itself is no child of its own.
    const parentName = mine.childName.replace(/_kid$/, '');
    const self = await call('PUT', `/children/${parentName}/settings`, mine.parent, {
      cheer_sound: true,
    });
    expect(self.statusCode).toBe(404);
    const theirList = await call('GET', '/children/settings', theirs.parent);
    expect(theirList.json().children[0].cheer_sound).toBe(false);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/children/settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});
