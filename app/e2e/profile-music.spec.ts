import { expect, test, type Page } from '@playwright/test';
import { call, newSession, storedAuth, type Session } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { soundLog, spyOnSound, unblockSound, type ResumeAnswer } from './support/media-spies';

// The background music of one's own profile (spec §2, issue 10): made with Web Audio, it starts
// on the visitor's first click or key (browsers refuse sound before one), has a play/pause
// control, says 'Click play to start music' when the browser keeps sound blocked, and remembers
// a pause across visits. Another person's profile plays nothing.

const music = (page: Page) => page.getByRole('group', { name: 'Background music' });
const blockedNote = 'Click play to start music';

/** Opens `path` signed in as `session`, once the page's heading is there (drawn by React). */
async function openSignedIn(page: Page, session: Session, path: string, heading: string) {
  await page.goto(`${e2eBaseUrl}/login`);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto(`${e2eBaseUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/** A first interaction that is about nothing in particular: a click on the page's heading. */
const clickSomewhere = (page: Page) => page.getByRole('heading', { level: 1 }).click();

test('the music starts with the first click, pauses, and a pause is remembered after a reload', async ({
  page,
}) => {
  await spyOnSound(page);
  const session = await newSession(e2eBaseUrl);
  await openSignedIn(page, session, '/', session.username);

  // Before any interaction the browser would refuse sound: nothing is made, the control says so.
  await expect(music(page)).toHaveAttribute('data-state', 'blocked');
  await expect(music(page).getByText(blockedNote)).toBeVisible();
  expect(await soundLog(page)).toMatchObject({ contexts: 0, resumes: 0 });

  await clickSomewhere(page);
  const pause = music(page).getByRole('button', { name: 'Pause music' });
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(music(page).getByText(blockedNote)).toHaveCount(0);
  // One AudioContext, resumed by the click, playing notes.
  await expect.poll(() => soundLog(page)).toMatchObject({ contexts: 1, resumes: 1 });
  expect((await soundLog(page)).oscillators).toBeGreaterThan(0);

  await pause.click();
  const play = music(page).getByRole('button', { name: 'Play music' });
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await expect(music(page)).toHaveAttribute('data-state', 'paused');
  await expect.poll(async () => (await soundLog(page)).suspends).toBe(1);

  // The pause is remembered: after a reload a click does not start the music again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();
  await expect(music(page)).toHaveAttribute('data-state', 'paused');
  await clickSomewhere(page);
  await page.keyboard.press('Tab');
  await expect(music(page)).toHaveAttribute('data-state', 'paused');
  expect((await soundLog(page)).contexts).toBe(0);

  // Play on the control starts it, and forgets the pause: the next visit starts on a key press.
  await music(page).getByRole('button', { name: 'Play music' }).click();
  await expect(music(page)).toHaveAttribute('data-state', 'playing');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: session.username })).toBeVisible();
  await expect(music(page)).toHaveAttribute('data-state', 'blocked');
  expect((await soundLog(page)).contexts).toBe(0);
  await page.keyboard.press('Tab');
  await expect(music(page)).toHaveAttribute('data-state', 'playing');
  expect(await soundLog(page)).toMatchObject({ contexts: 1, resumes: 1 });
});

const blockers: [ResumeAnswer, string][] = [
  ['reject', 'refuses to resume'],
  ['never', 'never answers the resume (as Chromium does without a gesture)'],
];
for (const [answer, how] of blockers) {
  test(`when the browser ${how}, the control says '${blockedNote}' and play starts the music once allowed`, async ({
    page,
  }) => {
    await spyOnSound(page, answer);
    const session = await newSession(e2eBaseUrl);
    await openSignedIn(page, session, '/', session.username);

    await clickSomewhere(page);
    await expect.poll(async () => (await soundLog(page)).resumes).toBe(1);
    // Not an error: a hint, and the play button ready for the visitor's next try.
    await expect(music(page)).toHaveAttribute('data-state', 'blocked');
    await expect(music(page).getByText(blockedNote)).toBeVisible();
    await expect(music(page).getByText('Failed to load audio')).toHaveCount(0);
    const play = music(page).getByRole('button', { name: 'Play music' });
    await expect(play).toBeEnabled();

    // The browser lets sound through now: play starts it.
    await unblockSound(page);
    await play.click();
    await expect(music(page).getByRole('button', { name: 'Pause music' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(music(page).getByText(blockedNote)).toHaveCount(0);
  });
}

test("another person's profile has no music: no control, and a click makes no sound", async ({
  page,
}) => {
  await spyOnSound(page);
  const parent = await newSession(e2eBaseUrl);
  const { body } = await call<{ family_accounts: { id: number; username: string }[] }>(
    parent,
    'GET',
    '/users/family-accounts',
  );
  const child = body.family_accounts.find((account) => account.username !== parent.username);
  if (!child) throw new Error('the family has no child');

  await openSignedIn(page, parent, `/profile/${child.id}`, child.username);
  await expect(music(page)).toHaveCount(0);
  await clickSomewhere(page);
  await page.keyboard.press('Tab');
  // The profile's own statistics have loaded by now; still nothing was made to play.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect((await soundLog(page)).contexts).toBe(0);
});
