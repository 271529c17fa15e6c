import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { call, goalTasks, newSession, type Session } from './support/board-api';
import {
  boardOf,
  chooseOption,
  createGoalThroughApi,
  phonePage,
  setGoalStatusThroughApi,
  taskIn,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { logInThroughApi, familyPassword } from './support/family';
import { openSignedIn } from './support/signed-in';

// The star jar from end to end on a phone: a parent sets a reward of three stars for the child;
// the child (the parent switched into its account) finishes three tasks, watches its jar fill
// and asks; the parent approves with a note; the child's jar is empty again and the parent's
// history shows the approval, which the parent can still undo. axe checks every new screen.

/** How a member signs in: a parent with its e-mail address, a child with its username. */
const logins = new Map<string, string>();

/** The same family member, signed in afresh (switching accounts ends the session left). */
async function signInAgain(session: Session): Promise<Session> {
  const login = logins.get(session.username) ?? session.username;
  const { token } = await logInThroughApi(login, familyPassword, session.baseUrl);
  return { ...session, token };
}

const starJar = (page: Page) => page.getByRole('group', { name: 'Star jar', exact: true });
const starSection = (page: Page) => page.getByRole('region', { name: 'Star jar', exact: true });

/** The rewards a child sees on its board, and one of them by title. */
const rewardCard = (page: Page, title: string) => page.getByRole('article', { name: title });

async function expectNoAxeFindings(page: Page, where: string, findings: string[]) {
  findings.push(...(await axeFindings(page, where)));
}

async function moveToDone(page: Page, board: Locator, task: string) {
  await taskIn(board, task).getByRole('button', { name: 'Move to…' }).click();
  await page.getByRole('menuitem', { name: 'Done', exact: true }).click();
}

test('a parent sets "Trip to the zoo" for 3 stars, the child earns them and asks, the parent approves, and the jar empties', async ({
  browser,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const me = await call<{ email: string }>(parent, 'GET', '/users/me');
  logins.set(parent.username, me.body.email);
  const child = await childOf(parent);
  // The child's morning: three tasks on an open goal, each worth one star (the default).
  const goal = await createGoalThroughApi(child, 'Morning', [
    'Brush teeth',
    'Get dressed',
    'Make the bed',
  ]);
  await setGoalStatusThroughApi(child, goal, 'OPEN');
  const findings: string[] = [];
  const { context, page } = await phonePage(browser, { reducedMotion: 'reduce' });

  // The parent's Family page: the star jar section, on, with no rewards yet.
  await openSignedIn(page, parent, '/family');
  const section = starSection(page);
  await expect(section).toBeVisible();
  await expect(section.getByRole('switch', { name: 'Star jar on' })).toBeChecked();
  await expect(section.getByText('No rewards yet.')).toBeVisible();
  await expectNoAxeFindings(page, 'the Family page with the star jar', findings);

  // A price out of range is refused at its field; then the reward is saved for the child.
  await section.getByRole('button', { name: 'Add a reward' }).click();
  const dialog = page.getByRole('dialog', { name: 'New reward' });
  await dialog.getByLabel('Title').fill('Trip to the zoo');
  await dialog.getByLabel('Price in stars').fill('501');
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Who is it for?' }),
    child.username,
  );
  await dialog.getByRole('radio', { name: 'Bus' }).check();
  await expectNoAxeFindings(page, 'the new reward dialog', findings);
  await dialog.getByRole('button', { name: 'Save reward' }).click();
  await expect(
    dialog.getByText('The price must be a whole number of stars from 1 to 500'),
  ).toBeVisible();
  await dialog.getByLabel('Price in stars').fill('3');
  await dialog.getByRole('button', { name: 'Save reward' }).click();
  await expect(dialog).toBeHidden();
  const listed = section.getByRole('listitem').filter({ has: rewardCard(page, 'Trip to the zoo') });
  await expect(listed).toContainText('3 stars');
  await expect(listed).toContainText(`For ${child.username}`);
  await expect(listed).toContainText('3 more stars');

  // The parent switches into the child's account, and opens its board.
  await page
    .getByRole('list', { name: 'Family members' })
    .getByRole('button', { name: new RegExp(`^${child.username}`) })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/taskboard');
  const board = boardOf(page, 'Morning');
  await expect(board).toBeVisible();
  await expect(starJar(page)).toHaveAttribute('data-state', 'empty');
  await expect(starJar(page)).toContainText('No stars yet');
  const zoo = rewardCard(page, 'Trip to the zoo');
  await expect(zoo).toHaveAttribute('data-state', 'locked');
  await expect(zoo).toContainText('3 more stars');
  await expect(zoo.getByRole('button', { name: 'I want this!' })).toHaveCount(0);
  await expectNoAxeFindings(page, "the child's board with its jar", findings);

  // Three tasks done: a star each, and the jar fills up to the reward's line.
  await moveToDone(page, board, 'Brush teeth');
  await expect(starJar(page)).toContainText('1 star');
  await expect(zoo).toContainText('2 more stars');
  await moveToDone(page, board, 'Get dressed');
  await expect(starJar(page)).toContainText('2 stars');
  await moveToDone(page, board, 'Make the bed');
  await expect(starJar(page)).toContainText('3 stars');
  await expect(starJar(page)).toHaveAttribute('data-state', 'full');
  await expect(starJar(page)).toContainText('The jar is full!');
  await expect(zoo).toHaveAttribute('data-state', 'affordable');

  // The child asks with one big button.
  const ask = zoo.getByRole('button', { name: 'I want this!' });
  expect((await ask.boundingBox())?.height).toBeGreaterThanOrEqual(56);
  await ask.click();
  await expect(zoo).toHaveAttribute('data-state', 'pending');
  await expect(zoo.getByRole('status')).toHaveText('Asked! A grown-up will answer soon.');
  await expectNoAxeFindings(page, "the child's board after asking", findings);
  // Asking takes no stars: approving does.
  const asked = await call<{ stars: number }>(await signInAgain(child), 'GET', '/stars');
  expect(asked.body.stars).toBe(3);

  // Back to the parent, who answers on the Family page.
  await openSignedIn(page, await signInAgain(parent), '/family');
  const waiting = starSection(page).getByRole('region', { name: 'Waiting for your answer' });
  const request = waiting.getByRole('article', { name: 'Trip to the zoo' });
  await expect(request).toContainText(`${child.username} asks · 3 stars`);
  await expectNoAxeFindings(page, 'the Family page with a request waiting', findings);
  await request.getByLabel('Note (optional)').fill('See you on Saturday!');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting.getByText('No request is waiting.')).toBeVisible();
  const history = starSection(page).getByRole('region', { name: 'History' });
  const approved = history.getByRole('article', { name: 'Trip to the zoo' });
  await expect(approved).toHaveAttribute('data-state', 'approved');
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('“See you on Saturday!”');
  await expect(approved.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoAxeFindings(page, 'the Family page with the history', findings);

  // The child's jar is empty again, and its card says yes with the parent's note.
  const childAgain = await signInAgain(child);
  expect((await call<{ stars: number }>(childAgain, 'GET', '/stars')).body.stars).toBe(0);
  const tasks = await goalTasks(childAgain, goal.item_id);
  expect(tasks.map((task) => task.job_status)).toEqual(['CLOSED', 'CLOSED', 'CLOSED']);
  await openSignedIn(page, childAgain, '/taskboard');
  await expect(starJar(page)).toHaveAttribute('data-state', 'empty');
  await expect(starJar(page)).toContainText('No stars yet');
  await expect(rewardCard(page, 'Trip to the zoo').getByRole('status')).toHaveText(
    'Yes! You got it! “See you on Saturday!”',
  );
  await expectNoAxeFindings(page, "the child's board after the answer", findings);

  // Within ten minutes the parent may take the approval back: the stars return.
  await openSignedIn(page, await signInAgain(parent), '/family');
  const undoable = starSection(page)
    .getByRole('region', { name: 'History' })
    .getByRole('article', { name: 'Trip to the zoo' });
  await undoable.getByRole('button', { name: 'Undo' }).click();
  await expect(undoable).toHaveAttribute('data-state', 'undone');
  await expect(undoable.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  expect((await call<{ stars: number }>(childAgain, 'GET', '/stars')).body.stars).toBe(3);

  await context.close();
  expect(findings).toEqual([]);
});

test('a parent turns the star jar off: the child’s board shows no jar, and on again brings it back', async ({
  browser,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  const goal = await createGoalThroughApi(child, 'Evening', ['Bath']);
  await setGoalStatusThroughApi(child, goal, 'OPEN');
  const created = await call(parent, 'POST', '/rewards', {
    title: 'Story time',
    picture: 'book',
    price: 2,
    child_id: child.userId,
  });
  expect(created.status).toBe(201);
  const { context, page } = await phonePage(browser, { reducedMotion: 'reduce' });

  await openSignedIn(page, parent, '/family');
  const jarSwitch = starSection(page).getByRole('switch', { name: 'Star jar on' });
  await jarSwitch.click();
  await expect(jarSwitch).not.toBeChecked();
  await expect(
    starSection(page).getByText('The star jar is off. Turn it on to show stars and rewards again.'),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await call<{ enabled: boolean }>(parent, 'GET', '/users/family/star-jar')).body.enabled,
    )
    .toBe(false);

  // The child on its own phone.
  const { context: childContext, page: childPage } = await phonePage(browser, {
    reducedMotion: 'reduce',
  });
  await openSignedIn(childPage, child, '/taskboard');
  await expect(boardOf(childPage, 'Evening')).toBeVisible();
  await expect(starJar(childPage)).toHaveCount(0);
  await expect(rewardCard(childPage, 'Story time')).toHaveCount(0);

  await jarSwitch.click();
  await expect(jarSwitch).toBeChecked();
  await expect(
    starSection(page).getByRole('listitem').filter({ hasText: 'Story time' }),
  ).toBeVisible();
  await childPage.reload();
  await expect(starJar(childPage)).toBeVisible();
  await expect(rewardCard(childPage, 'Story time')).toContainText('2 more stars');
  await childContext.close();
  await context.close();
});

test('a goal set to 2 stars per task adds 2 stars a finished task, and 5 once edited', async ({
  page,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  await openSignedIn(page, child, '/taskboard');
  await expect(starJar(page)).toHaveAttribute('data-state', 'empty');

  // A new goal on the child's board, worth 2 stars a task.
  await page.getByRole('button', { name: 'For grown-ups: goals' }).click();
  await page.getByRole('button', { name: 'Add Goal' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Goal' });
  await create.getByLabel('Goal title').fill('Feed the fish');
  await chooseOption(page, create.getByRole('combobox', { name: 'Stars per task' }), '2 stars');
  await create.getByRole('button', { name: 'No, just create goal' }).click();
  await expect(create).toBeHidden();
  const goals = await call<{
    items: { item_id: number; title: string; stars_per_task?: number }[];
  }>(child, 'GET', '/backlog');
  const goal = goals.body.items.find((item) => item.title === 'Feed the fish');
  expect(goal?.stars_per_task).toBe(2);

  // Two tasks, the goal open; one finished earns 2 stars.
  for (const title of ['Sprinkle the food', 'Clean the glass']) {
    expect(
      (await call(child, 'POST', '/backlog/task', { title, goal_id: goal!.item_id })).status,
    ).toBe(201);
  }
  expect(
    (
      await call(child, 'PUT', `/backlog/goals/${goal!.item_id}`, {
        title: 'Feed the fish',
        job_status: 'OPEN',
      })
    ).status,
  ).toBe(200);
  await page.reload();
  const board = boardOf(page, 'Feed the fish');
  await moveToDone(page, board, 'Sprinkle the food');
  await expect(starJar(page)).toContainText('2 stars');

  // Edited to 5 stars a task: the next one adds 5.
  await page.getByRole('button', { name: 'For grown-ups: goals' }).click();
  await page
    .getByRole('article', { name: 'Goal: Feed the fish' })
    .getByRole('button', { name: 'Edit goal' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Goal' });
  await expect(edit.getByRole('combobox', { name: 'Stars per task' })).toContainText('2 stars');
  await chooseOption(page, edit.getByRole('combobox', { name: 'Stars per task' }), '5 stars');
  await edit.getByRole('button', { name: 'Save Goal' }).click();
  await expect(edit).toBeHidden();
  await moveToDone(page, board, 'Clean the glass');
  await expect(starJar(page)).toContainText('7 stars');
});
