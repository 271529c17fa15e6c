import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callExpectingSuccess,
  freshFamily,
  logInThroughForm,
  signedInToken,
  signUpThroughApi,
} from './support/family';

async function logIn(page: Page, login: string, password: string) {
  await logInThroughForm(page, login, password);
  await expect(page).toHaveURL(/\/$/);
}

const goalCard = (page: Page, title: string) =>
  page.getByRole('article', { name: `Goal: ${title}` });
const boardOf = (page: Page, title: string) =>
  page.getByRole('region', { name: `Board: ${title}` });
const taskIn = (place: Locator, title: string) => place.getByRole('group', { name: title });

test('a child finishes tasks and closes a goal, then sees its badges and streak; the parent sees its counters, radar and goal', async ({
  page,
}) => {
  const family = freshFamily('pro');
  await signUpThroughApi(family);
  const kid = `${family.username}_kid`;

  // A child's first look at its profile: nothing earned yet, and no counters meant for grown-ups.
  await logIn(page, kid, family.password);
  await expect(page.getByRole('heading', { level: 1, name: kid })).toBeVisible();
  await expect(page.getByText('No badges earned yet')).toBeVisible();
  await expect(page.getByText('No current streak')).toHaveCount(1);
  await expect(page.getByText('No Tasks Yet')).toHaveCount(0);

  // A Chores goal with two steps, open on the board.
  const token = await signedInToken(page);
  const flavor = await callExpectingSuccess<{
    active_categories: { category_id: number; name: string }[];
  }>(token, 'GET', '/backlog/current-flavor');
  const chores = flavor.active_categories.find((c) => c.name === 'Chores');
  const goal = await callExpectingSuccess<{ item_id: number; title: string }>(
    token,
    'POST',
    '/backlog/goals',
    {
      title: 'Tidy my room',
      category_id: chores?.category_id,
    },
  );
  for (const title of ['Pick up toys', 'Make the bed']) {
    await callExpectingSuccess(token, 'POST', '/backlog/task', { title, goal_id: goal.item_id });
  }
  await callExpectingSuccess(token, 'PUT', `/backlog/goals/${goal.item_id}`, {
    ...goal,
    job_status: 'OPEN',
  });

  // The child moves both steps to Done on its board; the goal is closed from the grown-ups'
  // section folded away under the board.
  await page.goto('/taskboard');
  for (const title of ['Pick up toys', 'Make the bed']) {
    await taskIn(boardOf(page, 'Tidy my room'), title)
      .getByRole('button', { name: 'Move to…' })
      .click();
    await page.getByRole('menuitem', { name: 'Done' }).click();
    await expect(page.getByRole('menuitem', { name: 'Done' })).toHaveCount(0);
  }
  await expect
    .poll(async () =>
      (
        await callExpectingSuccess<{ job_status: string }[]>(
          token,
          'GET',
          `/backlog/goals/${goal.item_id}/task`,
        )
      ).map((t) => t.job_status),
    )
    .toEqual(['CLOSED', 'CLOSED']);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await page.getByRole('button', { name: 'For grown-ups: goals' }).click();
  await goalCard(page, 'Tidy my room').getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed', exact: true }).click();
  await expect(page.getByText('No goal on your board yet')).toBeVisible();

  // The child's profile now shows its streak and badges.
  await page.goto('/');
  await expect(page.getByText('1 day streak')).toHaveCount(1);
  await expect(page.getByText('Great start! Keep the momentum going!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Badges (2)' })).toBeVisible();
  // The earned badges' panel (the next badges below it name them too, at their next tier).
  const earned = page.getByRole('region', { name: 'Badges (2)' });
  await expect(earned.getByText('Task Crusher')).toBeVisible();
  await expect(earned.getByText('Goal Getter')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Next badges' }).getByRole('progressbar', {
      name: 'Task Crusher, Silver',
    }),
  ).toHaveAttribute('aria-valuenow', '2');

  // The badge statistics page lists them by tier with their dates.
  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Badge Statistics' })).toBeVisible();
  await expect(page.getByText(`${kid} · Total badges: 2`)).toBeVisible();
  const bronze = page.getByRole('region', { name: 'Bronze badges' });
  await expect(bronze.getByText('Task Crusher')).toBeVisible();
  await expect(bronze.getByText('Finish 1 task', { exact: true })).toBeVisible();
  await expect(bronze.getByText(/^Earned /)).toHaveCount(2);

  // The parent sees the child's counters, radar and finished goal on the child's profile.
  await page.goto('/logout');
  await logIn(page, family.email, family.password);
  await expect(page).not.toHaveURL(/\/login/);
  const parentToken = await signedInToken(page);
  const accounts = await callExpectingSuccess<{
    family_accounts: { id: number; username: string }[];
  }>(parentToken, 'GET', '/users/family-accounts');
  const kidId = accounts.family_accounts.find((account) => account.username === kid)?.id;
  await page.goto(`/profile/${kidId}`);
  await expect(page.getByRole('heading', { level: 1, name: kid })).toBeVisible();
  await expect(page.getByLabel('Progress', { exact: true })).toContainText('Tasks2');
  await expect(page.getByLabel('Progress', { exact: true })).toContainText('Goals1');
  await expect(page.getByLabel('Progress', { exact: true })).toContainText('Badges2');
  const radar = page.getByRole('table', { name: /Attributes: tasks per category, Last 30 days/ });
  await expect(radar.getByRole('row', { name: /Chores/ })).toContainText('100%');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(
    page.getByRole('table', { name: /Attributes: tasks per category, All/ }),
  ).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Task Velocity' })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await expect(page.getByRole('meter', { name: 'Goal Progress' })).toHaveAttribute(
    'aria-valuetext',
    '1 goals done of 1',
  );

  // The parent sees the child's badges on the family page.
  await page.goto('/family');
  const kidCard = page
    .getByRole('list', { name: 'Family members' })
    .getByRole('listitem')
    .filter({ hasText: kid });
  await expect(kidCard).toContainText('Badges: 0 gold · 0 silver · 2 bronze');
});

test('another family cannot see a child profile; the badge demo shows every badge', async ({
  page,
}) => {
  const owner = freshFamily('pro');
  const visitor = freshFamily('pro');
  for (const family of [owner, visitor]) await signUpThroughApi(family);
  await logIn(page, `${owner.username}_kid`, owner.password);
  const me = await callExpectingSuccess<{ id: number }>(
    await signedInToken(page),
    'GET',
    '/users/me',
  );
  await page.goto('/logout');
  await logIn(page, visitor.email, visitor.password);
  await page.goto(`/profile/${me.id}`);
  await expect(
    page.getByText('User not found. This profile may have been removed or does not exist.'),
  ).toBeVisible();
  await expect(page.getByText(`${owner.username}_kid`)).toHaveCount(0);

  await page.goto('/badge-demo');
  await expect(page.getByRole('heading', { name: 'All badges (24)' })).toBeVisible();
  for (const tier of ['Gold', 'Silver', 'Bronze']) {
    await expect(page.getByRole('heading', { name: `${tier} (8)` })).toBeVisible();
  }
  await expect(page.getByText('Close 20 goals')).toBeVisible();
});
