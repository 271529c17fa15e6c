import { expect, test, type Page } from '@playwright/test';
import { textFieldPayloads } from '../../packages/server/test/xss-payloads';
import { e2eBaseUrl } from './support/environment';

// Stored XSS: every payload of the corpus is stored through the API in the text fields a family
// fills in (goal and task titles, task descriptions, the bio, custom theme names, descriptions
// and category names), then the app's real pages render them in Chromium. No script may run:
// no dialog opens, `window.__xss` stays unset, nothing is fetched from the attacker's host, and
// the page policy never has to block a script (React renders each payload as text).

const family = (() => {
  const id = Date.now().toString(36).slice(-6);
  return { username: `xss${id}`, email: `xss.${id}@example.test`, password: 'sunny-days-42' };
})();

async function api<T>(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e2eBaseUrl}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** Payloads no longer than a field allows (longer ones are refused, so never stored). */
const upTo = (max: number) => textFieldPayloads.filter((payload) => [...payload].length <= max);

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

test('a stored-XSS corpus in every text field runs no script on the pages that show it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(textFieldPayloads.length).toBeGreaterThanOrEqual(100);
  await api(null, 'POST', '/users/register', {
    ...family,
    confirmPassword: family.password,
    birth_year: 1986,
  });
  const kid = await api<{ token: string }>(null, 'POST', '/users/login', {
    email: `${family.username}_kid`,
    password: family.password,
  });
  const me = await api<{ id: number }>(kid.token, 'GET', '/users/me');

  // Every payload as a goal title, and as the title and description of a task in it.
  for (const payload of upTo(200)) {
    const goal = await api<{ item_id: number }>(kid.token, 'POST', '/backlog/goals', {
      title: payload,
    });
    const task = await api<{ item_id: number }>(kid.token, 'POST', '/backlog/task', {
      title: payload,
      goal_id: goal.item_id,
      description: payload,
    });
    // Some tasks move, so the payloads show in every column and in the finished counts.
    if (task.item_id % 3 !== 0) {
      await api(kid.token, 'PUT', `/backlog/task/${task.item_id}`, {
        job_status: task.item_id % 3 === 1 ? 'OPEN' : 'CLOSED',
      });
    }
  }
  // Custom themes: names, descriptions and category names.
  const names = upTo(40);
  for (let n = 0; n < 6; n += 1) {
    const name = names[(n * 7) % names.length] as string;
    await api(kid.token, 'POST', '/backlog/custom-themes', {
      name: `${n}${name}`.slice(0, 40),
      description: upTo(120)[n * 11] ?? 'theme',
      categories: upTo(30)
        .slice(n * 3, n * 3 + 3)
        .map((category, i) => ({ name: category, icon: '🎲', color: ['red', 'blue', 'green'][i] })),
    });
  }
  // The bio holds as many payloads as fit.
  let bio = '';
  for (const payload of textFieldPayloads) if (bio.length + payload.length < 500) bio += payload;
  await api(kid.token, 'PUT', '/users/profile', { bio });

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
    // Lazy parts (latest goals, charts) render as they scroll into view.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
    expect(await findings(), path).toEqual([]);
  }
  // The payloads were on screen, as text.
  await page.goto('/taskboard');
  await expect(page).toHaveURL(/\/taskboard$/);
  await expect(page.locator('body')).toContainText('<script>alert(1)</script>');
  await expect(page.locator('body')).toContainText('<img src=x onerror="window.__xss=1">');

  // The grouping themes, custom ones among them, on the settings page's Preferences tab.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.waitForLoadState('networkidle');
  expect(await findings(), 'settings, preferences').toEqual([]);
});
