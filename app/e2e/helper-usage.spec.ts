import { expect, test } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { call, newSession, storedAuth, verifyEmail, type Session } from './support/board-api';
import { childOf } from './support/child-session';

// The parent's view of the helper on /family (spec §2/§7/§9 usage history): today's allowance,
// the last 7 days as a chart with a table alternative, and each family member's share.

type History = {
  days: { date: string; tokens_used: number; usage_percentage: number }[];
  members?: { username: string; tokens_used: number; share_percentage: number }[];
};

let server: AppServer;

test.beforeAll(async () => {
  // A small allowance, so one suggestion spends a whole day's and the bar turns red.
  server = await startAppServer({ AI_DAILY_TOKEN_LIMIT: '100' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function breakDown(session: Pick<Session, 'baseUrl' | 'token'>, goal: string) {
  const answer = await call(session, 'POST', '/taskbreaker/break-down', { goal });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Asks for suggestions until the day's allowance is spent (the server answers 429). */
async function spendTheDay(session: Session) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const answer = await call(session, 'POST', '/taskbreaker/break-down', { goal: 'Tidy my room' });
    if (answer.status === 429) return;
    expect(answer.status).toBe(200);
  }
  throw new Error('the allowance was never spent');
}

test('a parent sees the helper’s week as a chart and a table, and each member’s share', async ({
  page,
}) => {
  const parent = await newSession(server.baseUrl);
  await verifyEmail(parent, server.logPath);
  // A child logs in with its username and the parent's password.
  const child = await childOf(parent);
  // The allowance belongs to the family: the child's suggestion draws from the small pot and the
  // parent spends what is left.
  await breakDown(child, 'Feed the cat');
  await spendTheDay(parent);

  const history = (await call<History>(parent, 'GET', '/taskbreaker/usage/history')).body;
  expect(history.days).toHaveLength(7);
  expect(history.days.at(-1)?.usage_percentage).toBe(100);
  const shares = history.members ?? [];
  expect(shares.map((member) => member.username)).toEqual([parent.username, child.username]);
  for (const member of shares) expect(member.share_percentage).toBeGreaterThan(0);

  await page.goto(`${server.baseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(parent),
  );
  await page.goto(`${server.baseUrl}/family`);
  const section = page.getByRole('region', { name: 'Helper use' });

  // Today's allowance is spent: the bar is red and says so with one decimal.
  const meter = section.getByRole('meter', { name: "Today's family helper allowance used" });
  await expect(meter).toHaveAttribute('aria-valuetext', '100.0%');
  await expect(section.locator('[data-level="danger"]').first()).toBeVisible();

  // The week as a chart: seven bars, today's red.
  const chart = section.getByRole('img', { name: /Helper use, last 7 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[data-level]')).toHaveCount(7);
  await expect(chart.locator('g[data-level]').last()).toHaveAttribute('data-level', 'danger');

  // The same numbers as a table.
  await section.getByRole('button', { name: 'Show as a table' }).click();
  const table = section.getByRole('table', { name: 'Helper use, last 7 days' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(table.getByRole('row').last()).toContainText(
    `${history.days.at(-1)!.tokens_used.toLocaleString('en')}100.0%`,
  );

  // Each member's share of the family's tokens, one decimal.
  const members = section.getByRole('table', { name: /Each family member’s share/ });
  for (const member of shares) {
    await expect(
      members.getByRole('row', { name: new RegExp(`^${member.username} `) }),
    ).toContainText(`${member.share_percentage.toFixed(1)}%`);
  }
  const total = shares.reduce((sum, member) => sum + member.share_percentage, 0);
  expect(total).toBeGreaterThan(99.8);
  expect(total).toBeLessThan(100.2);
});

test('a failed usage load says so in its own card; the family list still shows', async ({
  page,
}) => {
  const parent = await newSession(server.baseUrl);
  await page.route('**/api/taskbreaker/usage/history*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Resting"}' }),
  );
  await page.goto(`${server.baseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(parent),
  );
  await page.goto(`${server.baseUrl}/family`);
  const section = page.getByRole('region', { name: 'Helper use' });
  await expect(section.getByRole('alert')).toHaveText('Resting');
  await expect(page.getByRole('list', { name: 'Family members' })).toBeVisible();
});
