import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, newSession, storedAuth, type Session } from './support/board-api';
import { e2eBaseUrl } from './support/environment';

/** Opens `path` already logged in as `session`. */
async function openAs(page: Page, session: Session, path: string) {
  await page.goto(`${session.baseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(`${session.baseUrl}${path}`);
}

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('create a custom theme in the settings, group goals by it and use its category on the board', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  // A goal filed under a General category: switching themes takes it out of it.
  const general = await call<{ active_categories: { category_id: number }[] }>(
    session,
    'GET',
    '/backlog/current-flavor',
  );
  const filed = await call<{ item_id: number }>(session, 'POST', '/backlog/goals', {
    title: 'Tidy the toys',
    tasks: [],
    category_id: general.body.active_categories[0]!.category_id,
  });
  expect(filed.status).toBe(201);

  await openAs(page, session, '/settings');
  // The grouping theme lives on the Preferences tab.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const section = page.getByRole('region', { name: 'Goals Grouping Theme' });
  await expect(section).toContainText('General');
  await section.getByRole('button', { name: 'Change Theme' }).click();

  const picker = page.getByRole('dialog', { name: 'Choose Goals Grouping Theme' });
  await expect(picker.getByRole('button', { name: /^General/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(picker.getByRole('button', { name: /^Space Adventure/ })).toBeVisible();
  await expect(picker).toContainText('No custom themes yet');
  await picker.getByRole('button', { name: 'Create Custom Theme' }).click();

  const editor = page.getByRole('dialog', { name: 'Create Custom Theme' });
  // Nothing typed yet: the spec's message, and nothing is sent.
  await editor.getByRole('button', { name: 'Create Theme' }).click();
  await expect(editor.getByRole('alert')).toHaveText('User ID and theme name are required');

  await editor.getByLabel('Theme name').fill('Dino World');
  await editor.getByLabel('Theme description').fill('Roar through the week');
  const first = editor.getByRole('group', { name: 'Category 1' });
  await first.getByLabel('Category name').fill('Dino Digging');
  await chooseOption(page, first.getByRole('combobox', { name: 'Icon' }), '🦄');
  await first.getByRole('radio', { name: 'Green' }).check();
  await editor.getByRole('button', { name: 'Add category' }).click();
  await editor
    .getByRole('group', { name: 'Category 2' })
    .getByLabel('Category name')
    .fill('Volcano Art');
  await expect(editor.getByRole('region', { name: 'Preview' })).toContainText('2 categories');
  await editor.getByRole('button', { name: 'Create Theme' }).click();

  // Back in the grouping theme modal, with the new theme to pick.
  await expect(editor).toBeHidden();
  await expect(picker.getByRole('button', { name: /^Dino World/ })).toBeVisible();
  await picker.getByRole('button', { name: /^Dino World/ }).click();
  await expect(picker.getByRole('alert')).toContainText('takes every goal out of its category');
  await picker.getByRole('button', { name: 'Use This Theme' }).click();
  await expect(picker).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Your goals are now grouped by Dino World');
  await expect(section).toContainText('Roar through the week');
  // Spec §9: the success message vanishes after 3 s.
  await expect(section.getByRole('status')).toBeHidden({ timeout: 6000 });

  // The board offers the theme's categories, and the old goal has none any more.
  await page.goto(`${session.baseUrl}/taskboard`);
  await expect(page.getByRole('heading', { name: 'My Bitesize TaskBoard' })).toBeVisible();
  const oldGoal = page.getByRole('article', { name: 'Goal: Tidy the toys' });
  await expect(oldGoal.getByRole('combobox', { name: 'Category' })).toContainText('No Category');
  await chooseOption(page, oldGoal.getByRole('combobox', { name: 'Category' }), '🦄 Dino Digging');
  await expect(oldGoal.getByRole('combobox', { name: 'Category' })).toContainText('Dino Digging');

  const theme = await call<{ custom_themes: { categories: { category_id: number }[] }[] }>(
    session,
    'GET',
    '/backlog/custom-themes',
  );
  const digging = theme.body.custom_themes[0]!.categories[0]!.category_id;
  await expect
    .poll(async () => {
      const goal = await call<{ items: { item_id: number; category_id?: number | null }[] }>(
        session,
        'GET',
        '/backlog',
      );
      return goal.body.items.find((item) => item.item_id === filed.body.item_id)?.category_id;
    })
    .toBe(digging);
});

test('deleting a custom theme asks first, then frees its goals and goes back to General', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  const created = await call<{ theme_id: string; categories: { category_id: number }[] }>(
    session,
    'POST',
    '/backlog/custom-themes',
    {
      name: 'Rainy Days',
      description: 'Indoor fun',
      categories: [{ name: 'Puzzles', icon: '🧩', color: 'indigo' }],
    },
  );
  expect(created.status).toBe(201);
  const switched = await call(
    session,
    'POST',
    `/backlog/switch-flavor?new_flavor=${created.body.theme_id}`,
  );
  expect(switched.status).toBe(200);
  const goal = await call<{ item_id: number }>(session, 'POST', '/backlog/goals', {
    title: 'Finish the puzzle',
    tasks: [],
    category_id: created.body.categories[0]!.category_id,
  });
  expect(goal.status).toBe(201);

  await openAs(page, session, '/settings');
  // The grouping theme lives on the Preferences tab.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  const section = page.getByRole('region', { name: 'Goals Grouping Theme' });
  await expect(section).toContainText('Rainy Days');
  await section.getByRole('button', { name: 'Change Theme' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Goals Grouping Theme' });
  await picker.getByRole('button', { name: 'Edit Rainy Days' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Custom Theme' });
  await expect(editor.getByLabel('Theme name')).toHaveValue('Rainy Days');
  await editor.getByRole('button', { name: 'Delete Theme' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Delete Rainy Days?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Cancelling keeps the theme: the editor is back.
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Delete Theme' }).click();
  await confirm.getByRole('button', { name: 'Delete Theme' }).click();

  await expect(picker).toBeVisible();
  await expect(picker).toContainText('No custom themes yet');
  await expect(picker.getByRole('button', { name: /^General/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const board = await call<{ items: { item_id: number; category_id?: number | null }[] }>(
    session,
    'GET',
    '/backlog',
  );
  expect(
    board.body.items.find((item) => item.item_id === goal.body.item_id)?.category_id,
  ).toBeNull();
});
