import { expect, test } from '@playwright/test';
import {
  backlog,
  call,
  goalTasks,
  newSession,
  type ApiGoal,
  type ApiTask,
} from './support/board-api';
import { createGoalThroughApi, goalCard, openBoard } from './support/board-page';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// Issue 27 on the screens: a goal's description, a task's colour, the spec's words for a streak
// or categories that cannot be read, and the profile's desktop layout from 1024 px.

test('a goal’s description is written when it is created, read behind More and edited', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  await openBoard(page, session);
  await page.getByRole('button', { name: 'Add Goal' }).click();
  const create = page.getByRole('dialog', { name: 'Create Goal' });
  await create.getByLabel('Goal title').fill('Bake bread');
  await create.getByLabel('Description (optional)').fill('With Grandma.\nOn Saturday morning.');
  await create.getByRole('button', { name: 'No, just create goal' }).click();
  await expect(create).toBeHidden();

  const card = goalCard(page, 'Bake bread');
  await expect(card.getByText(/With Grandma\./)).toBeHidden();
  await card.getByRole('button', { name: 'More' }).click();
  await expect(card.getByText(/With Grandma\./)).toBeVisible();

  await card.getByRole('button', { name: 'Edit goal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(edit.getByLabel('Description (optional)')).toHaveValue(
    'With Grandma.\nOn Saturday morning.',
  );
  await edit.getByLabel('Description (optional)').fill('With Grandpa.');
  await edit.getByRole('button', { name: 'Save Goal' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('With Grandpa.')).toBeVisible();
  const { items } = await backlog(session);
  const goal = items.find((item): item is ApiGoal => 'tasks' in item) as
    (ApiGoal & { description: string | null }) | undefined;
  expect(goal?.description).toBe('With Grandpa.');
});

test('a task’s colour is chosen in the task dialog from the palette', async ({ page }) => {
  const session = await newSession(e2eBaseUrl);
  const goal = await createGoalThroughApi(session, 'Paint a box', []);
  await openBoard(page, session);
  await goalCard(page, 'Paint a box').getByRole('button', { name: '+ Add Task' }).click();
  const addTask = page.getByRole('dialog', { name: 'Add New Task' });
  await addTask.getByLabel('Task title').fill('Choose the paint');
  const colours = addTask.getByRole('group', { name: 'Colour (optional)' });
  await expect(colours.getByRole('radio', { name: 'No colour' })).toBeChecked();
  await colours.getByRole('radio', { name: 'Green' }).check();
  await addTask.getByRole('button', { name: 'Add Task' }).click();
  await expect(addTask).toBeHidden();
  await expect
    .poll(async () => (await goalTasks(session, goal.item_id))[0] as ApiTask & { color: string })
    .toMatchObject({ title: 'Choose the paint', color: 'green' });
});

test('a streak that cannot be read says so; categories that cannot be read say so on the board', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  await page.route('**/api/backlog/streak*', (route) => route.fulfill({ status: 503, body: '' }));
  await openSignedIn(page, session, '/');
  await expect(page.getByText('Failed to fetch streak data: 503')).toBeVisible();
  await expect(page.getByText('No current streak').first()).toBeVisible();

  await page.route('**/api/backlog/current-flavor*', (route) => route.abort('connectionrefused'));
  await page.goto('/taskboard');
  await expect(page.getByText('Failed to fetch current flavor')).toBeVisible();
  await expect(page.getByText('Failed to fetch backlog')).toHaveCount(0);
});

test('the profile’s desktop layout starts at 1024 px', async ({ page }) => {
  const session = await newSession(e2eBaseUrl);
  const me = await call<{ id: number }>(session, 'GET', '/users/me');
  const sides = async () => {
    await expect(page.getByRole('heading', { name: 'Progress', exact: true })).toBeVisible();
    const main = await page.getByRole('heading', { name: 'Progress', exact: true }).boundingBox();
    const side = await page.getByRole('region', { name: 'Daily streak' }).boundingBox();
    return { main: main!, side: side! };
  };
  await page.setViewportSize({ width: 1024, height: 900 });
  await openSignedIn(page, session, `/profile/${me.body.id}`);
  const wide = await sides();
  expect(wide.side.x).toBeGreaterThan(wide.main.x + wide.main.width);

  await page.setViewportSize({ width: 1023, height: 900 });
  const narrow = await sides();
  expect(narrow.side.y).toBeGreaterThan(narrow.main.y);
  expect(narrow.side.x).toBeLessThan(narrow.main.x + narrow.main.width);
});
