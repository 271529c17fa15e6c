import {
  composeStory,
  setProjectAnnotations,
  type Meta,
  type StoryObj,
} from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { themeNames } from '../src/theme';

// Every component's AllStates story, in the light and the dark theme, against the images kept in
// visual/__screenshots__/allStates.visual.test.tsx/: a state whose style stops applying (a
// selector that no longer matches, a token that went missing) changes its cell's pixels here.
// The stories are found by their file, so a new story file with an AllStates export is covered
// without touching this test (its first run writes its images; commit them).
//
// Each story is composed the way Storybook shows it: its meta's args and decorators, the
// preview's decorators with the theme as a global, then its play function, which opens what the
// page shows opened (a dialog, an editing title). Deterministic: one viewport width, motion off
// (the media query and the preview's data-motion), the page's text in DejaVu Sans, and the
// fonts and images loaded before the picture is taken.

declare module 'vitest/browser' {
  interface BrowserCommands {
    resizeWindow: (width: number, height: number) => Promise<void>;
  }
}

type StoryFile = { default: Meta; AllStates?: StoryObj };

const files = import.meta.glob<StoryFile>('../../../stories/ui/*.stories.tsx', { eager: true });

const stories = Object.entries(files)
  .filter(([, file]) => file.AllStates)
  .map(([path, file]) => ({
    name: path.replace(/^.*\/(.+)\.stories\.tsx$/, '$1'),
    meta: file.default,
    story: file.AllStates as StoryObj,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

const annotations = setProjectAnnotations([preview]);

/** The width Storybook's canvas has in its own tests; the height grows to fit each page. */
const width = 1200;
const height = 900;

/**
 * The config's tolerance is a share of the picture, which on a page of many states is thousands
 * of pixels: enough to hide one small state (a dot, a focus ring) losing its colour. Here it is
 * also capped at a few dozen pixels; anti-aliasing is not counted either way.
 */
const comparatorOptions = {
  threshold: 0.1,
  allowedMismatchedPixelRatio: 0.002,
  allowedMismatchedPixels: 40,
};

let host: HTMLElement;
const fonts = {
  '--tb-font-body': "'DejaVu Sans', sans-serif",
  '--tb-font-heading': "'DejaVu Sans', sans-serif",
  '--tb-font-mono': "'DejaVu Sans Mono', monospace",
};

beforeAll(async () => {
  await annotations.beforeAll?.();
  document.body.style.margin = '0';
  // The theme's font stack names system fonts, which differ between machines: every themed text
  // here is set in DejaVu (fonts-dejavu-core), the CJK stacks on [lang] elements excepted.
  for (const [name, stack] of Object.entries(fonts)) {
    document.documentElement.style.setProperty(name, stack);
  }
});

/** The iframe at `w`×`h` in a window as large, so the pictures are never scaled down. */
let current = '';
async function size(w: number, h: number) {
  if (current === `${w}x${h}`) return;
  current = `${w}x${h}`;
  await commands.resizeWindow(w, h);
  await page.viewport(w, h);
}

afterAll(async () => {
  // Back to Playwright's default window, for the test files that run after this one.
  await commands.resizeWindow(1280, 720);
  for (const name of Object.keys(fonts)) document.documentElement.style.removeProperty(name);
});

/** Resolves once every font in use and every image on the page has loaded. */
async function settled() {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** What the play function left open outside the canvas: a dialog, a menu, a tooltip. */
const portalled = () =>
  [...document.body.children].some(
    (element) =>
      element !== host &&
      element !== framed &&
      element instanceof HTMLElement &&
      !['SCRIPT', 'STYLE'].includes(element.tagName) &&
      element.getClientRects().length > 0,
  );

let framed: HTMLElement | undefined;

/**
 * An empty, see-through box over the part of the canvas the story drew on, its margin included
 * (a shadow, a focus ring): the picture is taken of this box, so a page of two narrow cells is
 * not photographed with a screen's width of empty background beside it.
 */
function frame(): HTMLElement {
  const canvas = host.getBoundingClientRect();
  const margin = 16;
  let right = canvas.left;
  let bottom = canvas.top;
  for (const element of host.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  framed = document.createElement('div');
  Object.assign(framed.style, {
    position: 'absolute',
    left: `${canvas.left + window.scrollX}px`,
    top: `${canvas.top + window.scrollY}px`,
    width: `${Math.ceil(Math.min(canvas.right, right + margin) - canvas.left)}px`,
    height: `${Math.ceil(Math.min(canvas.bottom, bottom + margin) - canvas.top)}px`,
    pointerEvents: 'none',
  });
  document.body.appendChild(framed);
  return framed;
}

it('finds the AllStates stories', () => {
  // A glob that stopped matching would otherwise pass by testing nothing.
  expect(stories.length).toBeGreaterThanOrEqual(70);
});

describe.each(stories)('$name', ({ name, meta, story }) => {
  it.each(themeNames)('shows every state in the %s theme', async (theme) => {
    host?.remove();
    framed?.remove();
    await size(width, height);
    host = document.createElement('div');
    host.dataset.testid = 'canvas';
    const layout = (story.parameters?.layout ?? meta.parameters?.layout) as string | undefined;
    host.style.padding = layout === 'fullscreen' ? '0' : '16px';
    host.style.width = `${width}px`;
    host.style.boxSizing = 'border-box';
    document.body.appendChild(host);

    const composed = composeStory(
      { ...story, globals: { ...story.globals, theme } },
      meta,
      annotations,
      'AllStates',
    );
    await composed.run({ canvasElement: host });
    await settled();

    // A page taller than the viewport is photographed whole: the viewport grows to hold it.
    const tall = Math.ceil(host.getBoundingClientRect().height);
    if (tall > height) {
      await size(width, tall);
      await settled();
    }
    const target = portalled() ? document.body : frame();
    await expect
      .element(page.elementLocator(target))
      .toMatchScreenshot(`${name}-all-states-${theme}`, { comparatorOptions });
  });
});
