import { expect, test } from '@playwright/test';
import { backlog, call, newSession, type ApiGoal } from './support/board-api';
import { goalCard, openBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

/**
 * A goal due tomorrow shows "1 sleep" and one moon; a child's Notifications tab says where its
 * notifications go; with auto-save on, a change is saved without a Save click.
 */
test('a due date in sleeps, a child told its notifications go to its parent, and auto-save', async ({
  page,
}) => {
  const parent = await newSession(e2eBaseUrl);

  await openBoard(page, parent);
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByLabel('Goal title').fill('Build a den');
  await dialog.getByRole('button', { name: 'Tomorrow' }).click();
  await dialog.getByRole('button', { name: 'No, just create goal' }).click();
  await expect(dialog).toBeHidden();
  const due = goalCard(page, 'Build a den').locator('[data-due]');
  await expect(due).toHaveText(/1 sleep/);
  await expect(due).toHaveAttribute('data-days-left', '1');
  await expect(due.locator('[data-picture="moon"]')).toHaveCount(1);
  const { items } = await backlog(parent);
  const goal = items.find((item): item is ApiGoal => 'tasks' in item) as
    (ApiGoal & { due_date: string | null }) | undefined;
  expect(goal?.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Auto-save on: a change on the Notifications tab is saved with no Save button at all.
  expect(
    (await call(parent, 'PUT', '/users/settings/preferences', { auto_save: true })).status,
  ).toBe(200);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const form = page.getByRole('form', { name: 'Notification Settings' });
  await form.getByRole('switch', { name: 'Weekly digest' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await expect(form.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const saved = await call<{ notifications: { weekly_digest: boolean } }>(
    parent,
    'GET',
    '/users/settings',
  );
  expect(saved.body.notifications.weekly_digest).toBe(false);
  // The Profile tab saves its text when focus leaves the form, with no Save button.
  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Bio' }).fill('Loves the zoo');
  await expect(profile.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await expect(profile.getByRole('status')).toHaveText('Saved');
  const me = await call<{ bio: string | null }>(parent, 'GET', '/users/profile');
  expect(me.body.bio).toBe('Loves the zoo');
  await page.getByRole('tab', { name: 'Notifications' }).click();

  // Marketing e-mails are never sent: the switch is off, disabled, and says why.
  const marketing = form.getByRole('switch', { name: 'Marketing emails' });
  await expect(marketing).toBeDisabled();
  await expect(form.getByText('This TaskBoard never sends marketing e-mails')).toBeVisible();

  // A child's board with its one goal shows the day it is due beside the goal's name.
  const child = await childOf(parent);
  const tomorrow = await page.evaluate(() => {
    const date = new Date(Date.now() + 86_400_000);
    return date.toISOString().slice(0, 10);
  });
  const made = await call<{ item_id: number }>(child, 'POST', '/backlog/goals', {
    title: 'Plant seeds',
    tasks: [],
    due_date: tomorrow,
  });
  expect(made.status).toBe(201);
  await call(child, 'POST', '/backlog/task', { title: 'Dig a hole', goal_id: made.body.item_id });
  const opened = await call(child, 'PUT', `/backlog/goals/${made.body.item_id}`, {
    title: 'Plant seeds',
    job_status: 'OPEN',
  });
  expect(opened.status).toBe(200);
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(page, child, '/taskboard');
  const board = page.getByRole('region', { name: /Plant seeds/ });
  await expect(board.locator('[data-due]')).toHaveAttribute('data-days-left', /^[01]$/);

  // A child's tab has no switches: it says where its notifications go.
  await openSignedIn(page, child, '/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your notifications go to your parent' }),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('switch')).toHaveCount(0);
});
