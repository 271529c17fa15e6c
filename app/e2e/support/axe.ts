import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

// axe-core in the real pages: every rule of WCAG 2.1 levels A and AA, and a report a person can act
// on (where, which rule, which element).

/**
 * The WCAG 2.1 A and AA rules (2.0's are tagged apart from the ones 2.1 added), and axe's best
 * practices: one main landmark, headings that do not skip a level, unique landmark names.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Open menus and selects are drawn at the end of <body>, outside every landmark by design (the
 * menu itself has its role): Radix's in a positioning wrapper, a task card's menu as the menu
 * itself. The landmark rule's one finding to pass over.
 */
const isFloatingPopup = ({ target, html }: { target: unknown[]; html: string }) =>
  target.join(' ').includes('data-radix-popper-content-wrapper') ||
  /^<div[^>]* role="menu"/.test(html);

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/**
 * A browser context for one theme and one language: the system colour scheme the app's AUTO
 * theme follows, the browser's language, and still motion (so nothing is caught mid-fade).
 */
export async function themedPage(
  browser: Browser,
  theme: Theme,
  locale: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    colorScheme: theme,
    locale,
    reducedMotion: 'reduce',
    ...options,
  });
  return { context, page: await context.newPage() };
}

/** Whether the page is drawn in the dark theme: its background is darker than mid-grey. */
export async function showsDarkTheme(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // The first opaque background from <body> outwards; the canvas is white without one.
    const painted = [document.body, document.documentElement]
      .map((element) =>
        getComputedStyle(element)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number),
      )
      .find((channels) => channels !== undefined && (channels[3] ?? 1) > 0);
    const [r = 255, g = 255, b = 255] = painted ?? [];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
  });
}

/** Waits for the page's finite animations (a dialog opening, a menu sliding in) to end. */
export async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** What axe finds on the page as it is now, one line per rule and element, labelled `where`. */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself: the app has no frames, and the default mode opens a
  // tab of its own for every check.
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode().analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => !(violation.id === 'region' && isFloatingPopup(node)))
      .map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')} — ` +
          `${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help} — ${node.html.slice(0, 160)}`,
      ),
  );
}
