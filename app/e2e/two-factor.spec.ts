import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  freshFamily,
  logInThroughApi,
  logInThroughForm,
  signedInFamily,
  signUpThroughApi,
} from './support/family';

// A parent turns on two-factor sign-in from the Security tab, reading the key off the page as a
// person would type it into an authenticator app; the codes below are computed from that key.

/** The code an authenticator app shows `stepsAhead` steps (of 30 s) from now. */
function codeOf(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

test('enrol two-factor sign-in in settings, log out, log in with a code and with a recovery code', async ({
  page,
}) => {
  const family = await signedInFamily(page, 'tfa');

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The QR code is drawn in the page, and the key is there to type by hand.
  const qr = section.getByRole('img', {
    name: 'QR code to add Bitesize TaskBoard to your authenticator app',
  });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  const secret = (await section.getByTestId('two-factor-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const codeField = section.getByLabel('2. Enter the six-digit code the app shows');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('000000' === codeOf(secret) ? '111111' : '000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).toContainText('That code is not right');
  const enrolmentCode = codeOf(secret);
  await codeField.fill(enrolmentCode);
  await section.getByRole('button', { name: 'Turn on' }).click();

  // Ten recovery codes, shown this once.
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  await expect(section.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText('On.')).toBeVisible();
  await expect(section.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone no longer signs in: the second step asks for the code.
  await logInThroughForm(page, family.email, family.password);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  const appCode = page.getByLabel('Authentication code');
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(appCode).toHaveAttribute('inputmode', 'numeric');
  // The code that turned it on is used up (or, some steps later, too old); the next step's
  // code is accepted.
  await appCode.fill(enrolmentCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'That code is not right, or it was already used',
  );
  await appCode.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughForm(page, family.email, family.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
});

test("a child switching into a parent with two-factor sign-in on gives the parent's password and a code", async ({
  page,
  request,
}) => {
  const family = freshFamily('tfa');
  await signUpThroughApi(family);
  // Enrolment through the API here: the first journey covers the page.
  const session = await logInThroughApi(family.email, family.password);
  const headers = { authorization: `Bearer ${session.token}` };
  const { secret } = await (await request.post('/api/users/two-factor/setup', { headers })).json();
  const confirmed = await request.post('/api/users/two-factor/confirm', {
    headers,
    data: { code: codeOf(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  // The child logs in with the parent's password alone, as always.
  const child = `${family.username}_kid`;
  await logInThroughForm(page, child, family.password);
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${child}` }).click();
  await page.getByRole('menuitem', { name: family.username, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Switch to ${family.username}` });
  await dialog.getByLabel('Parent Password').fill(family.password);
  await dialog.getByRole('button', { name: 'Switch Account' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to switch account:' });
  await expect(failure).toContainText('The parent account has two-factor sign-in on');
  await expect(page.getByRole('heading', { level: 1, name: child, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await page.getByRole('button', { name: `Account menu for ${child}` }).click();
  await page.getByRole('menuitem', { name: family.username, exact: true }).click();
  await dialog.getByLabel('Parent Password').fill(family.password);
  await dialog.getByLabel('Authenticator code').fill(codeOf(secret, 1));
  await dialog.getByRole('button', { name: 'Switch Account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: family.username, exact: true }),
  ).toBeVisible();
});
