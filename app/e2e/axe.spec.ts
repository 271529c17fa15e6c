import { expect, test, type Page } from '@playwright/test';
import { call, newSession, type Session } from './support/board-api';
import { axeFindings, showsDarkTheme, themedPage, themes, type Theme } from './support/axe';
import {
  boardOf,
  column,
  goalCard,
  openBoard,
  phonePage,
  seedFullBoard,
  taskIn,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// axe-core on every page of the app and the states a person meets there (dialogs, menus, errors,
// the phone board), in both themes, with zero WCAG 2.1 A/AA violations. Each test gathers every
// finding of its pages before it fails, so one run shows all there is to fix.

/** The languages the suite runs in: the browser's locale and the signed-in user's choice. */
const languages = ['en'] as const;
type Language = (typeof languages)[number];

/** A page is ready to check once its main heading is there and nothing is loading any more. */
async function ready(page: Page, heading?: string | RegExp) {
  const title = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(title.first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

class Findings {
  readonly all: string[] = [];
  constructor(private readonly page: Page) {}
  async check(where: string) {
    this.all.push(...(await axeFindings(this.page, where)));
  }
}

async function setLanguage(session: Session, language: Language) {
  const saved = await call(session, 'PUT', '/users/settings/preferences', {
    language,
    keyboard_shortcuts: true,
  });
  expect(saved.status).toBe(200);
}

for (const language of languages) {
  for (const theme of themes) {
    test.describe(`${theme} theme, language ${language}`, () => {
      test('public pages and their states', async ({ browser }) => {
        const { context, page } = await themedPage(browser, theme, language);
        const findings = new Findings(page);
        await checkPublicPages(page, theme, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });

      test('signed-in pages, board states and dialogs', async ({ browser }) => {
        const session = await newSession(e2eBaseUrl);
        await setLanguage(session, language);
        await seedFullBoard(session);
        const { context, page } = await themedPage(browser, theme, language);
        const findings = new Findings(page);
        await checkSignedInPages(page, session, theme, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });

      test('the phone board', async ({ browser }) => {
        const session = await newSession(e2eBaseUrl);
        await setLanguage(session, language);
        await seedFullBoard(session);
        const { context, page } = await phonePage(browser, {
          colorScheme: theme,
          locale: language,
          reducedMotion: 'reduce',
        });
        const findings = new Findings(page);
        await checkPhoneBoard(page, session, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });
    });
  }
}

async function checkPublicPages(page: Page, theme: Theme, findings: Findings) {
  const visit = async (path: string, heading?: string | RegExp) => {
    await page.goto(path);
    await ready(page, heading);
    await findings.check(path);
  };

  await visit('/homepage');
  expect(await showsDarkTheme(page)).toBe(theme === 'dark');
  await visit('/login');
  // A refused login shows its banner.
  await page.getByLabel('Email').fill('nobody@example.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-words-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await findings.check('/login with an error');

  await visit('/signup');
  // Every field says what is wrong with it.
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password', { exact: true }).fill('sunny-days-42');
  await page.getByLabel('Confirm password', { exact: true }).fill('other-words-42');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await findings.check('/signup with errors');

  await visit('/forgot-password');
  await visit('/reset-password?token=not-a-token');
  await visit('/verify-email?token=not-a-token');
  await visit('/email-verification-sent');
  await visit('/privacy');
  await visit('/terms');
  await visit('/content');
  await visit('/content/studysupport', 'Study Support for Little Learners');
  await visit('/content/tags/Growth-Mindset', 'Growth Mindset');
  await visit('/no-such-page');
}

async function checkSignedInPages(page: Page, session: Session, theme: Theme, findings: Findings) {
  await openBoard(page, session);
  await ready(page, 'My Bitesize TaskBoard');
  const board = boardOf(page, 'Morning routine');
  await expect(taskIn(column(board, 'CLOSED'), 'Make the bed')).toBeVisible();
  expect(await showsDarkTheme(page)).toBe(theme === 'dark');
  await findings.check('/taskboard');

  // A card's hidden actions, shown by its arrow key.
  const card = taskIn(column(board, 'NEW'), 'Brush teeth');
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(board.getByRole('button', { name: 'Delete Brush teeth' })).toBeVisible();
  await findings.check('/taskboard, a card’s actions shown');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Move to…' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await findings.check('/taskboard, the Move to… menu');
  await page.keyboard.press('Escape');

  await goalCard(page, 'Morning routine').getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('dialog', { name: /task/i })).toBeVisible();
  await findings.check('/taskboard, the task dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Goal' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Goal' })).toBeVisible();
  await findings.check('/taskboard, the Create Goal dialog');
  await page.keyboard.press('Escape');

  await goalCard(page, 'Tidy the room')
    .getByRole('button', { name: 'Delete goal Tidy the room' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Goal' })).toBeVisible();
  await findings.check('/taskboard, the Delete Goal dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /all goals/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/taskboard, the all-goals dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await findings.check('/taskboard, the shortcuts overlay');
  await page.keyboard.press('Escape');

  const visit = async (path: string, heading?: string | RegExp) => {
    await page.goto(path);
    await ready(page, heading);
    await findings.check(path);
  };
  await visit('/family', 'Family Accounts');
  await visit('/settings', 'Settings');
  for (const tab of ['Notifications', 'Privacy', 'Preferences', 'Security']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await findings.check(`/settings, ${tab}`);
  }
  await visit('/');
  await visit('/badges', 'Badge Statistics');
  await visit('/users', 'Users');

  // A family with no goals yet: the board's empty state.
  const empty = await newSession(e2eBaseUrl);
  await openBoard(page, empty);
  await ready(page, 'My Bitesize TaskBoard');
  await findings.check('/taskboard with no goals');
}

async function checkPhoneBoard(page: Page, session: Session, findings: Findings) {
  await openBoard(page, session);
  await ready(page, 'My Bitesize TaskBoard');
  await findings.check('phone /taskboard, Goals');
  await goalCard(page, 'Morning routine').getByRole('button', { name: 'View Board' }).click();
  const board = boardOf(page, 'Morning routine');
  await expect(taskIn(column(board, 'CLOSED'), 'Make the bed')).toBeVisible();
  await findings.check('phone /taskboard, Active Board');
}
