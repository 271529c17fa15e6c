import { expect, test } from '@playwright/test';
import { call, newSession, sessionOf } from './support/board-api';
import {
  boardAnnouncer,
  boardOf,
  column,
  createGoalThroughApi,
  openBoard,
  phonePage,
  taskIn,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { familyPassword, logInThroughApi } from './support/family';
import { openSignedIn } from './support/signed-in';

// A family's devices in step (issue #28): the child's tablet and a phone, each with its own
// stream, see each other's moves, renames and new tasks without a reload, within two seconds;
// the screen that receives a change keeps its focus and open dialog; the parent's Family page
// shows the child's finished task and badge in its activity feed as they happen.

const LIVE = { timeout: 2_000 };

test('a move, a rename, a new task and a badge reach the family’s other screens without a reload', async ({
  browser,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  // The child's feed is shown in the family's activity (a child's starts off).
  await call(child, 'PUT', '/users/settings/privacy', { show_activity_feed: true });
  await call(child, 'PUT', '/users/settings/preferences', { display_name: 'Maya' });
  const goal = await createGoalThroughApi(child, 'Pets', ['Feed the fish', 'Walk the dog']);
  // A child's board shows the goals in progress.
  await call(child, 'PUT', `/backlog/goals/${goal.item_id}`, { title: 'Pets', job_status: 'OPEN' });

  const tablet = await browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
  });
  const tabletPage = await tablet.newPage();
  await openBoard(tabletPage, child, null);
  // The child's board on the parent's phone: the child's account, signed in with the parent's
  // password, as a parent does to help.
  const onPhone = await sessionOf(
    await logInThroughApi(child.username, familyPassword, e2eBaseUrl),
    e2eBaseUrl,
  );
  const phone = await phonePage(browser);
  await openBoard(phone.page, onPhone, null);
  // The parent's own phone, on the Family page.
  const parentPhone = await phonePage(browser);
  await openSignedIn(parentPhone.page, parent, `${e2eBaseUrl}/family`);
  const feed = parentPhone.page.getByRole('region', { name: 'Recent activity' });
  await expect(feed).toBeVisible();

  const tabletBoard = boardOf(tabletPage, 'Pets');
  const phoneBoard = boardOf(phone.page, 'Pets');
  await expect(taskIn(column(phoneBoard, 'NEW'), 'Feed the fish')).toBeVisible();
  const reloads = { tablet: 0, phone: 0 };
  tabletPage.on('framenavigated', () => (reloads.tablet += 1));
  phone.page.on('framenavigated', () => (reloads.phone += 1));

  // A move on the tablet shows on the phone, said once to a screen reader.
  const fish = taskIn(tabletBoard, 'Feed the fish');
  await fish.getByRole('button', { name: 'Move to…' }).click();
  await tabletPage.getByRole('menuitem', { name: 'Done' }).click();
  // The phone shows one column at a time: its Done tab counts the task at once.
  const phoneDone = phone.page.getByRole('tab', { name: /Done/ });
  await expect(phoneDone).toContainText('1', LIVE);
  await expect(phone.page.locator('#live-announcements')).toHaveText(
    'Maya moved “Feed the fish” to Done. Maya earned a new badge',
    LIVE,
  );
  await phoneDone.click();
  await expect(taskIn(column(phoneBoard, 'CLOSED'), 'Feed the fish')).toBeVisible();
  // The tablet made the move itself: its board said it, the live region did not say it again.
  await expect(boardAnnouncer(tabletPage)).toHaveText('Feed the fish moved to Done');
  await expect(tabletPage.locator('#live-announcements')).toHaveText('');
  // The parent's feed: the finished task and the first badge it earned.
  await expect(feed.getByText('Maya finished “Feed the fish”')).toBeVisible(LIVE);
  await expect(feed.getByText(/Maya earned the “.+” badge/)).toBeVisible(LIVE);

  // The tablet opens a task's dialog; a rename and a new task made meanwhile on the phone show
  // behind it, and the dialog, its typing and its focus stay as they were.
  const dog = taskIn(tabletBoard, 'Walk the dog');
  await dog.getByRole('button', { name: 'Actions for Walk the dog' }).click();
  await tabletPage.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = tabletPage.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const titleField = dialog.getByRole('textbox').first();
  await titleField.fill('Walk the dog twice');
  await expect(titleField).toBeFocused();

  // On the phone, the rename is made on its screen; the new task through the phone's session.
  const phoneFish = taskIn(phoneBoard, 'Feed the fish');
  await phoneFish.getByRole('button', { name: 'Actions for Feed the fish' }).click();
  await phone.page.getByRole('menuitem', { name: 'Edit' }).click();
  const phoneDialog = phone.page.getByRole('dialog');
  await phoneDialog.getByRole('textbox').first().fill('Feed the goldfish');
  await phoneDialog.getByRole('button', { name: 'Save Task' }).click();
  await expect(phoneDialog).toHaveCount(0);
  await call(onPhone, 'POST', '/backlog/task', {
    goal_id: goal.item_id,
    title: 'Water the plants',
  });
  // Behind the open dialog the board is hidden from the accessibility tree, not from sight.
  const behindDialog = (title: string) =>
    tabletPage.locator('[data-column]').getByText(title, { exact: true });
  await expect(behindDialog('Feed the goldfish')).toBeVisible(LIVE);
  await expect(behindDialog('Water the plants')).toBeVisible(LIVE);
  await expect(dialog).toBeVisible();
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveValue('Walk the dog twice');
  await expect(phoneFish).toHaveCount(0, LIVE); // the phone's own board follows its own rename
  await expect(taskIn(phoneBoard, 'Feed the goldfish')).toBeVisible(LIVE);

  // No screen was reloaded to get there.
  expect(reloads).toEqual({ tablet: 0, phone: 0 });
  await tablet.close();
  await phone.context.close();
  await parentPhone.context.close();
});
