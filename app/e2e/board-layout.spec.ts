import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, goalTasks, newSession, type Session } from './support/board-api';
import {
  createGoalThroughApi,
  openBoard,
  setGoalStatusThroughApi,
  setTaskStatusThroughApi,
} from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { brokenWords } from './support/word-breaks';

// A child's board keeps every word of a task title whole and never needs the page scrolled
// sideways, at every width a family's screens have (a small phone to a wide desktop), in English
// and in Japanese (no spaces between words, wider glyphs). Measured in the browser: each word of
// each title on one line and inside its card.

/** Widths from a small phone to a wide desktop, with the tablets children use between. */
const widths = [320, 390, 768, 1024, 1180, 1440, 1920];

/** A morning's tasks as a family writes them, some with pictures, in each column. */
const titles = {
  en: {
    goal: 'Get ready for school',
    tasks: [
      ['Get dressed', 'shirt'],
      ['Brush your teeth', 'toothbrush'],
      ['Go to the toilet', 'toilet'],
      ['Put on your shoes', 'shoe'],
      ['Pack your schoolbag', 'bag'],
      ['Eat breakfast', null],
    ],
  },
  ja: {
    goal: 'がっこうのじゅんび',
    tasks: [
      ['ふくをきる', 'shirt'],
      ['はをみがく', 'toothbrush'],
      ['トイレにいく', 'toilet'],
      ['くつをはく', 'shoe'],
      ['ランドセルをよういする', 'bag'],
      ['あさごはんをたべる', null],
    ],
  },
} as const;
type Language = keyof typeof titles;

/** A child of a new family with one open goal: two tasks in each column, in `language`. */
async function childWithBoard(language: Language): Promise<Session> {
  const child = await childOf(await newSession(e2eBaseUrl));
  await chooseLanguage(child, language);
  const { goal, tasks } = titles[language];
  const created = await createGoalThroughApi(child, goal, []);
  for (const [title, icon] of tasks) {
    const response = await fetch(`${child.baseUrl}/api/backlog/task`, {
      method: 'POST',
      headers: { authorization: `Bearer ${child.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, goal_id: created.item_id, ...(icon ? { icon } : {}) }),
    });
    expect(response.status).toBe(201);
  }
  await setGoalStatusThroughApi(child, created, 'OPEN');
  const stored = await goalTasks(child, created.item_id);
  for (const [index, task] of stored.entries()) {
    if (index % 3 === 1) await setTaskStatusThroughApi(child, task, 'OPEN');
    if (index % 3 === 2) await setTaskStatusThroughApi(child, task, 'CLOSED');
  }
  return child;
}

/** The task cards drawn now, by their titles. */
async function shownCards(page: Page, language: Language) {
  const shown: string[] = [];
  for (const [title] of titles[language].tasks) {
    if (await page.getByRole('group', { name: title, exact: true }).isVisible()) shown.push(title);
  }
  return shown;
}

/**
 * What is wrong with the page at its current width: words of a title broken or spilling out of
 * their card, or a page wider than the window.
 */
async function layoutFaults(page: Page, language: Language): Promise<string[]> {
  const faults: string[] = [];
  const width = page.viewportSize()?.width ?? 0;
  for (const title of await shownCards(page, language)) {
    const card = page.getByRole('group', { name: title, exact: true });
    const broken = await card.evaluate(brokenWords, { language, text: title });
    faults.push(...broken.map((line) => `${width}px "${title}": ${line}`));
  }
  const sideways = await page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  if (sideways > 0) faults.push(`${width}px: the page scrolls ${sideways}px sideways`);
  return faults;
}

test('the measure finds words broken over lines, spilling out, or kept whole', async ({ page }) => {
  // A card as narrow as the ones issue 25 found at 1024 px, drawn three ways.
  await page.setContent(`
    <div lang="en" id="letters" style="width: 40px; overflow-wrap: anywhere; font-size: 20px">Get dressed</div>
    <div lang="en" id="hyphens" style="width: 70px; hyphens: manual; font-size: 20px">Brush&shy;ing teeth</div>
    <div lang="en" id="spill" style="width: 40px; font-size: 20px">Toothbrush</div>
    <div lang="ja" id="whole" style="width: 200px; font-size: 20px">はをみがく</div>
  `);
  const measure = (id: string, language: string, text: string) =>
    page.locator(`#${id}`).evaluate(brokenWords, { language, text });
  expect(await measure('letters', 'en', 'Get dressed')).toContainEqual(
    expect.stringMatching(/^dressed: broken over \d+ lines$/),
  );
  // A word split at a hyphen is still a broken word.
  expect(await measure('hyphens', 'en', 'Brush\u00ading teeth')).toContainEqual(
    expect.stringMatching(/^Brush\u00ading: broken over 2 lines$/),
  );
  expect(await measure('spill', 'en', 'Toothbrush')).toContainEqual(
    expect.stringMatching(/^Toothbrush: wider than its box/),
  );
  expect(await measure('whole', 'ja', 'はをみがく')).toEqual([]);
});

for (const language of ['en', 'ja'] as const) {
  test(`a child's task titles keep their words whole at every width (${language})`, async ({
    browser,
  }) => {
    const child = await childWithBoard(language);
    const context = await browser.newContext({
      locale: language,
      reducedMotion: 'reduce',
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();
    await openBoard(page, child, null);
    const faults: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 640 ? 844 : 900 });
      // Some cards of the goal are on the screen at every width (a phone shows one column).
      await expect
        .poll(async () => (await shownCards(page, language)).length, {
          message: `task cards at ${width}px`,
        })
        .toBeGreaterThan(0);
      faults.push(...(await layoutFaults(page, language)));
    }
    await context.close();
    expect(faults).toEqual([]);
  });
}
