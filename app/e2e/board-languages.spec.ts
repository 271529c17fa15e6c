import { expect, test, type Locator } from '@playwright/test';
import {
  backlog,
  call,
  chooseLanguage,
  goalTasks,
  newSession,
  type ApiGoal,
  type Session,
} from './support/board-api';
import {
  chooseOption,
  column,
  createGoalThroughApi,
  openBoard,
  phoneUserAgent,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// The board in the language the user chose in their preferences (saved through the API, as
// another device would): its words, <html lang>, the helper's plan, and room for long words.

/** A goal with one task, on its board (OPEN). */
async function openGoal(session: Session, title: string, task: string) {
  const goal = await createGoalThroughApi(session, title, [task]);
  const opened = await call(session, 'PUT', `/backlog/goals/${goal.item_id}`, {
    title,
    job_status: 'OPEN',
  });
  expect(opened.status).toBe(200);
}

/** The element's text fits inside it: nothing runs out past its edge. */
async function expectFits(element: Locator) {
  await expect(element).toBeVisible();
  const { text, scrollWidth, clientWidth } = await element.evaluate((node) => ({
    text: node.textContent,
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth, `"${text}" is wider than its box`).toBeLessThanOrEqual(clientWidth);
}

test('a user who chose Japanese sees the board in Japanese, and the helper plans in it', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  await chooseLanguage(session, 'ja');
  await openGoal(session, 'Pack my bag', 'Find my lunchbox');
  await openBoard(page, session, 'わたしの Bitesize TaskBoard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  const board = page.getByRole('region', { name: 'ボード：Pack my bag' });
  await expect(column(board, 'NEW').getByRole('heading')).toHaveText(/^やること/);
  await expect(column(board, 'OPEN').getByRole('heading')).toHaveText(/^やっている/);
  await expect(column(board, 'CLOSED').getByRole('heading')).toHaveText(/^できた/);
  await expect(page.getByRole('heading', { name: '目標とアクティビティ' })).toBeVisible();
  // The component library's own words are Japanese too: an empty column's, and the timer's.
  await expect(column(board, 'OPEN').getByText('まだタスクはないよ！')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'タイマー' }).getByRole('button', { name: 'スタート' }),
  ).toBeVisible();

  // Suggested steps are asked for, and written, in the language the board is shown in.
  await page.getByRole('button', { name: '目標を追加' }).click();
  const dialog = page.getByRole('dialog', { name: '目標をつくる' });
  await dialog.getByLabel('目標の名前').fill('Tidy my room');
  const asked = page.waitForRequest('**/api/taskbreaker/break-down');
  await dialog.getByRole('button', { name: 'はい、ステップを提案して' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ goal: 'Tidy my room', language: 'ja' });
  await expect(dialog).toBeHidden();
  const created = (await backlog(session)).items.find(
    (item): item is ApiGoal => 'tasks' in item && item.title === 'Tidy my room',
  )!;
  const steps = await goalTasks(session, created.item_id);
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) expect(step.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
});

test('German words fit their cards on a 320 px wide phone', async ({ browser }) => {
  const session = await newSession(e2eBaseUrl);
  await chooseLanguage(session, 'de');
  await openGoal(session, 'Pack my bag', 'Find my lunchbox');
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
    userAgent: phoneUserAgent,
  });
  const page = await context.newPage();
  await openBoard(page, session, 'Mein Bitesize TaskBoard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await expectFits(page.getByRole('tab', { name: 'Ziele (1)' }));
  await expectFits(page.getByRole('tab', { name: 'Aktives Board' }));
  await expectFits(page.getByRole('button', { name: 'Neues Ziel hinzufügen' }));

  // The columns of the Active Board: each heading inside its column.
  await page.getByRole('tab', { name: 'Aktives Board' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Ziel' }), 'Pack my bag');
  const board = page.getByRole('region', { name: 'Board für Pack my bag' });
  for (const [status, name] of [
    ['NEW', 'Neu'],
    ['OPEN', 'In Arbeit'],
    ['CLOSED', 'Erledigt'],
  ] as const) {
    const place = column(board, status);
    await expect(place.getByRole('heading')).toHaveText(new RegExp(`^${name}`));
    await expectFits(place.getByRole('heading'));
    await expectFits(place);
  }

  // The Create Goal dialog's long choices stay inside their buttons and the dialog.
  await page.getByRole('tab', { name: 'Ziele (1)' }).click();
  await page.getByRole('button', { name: 'Neues Ziel hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ziel anlegen' });
  for (const name of ['Ja, Teilschritte vorschlagen', 'Nein, nur das Ziel anlegen', 'Abbrechen']) {
    await expectFits(dialog.getByRole('button', { name }));
  }
  await expectFits(dialog);
  await context.close();
});

test('in German, a goal the server refuses to create says so in German', async ({ page }) => {
  const session = await newSession(e2eBaseUrl);
  await chooseLanguage(session, 'de');
  await openBoard(page, session, 'Mein Bitesize TaskBoard');
  await page.getByRole('button', { name: 'Ziel hinzufügen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ziel anlegen' });
  // Longer than the 200 characters a title may have: the server refuses it, and the dialog
  // says so in the spec's words, translated.
  await dialog.getByLabel('Name des Ziels').fill('Tidy my room '.repeat(16));
  await dialog.getByRole('button', { name: 'Nein, nur das Ziel anlegen' }).click();
  await expect(dialog.getByText('Das Ziel konnte nicht angelegt werden')).toBeVisible();
  expect((await backlog(session)).items).toEqual([]);
});
