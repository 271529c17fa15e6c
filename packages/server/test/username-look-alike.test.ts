import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../src/security/identity';
import { lookAlikeMessages } from '../src/security/look-alike';
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
import { failureAnswer } from './failure-answer';

/** Six letters no other test's name holds: the look-alike key spans every test's users. */
const tag = () => randomBytes(3).toString('hex').replace(/[01]/g, 'f');

describe('the username look-alike key', () => {
  it.each([
    ['aIicep', 'alicep'],
    ['b0bp_kid', 'bobp_kid'],
    ['rnarie', 'marie'],
    ['Ｍarie', 'marie'],
    ['PAYPAl', 'paypal'],
  ])('is the same for %j and %j', (lookAlike, original) => {
    expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton(original));
  });

  it.each([
    ['alice', 'alicia'],
    ['bob', 'rob'],
    ['kid_1', 'kid_2'],
  ])('differs for %j and %j', (one, other) => {
    expect(usernameSkeleton(one)).not.toBe(usernameSkeleton(other));
  });
});

describe.each(backends)('usernames that pass for another on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const usersNamed = async (name: string) =>
    queryRows<{ username: string }>(
      t.database,
      sql`select username from users where lower(username) = lower(${name})`,
    );

  it('refuses a sign-up as aIice… beside alice…, and changes nothing', async () => {
    const id = tag();
    await register(t.app, { ...newFamily(), username: `alice${id}` });
    const lookAlike = { ...newFamily(), username: `aIice${id}` };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: lookAlike,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(failureAnswer(lookAlikeMessages.usernameResembles));
    expect(await usersNamed(`aIice${id}`)).toEqual([]);
    expect(await usersNamed(`aIice${id}_kid`)).toEqual([]);
  });

  it('refuses a child named b0b…_kid beside bob…_kid', async () => {
    const id = tag();
    const family = await register(t.app, { ...newFamily(), username: `bob${id}` });
    const { token } = await login(t.app, family.email, family.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(token),
      payload: {
        child_username: `b0b${id}_kid`,
        child_birth_year: 2016,
        parent_password: family.password,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(failureAnswer(lookAlikeMessages.usernameResembles));
    expect(await usersNamed(`b0b${id}_kid`)).toEqual([]);
  });

  it('refuses renaming a profile to aIice… beside alice…, but allows its own name in capitals', async () => {
    const id = tag();
    await register(t.app, { ...newFamily(), username: `alice${id}` });
    const other = await register(t.app);
    const { token } = await login(t.app, other.email, other.password);
    const rename = (username: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(token),
        payload: { username },
      });
    const refused = await rename(`aIice${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(failureAnswer(lookAlikeMessages.usernameResembles));
    expect(await usersNamed(other.username)).toEqual([{ username: other.username }]);

    const capitals = await rename(other.username.toUpperCase());
    expect(capitals.statusCode).toBe(200);
  });

  it('names a primary child unlike any existing name', async () => {
    const id = tag();
    // A child of another family already holds a name drawn like the one the sign-up would give.
    const first = await register(t.app);
    const { token } = await login(t.app, first.email, first.password);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(token),
      payload: {
        child_username: `b0b${id}_kid`,
        child_birth_year: 2016,
        parent_password: first.password,
      },
    });
    expect(created.statusCode).toBe(201);
    const family = await register(t.app, { ...newFamily(), username: `bob${id}` });
    const [child] = await queryRows<{ username: string }>(
      t.database,
      sql`select c.username from users c join users p on p.id = c.parent_id
          where p.email = ${family.email} and c.is_primary_child`,
    );
    expect(child?.username).toBe(`bob${id}_kid2`);
  });

  it('stores each user’s key, found through an index', async () => {
    const family = await register(t.app, { ...newFamily(), username: `Mi1o${tag()}` });
    const [row] = await queryRows<{ username_skeleton: string }>(
      t.database,
      sql`select username_skeleton from users where username = ${family.username}`,
    );
    expect(row?.username_skeleton).toBe(usernameSkeleton(family.username));
    const indexes = await queryRows<{ indexdef: string }>(
      t.database,
      sql`select indexdef from pg_indexes where tablename = 'users'
          and indexdef like '%(username_skeleton)%'`,
    );
    expect(indexes).toHaveLength(1);
  });

  it('backfills existing rows with the key the library gives, for every character a username holds', async () => {
    const migration = fs.readFileSync(
      new URL('../drizzle/0014_username_skeleton.sql', import.meta.url),
      'utf8',
    );
    const expression = /SET "username_skeleton" = (.+);--> statement-breakpoint/.exec(
      migration,
    )?.[1];
    expect(expression).toBeDefined();
    const alphabet = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-'];
    // Each character alone and beside each other one: the key of a pair is not always the keys
    // of its characters side by side (a folded M meets a following letter).
    const names = [...alphabet, ...alphabet.flatMap((a) => alphabet.map((b) => `${a}${b}`))];
    const rows = await queryRows<{ username: string; key: string }>(
      t.database,
      sql`select "username", ${sql.raw(expression!)} as key
          from json_array_elements_text(${JSON.stringify(names)}) as "users"("username")`,
    );
    const wrong = rows.filter((row) => row.key !== usernameSkeleton(row.username));
    expect(rows).toHaveLength(names.length);
    expect(wrong).toEqual([]);
  });
});
