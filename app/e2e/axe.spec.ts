import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { call, familyPassword, newSession, type ApiGoal, type Session } from './support/board-api';
import { axeFindings, showsDarkTheme, themedPage, themes, type Theme } from './support/axe';
import { column, openBoard, phonePage, seedFullBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { openSignedIn } from './support/signed-in';
import { e2eBaseUrl } from './support/environment';

// axe-core on every page of the app and the states a person meets there (dialogs, menus, errors,
// the phone board; the settings' loading, failure and error states and every settings dialog,
// two-factor enrolment, the family's dialogs, other people's profiles, and a child's own screens at
// phone and tablet widths), in both themes and two languages (see `runs`), with zero WCAG 2.1 A/AA
// violations. Each test gathers every finding of its pages before it fails, so one run shows all
// there is to fix. The suite finds its way by
// addresses, roles, data attributes, keys and catalogue ids (`words`), never by words written
// here, so it runs in any language.

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

/**
 * A message of the app's catalogue in `language`, its `{name}` placeholders filled: how the
 * suite names a button it must press, whatever the language.
 */
function words(language: Language, id: string, values: Record<string, string> = {}): string {
  const area = id.slice(0, id.indexOf('.'));
  const file = new URL(`../src/i18n/messages/${language}/${area}.json`, import.meta.url);
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${language}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

async function setLanguage(session: Session, language: Language) {
  const saved = await call(session, 'PUT', '/users/settings/preferences', {
    language,
    keyboard_shortcuts: true,
  });
  expect(saved.status).toBe(200);
}

/**
 * Every page and state is checked in both themes and in both languages: the light theme in
 * English and the dark one in Japanese. Colours (what a theme changes) do not depend on the
 * language, and words (what a language changes) do not depend on the theme, so the two runs
 * cover what four would, in half the time the suite may spend.
 */
const runs: { theme: Theme; language: Language }[] = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ja' },
];

test('the runs cover both themes and both languages', () => {
  expect(new Set(runs.map((run) => run.theme))).toEqual(new Set(themes));
  expect(new Set(runs.map((run) => run.language))).toEqual(new Set(languages));
});

for (const { theme, language } of runs) {
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

    test('settings states and dialogs, two-factor enrolment', async ({ browser }) => {
      const session = await newSession(e2eBaseUrl);
      await setLanguage(session, language);
      const { context, page } = await themedPage(browser, theme, language);
      const findings = new Findings(page);
      await checkSettingsStates(page, session, language, findings);
      await context.close();
      expect(findings.all).toEqual([]);
    });

    test('family dialogs, profiles and the remaining pages', async ({ browser }) => {
      const session = await newSession(e2eBaseUrl);
      await setLanguage(session, language);
      const { context, page } = await themedPage(browser, theme, language);
      const findings = new Findings(page);
      await checkFamilyAndProfiles(page, session, language, findings);
      await context.close();
      expect(findings.all).toEqual([]);
    });

    test("a child's screens at the widths children use", async ({ browser }) => {
      const child = await childOf(await newSession(e2eBaseUrl));
      await setLanguage(child, language);
      await seedFullBoard(child);
      const { context, page } = await themedPage(browser, theme, language);
      const findings = new Findings(page);
      await checkChildScreens(page, child, findings);
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

/** Phone and tablet widths, portrait and landscape: where a child's screens are used. */
const childWidths = [390, 768, 1024, 1180];

/** Every screen a child reaches from its menus, drawn large for it, at each width. */
async function checkChildScreens(page: Page, child: Session, findings: Findings) {
  await openSignedIn(page, child, '/taskboard');
  for (const width of childWidths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/taskboard', '/', '/badges', '/users', '/settings']) {
      await page.goto(path);
      await ready(page);
      await expect(page.locator('[data-density="large"]')).toBeVisible();
      await findings.check(`child ${path} at ${width}px`);
    }
  }
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

/** The settings page's own GET (the layout above it reads the settings too, before it). */
const settingsCall = (url: URL) => url.pathname === '/api/users/settings';
/** The side navigation's way to the settings: a client-side move, the layout's data kept. */
const toSettings = (page: Page) => page.locator('nav a[href="/settings"]').first().click();

async function checkSettingsStates(
  page: Page,
  session: Session,
  language: Language,
  findings: Findings,
) {
  const say = (id: string) => words(language, id);
  await openSignedIn(page, session, '/');
  await ready(page);

  // Loading: the settings answer is held back.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holdBack = async (route: Route) => {
    await held;
    await route.fallback();
  };
  await page.route(settingsCall, holdBack);
  await toSettings(page);
  await expect(page.getByText(say('settings.loading'))).toBeVisible();
  await findings.check('/settings, loading');
  release();
  await page.unroute(settingsCall, holdBack);
  await ready(page);

  // A failed load, with its Try Again.
  const fail = (route: Route) =>
    route.fulfill({ status: 500, json: { detail: 'Internal server error' } });
  await page.goto('/');
  await ready(page);
  await page.route(settingsCall, fail);
  await toSettings(page);
  const failure = page.getByRole('alert').filter({ hasText: say('settings.loadFailed.title') });
  await expect(failure).toBeVisible();
  await findings.check('/settings, failed to load');
  await page.unroute(settingsCall, fail);

  // The error boundary, for an answer the page cannot draw.
  const unreadable = async (route: Route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { security: Record<string, unknown> };
    settings.security.last_password_change = 'not a date';
    await route.fulfill({ response, json: settings });
  };
  await page.goto('/');
  await ready(page);
  await page.route(settingsCall, unreadable);
  await toSettings(page);
  await expect(
    page.getByRole('heading', { level: 1, name: say('settings.error.title') }),
  ).toBeVisible();
  await findings.check('/settings, something went wrong');
  await page.unroute(settingsCall, unreadable);

  await page.goto('/settings');
  await ready(page);
  const tabs = page.getByRole('tab');
  // Security: the password and account deletion dialogs, and two-factor enrolment.
  await tabs.nth(4).click();
  await page.getByRole('button', { name: say('settings.password.change'), exact: true }).click();
  const password = page.getByRole('dialog');
  await expect(password).toBeVisible();
  await findings.check('/settings, change password');
  await password
    .getByRole('button', { name: say('settings.password.change'), exact: true })
    .click();
  await expect(password.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.check('/settings, change password with errors');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: say('settings.delete.heading'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/settings, delete account');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: say('settings.twoFactor.setUp') }).click();
  const secret = page.getByTestId('two-factor-secret');
  await expect(secret).toBeVisible();
  await findings.check('/settings, two-factor enrolment');
  const code = page.getByLabel(say('settings.twoFactor.codeLabel'));
  const key = (await secret.innerText()).trim();
  const right = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: say('settings.twoFactor.turnOn') }).click();
  await expect(
    page.locator('section[aria-labelledby="two-factor-heading"]').getByRole('alert'),
  ).toBeVisible();
  await findings.check('/settings, two-factor enrolment with a wrong code');
  await code.fill(right);
  await page.getByRole('button', { name: say('settings.twoFactor.turnOn') }).click();
  const saved = page.getByRole('button', { name: say('settings.twoFactor.savedCodes') });
  await expect(saved).toBeVisible();
  await findings.check('/settings, two-factor recovery codes');
  await saved.click();
  await page.getByRole('button', { name: say('settings.twoFactor.turnOff'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/settings, turning two-factor sign-in off');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Preferences: the grouping theme and the custom theme editor over it.
  await tabs.nth(3).click();
  await page.getByRole('button', { name: say('settings.themes.change') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('/settings, grouping theme');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('uiScreens.groupingThemeDialog.createTheme') })
    .click();
  const editor = page.getByRole('dialog').last();
  await expect(
    editor.getByRole('button', { name: say('uiScreens.themeEditorDialog.create') }),
  ).toBeVisible();
  await findings.check('/settings, custom theme editor');
  await editor.getByRole('button', { name: say('uiScreens.themeEditorDialog.create') }).click();
  await expect(editor.getByRole('alert')).toBeVisible();
  await findings.check('/settings, custom theme editor with an error');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function checkFamilyAndProfiles(
  page: Page,
  parent: Session,
  language: Language,
  findings: Findings,
) {
  const say = (id: string, values?: Record<string, string>) => words(language, id, values);
  // A second child, who (unlike the first) may be removed.
  const child = `${parent.username.slice(0, 11)}_two`;
  const created = await call(parent, 'POST', '/users/create-additional-child', {
    child_username: child,
    child_birth_year: 2017,
    parent_password: familyPassword,
  });
  expect(created.status).toBe(201);
  const members = await call<{ family_accounts: { id: number; username: string }[] }>(
    parent,
    'GET',
    '/users/family-accounts',
  );
  const childId = members.body.family_accounts.find((member) => member.username === child)?.id;

  await openSignedIn(page, parent, '/family');
  await ready(page);
  // The add-child form, sent empty: every field says what is wrong.
  await page.getByRole('button', { name: say('family.addChild.open') }).click();
  await page.getByRole('button', { name: say('family.addChild.create') }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await findings.check('/family, adding a child with errors');
  await page.getByRole('button', { name: say('family.cancel') }).click();

  // Removing the child asks for the parent's password; a wrong one is refused in the dialog.
  const card = page.getByRole('listitem').filter({ hasText: child });
  await card.getByRole('button').last().click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await findings.check('/family, removing a child');
  await confirm.locator('input[type="password"]').fill('not-the-password');
  await confirm.getByRole('button', { name: say('family.remove.confirm'), exact: true }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await findings.check('/family, removing a child with a wrong password');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);

  // Another user's profile (the parent's child), and one that does not exist.
  const visit = async (path: string) => {
    await page.goto(path);
    await ready(page);
    await findings.check(path);
  };
  await visit(`/profile/${childId}`);
  await page.goto('/profile/999999999');
  await expect(page.getByRole('heading', { name: say('profile.notFound.title') })).toBeVisible();
  await findings.check('/profile of nobody');

  // /start leads to the default view; the badge demo shows every badge.
  await page.goto('/start');
  await expect(page).not.toHaveURL(/\/start$/);
  await ready(page);
  await findings.check('/start');
  await visit('/badge-demo');

  // As the child, going back to the parent asks for the parent's password.
  await page.goto('/family');
  await card.getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: child })).toBeVisible();
  await page
    .getByRole('button', { name: say('navigation.accountMenu.label', { username: child }) })
    .click();
  await page.getByRole('menuitem', { name: parent.username, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await findings.check('the parent password dialog');
  await page.keyboard.press('Escape');
}
