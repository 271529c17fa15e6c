import { expect, type Page } from '@playwright/test';
import { e2eBaseUrl } from './environment';

// How a journey gets a family of its own, so journeys never depend on each other's data: a name
// no journey has used, signed up through the API (the sign-up makes the family's first child,
// `<username>_kid`, too), logged in through the API or the login form; then its API calls and the
// token of the member a page is signed in as. Board journeys wrap these in a Session (board-api).

/** Every family's password; its child logs in with it too. */
export const familyPassword = 'sunny-days-42';

let counter = 0;

/**
 * A family no journey has used yet: `prefix` and a stamp of the clock and a count make its
 * username and e-mail address. Keep `prefix` to four letters so the child's `<username>_kid`
 * fits the username limit.
 */
export function freshFamily(prefix: string) {
  counter += 1;
  const id = `${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    id,
    username: `${prefix}${id}`,
    email: `${prefix}.${id}@example.test`,
    password: familyPassword,
  };
}

export type Family = Pick<ReturnType<typeof freshFamily>, 'username' | 'email' | 'password'>;

/** Posts the sign-up form's fields for `family`; answers the server's reply as it came. */
export function postSignUp(family: Family, baseUrl = e2eBaseUrl): Promise<Response> {
  return fetch(`${baseUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: family.username,
      email: family.email,
      password: family.password,
      confirmPassword: family.password,
      birth_year: 1986,
    }),
  });
}

/** Signs `family` up through the API, as the sign-up page would. */
export async function signUpThroughApi(family: Family, baseUrl = e2eBaseUrl) {
  const registered = await postSignUp(family, baseUrl);
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
}

/** What a login answers: the token and who it belongs to. */
export interface LoggedIn {
  token: string;
  username: string;
  account_type: string;
  is_primary_child: boolean;
}

/** Logs in through the API: a parent with its e-mail address, a child with its username. */
export async function logInThroughApi(
  login: string,
  password: string,
  baseUrl = e2eBaseUrl,
): Promise<LoggedIn> {
  const loggedIn = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (!loggedIn.ok) throw new Error(`login: ${loggedIn.status} ${await loggedIn.text()}`);
  return (await loggedIn.json()) as LoggedIn;
}

/** Logs in through the login form, as a person would; the caller checks where it lands. */
export async function logInThroughForm(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs the parent of `family` in through the login form and waits until the page leaves it. */
export async function logInAs(page: Page, family: Family) {
  await logInThroughForm(page, family.email, family.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh family signed up through the API, its parent logged in on `page` through the form. */
export async function signedInFamily(page: Page, prefix: string) {
  const family = freshFamily(prefix);
  await signUpThroughApi(family);
  await logInAs(page, family);
  return family;
}

/**
 * One API call with `token` (null: signed out), failing the journey unless it succeeds;
 * answers the parsed body.
 */
export async function callExpectingSuccess<T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${e2eBaseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** The token of the account the page is signed in as. */
export async function signedInToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('auth'));
  const { token } = JSON.parse(raw ?? '{}') as { token?: string };
  if (!token) throw new Error('the page is not signed in');
  return token;
}
