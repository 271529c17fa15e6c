import { expect, test, type Page } from '@playwright/test';
import { EARLY_CALLS, EARLY_GLOBAL } from '../src/early/earlyStart';
import { newSession, type Session } from './support/board-api';
import { openBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';

// A signed-in screen opened from the address bar starts its first reads from the page's own
// script, before the app's modules have arrived (src/early/earlyStart.ts). Each read the shell
// sends is taken by the loader that needs it: the server is asked once, never twice.

/** The API GETs a page asks for while it opens, by address. */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(url.pathname + url.search);
    }
  });
  return reads;
}

/** What the shell's own script sent, read as it leaves its answers on `window`. */
async function watchShell(page: Page) {
  await page.addInitScript((name) => {
    let early: { calls: Record<string, unknown> } | undefined;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => early,
      set: (value: { calls: Record<string, unknown> }) => {
        early = value;
        (window as unknown as { shellSent: string[] }).shellSent = Object.keys(value.calls);
      },
    });
  }, EARLY_GLOBAL);
  return () => page.evaluate(() => (window as unknown as { shellSent?: string[] }).shellSent);
}

async function opensWithEarlyReads(page: Page, session: Session, expected: readonly string[]) {
  const reads = apiReads(page);
  const shellSent = await watchShell(page);
  // Waits for the board's heading: drawn once every loader has its answers.
  await openBoard(page, session);
  // Sent by the page's own script, before any of the app's modules ran…
  expect([...((await shellSent()) ?? [])].sort()).toEqual([...expected].sort());
  // …and each taken by the loader that needed it: the server was asked once.
  for (const path of expected) {
    expect(
      reads.filter((read) => read === path),
      `${path} asked for once`,
    ).toHaveLength(1);
  }
}

test('a child’s board opened cold has its first reads sent by the shell, each asked once', async ({
  page,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  await opensWithEarlyReads(page, child, [
    ...EARLY_CALLS.everyScreen,
    ...(EARLY_CALLS.routes['routes/taskboard'] ?? []),
    ...(EARLY_CALLS.childRoutes['routes/taskboard'] ?? []),
    ...(EARLY_CALLS.publicRoutes['routes/taskboard'] ?? []),
  ]);
});

test('a parent’s board opened cold does the same, without the child’s star jar', async ({
  page,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const reads = apiReads(page);
  await opensWithEarlyReads(page, parent, [
    ...EARLY_CALLS.everyScreen,
    ...(EARLY_CALLS.routes['routes/taskboard'] ?? []),
    ...(EARLY_CALLS.publicRoutes['routes/taskboard'] ?? []),
  ]);
  for (const path of EARLY_CALLS.childRoutes['routes/taskboard'] ?? []) {
    expect(reads).not.toContain(path);
  }
});
