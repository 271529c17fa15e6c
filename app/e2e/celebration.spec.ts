import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, newSession } from './support/board-api';
import {
  boardOf,
  chooseOption,
  column,
  createGoalThroughApi,
  goalCard,
  openBoard,
  setGoalStatusThroughApi,
  taskIn,
} from './support/board-page';
import french from '../src/i18n/messages/fr/board.json' with { type: 'json' };
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';
import { soundLog, spoken, spyOnSound, spyOnSpeech } from './support/media-spies';

// The board's celebrations for a child (issue 16): a small one when a task reaches Done, a bigger
// one when a goal closes, announced to screen readers, never in the way of the next move, over
// within 1.2 s; a still picture and spoken words under reduced motion or the calm setting; a
// jingle made with Web Audio only when the family switched the sound on.

const celebration = (page: Page) => page.getByTestId('celebration');
/** The flying pieces: the overlay's own SVGs (the picture in the middle sits in a box of its own). */
const pieces = (overlay: Locator) => overlay.locator(':scope > svg');
const announced = (page: Page, words: string) =>
  page.getByRole('status').filter({ hasText: words });

/** The longest of the overlay's animations, start to end, in ms (0 when nothing moves). */
const longestAnimation = (overlay: Locator) =>
  overlay.evaluate((element) =>
    Math.max(
      0,
      ...element
        .getAnimations({ subtree: true })
        .map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)),
    ),
  );

/** An open goal 'Morning' with three tasks in New, its board on screen. */
async function boardWithThreeTasks() {
  const session = await newSession(e2eBaseUrl);
  const goal = await createGoalThroughApi(session, 'Morning', [
    'Brush teeth',
    'Get dressed',
    'Pack the bag',
  ]);
  await setGoalStatusThroughApi(session, goal, 'OPEN');
  return { session, goal };
}

/**
 * A card's menu runs the chosen move once the closed menu has been drawn, a frame later; with the
 * page's clock stopped no frame comes until the test lets one pass, so the move (and the
 * celebration's timer with it) starts somewhere within that frame.
 */
const FRAME_MS = 16;

async function moveWithMenu(
  page: Page,
  board: Locator,
  task: string,
  to: string,
  { moveTo = 'Move to…', clockStopped = true } = {},
) {
  await taskIn(board, task).getByRole('button', { name: moveTo }).click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
  if (clockStopped) await page.clock.runFor(FRAME_MS);
}

/** A board of three tasks, opened with its sounds and speech recorded and its clock installed. */
async function openWatchedBoard(page: Page) {
  await spyOnSound(page);
  await spyOnSpeech(page);
  await page.clock.install();
  const { session } = await boardWithThreeTasks();
  await openBoard(page, session);
}

/** Stops the page's clock where it is: timers wait for runFor, nothing else changes. */
async function stopTheClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a task reaching Done bursts for at most 1.2 s, is announced, and never blocks the next move', async ({
    page,
  }) => {
    await openWatchedBoard(page);
    const board = boardOf(page, 'Morning');
    // The celebration's timer waits for the test: what shows can be looked at, and moved under.
    await stopTheClock(page);

    await moveWithMenu(page, board, 'Brush teeth', 'Done');
    await expect(taskIn(column(board, 'CLOSED'), 'Brush teeth')).toBeVisible();
    const overlay = celebration(page);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAttribute('data-kind', 'task');
    await expect(overlay).toHaveAttribute('data-calm', 'false');
    await expect(pieces(overlay)).toHaveCount(10);
    await expect(announced(page, 'Task done! Well done!')).toHaveCount(1);
    // Every piece and the picture have finished moving by 1.2 s.
    const longest = await longestAnimation(overlay);
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(1200);

    // The next move, with the celebration over the whole board: the clicks reach the card.
    await moveWithMenu(page, board, 'Get dressed', 'In Progress');
    await expect(taskIn(column(board, 'OPEN'), 'Get dressed')).toBeVisible();
    await expect(overlay).toBeVisible();

    // Still there just before 1.2 s, gone at 1.2 s, its words with it: the two moves each let a
    // frame pass, and the celebration began within the first.
    await page.clock.runFor(1200 - 2 * FRAME_MS - 1);
    await expect(overlay).toBeVisible();
    await page.clock.runFor(FRAME_MS + 1);
    await expect(overlay).toHaveCount(0);
    await expect(announced(page, 'Task done! Well done!')).toHaveCount(0);

    // Moving a card that is already done, or to another column, celebrates nothing.
    await moveWithMenu(page, board, 'Pack the bag', 'In Progress');
    await expect(taskIn(column(board, 'OPEN'), 'Pack the bag')).toBeVisible();
    await expect(overlay).toHaveCount(0);
    // Without the sound switched on nothing is made to play; without calm nothing is read.
    expect((await soundLog(page)).contexts).toBe(0);
    expect(await spoken(page)).toEqual([]);
  });

  test('the last task done, then the goal closed: the goal gets the bigger celebration', async ({
    page,
  }) => {
    await page.clock.install();
    const { session } = await boardWithThreeTasks();
    await openBoard(page, session);
    const board = boardOf(page, 'Morning');
    await stopTheClock(page);
    for (const task of ['Brush teeth', 'Get dressed', 'Pack the bag']) {
      await moveWithMenu(page, board, task, 'Done');
      await expect(taskIn(column(board, 'CLOSED'), task)).toBeVisible();
      await expect(celebration(page)).toHaveAttribute('data-kind', 'task');
      await page.clock.runFor(1200);
      await expect(celebration(page)).toHaveCount(0);
    }

    await chooseOption(
      page,
      goalCard(page, 'Morning').getByRole('combobox', { name: 'Status' }),
      'Closed',
    );
    await expect(board).toBeHidden();
    const overlay = celebration(page);
    await expect(overlay).toHaveAttribute('data-kind', 'goal');
    await expect(announced(page, 'Goal complete! Well done!')).toHaveCount(1);
    // More pieces, flying further, than for a task; over as quickly.
    await expect(pieces(overlay)).toHaveCount(24);
    expect(await longestAnimation(overlay)).toBeLessThanOrEqual(1200);
    await page.clock.runFor(1200);
    await expect(overlay).toHaveCount(0);
  });

  test('the cheer sound is a Web Audio jingle, made only once the family switches it on', async ({
    page,
  }) => {
    await openWatchedBoard(page);
    const board = boardOf(page, 'Morning');
    await stopTheClock(page);

    await moveWithMenu(page, board, 'Brush teeth', 'Done');
    await expect(celebration(page)).toHaveAttribute('data-kind', 'task');
    expect(await soundLog(page)).toMatchObject({ contexts: 0, oscillators: 0 });

    const sound = page.getByRole('switch', { name: 'Cheer sound' });
    await sound.check();
    // Switching it on plays nothing yet.
    expect(await soundLog(page)).toMatchObject({ contexts: 0, oscillators: 0 });
    await moveWithMenu(page, board, 'Get dressed', 'Done');
    await expect(taskIn(column(board, 'CLOSED'), 'Get dressed')).toBeVisible();
    // Three notes for a task, on one AudioContext.
    await expect.poll(() => soundLog(page)).toMatchObject({ contexts: 1, oscillators: 3 });

    // The choice is kept with the account's preferences; a goal closing plays four notes.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Cheer sound' })).toBeChecked();
    await stopTheClock(page);
    await chooseOption(
      page,
      goalCard(page, 'Morning').getByRole('combobox', { name: 'Status' }),
      'Closed',
    );
    await expect(celebration(page)).toHaveAttribute('data-kind', 'goal');
    await expect.poll(() => soundLog(page)).toMatchObject({ contexts: 1, oscillators: 4 });
  });
});

/** The still celebration: a picture that does not move, no pieces, the words read aloud. */
async function expectStill(page: Page, kind: 'task' | 'goal') {
  const overlay = celebration(page);
  await expect(overlay).toHaveAttribute('data-kind', kind);
  await expect(overlay).toHaveAttribute('data-calm', 'true');
  await expect(overlay.locator('svg').first()).toBeVisible();
  for (const piece of await pieces(overlay).all()) await expect(piece).toBeHidden();
  expect(await longestAnimation(overlay)).toBe(0);
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a still picture, "Well done!" read aloud, announced, and no sound even when it is on', async ({
    page,
  }) => {
    await openWatchedBoard(page);
    await page.getByRole('switch', { name: 'Cheer sound' }).check();
    const board = boardOf(page, 'Morning');
    await stopTheClock(page);

    await moveWithMenu(page, board, 'Brush teeth', 'Done');
    await expectStill(page, 'task');
    await expect(announced(page, 'Task done! Well done!')).toHaveCount(1);
    await expect.poll(() => spoken(page)).toEqual([{ text: 'Well done!', lang: 'en' }]);
    // It still goes away by itself, as quickly.
    await page.clock.runFor(1200);
    await expect(celebration(page)).toHaveCount(0);

    await chooseOption(
      page,
      goalCard(page, 'Morning').getByRole('combobox', { name: 'Status' }),
      'Closed',
    );
    await expectStill(page, 'goal');
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    expect((await soundLog(page)).contexts).toBe(0);
  });
});

test.describe('the calm setting, in French', () => {
  // French puts a no-break space before '!': the words as the catalogue has them.
  const words = {
    calm: french['board.cheer.calm'],
    announced: french['board.celebration.task'],
    spoken: french['board.celebration.spoken'],
  };

  test.use({ reducedMotion: 'no-preference', locale: 'fr-FR' });

  test('is a still picture with « Bravo ! » read in French, and is remembered', async ({
    page,
  }) => {
    await spyOnSpeech(page);
    await page.clock.install();
    const { session } = await boardWithThreeTasks();
    await chooseLanguage(session, 'fr');
    await openBoard(page, session, 'Mon Bitesize TaskBoard');
    const calm = page.getByRole('switch', { name: words.calm });
    await calm.check();
    const board = page.locator('[data-board-goal-id]');
    await stopTheClock(page);

    await moveWithMenu(page, board, 'Brush teeth', 'Terminé', { moveTo: 'Déplacer vers…' });
    await expectStill(page, 'task');
    await expect(announced(page, words.announced)).toHaveCount(1);
    await expect.poll(() => spoken(page)).toEqual([{ text: words.spoken, lang: 'fr' }]);

    await page.reload();
    await expect(page.getByRole('switch', { name: words.calm })).toBeChecked();
    await stopTheClock(page);
    await moveWithMenu(page, board, 'Get dressed', 'Terminé', { moveTo: 'Déplacer vers…' });
    await expectStill(page, 'task');
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: words.spoken, lang: 'fr' });
  });
});

test.describe("a child's celebrations, chosen by its parent on the Family page", () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the cheer sound and calm celebrations the parent sets reach the child’s board', async ({
    browser,
  }) => {
    const parent = await newSession(e2eBaseUrl);
    const child = await childOf(parent);
    const goal = await createGoalThroughApi(child, 'Morning', ['Brush teeth', 'Get dressed']);
    await setGoalStatusThroughApi(child, goal, 'OPEN');

    // The parent, on the Family page: the child's card, named once the parent names it.
    const parentPage = await (await browser.newContext()).newPage();
    await openSignedIn(parentPage, parent, `${e2eBaseUrl}/family`);
    const card = parentPage.getByRole('region', { name: child.username });
    await card.getByLabel(`Name on ${child.username}'s screens`).fill('Mia');
    await card.getByRole('button', { name: 'Save name' }).click();
    const named = parentPage.getByRole('region', { name: 'Mia' });
    await expect(named).toBeVisible();
    // Each switch saves as it flips (a click, then the saved state).
    await named.getByRole('switch', { name: 'Cheer sound' }).click();
    await expect(named.getByRole('switch', { name: 'Cheer sound' })).toBeChecked();

    // The child's board plays the cheer: three notes for a task.
    const childPage = await (await browser.newContext()).newPage();
    await spyOnSound(childPage);
    await openBoard(childPage, child, null);
    const board = childPage.locator('[data-board-goal-id]');
    await moveWithMenu(childPage, board, 'Brush teeth', 'Done', { clockStopped: false });
    await expect(celebration(childPage)).toHaveAttribute('data-calm', 'false');
    await expect.poll(() => soundLog(childPage)).toMatchObject({ contexts: 1, oscillators: 3 });

    // Calm celebrations on: the child's next one is a still picture.
    await named.getByRole('switch', { name: 'Calm celebrations' }).click();
    await expect(named.getByRole('switch', { name: 'Calm celebrations' })).toBeChecked();
    await parentPage.reload();
    await expect(
      parentPage
        .getByRole('region', { name: 'Mia' })
        .getByRole('switch', { name: 'Calm celebrations' }),
    ).toBeChecked();
    await childPage.reload();
    await moveWithMenu(childPage, board, 'Get dressed', 'Done', { clockStopped: false });
    await expect(celebration(childPage)).toHaveAttribute('data-calm', 'true');
    await parentPage.context().close();
    await childPage.context().close();
  });
});
