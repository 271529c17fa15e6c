import { expect, test, type Page } from '@playwright/test';
import { textFieldPayloads } from '../../packages/server/test/xss-payloads';
import {
  BIO_MAX,
  CATEGORY_NAME_MAX,
  CUSTOM_THEMES_MAX,
  refusedCharacterIn,
  THEME_CATEGORIES_MAX,
  THEME_NAME_MAX,
} from '@taskboard/contract';
import {
  callExpectingSuccess,
  freshFamily,
  logInThroughApi,
  signUpThroughApi,
} from './support/family';

// Stored XSS: every payload of the corpus is stored through the API in the text fields a family
// fills in (goal and task titles, task descriptions, the bio, custom theme names, descriptions,
// category names and descriptions), each payload in each field it fits (a longer one is refused,
// so never stored), then the app's real pages render them in Chromium. No script may run:
// no dialog opens, `window.__xss` stays unset, nothing is fetched from the attacker's host, and
// the page policy never has to block a script (React renders each payload as text).

const family = freshFamily('xss');

/**
 * The payloads a text field stores: one holding a character no field takes (a zero-width space,
 * a tab: contract text-characters.ts) is refused, so never stored (test/text-characters.test.ts).
 */
const storable = textFieldPayloads.filter(
  (payload) => refusedCharacterIn(payload, { multiLine: false }) === undefined,
);

/** Payloads no longer than a field allows (longer ones are refused, so never stored). */
const upTo = (max: number) => storable.filter((payload) => [...payload].length <= max);

/** Traps every way a payload could show that it ran, before any page script. */
async function watchForScripts(page: Page) {
  const evidence: string[] = [];
  page.on('dialog', async (dialog) => {
    evidence.push(`${dialog.type()} dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.route(/evil\.test|ok\.test/, async (route) => {
    evidence.push(`request to ${route.request().url()}`);
    await route.abort();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__cspViolations = [] as string[];
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether it may compile validators (`Function('')` in a try): the app's
      // own bundle asking, refused by the policy, not a payload running.
      const ownProbe = event.blockedURI === 'eval' && /\/assets\/[^/]+\.js$/.test(event.sourceFile);
      if (ownProbe) return;
      (w.__cspViolations as string[]).push(
        `${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { xss: w.__xss, violations: w.__cspViolations as string[] };
    });
    return [
      ...evidence,
      ...(inPage.xss === undefined ? [] : [`window.__xss = ${String(inPage.xss)}`]),
      ...inPage.violations.map((v) => `policy blocked: ${v}`),
    ];
  };
}

/** Unfolds the goals panel under a child's board, where its goals that are not open are listed. */
async function openGrownUps(page: Page) {
  await page.getByRole('button', { name: 'For grown-ups: goals' }).click();
  await expect(page.getByRole('region', { name: 'Your Goals & Activities' })).toBeVisible();
}

test('a stored-XSS corpus in every text field runs no script on the pages that show it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(storable.length).toBeGreaterThanOrEqual(100);
  await signUpThroughApi(family);
  const kid = await logInThroughApi(`${family.username}_kid`, family.password);
  const me = await callExpectingSuccess<{ id: number }>(kid.token, 'GET', '/users/me');

  // Every payload as a goal title, and as the title and description of a task in it.
  for (const payload of upTo(200)) {
    const goal = await callExpectingSuccess<{ item_id: number }>(
      kid.token,
      'POST',
      '/backlog/goals',
      {
        title: payload,
      },
    );
    const task = await callExpectingSuccess<{ item_id: number }>(
      kid.token,
      'POST',
      '/backlog/task',
      {
        title: payload,
        goal_id: goal.item_id,
        description: payload,
      },
    );
    // Some tasks move, so the payloads show in every column and in the finished counts.
    if (task.item_id % 3 !== 0) {
      await callExpectingSuccess(kid.token, 'PUT', `/backlog/task/${task.item_id}`, {
        job_status: task.item_id % 3 === 1 ? 'OPEN' : 'CLOSED',
      });
    }
  }
  // Custom themes: every payload that fits a category name, and every one as a category
  // description, across the most themes a user may keep; the themes' names and descriptions
  // take the payloads in rounds below.
  const categoryNames = upTo(CATEGORY_NAME_MAX - 3);
  const themeIds: number[] = [];
  for (let n = 0; n < CUSTOM_THEMES_MAX; n += 1) {
    const created = await callExpectingSuccess<{ theme_id: number }>(
      kid.token,
      'POST',
      '/backlog/custom-themes',
      {
        name: `Theme ${n}`,
        description: `Theme ${n}`,
        categories: Array.from({ length: THEME_CATEGORIES_MAX }, (_, i) => {
          const slot = n * THEME_CATEGORIES_MAX + i;
          return {
            // The number keeps names apart within a theme, as a theme's names must be.
            name: `${categoryNames[slot % categoryNames.length] ?? ''} ${i}`,
            description: storable[slot % storable.length],
            icon: '🎲',
            color: 'blue',
          };
        }),
      },
    );
    themeIds.push(created.theme_id);
  }

  const findings = await watchForScripts(page);
  await page.goto('/login');
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    ...kid,
    username: `${family.username}_kid`,
    account_type: 'CHILD',
    is_primary_child: true,
  });

  const pages = ['/taskboard', `/profile/${me.id}`, '/', '/badges', '/settings', '/users'];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Signed in: no page sent the child to the login form.
    expect(new URL(page.url()).pathname, path).not.toBe('/login');
    // A child's goals that are not open show in the grown-ups' section under its board.
    if (path === '/taskboard') await openGrownUps(page);
    // Lazy parts (latest goals, charts) render as they scroll into view.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
    expect(await findings(), path).toEqual([]);
  }
  // The payloads were on screen, as text.
  await page.goto('/taskboard');
  await expect(page).toHaveURL(/\/taskboard$/);
  await openGrownUps(page);
  await expect(page.locator('body')).toContainText('<script>alert(1)</script>');
  await expect(page.locator('body')).toContainText('<img src=x onerror="window.__xss=1">');

  // Every payload that fits as a theme's name, and every one as its description, in rounds of
  // as many themes as a user keeps; each round shown on the settings page's Preferences tab.
  const names = upTo(THEME_NAME_MAX);
  const rounds = Math.ceil(storable.length / themeIds.length);
  for (let round = 0; round < rounds; round += 1) {
    for (const [n, themeId] of themeIds.entries()) {
      const slot = round * themeIds.length + n;
      await callExpectingSuccess(kid.token, 'PUT', `/backlog/custom-themes/${themeId}`, {
        name: names[slot] ?? `Theme ${n}`,
        description: storable[slot % storable.length],
      });
    }
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    // The grouping-theme dialog lists every theme with its description and categories.
    await page.getByRole('button', { name: 'Change Theme' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    expect(await findings(), `grouping themes, round ${round}`).toEqual([]);
    // The names were on screen, as text.
    if (round === 0) await expect(dialog).toContainText('<script>alert(1)</script>');
  }

  // Every payload in the bio, as many at a time as its characters allow.
  const bios: string[] = [''];
  for (const payload of storable) {
    if ([...(bios.at(-1) ?? '')].length + [...payload].length > BIO_MAX) bios.push('');
    bios[bios.length - 1] += payload;
  }
  // Listed to its own family, the child finds its card, bio included, in the users directory.
  await callExpectingSuccess(kid.token, 'PUT', '/users/settings/privacy', {
    profile_visibility: 'FRIENDS',
  });
  for (const bio of bios) {
    await callExpectingSuccess(kid.token, 'PUT', '/users/profile', { bio });
    await page.goto('/users');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toContainText(bio.slice(0, 12));
    expect(await findings(), `users directory with the bio ${bio.slice(0, 40)}`).toEqual([]);
  }
});
