import { expect, test, type Locator, type Page } from '@playwright/test';
import { INSTALL_BANNER_CODE_DELAY_MS } from '../src/pwa/installBannerSession';
import { freshFamily, logInThroughForm, signedInToken, signUpThroughApi } from './support/family';
import { choose } from './support/preferences';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member's card on /family, found by the username it shows. */
function memberCard(page: Page, username: string): Locator {
  return page
    .getByRole('list', { name: 'Family members' })
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^${username}( \\(Current\\))?$`)) });
}

async function openAccountMenu(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
}

test('a parent adds a child, switches in without a password, and the child needs the parent password to come back', async ({
  page,
  request,
}) => {
  const family = freshFamily('par');
  const child = `kid${family.id}`;
  await signUpThroughApi(family);
  await logInThroughForm(page, family.email, family.password);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  const parentToken = await signedInToken(page);

  // The parent's own board has a goal, so the child's empty board proves the two are separate.
  const goal = await request.post('/api/backlog/goals', {
    headers: bearer(parentToken),
    data: { title: 'Tidy the toy box', tasks: [] },
  });
  expect(goal.ok(), await goal.text()).toBe(true);

  // Add Child Account is in the parent's menu and leads to the family page.
  await openAccountMenu(page, family.username);
  await expect(page.getByRole('menuitem', { name: 'Go To TaskBoard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Browse Users' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Add Child Account' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(memberCard(page, family.username)).toContainText('(Current)');
  await expect(memberCard(page, family.username)).toContainText('Parent');
  // The parent and the automatically created primary child cannot be removed.
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  await page.getByRole('button', { name: '+ Add Child Account' }).click();
  await expect(page.getByLabel('Year of Birth')).toHaveAttribute('placeholder', 'e.g. 2010');
  await expect(page.getByText("the parent's password")).toBeVisible();
  // A wrong parent password is refused with the server's words.
  await page.getByLabel('Username').fill(child);
  await page.getByLabel('Year of Birth').fill('2016');
  await page.getByLabel('Parent Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Create Child Account' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect parent password');

  await page.getByLabel('Parent Password').fill(family.password);
  await page.getByRole('button', { name: 'Create Child Account' }).click();
  await expect(page.getByText(`Child account ${child} created.`)).toBeVisible();
  await expect(memberCard(page, child)).toContainText('Child');
  await expect(page.getByRole('button', { name: `Remove ${child}` })).toBeVisible();

  // A parent switches into its child without a password.
  await memberCard(page, child).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();
  const childToken = await signedInToken(page);
  expect(childToken).not.toBe(parentToken);

  // The child's board is its own, and empty.
  const childBoard = await request.get('/api/backlog', { headers: bearer(childToken) });
  expect(childBoard.status()).toBe(200);
  expect((await childBoard.json()) as unknown).toMatchObject({ items: [] });
  // The session switched away from has ended: the browser holds the child's session only.
  const leftBehind = await request.get('/api/backlog', { headers: bearer(parentToken) });
  expect(leftBehind.status()).toBe(401);

  // A child may not manage the family: /family sends it home, and its menu has no Add Child.
  await page.goto('/family');
  await expect(page).toHaveURL(/\/$/);
  await openAccountMenu(page, child);
  await expect(page.getByRole('menuitem', { name: 'Add Child Account' })).toHaveCount(0);

  // Back to the parent: without a password, then with a wrong one, both refused.
  await page.getByRole('menuitem', { name: family.username, exact: true }).click();
  const passwordDialog = page.getByRole('dialog', { name: `Switch to ${family.username}` });
  await expect(passwordDialog).toBeVisible();
  await passwordDialog.getByRole('button', { name: 'Switch Account' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to switch account:' });
  await expect(failure).toContainText('Parent password is required');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(failure).toHaveCount(0);

  await openAccountMenu(page, child);
  await page.getByRole('menuitem', { name: family.username, exact: true }).click();
  await passwordDialog.getByLabel('Parent Password').fill('not-the-password');
  await passwordDialog.getByRole('button', { name: 'Switch Account' }).click();
  await expect(failure).toContainText('Failed to switch account: Incorrect parent password');
  expect(await signedInToken(page)).toBe(childToken);
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();

  // With the right password the child becomes the parent again.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await openAccountMenu(page, child);
  await page.getByRole('menuitem', { name: family.username, exact: true }).click();
  await passwordDialog.getByLabel('Parent Password').fill(family.password);
  await passwordDialog.getByRole('button', { name: 'Switch Account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  // A new parent session, with the parent's own board; the child's session ended in turn.
  const parentAgain = await signedInToken(page);
  const parentBoard = await request.get('/api/backlog', { headers: bearer(parentAgain) });
  expect(JSON.stringify(await parentBoard.json())).toContain('Tidy the toy box');
  expect((await request.get('/api/users/me', { headers: bearer(childToken) })).status()).toBe(401);

  // The parent removes the child, after confirming with the parent password.
  await page.goto('/family');
  await page.getByRole('button', { name: `Remove ${child}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove child account' });
  await confirm.getByLabel('Parent Password').fill('not-the-password');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Incorrect parent password');
  await confirm.getByLabel('Parent Password').fill(family.password);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(memberCard(page, child)).toHaveCount(0);
  await expect(memberCard(page, family.username)).toBeVisible();

  // The removed child's session ended with it.
  const removed = await request.get('/api/users/me', { headers: bearer(childToken) });
  expect(removed.status()).toBe(401);
  const removedBoard = await request.get('/api/backlog', { headers: bearer(childToken) });
  expect(removedBoard.status()).toBe(401);
});

test("in German, adding a child gives the contract's and the server's refusals in German", async ({
  page,
  request,
}) => {
  const family = freshFamily('par');
  await signUpThroughApi(family);
  await choose(request, family, { language: 'de' });
  await logInThroughForm(page, family.email, family.password);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  await page.goto('/family');
  await expect(page.getByRole('heading', { level: 1, name: 'Familienkonten' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByRole('button', { name: '+ Kinderkonto hinzufügen' }).click();
  await page.getByLabel('Benutzername').fill('ab');
  await page.getByLabel('Geburtsjahr').fill('2016');
  await page.getByLabel('Eltern-Passwort').fill('not-the-password');
  await page.getByRole('button', { name: 'Kinderkonto anlegen' }).click();
  // The contract's rule for a username, written in English, shows beside the field in German.
  await expect(
    page.getByText('Der Benutzername muss mindestens 3 Zeichen lang sein'),
  ).toBeVisible();

  await page.getByLabel('Benutzername').fill(`kid${family.id}`);
  await page.getByRole('button', { name: 'Kinderkonto anlegen' }).click();
  await expect(page.getByRole('alert')).toContainText('Das Eltern-Passwort stimmt nicht');
});

test("a child logs in with its username and the parent's password", async ({ page, request }) => {
  const family = freshFamily('par');
  const child = `kid${family.id}`;
  await signUpThroughApi(family);
  await logInThroughForm(page, family.email, family.password);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  const created = await request.post('/api/users/create-additional-child', {
    headers: bearer(await signedInToken(page)),
    data: { child_username: child, child_birth_year: 2017, parent_password: family.password },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughForm(page, child, 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await logInThroughForm(page, child, family.password);
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();
  const auth = JSON.parse((await page.evaluate(() => localStorage.getItem('auth'))) ?? '{}');
  expect(auth).toMatchObject({ username: child, account_type: 'CHILD', is_primary_child: false });
});

test('the top bar, side navigation and logout', async ({ page, request }) => {
  const family = freshFamily('par');
  await signUpThroughApi(family);
  await logInThroughForm(page, family.email, family.password);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  const token = await signedInToken(page);

  const topBar = page.getByRole('banner');
  await expect(topBar.getByRole('link', { name: 'Bitesize TaskBoard' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(topBar.getByRole('link', { name: 'Features' })).toHaveAttribute(
    'href',
    '/homepage#features',
  );
  // Chromium offers no install prompt to an automated, unsecured origin: the button stays hidden.
  await expect(topBar.getByRole('button', { name: 'Install App' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Logout from the account menu revokes the session on the server too.
  await openAccountMenu(page, family.username);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  const me = await request.get('/api/users/me', { headers: bearer(token) });
  expect(me.status()).toBe(401);
});

test('on a phone the hamburger menu holds the account card and the same entries', async ({
  page,
}) => {
  const family = freshFamily('par');
  await signUpThroughApi(family);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, family.email, family.password);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(family.username, { exact: true })).toBeVisible();
  await expect(menu.getByText('Parent', { exact: true }).first()).toBeVisible();
  // A new family has the parent and its primary child, so the switch list shows.
  await expect(menu.getByRole('heading', { name: 'Switch Account' })).toBeVisible();
  const entries = ['Add Child Account', 'Go To TaskBoard', 'View Profile', 'Browse Users'];
  for (const entry of [...entries, 'Features']) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Add Child Account' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('the installed app', () => {
  // The worker under test (the config blocks it for other journeys).
  test.use({ serviceWorkers: 'allow' });

  test('the app installs: manifest, icons, and a service worker that keeps the shell offline but never the API', async ({
    page,
    context,
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    const app = (await manifest.json()) as {
      name: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(app).toMatchObject({
      name: 'Bitesize TaskBoard',
      display: 'standalone',
      start_url: '/',
    });
    expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of app.icons) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toContain('image/png');
    }

    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    // Once the worker controls the page, what the page loads is kept; API answers are not.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Personalized TaskBoard' })).toBeVisible();
    await page.evaluate(() => fetch('/api/health'));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const entry of await cache.keys()) urls.push(new URL(entry.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    // The prerendered public pages come from the network while online, and from the cache offline.
    await page.goto('/homepage');
    await expect(page.getByRole('heading', { name: 'Empower to Thrive!' })).toBeVisible();

    await context.setOffline(true);
    // A page the worker serves keeps its own policy, so its inline boot scripts still run.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Your Personalized TaskBoard' })).toBeVisible();
    await page.goto('/homepage');
    await expect(page.getByRole('heading', { name: 'Empower to Thrive!' })).toBeVisible();
    // An app route offline gets the cached app page, whose inline theme script puts the theme's
    // class on <html> before first paint: it ran under the page's policy.
    await page.goto('/badges');
    await expect(page.locator('html')).toHaveAttribute('class', /\S/);
    expect(refused).toEqual([]);
    // Without a session the app sends the visitor to sign in; let that settle before going online.
    await expect(page.getByRole('heading', { name: 'Your Personalized TaskBoard' })).toBeVisible();
    await page.goto('/homepage');
    await expect(page.getByRole('heading', { name: 'Empower to Thrive!' })).toBeVisible();
    await context.setOffline(false);
  });
});

/**
 * Moves the page's clock to `ms` after the install offer. Real time passes on a slow machine
 * between the test's steps; measuring from the offer keeps that out of the banner's 30 s.
 */
async function fastForwardToAfterOffer(page: Page, ms: number) {
  const elapsed = await page.evaluate(
    () => Date.now() - ((window as unknown as { offeredAt: number }).offeredAt ?? 0),
  );
  await page.clock.fastForward(Math.max(0, ms - elapsed));
}

/** Plays the browser offering to install the app; counts how often its prompt is shown. */
async function offerInstall(page: Page, { firstTime }: { firstTime: boolean }) {
  // The banner's code loads only once an install is offered, and only after the page settled.
  const bannerCode = firstTime
    ? page.waitForResponse((response) => response.url().includes('/InstallBanner'))
    : null;
  let bannerCodeLoaded = false;
  void bannerCode?.then(() => (bannerCodeLoaded = true));
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    const counted = window as unknown as { prompted?: number; offeredAt?: number };
    counted.offeredAt = Date.now();
    Object.assign(offer, {
      prompt: async () => {
        counted.prompted = (counted.prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await page.waitForTimeout(300);
  expect(bannerCodeLoaded).toBe(false);
  await page.clock.fastForward(INSTALL_BANNER_CODE_DELAY_MS);
  await bannerCode;
  // Let the banner mount and start its timer before the clock moves.
  await page.waitForTimeout(500);
}

test('the install button and the phone install banner use the browser install prompt', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/homepage');
  const installButton = page.getByRole('banner').getByRole('button', { name: 'Install App' });
  const banner = page.getByRole('status').filter({ hasText: 'Install Bitesize TaskBoard' });
  await expect(installButton).toHaveCount(0);

  await offerInstall(page, { firstTime: true });
  await expect(installButton).toBeVisible();
  // The banner waits 30 s from the offer, then shows for 10 s.
  await fastForwardToAfterOffer(page, 29_000);
  await expect(banner).toHaveCount(0);
  await page.clock.fastForward(2_000);
  await expect(banner).toBeVisible();
  await page.clock.fastForward(10_500);
  await expect(banner).toHaveCount(0);

  // Dismissed, it stays away for the rest of the browser session.
  await page.reload();
  await offerInstall(page, { firstTime: false });
  await fastForwardToAfterOffer(page, 31_000);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await offerInstall(page, { firstTime: false });
  await fastForwardToAfterOffer(page, 31_000);
  await expect(banner).toHaveCount(0);

  // The top bar's button shows the browser's prompt, which can be used once.
  await installButton.click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await expect(installButton).toHaveCount(0);
});
