import { expect, test, type Locator, type Page } from '@playwright/test';
import { call, newSession, type ApiGoal, type Session } from './support/board-api';
import { openBoard, taskIn } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// Issue 27: the next badge in sight, under a theme other than GENERAL, and a family member's
// closed goal read from that member's profile.

/** The SPACE theme's category whose tasks count towards the Helper badge. */
const ROCKET_CHORES = 'Rocket Chores';

async function switchToSpace(session: Session): Promise<number> {
  const switched = await call(session, 'POST', '/backlog/switch-flavor?new_flavor=SPACE');
  expect(switched.status).toBe(200);
  const flavor = await call<{ active_categories: { category_id: number; name: string }[] }>(
    session,
    'GET',
    '/backlog/current-flavor',
  );
  const category = flavor.body.active_categories.find((c) => c.name === ROCKET_CHORES);
  expect(category, 'the SPACE theme has Rocket Chores').toBeDefined();
  return category!.category_id;
}

/** An open goal in `categoryId` with `tasks`, made through the API. */
async function openGoalWith(
  session: Session,
  title: string,
  tasks: string[],
  extra: Record<string, unknown> = {},
) {
  const goal = await call<ApiGoal>(session, 'POST', '/backlog/goals', {
    title,
    tasks: [],
    ...extra,
  });
  expect(goal.status).toBe(201);
  for (const task of tasks) {
    const made = await call(session, 'POST', '/backlog/task', {
      title: task,
      goal_id: goal.body.item_id,
    });
    expect(made.status).toBe(201);
  }
  const opened = await call(session, 'PUT', `/backlog/goals/${goal.body.item_id}`, {
    title,
    job_status: 'OPEN',
  });
  expect(opened.status).toBe(200);
  return goal.body;
}

async function finish(page: Page, board: Locator, task: string) {
  await taskIn(board, task).getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Done', exact: true }).click();
}

const nextBadge = (page: Page) => page.getByRole('region', { name: 'Your next badge' });

test('a child under the SPACE theme finishes helping tasks, watches the bar fill and the bronze Helper badge arrive', async ({
  page,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  const rocketChores = await switchToSpace(child);
  const chores = ['Feed the fish', 'Water the plant', 'Set the table', 'Fold the socks', 'Sweep'];
  await openGoalWith(child, 'Help at home', chores, { category_id: rocketChores });

  await openBoard(page, child, null);
  const board = page.locator('[data-board-goal-id]');
  await expect(nextBadge(page)).toHaveCount(0);

  // The first finished task earns Task Crusher at once; the board says so.
  await finish(page, board, chores[0]!);
  await expect(nextBadge(page)).toBeVisible();
  await expect(nextBadge(page).getByText('New badge: Task Crusher, Bronze!')).toBeVisible();

  // Two more: Helper is now the nearest (2 left of 5) and its bar shows 3 of 5.
  await finish(page, board, chores[1]!);
  await finish(page, board, chores[2]!);
  const helperBar = nextBadge(page).getByRole('progressbar', { name: 'Helper, Bronze' });
  await expect(helperBar).toHaveAttribute('aria-valuenow', '3');
  await expect(helperBar).toHaveAttribute('aria-valuemax', '5');
  await expect(nextBadge(page).getByText('2 more helping tasks for bronze')).toBeVisible();

  await finish(page, board, chores[3]!);
  await expect(helperBar).toHaveAttribute('aria-valuenow', '4');
  await expect(nextBadge(page).getByText('1 more helping task for bronze')).toBeVisible();

  // The fifth: the bronze Helper badge arrives.
  await finish(page, board, chores[4]!);
  await expect(nextBadge(page).getByText('New badge: Helper, Bronze!')).toBeVisible();
  await expect(helperBar).toHaveCount(0);

  // The badges page lists it, and shows Helper's silver next: 5 of 20.
  await page.goto('/badges');
  const bronze = page.getByRole('region', { name: 'Bronze badges' });
  await expect(bronze.getByText('Helper', { exact: true })).toBeVisible();
  const next = page.getByRole('region', { name: 'Next badges' });
  const silver = next.getByRole('progressbar', { name: 'Helper, Silver' });
  await expect(silver).toHaveAttribute('aria-valuenow', '5');
  await expect(silver).toHaveAttribute('aria-valuemax', '20');
  await expect(next.getByText('15 more helping tasks for silver')).toBeVisible();

  // The child's own profile shows the same next badges.
  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'Next badges' })
      .getByRole('progressbar', { name: 'Helper, Silver' }),
  ).toHaveAttribute('aria-valuenow', '5');
});

test('a parent opens a child’s closed goal from the child’s profile and sees its tasks and description', async ({
  page,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  const goal = await openGoalWith(child, 'Build a den', ['Find blankets', 'Fetch chairs'], {
    description: 'In the living room.\nTidy it away before dinner.',
  });
  const tasks = await call<{ item_id: number }[]>(
    child,
    'GET',
    `/backlog/goals/${goal.item_id}/task`,
  );
  for (const task of tasks.body) {
    const done = await call(child, 'PUT', `/backlog/task/${task.item_id}`, {
      item_id: task.item_id,
      goal_id: goal.item_id,
      job_status: 'CLOSED',
    });
    expect(done.status).toBe(200);
  }
  const closed = await call(child, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title: 'Build a den',
    job_status: 'CLOSED',
  });
  expect(closed.status).toBe(200);

  await openSignedIn(page, parent, `/profile/${child.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: child.username })).toBeVisible();
  await page
    .getByRole('region', { name: 'Latest Goals Achievement' })
    .getByRole('button', { name: /Build a den/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Build a den' });
  await expect(dialog.getByRole('heading', { name: 'Tasks (2)' })).toBeVisible();
  await expect(dialog.getByText('Find blankets')).toBeVisible();
  await expect(dialog.getByText('Fetch chairs')).toBeVisible();
  await expect(dialog.getByText('No tasks found for this goal')).toHaveCount(0);
  await expect(dialog.getByText(/In the living room\./)).toBeVisible();
});
