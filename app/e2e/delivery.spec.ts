import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { ContentListResponse, ContentPost } from '@taskboard/contract';
import { metaDescription } from '../src/content/contentText';
import { prefixedLanguages } from '../src/prerender/publicPages';
import { newSession, storedAuth } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { rawGet } from './support/raw-get';

// The real build, served by the real server, as a phone on a slow network receives it: every
// script, stylesheet and page compressed by the build (brotli or gzip, as the client asks),
// content-hashed files cached for a year, pages, manifest and service worker revalidated.
const client = fileURLToPath(new URL('../build/client', import.meta.url));

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? builtFiles(file) : [relative(client, file)];
  });
}

/** The URL a client asks for to receive a built file: pages by their route. */
function urlOf(file: string): string {
  // The single-page shell answers every signed-in screen (a visitor's `/` is the landing page).
  if (file === 'index.html') return '/taskboard';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  return `/${file}`;
}

const files = builtFiles(client);
const delivered = files.filter((file) => ['.js', '.css', '.html'].includes(extname(file)));

test('the build holds scripts, stylesheets and prerendered pages to check', () => {
  expect(delivered.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  expect(delivered.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
  expect(delivered).toEqual(expect.arrayContaining(['index.html', 'homepage/index.html']));
});

test('every script, stylesheet and page is sent compressed to a client that asks', async () => {
  for (const file of delivered) {
    const original = readFileSync(join(client, file));
    const url = `${e2eBaseUrl}${urlOf(file)}`;
    const accept = file.endsWith('.html') ? 'text/html' : '*/*';

    const br = await rawGet(url, { accept, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, file).toBe(200);
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.headers.vary, file).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original), file).toBe(true);

    const gzip = await rawGet(url, { accept, 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original), file).toBe(true);

    const identity = await rawGet(url, { accept });
    expect(identity.headers['content-encoding'], file).toBeUndefined();
    expect(identity.body.equals(original), file).toBe(true);
  }
});

test('content-hashed files are immutable for a year; pages, manifest and worker revalidate', async () => {
  const hashed = files.filter((file) => file.startsWith('assets/') && !/\.(br|gz)$/.test(file));
  expect(hashed.length).toBeGreaterThan(3);
  for (const file of hashed) {
    const response = await rawGet(`${e2eBaseUrl}/${file}`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  const revalidated = [
    ...delivered.filter((file) => file.endsWith('.html')),
    'manifest.webmanifest',
    'sw.js',
  ];
  for (const file of revalidated) {
    const response = await rawGet(`${e2eBaseUrl}${urlOf(file)}`, {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(response.status, file).toBe(200);
    expect(response.headers['cache-control'], file).toBe('no-cache');
  }
});

test('curl and uptime checks (Accept: */*) get the app page; /api 404s stay JSON', async () => {
  for (const route of ['/', '/login', '/taskboard']) {
    const response = await rawGet(`${e2eBaseUrl}${route}`, { accept: '*/*' });
    expect(response.status, route).toBe(200);
    expect(response.headers['content-type'], route).toContain('text/html');
    expect(response.body.toString(), route).toContain('<div');
  }
  const api = await rawGet(`${e2eBaseUrl}/api/no-such-call`, { accept: '*/*' });
  expect(api.status).toBe(404);
  expect(JSON.parse(api.body.toString())).toEqual({ detail: 'Not found' });
});

// What each public page shows before any script runs (its prerendered HTML), by its h1.
const publicPageHeadings: Record<string, string> = {
  '/homepage': 'Empower to Thrive!',
  '/login': 'Your Personalized TaskBoard',
  '/signup': 'Create your family account',
  '/forgot-password': 'Forgot your password?',
  '/reset-password': 'Choose a new password',
  '/verify-email': 'Verifying your e-mail',
  '/email-verification-sent': 'Check your e-mail',
  '/content': 'Articles for parents',
  '/content/tags/growth-mindset': 'Growth Mindset',
  '/content/the-power-of-yet': "The Power of 'Yet'",
};

test('every public page paints from its prerendered HTML, with scripts off', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of Object.entries(publicPageHeadings)) {
    const response = await page.goto(path);
    expect(response?.headers()['content-encoding'], path).toBe('br');
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // Styled too: the page's one stylesheet is linked from the HTML.
    expect(await page.locator('link[rel="stylesheet"]').count(), path).toBeGreaterThan(0);
    expect(await page.title(), path).toMatch(/Bitesize TaskBoard/);
  }
  await context.close();
});

/** Each prerendered form's submit button: a press before the app runs must not post the form. */
const prerenderedSubmits: Record<string, string> = {
  '/login': 'Login',
  '/signup': 'Sign Up',
  '/forgot-password': 'Send reset link',
  '/reset-password?token=abc': 'Reset password',
};

test("a prerendered form's button waits for the app: disabled with scripts off, enabled once hydrated", async ({
  browser,
  page,
}) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const painted = await scriptless.newPage();
  for (const [path, name] of Object.entries(prerenderedSubmits)) {
    await painted.goto(path);
    await expect(painted.getByRole('button', { name }), path).toBeDisabled();
  }
  await scriptless.close();

  for (const [path, name] of Object.entries(prerenderedSubmits)) {
    await page.goto(path);
    await expect(page.getByRole('button', { name }), path).toBeEnabled();
  }
});

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eBaseUrl}/api${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The content messages of a language, as its catalogue writes them. */
const contentMessages = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/messages/${language}/content.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

test('every article, the library and its tag pages paint from prerendered HTML with scripts off, title and description in the head', async ({
  browser,
}) => {
  const { results, totalPosts } = await apiGet<ContentListResponse>('/content?limit=100');
  expect(totalPosts).toBeGreaterThanOrEqual(12);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  for (const { url_id } of results) {
    const post = await apiGet<ContentPost>(`/content/${url_id}`);
    await page.goto(`/content/${url_id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title }), url_id).toBeVisible();
    expect(await page.title(), url_id).toBe(`${post.title} | Bitesize TaskBoard`);
    const description = page.locator('meta[name="description"]');
    await expect(description, url_id).toHaveAttribute('content', metaDescription(post.content));
    // The article itself, in its sandboxed frame: its first words are on screen.
    const firstWords = metaDescription(post.content).split(' ').slice(0, 4).join(' ');
    await expect(
      page.frameLocator(`iframe[title="${post.title.replaceAll('"', '\\"')}"]`).locator('body'),
      url_id,
    ).toContainText(firstWords);
  }

  // The library and every tag its articles carry: their first page of posts, as the API lists it.
  const tags = [...new Set(results.flatMap((post) => post.keywords))];
  expect(tags).toEqual(expect.arrayContaining(['growth-mindset', 'study-support', 'well-being']));
  for (const path of ['/content', ...tags.map((tag) => `/content/tags/${tag}`)]) {
    const { results: listed } = await apiGet<ContentListResponse>(`${path}?page=1&limit=10`);
    await page.goto(path);
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(cards, path).toHaveCount(listed.length);
    expect(await cards.getByRole('heading').allTextContents(), path).toEqual(
      listed.map((post) => post.title),
    );
  }

  // Every other language: the page's own words around the articles, its links in that language.
  for (const language of prefixedLanguages) {
    const words = contentMessages(language);
    await page.goto(`/${language}/content`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: words['content.heading'] }),
    ).toBeVisible();
    await page.goto(`/${language}/content/tags/growth-mindset`);
    await expect(
      page.getByRole('heading', { level: 1, name: words['content.tag.growthMindset'] }),
    ).toBeVisible();
    // The article in that language's words, as the API answers it there.
    const translated = await apiGet<ContentPost>(`/content/the-power-of-yet?lang=${language}`);
    expect(translated.title).not.toBe("The Power of 'Yet'");
    await page.goto(`/${language}/content/the-power-of-yet`);
    await expect(page.getByRole('heading', { level: 1, name: translated.title })).toBeVisible();
    await expect(page.getByRole('link', { name: words['content.allArticles'] })).toHaveAttribute(
      'href',
      `/${language}/content`,
    );
  }
  await context.close();
});

/** JavaScript budget of a first visit: the compressed scripts themselves. */
const FIRST_ROUTE_JS_BUDGET = 120 * 1024;
/**
 * /login's JavaScript over the wire, as Lighthouse counts it: each script's response headers
 * included (a policy header repeated on every script once cost 40 KB here).
 */
const LOGIN_JS_OVER_THE_WIRE = 120 * 1024;
/** Smaller shared chunks would make the first route wait on a chain of tiny requests. */
const SMALLEST_SHARED_CHUNK = 2 * 1024;

// In English, and in two translations (one CJK) with their own message catalogues.
for (const path of ['/homepage', '/login', '/ja/homepage', '/fr/login', '/ja/login']) {
  test(`a first visit to ${path} downloads its preloaded scripts, under the JavaScript budget`, async ({
    page,
  }) => {
    const html = (await rawGet(`${e2eBaseUrl}${path}`, { accept: 'text/html' })).body.toString();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    // The page policy lets the page's own scripts run and never has to block one.
    await page.addInitScript(() => {
      const blocked: string[] = [];
      (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy = blocked;
      document.addEventListener('securitypolicyviolation', (event) => {
        // zod probes once whether it may compile validators (`Function('')` in a try).
        if (event.blockedURI !== 'eval')
          blocked.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          compressed: entry.encodedBodySize,
          size: entry.decodedBodySize,
          overTheWire: entry.transferSize,
        })),
    );
    const routeModules = await page.evaluate(() => {
      const manifest = (window as unknown as { __reactRouterManifest: ManifestOfRoutes })
        .__reactRouterManifest;
      return Object.values(manifest.routes).map((route) => route.module);
    });

    // Every script of the first route is announced in the HTML: no request waits on another.
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(preloaded, script.path).toContain(script.path);
    // Compressed on the wire, and within the budget all together.
    for (const script of scripts) expect(script.compressed, script.path).toBeLessThan(script.size);
    const total = scripts.reduce((sum, script) => sum + script.compressed, 0);
    expect(total).toBeLessThanOrEqual(FIRST_ROUTE_JS_BUDGET);
    expect(
      await page.evaluate(
        () => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy,
      ),
    ).toEqual([]);
    if (path.endsWith('/login')) {
      const wire = scripts.reduce((sum, script) => sum + script.overTheWire, 0);
      expect(wire).toBeGreaterThan(total);
      expect(wire).toBeLessThanOrEqual(LOGIN_JS_OVER_THE_WIRE);
    }
    // Shared code comes in a few sizeable files; only the route modules themselves (one per
    // route, tiny by nature) and the bundler's runtime helpers may be smaller.
    const shared = scripts.filter(
      (script) => !routeModules.includes(script.path) && !/\/rolldown-runtime-/.test(script.path),
    );
    for (const script of shared) {
      expect(script.size, script.path).toBeGreaterThanOrEqual(SMALLEST_SHARED_CHUNK);
    }
  });
}

type ManifestOfRoutes = { routes: Record<string, { module: string }> };

test('a prerendered page hydrates with the query of its URL, without a hydration error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/email-verification-sent?email=parent%40example.test');
  await expect(
    page.getByText('We sent a verification e-mail to parent@example.test.'),
  ).toBeVisible();

  await page.goto('/login?redirectTo=%2Fbadges');
  await expect(page.locator('form')).toHaveAttribute('action', '/login?redirectTo=%2Fbadges');
  expect(errors).toEqual([]);
});

test('a prerendered content page hydrates without an error, then follows the reader: the page of its address, their page size, date format and session', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The article's sandboxed frame refuses the script Playwright itself puts in every frame
    // (Chromium alone logs nothing there): that refusal is the sandbox working, not the page.
    const sandboxRefusedPlaywright =
      message.location().url === 'about:srcdoc' &&
      message.text().startsWith('Blocked script execution');
    if (message.type() === 'error' && !sandboxRefusedPlaywright) errors.push(message.text());
  });
  const pagination = page.getByRole('navigation', { name: 'Pages of posts' });
  const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');

  // The page was drawn with page 1: the address asks for page 2.
  const second = await apiGet<ContentListResponse>('/content?page=2&limit=10');
  await page.goto('/content?page=2');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards.getByRole('heading')).toHaveText(second.results.map((post) => post.title));

  // A signed-in parent reads 20 posts a page (their items_per_page) and their date format.
  const session = await newSession(e2eBaseUrl);
  await page.evaluate(
    ([auth, preferences]) => {
      localStorage.setItem('auth', JSON.stringify(auth));
      localStorage.setItem('taskboard.preferences', JSON.stringify(preferences));
    },
    [storedAuth(session), { items_per_page: 20, date_format: 'YYYY-MM-DD' }] as const,
  );
  const all = await apiGet<ContentListResponse>('/content?page=1&limit=20');
  await page.goto('/content');
  await expect(cards).toHaveCount(all.results.length);
  await expect(pagination).toHaveCount(0);
  await expect(cards.first()).toContainText(all.results[0]!.publication_date);

  // A challenge can be added at once: the page knows the session once it has hydrated.
  await page.goto('/content/the-power-of-yet');
  await expect(page.getByRole('button', { name: 'Add as a goal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("on a phone, the top bar's links and buttons never overlap", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/homepage');
  const boxes = await page
    .getByRole('banner')
    .locator('a, button')
    .evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().toJSON()));
  expect(boxes.length).toBeGreaterThan(2);
  type Box = { left: number; right: number; top: number; bottom: number };
  const overlap = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const [i, a] of (boxes as Box[]).entries()) {
    for (const b of (boxes as Box[]).slice(i + 1)) expect(overlap(a, b)).toBe(false);
  }
});
