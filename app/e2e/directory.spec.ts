import { expect, test, type Page } from '@playwright/test';
import {
  callExpectingSuccess,
  freshFamily,
  logInThroughApi,
  signedInToken,
  signUpThroughApi,
  type Family,
} from './support/family';

/** Signs `family` up and answers its parent's token. */
async function register(family: Family) {
  await signUpThroughApi(family);
  return (await logInThroughApi(family.email, family.password)).token;
}

async function logIn(page: Page, family: Family, landing: RegExp = /\/$/) {
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });
const results = (page: Page) => page.getByRole('list', { name: 'Users' });

test('a parent searches the directory, finds a parent who chose to be listed and opens the profile', async ({
  page,
}) => {
  const listed = freshFamily('dir');
  const listedToken = await register(listed);
  const { id: listedId } = await callExpectingSuccess<{ id: number }>(
    listedToken,
    'GET',
    '/users/me',
  );
  // Privacy by default: only once the parent chooses PUBLIC is it listed.
  await callExpectingSuccess(listedToken, 'PUT', '/users/settings/privacy', {
    profile_visibility: 'PUBLIC',
  });
  // A child who asks to be public is still never shown to another family.
  const { token: kidToken } = await logInThroughApi(`${listed.username}_kid`, listed.password);
  await callExpectingSuccess(kidToken, 'PUT', '/users/settings/privacy', {
    profile_visibility: 'PUBLIC',
  });
  const quiet = freshFamily('dirq');
  await register(quiet);

  const viewer = freshFamily('view');
  await register(viewer);
  await page.goto('/login');
  await logIn(page, viewer);

  // Held back a moment so the six placeholders can be seen; the answer is the server's own.
  await page.route('**/api/users/list**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Loading users' }).locator('[data-state="loading"]'),
  ).toHaveCount(6);
  await expect(results(page)).toBeVisible();

  await search(page).fill(listed.username);
  const card = results(page).getByRole('article').filter({ hasText: listed.username });
  await expect(card).toHaveCount(1);
  await expect(results(page).getByRole('article')).toHaveCount(1);
  await expect(card.getByText('USER')).toBeVisible();
  // The listed parent keeps e-mail and age to itself: the card has neither.
  await expect(card.getByText(listed.email)).toHaveCount(0);

  // Neither the listed parent's child nor a parent who never chose to be listed is found.
  await search(page).fill(`${listed.username}_kid`);
  await expect(page.getByText('No users found')).toBeVisible();
  await search(page).fill(quiet.username);
  await expect(page.getByText(`Nobody listed matches "${quiet.username}".`)).toBeVisible();

  await search(page).fill(listed.username.toUpperCase());
  const link = results(page).getByRole('link', { name: listed.username });
  await expect(link).toHaveAttribute('href', `/profile/${listedId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${listedId}$`));
  await expect(page.getByRole('heading', { level: 1, name: listed.username })).toBeVisible();
});

test('when the session has ended the directory offers Log In Again and shows six marked example users', async ({
  page,
}) => {
  const family = freshFamily('gone');
  await register(family);
  await page.goto('/login');
  await logIn(page, family);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Users' }).or(page.getByText('No users found')),
  ).toBeVisible();

  // The session ends elsewhere (logged out on another device); the next search is refused.
  await callExpectingSuccess(await signedInToken(page), 'POST', '/users/logout');
  await search(page).fill('anyone');
  await expect(
    page.getByText('Your session has expired. Please log in again to view the user list.'),
  ).toBeVisible();

  const examples = page.getByRole('list', { name: 'Example users' }).getByRole('article');
  await expect(examples).toHaveCount(6);
  await expect(examples.getByText('Example', { exact: true })).toHaveCount(6);
  await expect(
    page.getByText('These are examples, not real accounts.', { exact: false }),
  ).toBeVisible();
  // Static examples, never real accounts: no card leads to a profile.
  await expect(page.getByRole('list', { name: 'Example users' }).getByRole('link')).toHaveCount(0);

  await page.getByRole('link', { name: 'Log In Again' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);
  await logIn(page, family, /\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('Log In Again')).toHaveCount(0);
});

test("a child's directory shows names, counts and badges without the grown-ups' role and access chips", async ({
  page,
}) => {
  const family = freshFamily('dirkid');
  await register(family);
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${family.username}_kid`);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(taskboard)?$/);

  await page.goto('/users');
  // The child sees itself, its family's member.
  const card = results(page)
    .getByRole('article')
    .filter({ hasText: `${family.username}_kid` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Tasks')).toBeVisible();
  await expect(card.getByText('USER', { exact: true })).toHaveCount(0);
  await expect(card.getByText('BASIC', { exact: true })).toHaveCount(0);
});
