import { expect, test, type Page } from '@playwright/test';
import { newSession, storedAuth } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { rawGet } from './support/raw-get';
import { openSignedIn } from './support/signed-in';

// `/` is the first screen most people see. A visitor gets the landing page prerendered at that
// address, painted before any script runs (never the profile's spinner); a signed-in family
// gets its profile there, decided before the first paint from the session the browser stores.

/** Records whether a spinner ("Loading...") was ever in the page, from the first byte on. */
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = () => /Loading\.\.\./.test(document.body?.innerText ?? '');
    const observer = new MutationObserver(() => {
      if (seen()) (window as unknown as { spinnerSeen: boolean }).spinnerSeen = true;
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { spinnerSeen?: boolean }).spinnerSeen === true);
}

test("a visitor's / is the landing page, in its HTML before any script runs", async ({
  browser,
}) => {
  // The document itself: the landing page's words, in the visitor's language.
  const english = await rawGet(`${e2eBaseUrl}/`, { accept: 'text/html' });
  expect(english.status).toBe(200);
  expect(english.body.toString()).toContain('Empower to Thrive!');
  const french = await rawGet(`${e2eBaseUrl}/`, {
    accept: 'text/html',
    'accept-language': 'fr-FR,fr;q=0.9',
  });
  expect(french.status).toBe(200);
  expect(french.body.toString()).toContain('<html lang="fr"');
  expect(french.body.toString()).not.toContain('Empower to Thrive!');

  // With scripts off, the page is all there.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  await noScript.close();

  // With scripts on, the app starts on the landing page's own address; no spinner, ever.
  const context = await browser.newContext();
  const page = await context.newPage();
  const spinnerSeen = await watchForSpinner(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eBaseUrl}/homepage`);
  // And it runs: a link opens its page in the app.
  await page.getByRole('main').getByRole('link', { name: 'Sign Up for Free' }).first().click();
  await expect(page).toHaveURL(`${e2eBaseUrl}/signup`);
  expect(await spinnerSeen()).toBe(false);
  await context.close();
});

test('a signed-in family gets its profile at /, and the landing page again once logged out', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  // A session stored without the cookie (signed in before it existed, or by another tab): the
  // landing page's head sees it and asks again, before it paints.
  await openSignedIn(page, session, '/');
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();
  await expect(page).toHaveURL(`${e2eBaseUrl}/`);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'taskboard.signedIn')?.value).toBe('1');

  // From then on the server answers `/` with the profile's page straight away.
  const signedIn = await rawGet(`${e2eBaseUrl}/`, {
    accept: 'text/html',
    cookie: 'taskboard.signedIn=1',
  });
  expect(signedIn.body.toString()).not.toContain('Empower to Thrive!');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();

  // Logging out forgets the session and the cookie: `/` is the landing page again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'taskboard.signedIn')).toBe(
    undefined,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eBaseUrl}/homepage`);
});

test('a stale cookie without a stored session still opens the landing page, not a spinner', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: 'taskboard.signedIn', value: '1', url: e2eBaseUrl, sameSite: 'Lax' }]);
  const spinnerSeen = await watchForSpinner(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eBaseUrl}/homepage`);
  expect(await spinnerSeen()).toBe(false);
  expect((await page.context().cookies()).find((c) => c.name === 'taskboard.signedIn')).toBe(
    undefined,
  );
  // And a session stored afterwards is the profile again.
  const session = await newSession(e2eBaseUrl);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();
});
