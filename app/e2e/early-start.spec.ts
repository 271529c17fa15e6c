import { expect, test, type Page } from '@playwright/test';
import { EARLY_CALLS } from '../src/early/earlyStart';
import { newSession, type Session } from './support/board-api';
import { openBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';

// A signed-in screen opened from the address bar starts its first reads from the page's own
// script, before the app's modules have arrived (src/early/earlyStart.ts). Each read the shell
// sends is taken by the loader that needs it: the server is asked once, never twice, and the
// board's own reads go out before its route module has even finished downloading.

/** The API GETs a page asks for while it opens, by address, in the order they go out. */
function apiReads(page: Page) {
  const reads: string[] = [];
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
      reads.push(url.pathname + url.search);
      events.push(`asked ${url.pathname + url.search}`);
    }
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (/^\/assets\/taskboard-[\w-]+\.js$/.test(url.pathname)) events.push('board module');
  });
  return { reads, events };
}

async function opensWithEarlyReads(page: Page, session: Session, expected: readonly string[]) {
  const { reads, events } = apiReads(page);
  // Waits for the board's heading: drawn once every loader has its answers.
  await openBoard(page, session);
  for (const path of expected) {
    expect(
      reads.filter((read) => read === path),
      `${path} asked for once`,
    ).toHaveLength(1);
  }
  // Sent by the page's own script, before the board's module had arrived.
  expect(events.indexOf('asked /api/backlog')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('asked /api/backlog')).toBeLessThan(events.indexOf('board module'));
}

test('a child’s board opened cold asks for each of its first reads once, before its module arrives', async ({
  page,
}) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  await opensWithEarlyReads(page, child, [
    ...EARLY_CALLS.everyScreen,
    ...(EARLY_CALLS.routes['routes/taskboard'] ?? []),
    ...(EARLY_CALLS.childRoutes['routes/taskboard'] ?? []),
  ]);
});

test('a parent’s board opened cold does the same, without the child’s star jar', async ({
  page,
}) => {
  const parent = await newSession(e2eBaseUrl);
  const { reads } = apiReads(page);
  await opensWithEarlyReads(page, parent, [
    ...EARLY_CALLS.everyScreen,
    ...(EARLY_CALLS.routes['routes/taskboard'] ?? []),
  ]);
  for (const path of EARLY_CALLS.childRoutes['routes/taskboard'] ?? []) {
    expect(reads).not.toContain(path);
  }
});
