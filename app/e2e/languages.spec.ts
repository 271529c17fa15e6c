import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../src/prerender/publicPages';

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
  await still.goto('/login');
  await expect(still).toHaveURL(/\/fr\/login$/);
  await expect(still.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    still.getByRole('heading', { level: 1, name: 'Votre TaskBoard personnalisé' }),
  ).toBeVisible();
  await expect(still.getByText('Your Personalized TaskBoard')).toHaveCount(0);
  await expect(still.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  // Search engines find every translation of the page.
  await expect(still.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    'href',
    '/ja/login',
  );
  await expect(still.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    '/login',
  );
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
