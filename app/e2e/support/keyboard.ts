import type { Locator, Page } from '@playwright/test';

// A keyboard-only person: Tab and Shift+Tab to move, Enter, Space and the arrows to act. No clicks,
// no focusing by script: if a control cannot be reached this way, the journey fails there.

/** 'here' when `target` has focus, else which way Tab goes to it: it comes after focus or before. */
const whereIs = (target: Locator) =>
  target.evaluate(
    (element) => {
      const focused = document.activeElement;
      if (element === focused) return 'here';
      if (!focused || focused === document.body) return 'after';
      return focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING
        ? 'after'
        : 'before';
    },
    undefined,
    { timeout: 5_000 },
  );

const hasFocus = async (target: Locator) => (await whereIs(target)) === 'here';

/**
 * Two frames for the page to finish what a key started: a list that opens moves focus to its
 * chosen item a frame later, so a check made at once can see focus where it is about to leave.
 */
const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Presses Tab until `target` has focus, or Shift+Tab when it comes before the focused element
 * on the page; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  const way = await whereIs(target);
  if (way === 'here') return;
  const key = way === 'after' ? 'Tab' : 'Shift+Tab';
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of ${key}`);
}

/** Presses `key` (an arrow, say) until `target` has focus; fails after `limit` presses. */
export async function arrowTo(page: Page, key: string, target: Locator, limit = 20) {
  for (let presses = 0; presses <= limit; presses += 1) {
    await afterTwoFrames(page);
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} was not reached in ${limit} presses of ${key}`);
}

/** In an open menu or list box, presses ArrowDown until the item `name` has focus, then Enter. */
export async function choose(page: Page, name: string, role: 'menuitem' | 'option' = 'menuitem') {
  await arrowTo(page, 'ArrowDown', page.getByRole(role, { name, exact: true }));
  await page.keyboard.press('Enter');
}

/** Tabs to a field, types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
