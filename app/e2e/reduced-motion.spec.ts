import { expect, test, type Page } from '@playwright/test';
import { newSession } from './support/board-api';
import {
  boardAnnouncer,
  boardOf,
  column,
  createGoalThroughApi,
  openBoard,
  setGoalStatusThroughApi,
  taskIn,
} from './support/board-page';
import { e2eBaseUrl } from './support/environment';

// dnd-kit animates the board in JavaScript, out of reach of the theme's motion tokens: the dragged
// card glides between columns and lands with a drop animation; goal cards slide aside for a dragged one. Under
// prefers-reduced-motion all of that is off; without it, on (which shows the checks can see it).

/** Counts the Web Animations started on elements that show `text` (dnd-kit's drop animation). */
async function countAnimationsOf(page: Page, text: string) {
  await page.addInitScript((shown) => {
    const animate = Element.prototype.animate;
    const started = { count: 0 };
    Object.assign(window, { dropAnimations: started });
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      if (this.textContent?.includes(shown)) started.count += 1;
      return animate.apply(this, args);
    };
  }, text);
  return () =>
    page.evaluate(
      () => (window as unknown as { dropAnimations: { count: number } }).dropAnimations.count,
    );
}

/** The inline transition of the fixed-position layer dnd-kit drags around, showing `text`. */
const overlayTransition = (page: Page, text: string) =>
  page.evaluate((shown) => {
    const overlay = Array.from(document.querySelectorAll<HTMLElement>('body div')).find(
      (element) => element.style.position === 'fixed' && element.textContent === shown,
    );
    return overlay?.style.transition ?? null;
  }, text);

for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`prefers-reduced-motion: ${motion}`, () => {
    test.use({ reducedMotion: motion });
    const still = motion === 'reduce';

    test(`a dragged card ${still ? 'jumps and lands at once' : 'glides and lands with an animation'}`, async ({
      page,
    }) => {
      const animations = await countAnimationsOf(page, 'Brush teeth');
      const session = await newSession(e2eBaseUrl);
      const goal = await createGoalThroughApi(session, 'Morning', ['Brush teeth']);
      await setGoalStatusThroughApi(session, goal, 'OPEN');
      await openBoard(page, session);
      const board = boardOf(page, 'Morning');
      const handle = board.getByRole('button', { name: 'Drag task Brush teeth' });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await expect(async () => {
        await page.keyboard.press('ArrowRight');
        await expect(boardAnnouncer(page)).toHaveText('Brush teeth is over In Progress.', {
          timeout: 500,
        });
      }).toPass();
      expect(await overlayTransition(page, 'Brush teeth')).toBe(still ? 'none' : 'transform 250ms');
      await page.keyboard.press('Space');
      await expect(taskIn(column(board, 'OPEN'), 'Brush teeth')).toBeVisible();
      if (still) {
        // Give a drop animation every chance to start: two frames after the drop.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await animations()).toBe(0);
      } else {
        await expect.poll(animations).toBeGreaterThan(0);
      }
    });

    test(`goal cards ${still ? 'jump' : 'slide'} aside for a dragged one`, async ({ page }) => {
      const session = await newSession(e2eBaseUrl);
      await createGoalThroughApi(session, 'Feed the cat', []);
      await createGoalThroughApi(session, 'Water the plants', []);
      await openBoard(page, session);
      const handle = page.getByRole('button', { name: 'Drag goal Water the plants' });
      const start = await handle.boundingBox();
      const target = await page.getByRole('article', { name: 'Goal: Feed the cat' }).boundingBox();
      if (!start || !target) throw new Error('the goals are not on screen');
      // A press held past the 200 ms a goal drag waits for, then up over the first goal.
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(300);
      await page.mouse.move(start.x + start.width / 2, target.y + 10, { steps: 10 });
      // The card making room moves down (a CSS transition dnd-kit sets inline), or jumps there.
      const making = page.getByRole('listitem').filter({
        has: page.getByRole('article', { name: 'Goal: Feed the cat' }),
      });
      await expect(making).toHaveAttribute('style', /transform: translate3d\(0px, [1-9]/);
      const seconds = await making.evaluate((element) =>
        Math.max(...getComputedStyle(element).transitionDuration.split(',').map(parseFloat)),
      );
      if (still) expect(seconds).toBe(0);
      else expect(seconds).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await page.mouse.up();
    });
  });
}
