import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from './support/environment';
import { backlog, call, newSession, storedAuth } from './support/board-api';

// The content library and the landing page as a parent meets them: browse, page, filter by tag,
// read an article and take its challenge to the board.

const posts = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('article');

test('browse the library, change page and filter by tag', async ({ page }) => {
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles for parents' })).toBeVisible();
  await expect(posts(page)).toHaveCount(10);
  const firstPageTitles = await posts(page).getByRole('heading').allTextContents();

  // More than ten posts: pagination is shown, and page 2 starts at the top with other posts.
  const pagination = page.getByRole('navigation', { name: 'Pages of posts' });
  await page.mouse.wheel(0, 4000);
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/content\?page=2$/);
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const secondPageTitles = await posts(page).getByRole('heading').allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

  // A keyword opens its tag page at page 1, title-cased, without pagination (one page only).
  await posts(page)
    .first()
    .getByRole('list', { name: 'Keywords' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/content\/tags\/[a-z-]+$/);
  await page.goto('/content/tags/Growth-Mindset');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth Mindset' })).toBeVisible();
  await expect(posts(page).first()).toBeVisible();
  for (const card of await posts(page).all()) {
    await expect(card.getByRole('link', { name: 'growth-mindset' })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Pages of posts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the TaskBoard' })).toHaveAttribute(
    'href',
    '/taskboard',
  );

  await page.goto('/content/tags/no-such-tag');
  await expect(page.getByText('No content posts found.')).toBeVisible();
});

test('read an article: details, keywords, description and a missing post', async ({ page }) => {
  await page.goto('/content/studysupport');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study Support for Little Learners' }),
  ).toBeVisible();
  await expect(page.getByText(/By Bitesize TaskBoard editors/)).toBeVisible();
  await expect(page.getByText('Age 5-6')).toBeVisible();
  const article = page.frameLocator('iframe[title="Study Support for Little Learners"]');
  await expect(
    article.getByRole('heading', { name: 'Learning happens in short bursts' }),
  ).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.startsWith('Between the ages of three and seven')).toBe(true);
  expect(description).toHaveLength(150);
  await page
    .getByRole('region', { name: 'Keywords' })
    .getByRole('link', { name: 'study-support' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Study Support' })).toBeVisible();

  await page.goto('/content/praise-the-effort-not-the-talent');
  await expect(page.getByText('Age Parent')).toBeVisible();

  await page.goto('/content/no-such-post');
  await expect(page.getByRole('heading', { name: 'Content post not found.' })).toBeVisible();
});

test('a signed-in parent adds a challenge to the board as a goal', async ({ page }) => {
  await page.goto('/content/the-power-of-yet');
  await expect(page.getByText('Challenge', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  const session = await newSession(e2eBaseUrl);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto('/content/the-power-of-yet');
  await expect(page.getByRole('link', { name: /Go To TaskBoard/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add as a goal' }).click();
  await expect(page.getByText("Added “The Power of 'Yet'” to your board.")).toBeVisible();
  const { items } = await backlog(session);
  expect(items.map((item) => item.title)).toContain("The Power of 'Yet'");
});

test("adding a challenge the server refuses says 'Failed to add goal' and adds nothing", async ({
  page,
}) => {
  // A parent at the limit of open goals (500): the server refuses one more.
  const session = await newSession(e2eBaseUrl);
  for (let batch = 0; batch < 50; batch++) {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(session, 'POST', '/backlog/goals', { title: `Goal ${batch * 10 + index + 1}` }),
      ),
    );
    for (const { status } of created) expect(status).toBe(201);
  }
  const refused = await call(session, 'POST', '/backlog/goals', { title: 'One too many' });
  expect(refused.status).toBe(422);

  await page.goto('/homepage');
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto('/content/the-power-of-yet');
  await page.getByRole('button', { name: 'Add as a goal' }).click();
  await expect(page.getByText('Failed to add goal')).toBeVisible();
  await expect(page.getByText("Added “The Power of 'Yet'” to your board.")).toHaveCount(0);
  const { items } = await backlog(session);
  expect(items.map((item) => item.title)).not.toContain("The Power of 'Yet'");
});

test("the landing page's top bar shows who is signed in, and the way back to the board", async ({
  page,
}) => {
  await page.goto('/homepage');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: 'Login' })).toBeVisible();

  const session = await newSession(e2eBaseUrl);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', JSON.stringify(auth)),
    storedAuth(session),
  );
  await page.goto('/homepage');
  await expect(
    bar.getByRole('link', { name: `Go To TaskBoard (signed in as ${session.username})` }),
  ).toHaveAttribute('href', '/taskboard');
  await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the landing page: hero media, accordion, sign-up and the footer pages', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Empower to Thrive!' })).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/hero/hero-poster.jpg');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /task card moving/ })).toBeVisible();

  const trigger = page.getByRole('button', { name: 'A helper that suggests the steps' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/suggests a handful of small/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up for Free' }).first()).toHaveAttribute(
    'href',
    '/signup',
  );
  for (const [name, href] of [
    ['Growth mindset', '/content/tags/growth-mindset'],
    ['Study support', '/content/tags/study-support'],
    ['Well-being', '/content/tags/well-being'],
    ['TaskBoard', '/taskboard'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(/argon2id hash/)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
});

test('a video under reduced motion stays paused on its poster', async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${e2eBaseUrl}/homepage`);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('data-state', 'paused');
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await context.close();
});
