import { expect, test } from '@playwright/test';
import { call, newSession, storedAuth } from './support/board-api';

// A parent decides how much of the family's daily helper each child may use (Family page), and
// the usage card shows each child's use today against that share.

test('a parent sets each child’s share of the helper on the Family page and the usage card shows it', async ({
  page,
  baseURL,
}) => {
  const parent = await newSession(baseURL ?? '');
  await page.goto('/login');
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(parent),
  );
  await page.goto('/family');
  const card = page.getByRole('region', { name: 'Helper use' });

  // Not verified yet: the pot is a tenth of the allowance (1,000 of 10,000 tokens), and the card
  // says how to get the rest.
  await expect(card.getByRole('note')).toContainText(/Until you verify your e-mail address/);
  const share = card.getByRole('slider', {
    name: "Each child's share of the family's daily helper",
  });
  await expect(share).toHaveAttribute(
    'aria-valuetext',
    "Each child may use up to 50% of the family's daily helper",
  );
  const childRow = card.getByRole('row', { name: new RegExp(`^${parent.username}_kid\\b`) });
  await expect(childRow.getByRole('cell', { name: '0 of 500' })).toBeVisible();

  // Four steps down: 30 %, saved as the thumb is let go.
  await share.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(share).toHaveAttribute(
    'aria-valuetext',
    "Each child may use up to 30% of the family's daily helper",
  );
  await expect
    .poll(
      async () =>
        (await call<{ percent: number }>(parent, 'GET', '/users/family/helper-share')).body.percent,
    )
    .toBe(30);
  await expect(childRow.getByRole('cell', { name: '0 of 300' })).toBeVisible();

  // Kept by the server: a fresh visit shows the same share.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Helper use' })
      .getByRole('slider', { name: "Each child's share of the family's daily helper" }),
  ).toHaveAttribute('aria-valuetext', "Each child may use up to 30% of the family's daily helper");
  const parentRow = card.getByRole('row', { name: new RegExp(`^${parent.username}\\b(?!_kid)`) });
  await expect(parentRow.getByRole('cell', { name: '0 of 1,000' })).toBeVisible();
});
