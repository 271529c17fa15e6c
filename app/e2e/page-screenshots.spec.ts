import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, chooseLanguage, newSession, type Session } from './support/board-api';
import { seedFullBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// Whole pages as a family sees them, at the widths it uses (a phone, a tablet upright and on its
// side, a 10-inch tablet's landscape, a desktop), in both themes, compared with committed
// pictures: a layout that breaks on one of them fails here, not in a child's hands. The data is
// the same on every run; what differs from run to run (usernames, dates) is masked.
// `npm run test:visual:pages:update` redraws the pictures on purpose (after a wanted change).

const widths = [390, 768, 1024, 1180, 1440];
const themes = ['light', 'dark'] as const;

/** The parent of a family whose child is named Mia, both with the same full board. */
async function family() {
  const parent = await newSession(e2eBaseUrl);
  const child = await childOf(parent);
  const named = await call(parent, 'PUT', `/users/children/${child.username}/settings`, {
    display_name: 'Mia',
  });
  expect(named.status).toBe(200);
  await seedFullBoard(parent);
  await seedFullBoard(child);
  return { parent, child };
}

async function pageFor(browser: Browser, theme: (typeof themes)[number], width: number) {
  const context = await browser.newContext({
    colorScheme: theme,
    locale: 'en',
    reducedMotion: 'reduce',
    viewport: { width, height: width < 640 ? 844 : 900 },
  });
  return { context, page: await context.newPage() };
}

/** Ready to be drawn: the heading is there, nothing is loading, the fonts are in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** What changes from run to run on these pages: a family's generated names, the day's date. */
const varying = (page: Page, session: Session) => [
  page.getByText(session.username, { exact: false }),
  // The account menu, with the avatar beside it (its colour comes from the username).
  page.getByRole('button', { name: new RegExp(session.username) }).locator('..'),
  page.locator('time'),
  // A badge's "Earned 11/26/2026", in any language the date is written in.
  page.getByText(/\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/),
];

async function expectPage(page: Page, session: Session, name: string) {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: varying(page, session),
    // Anti-aliasing differs by a few pixels between runs; a moved card is thousands.
    maxDiffPixelRatio: 0.002,
  });
}

let members: { parent: Session; child: Session };
test.beforeAll(async () => {
  members = await family();
});

for (const theme of themes) {
  for (const width of widths) {
    test(`a child's board, ${width}px, ${theme}`, async ({ browser }) => {
      const { context, page } = await pageFor(browser, theme, width);
      await openSignedIn(page, members.child, '/taskboard');
      await expect(page.getByRole('group', { name: 'Brush teeth' })).toBeVisible();
      await expectPage(page, members.child, `child-board-${width}-${theme}`);
      await context.close();
    });

    test(`a child's profile, ${width}px, ${theme}`, async ({ browser }) => {
      const { context, page } = await pageFor(browser, theme, width);
      await openSignedIn(page, members.child, '/');
      await expect(page.getByRole('heading', { level: 1, name: 'Mia' })).toBeVisible();
      await expectPage(page, members.child, `child-profile-${width}-${theme}`);
      await context.close();
    });

    test(`a parent's board, ${width}px, ${theme}`, async ({ browser }) => {
      const { context, page } = await pageFor(browser, theme, width);
      await openSignedIn(page, members.parent, '/taskboard');
      await expect(page.locator('[data-layout]')).toBeVisible();
      await expectPage(page, members.parent, `parent-board-${width}-${theme}`);
      await context.close();
    });
  }
}

test.describe('in Japanese', () => {
  test.beforeAll(async () => {
    await chooseLanguage(members.child, 'ja');
  });
  test.afterAll(async () => {
    await chooseLanguage(members.child, 'en');
  });

  for (const width of widths) {
    test(`a child's board, ${width}px, light, Japanese`, async ({ browser }) => {
      const { context, page } = await pageFor(browser, 'light', width);
      await openSignedIn(page, members.child, '/taskboard');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('group', { name: 'Brush teeth' })).toBeVisible();
      await expectPage(page, members.child, `child-board-${width}-light-ja`);
      await context.close();
    });
  }
});
