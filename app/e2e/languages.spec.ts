import { expect, test, type Page } from '@playwright/test';
import type { FamilyAccountsResponse, SwitchAccountResponse } from '@taskboard/contract';
import { publicPages } from '../src/prerender/publicPages';
import { call, chooseLanguage, newSession, storedAuth } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { freshFamily, signUpThroughApi } from './support/family';
import { waitForHydration } from './support/hydration';

/** The page's script errors and console errors (a hydration mismatch is one), as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

// The public pages in the visitor's language: the browser's language picks the prerendered
// translation before any script runs, the footer's language links switch it in place and are
// remembered, and every link between public pages stays in the language chosen.

test('a French browser gets the French login page, already French before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre TaskBoard personnalisé' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Connexion · Bitesize TaskBoard');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // Links between public pages keep the language; the next page is French too.
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
    'href',
    '/fr/forgot-password',
  );
  await page.getByRole('link', { name: 'Créez un compte' }).click();
  await expect(page).toHaveURL(/\/fr\/signup$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créez votre compte familial' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();

  // Scripts off: what paints is the prerendered HTML, so there is no English to flash first.
  const noScript = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
  const still = await noScript.newPage();
  const response = await still.goto('/login');
  await expect(still).toHaveURL(/\/fr\/login$/);
  await expect(still.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    still.getByRole('heading', { level: 1, name: 'Votre TaskBoard personnalisé' }),
  ).toBeVisible();
  await expect(still.getByText('Your Personalized TaskBoard')).toHaveCount(0);
  await expect(still.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  // Search engines find every translation of the page, at absolute addresses.
  const alternates = response?.headers().link ?? '';
  expect(alternates).toContain(`<${e2eBaseUrl}/ja/login>; rel="alternate"; hreflang="ja"`);
  expect(alternates).toContain(`<${e2eBaseUrl}/login>; rel="alternate"; hreflang="x-default"`);
  await noScript.close();
});

test('the component library speaks French on the French login page, from its first paint', async ({
  browser,
}) => {
  // Scripts off: the prerendered page already names the password field's button in French.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/fr/login');
  await expect(still.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Show password' })).toHaveCount(0);
  await noScript.close();

  // Scripts on: the same words after hydration, and the button's other state is French too.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto('/fr/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const field = page.getByLabel('Mot de passe', { exact: true });
  await field.fill('secret-words');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('choosing 日本語 in the footer switches the page without a reload, and is remembered', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  // On a slow network the page has moved to its new address before the Japanese messages are in.
  await page.route(/\/assets\/messages-ja-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page).toHaveURL(/\/ja\/homepage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '自分でできる、をのばそう！' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page).toHaveTitle('Bitesize TaskBoard：自分でできる、をのばそう！');
  await expect(page.getByRole('link', { name: '無料で登録' }).first()).toHaveAttribute(
    'href',
    '/ja/signup',
  );
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(errors).toEqual([]);

  // The choice is this device's from now on: the server sends the Japanese page.
  await page.goto('/homepage');
  await expect(page).toHaveURL(/\/ja\/homepage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '自分でできる、をのばそう！' }),
  ).toBeVisible();
});

test('the Chinese public pages fit a 320 px wide phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of publicPages) {
    await page.goto(`/zh${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

/** Counts the downloads of a language's known messages (the spec's English, translated). */
function knownMessageDownloads(page: Page, language: string): string[] {
  const downloads: string[] = [];
  const part = new RegExp(`/assets/messages-${language}-messages-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    if (part.test(request.url())) downloads.push(request.url());
  });
  return downloads;
}

test('the sign-in pages show the server’s and the contract’s messages in French, fetched only once one shows', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const downloads = knownMessageDownloads(page, 'fr');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A page without a message to show never downloads them.
  expect(downloads).toEqual([]);

  await page.getByLabel('E-mail').fill('nobody@example.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect');
  expect(downloads).toHaveLength(1);

  // The contract's field messages, then the server's refusal of a taken username.
  const family = freshFamily('pref');
  await signUpThroughApi(family);
  await page.getByRole('link', { name: 'Créez un compte' }).click();
  await expect(page).toHaveURL(/\/fr\/signup$/);
  // The e-mail left empty: the form checks the confirmation itself, in the contract's words.
  await page.getByLabel('Nom d’utilisateur').fill(family.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(family.password);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill('other-words-42');
  await page.getByLabel('Année de naissance').fill('1900');
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByText('L’adresse e-mail est requise')).toBeVisible();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(
    page.getByText('L’année de naissance ne peut pas être antérieure à 1925'),
  ).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toHaveCount(0);

  await page.getByLabel('E-mail').fill(`other.${family.email}`);
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(family.password);
  await page.getByLabel('Année de naissance').fill('1986');
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ce nom d’utilisateur est déjà pris');
  await expect(page).toHaveURL(/\/fr\/signup$/);

  // A verification link that no longer works says why in French too.
  await page.goto('/fr/verify-email?token=no-such-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien de confirmation n’est pas valide ou a expiré.',
  );
  await context.close();
});

test('an unknown article reads “Content post not found.” in Japanese, heading and title', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/content/no-such-post');
  await expect(
    page.getByRole('heading', { level: 1, name: '記事が見つかりません。' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('記事が見つかりません。 | Bitesize TaskBoard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await context.close();
});

test('a refused account switch reads in French', async ({ page }) => {
  const parent = await newSession(e2eBaseUrl);
  const family = await call<FamilyAccountsResponse>(parent, 'GET', '/users/family-accounts');
  const child = family.body.family_accounts.find((account) => account.account_type === 'CHILD');
  if (!child) throw new Error('A new family has its primary child');
  const switched = await call<SwitchAccountResponse>(parent, 'POST', '/users/switch-account', {
    target_username: child.username,
  });
  expect(switched.status).toBe(200);
  const childSession = { ...parent, ...switched.body };
  await chooseLanguage(childSession, 'fr');
  await page.goto('/login');
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(childSession),
  );
  const downloads = knownMessageDownloads(page, 'fr');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: child.username, exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('button', { name: `Menu du compte de ${child.username}` }).click();
  await page.getByRole('menuitem', { name: parent.username, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Passer au compte ${parent.username}` });
  await dialog.getByLabel('Mot de passe du parent').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Changer de compte' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Impossible de changer de compte : Mot de passe du parent incorrect',
  );
  expect(downloads).toHaveLength(1);
  await expect(
    page.getByRole('heading', { level: 1, name: child.username, exact: true }),
  ).toBeVisible();
});
