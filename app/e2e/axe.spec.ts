import { expect, test, type Page } from '@playwright/test';
import { call, newSession, type ApiGoal, type Session } from './support/board-api';
import { axeFindings, showsDarkTheme, themedPage, themes, type Theme } from './support/axe';
import { column, openBoard, phonePage, seedFullBoard } from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// axe-core on every page of the app and the states a person meets there (dialogs, menus, errors,
// the phone board), in both themes, with zero WCAG 2.1 A/AA violations. Each test gathers every
// finding of its pages before it fails, so one run shows all there is to fix. The suite finds its
// way by addresses, roles, data attributes and keys, never by words, so it runs in any language.

/**
 * The languages the suite runs in (the browser's language, and the signed-in user's choice):
 * English, and Japanese for a script of another kind (no spaces between words, other line
 * breaks, wider glyphs).
 */
const languages = ['en', 'ja'] as const;
type Language = (typeof languages)[number];

/** A page is ready to check once its main heading is there and nothing is busy any more. */
async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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
        await checkPublicPages(page, theme, language, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });

      test('signed-in pages, board states and dialogs', async ({ browser }) => {
        const session = await newSession(e2eBaseUrl);
        await setLanguage(session, language);
        const { context, page } = await themedPage(browser, theme, language);
        const findings = new Findings(page);
        await checkSignedInPages(page, session, theme, language, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });

      test('the phone board', async ({ browser }) => {
        const session = await newSession(e2eBaseUrl);
        await setLanguage(session, language);
        const { context, page } = await phonePage(browser, {
          colorScheme: theme,
          locale: language,
          reducedMotion: 'reduce',
        });
        const findings = new Findings(page);
        await checkPhoneBoard(page, session, language, findings);
        await context.close();
        expect(findings.all).toEqual([]);
      });
    });
  }
}

async function checkPublicPages(page: Page, theme: Theme, language: Language, findings: Findings) {
  const visit = async (path: string) => {
    await page.goto(path);
    await ready(page);
    await findings.check(path);
  };

  await visit('/homepage');
  expect(await showsDarkTheme(page)).toBe(theme === 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await visit('/login');
  // A refused login shows its banner.
  await page.locator('input[name="email"]').fill('nobody@example.test');
  await page.locator('input[name="password"]').fill('wrong-words-42');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await findings.check('/login with an error');

  await visit('/signup');
  // Every field says what is wrong with it.
  await page.locator('input[name="username"]').fill('ab');
  await page.locator('input[name="password"]').fill('sunny-days-42');
  await page.locator('input[name="confirmPassword"]').fill('other-words-42');
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.check('/signup with errors');

  await visit('/forgot-password');
  await visit('/reset-password?token=not-a-token');
  await visit('/verify-email?token=not-a-token');
  await visit('/email-verification-sent');
  await visit('/privacy');
  await visit('/terms');
  await visit('/content');
  await visit('/content/studysupport');
  await visit('/content/tags/Growth-Mindset');
  await visit('/no-such-page');
}

/** The things of a seeded board, found by their data, not their words (the suite runs in any language). */
const boardRegion = (page: Page, goal: ApiGoal) =>
  page.locator(`[data-board-goal-id="${goal.item_id}"]`);
const cardOf = (page: Page, goal: ApiGoal, status: 'NEW' | 'OPEN' | 'CLOSED') =>
  column(boardRegion(page, goal), status).locator('[data-task-id] [role="group"]').first();

async function checkSignedInPages(
  page: Page,
  session: Session,
  theme: Theme,
  language: Language,
  findings: Findings,
) {
  const { morning } = await seedFullBoard(session);
  await openBoard(page, session, null);
  await ready(page);
  await expect(cardOf(page, morning, 'CLOSED')).toBeVisible();
  expect(await showsDarkTheme(page)).toBe(theme === 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await findings.check('/taskboard');

  // The card's hidden actions, shown by its arrow key: Move back, Edit, Delete.
  const card = cardOf(page, morning, 'OPEN');
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  const revealed = boardRegion(page, morning).locator('[data-state="revealed"]');
  await expect(revealed).toBeVisible();
  await findings.check('/taskboard, a card’s actions shown');

  const count = await revealed.getByRole('button').count();
  await revealed
    .getByRole('button')
    .nth(count - 2)
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/taskboard, the task dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await revealed.getByRole('button').last().click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await findings.check('/taskboard, the delete confirmation');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Escape on the card hides its actions again.
  await card.focus();
  await page.keyboard.press('Escape');
  await expect(revealed).toHaveCount(0);

  // The card's two menus: Move to…, then its actions (edit, delete).
  const menus = card.locator('[aria-haspopup="menu"]');
  for (const [index, name] of ['the move menu', 'the card’s actions menu'].entries()) {
    await menus.nth(index).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await findings.check(`/taskboard, ${name}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }

  // The table of every goal and task, behind the goals panel's one dialog button.
  await page.locator('[data-layout] [aria-haspopup="dialog"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/taskboard, all goals and tasks');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The shortcuts (on in this family's preferences): n for a new goal, ? for the list of them.
  await page.locator('body').press('n');
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/taskboard, the new goal dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/taskboard, the shortcuts overlay');
  await page.keyboard.press('Escape');

  const visit = async (path: string) => {
    await page.goto(path);
    await ready(page);
    await findings.check(path);
  };
  await visit('/family');
  await visit('/settings');
  const tabs = page.getByRole('tab');
  for (let index = 1; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await findings.check(`/settings, section ${index + 1}`);
  }
  await visit('/');
  await visit('/badges');
  await visit('/users');

  // A family with no goals yet: the board's empty state.
  const empty = await newSession(e2eBaseUrl);
  await setLanguage(empty, language);
  await openBoard(page, empty, null);
  await ready(page);
  await findings.check('/taskboard with no goals');
}

async function checkPhoneBoard(
  page: Page,
  session: Session,
  language: Language,
  findings: Findings,
) {
  const { morning } = await seedFullBoard(session);
  await openBoard(page, session, null);
  await ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await findings.check('phone /taskboard, goals');
  // The Active Board tab, with the open goal chosen in its goal list.
  await page.getByRole('tab').nth(1).click();
  await page.getByRole('tabpanel').getByRole('combobox').click();
  await page.getByRole('option', { name: morning.title }).click();
  await expect(cardOf(page, morning, 'CLOSED')).toBeVisible();
  await findings.check('phone /taskboard, active board');
}
