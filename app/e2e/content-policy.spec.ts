import { expect, test, type Page } from '@playwright/test';
import { newSession, type Session } from './support/board-api';
import { openBoard, seedFullBoard } from './support/board-page';
import { childOf } from './support/child-session';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// Every page, in two languages, signed out and signed in (a parent's pages with their dialogs,
// menus and selects, the settings' sections, a child's board, an article in its frame), runs
// under its content policy without a single refusal: scripts, styles and images come only from
// the app itself or by the hashes the server lists. And the policy does refuse what it should
// (an outside image, an inline <style> or style attribute it does not know), so a policy that
// allowed everything would fail here.

/** What the page's policy refused since the page was opened, each with where it happened. */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction('recordPolicyRefusal', (refusal: string) =>
    refusals.push(`${page.url()}: ${refusal}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether it may compile validators (`Function('')` in a try) and falls
      // back to interpreting them: a question to the policy, not a part of the page refused.
      if (event.blockedURI === 'eval') return;
      void (
        window as unknown as { recordPolicyRefusal: (text: string) => Promise<void> }
      ).recordPolicyRefusal(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  // A frame that runs no script (the article's) reports its refusals only to the console.
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !/evaluate a string as JavaScript/.test(text)) {
      refusals.push(`${page.url()} (console): ${text}`);
    }
  });
  return refusals;
}

/** Opens a page and waits until it has drawn its heading and its scripts are done. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens whatever `open` opens (a dialog, menu or list), then closes it with Escape. */
async function openAndClose(page: Page, open: () => Promise<void>, role: string) {
  await open();
  await expect(page.getByRole(role as 'dialog').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role as 'dialog')).toHaveCount(0);
}

const publicPaths = [
  // A visitor's `/` is the landing page, with its own check of the stored session.
  '/',
  '/homepage',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=not-a-token',
  '/verify-email?token=not-a-token',
  '/email-verification-sent',
  '/confirm-email-change?token=not-a-token',
  '/cancel-email-change?token=not-a-token',
  '/privacy',
  '/terms',
  '/content',
  '/content/tags/growth-mindset',
  '/content/studysupport',
  '/no-such-page',
];

for (const language of ['en', 'ja'] as const) {
  test(`every public page in ${language} runs under its policy without a refusal`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language });
    const page = await context.newPage();
    const refusals = await watchPolicy(page);
    for (const path of publicPaths) {
      await visit(page, language === 'en' ? path : `/${language}${path}`);
    }
    // The homepage's accordion opens (its prerendered style attributes, allowed by hash).
    await visit(page, language === 'en' ? '/homepage' : `/${language}/homepage`);
    const trigger = page.locator('[data-radix-collection-item][aria-expanded]').first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await context.close();
    expect(refusals).toEqual([]);
  });
}

test('an article is dressed in the theme inside its frame, with no <style> to refuse', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const refusals = await watchPolicy(page);
  await visit(page, '/content/studysupport');
  const frame = page.frameLocator('iframe[title="Study Support for Little Learners"]');
  await expect(
    frame.getByRole('heading', { name: 'Learning happens in short bursts' }),
  ).toBeVisible();
  const pageText = await page.evaluate(() => getComputedStyle(document.body).color);
  const look = await page
    .locator('iframe')
    .first()
    .evaluate((element) => {
      const article = (element as HTMLIFrameElement).contentDocument!;
      return {
        styleElements: article.querySelectorAll('style').length,
        bodyMargin: getComputedStyle(article.body).margin,
        text: getComputedStyle(article.documentElement).color,
      };
    });
  // The browser's default body margin is 8px: the frame's own stylesheet applies.
  expect(look).toEqual({ styleElements: 0, bodyMargin: '0px', text: pageText });
  await context.close();
  expect(refusals).toEqual([]);
});

async function visitSettingsSections(page: Page) {
  await visit(page, '/settings');
  const tabs = page.getByRole('tab');
  let selectOpened = false;
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    const select = page.getByRole('tabpanel').getByRole('combobox').first();
    if (!selectOpened && (await select.count()) > 0) {
      // A select's list: Radix writes a <style> for it and locks the page's scrolling.
      await openAndClose(page, () => select.click(), 'listbox');
      selectOpened = true;
    }
  }
  expect(selectOpened).toBe(true);
}

test("a parent's pages, dialogs, menus and settings run under the policy without a refusal", async ({
  page,
}) => {
  const parent: Session = await newSession(e2eBaseUrl);
  await seedFullBoard(parent);
  const refusals = await watchPolicy(page);

  await openBoard(page, parent, null);
  await page.waitForLoadState('networkidle');
  // A dialog (its scroll lock styles the page) and a menu.
  await openAndClose(
    page,
    () => page.locator('[data-layout] [aria-haspopup="dialog"]').first().click(),
    'dialog',
  );
  await openAndClose(
    page,
    () => page.locator('[data-task-id] [aria-haspopup="menu"]').first().click(),
    'menu',
  );

  for (const path of ['/', '/badges', '/users', '/family', '/start', `/profile/${parent.userId}`]) {
    await visit(page, path);
  }
  await visitSettingsSections(page);
  expect(refusals).toEqual([]);
});

test("a child's board and screens run under the policy without a refusal", async ({ page }) => {
  const child = await childOf(await newSession(e2eBaseUrl));
  await seedFullBoard(child);
  const refusals = await watchPolicy(page);
  await openBoard(page, child, null);
  await page.waitForLoadState('networkidle');
  for (const path of ['/', '/badges']) await visit(page, path);
  expect(refusals).toEqual([]);
});

test('the policy refuses an outside image, an unknown inline style and a style attribute', async ({
  page,
}) => {
  const session = await newSession(e2eBaseUrl);
  const refusals = await watchPolicy(page);
  await openSignedIn(page, session, '/settings');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  for (const [path, inject] of [
    ['/homepage', 'img'],
    ['/settings', 'img'],
    ['/settings', 'style'],
    ['/homepage', 'attribute'],
  ] as const) {
    await visit(page, path);
    refusals.length = 0;
    const painted = await page.evaluate(async (kind) => {
      const probe = document.createElement('div');
      probe.id = 'policy-probe';
      if (kind === 'img') {
        const image = document.createElement('img');
        image.src = 'http://example.invalid/x.png';
        image.alt = '';
        document.body.append(image);
      } else if (kind === 'style') {
        const style = document.createElement('style');
        style.textContent = '#policy-probe{outline:7px solid red}';
        document.head.append(style);
      } else {
        probe.innerHTML = '<span style="outline:7px solid red">probe</span>';
      }
      document.body.append(probe);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const target = probe.querySelector('span') ?? probe;
      return getComputedStyle(target).outlineWidth;
    }, inject);
    // Refused, so not applied either.
    if (inject !== 'img') expect(painted, `${path} ${inject}`).not.toBe('7px');
    const directive = { img: 'img-src', style: 'style-src-elem', attribute: 'style-src-attr' }[
      inject
    ];
    await expect
      .poll(() => refusals.some((refusal) => refusal.includes(directive)), `${path} ${inject}`)
      .toBe(true);
    if (inject === 'img') {
      expect(refusals.some((refusal) => refusal.includes('http://example.invalid/x.png'))).toBe(
        true,
      );
    }
  }
});
