import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { ContentListResponse } from '@taskboard/contract';
import { e2eBaseUrl } from './support/environment';
import { rawGet } from './support/raw-get';

// What a search engine reads from the real build on the real server: robots.txt and sitemap.xml
// (answered by the server's own routes, from the database), and the public pages they list, each
// its prerendered HTML.
const client = fileURLToPath(new URL('../build/client', import.meta.url));

test('robots.txt keeps crawlers out of the API and the signed-in screens and names the sitemap', async () => {
  // The server's route answers it: no static copy in the build could shadow it.
  expect(existsSync(`${client}/robots.txt`)).toBe(false);
  const response = await rawGet(`${e2eBaseUrl}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  const lines = response.body.toString().split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /taskboard',
      'Disallow: /settings',
      `Sitemap: ${e2eBaseUrl}/sitemap.xml`,
    ]),
  );
});

test('sitemap.xml lists the public pages, the library, every tag and article, each prerendered', async () => {
  const response = await rawGet(`${e2eBaseUrl}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  const locations = [...response.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  const paths = locations.map((location) => {
    expect(location.startsWith(`${e2eBaseUrl}/`), location).toBe(true);
    return location.slice(e2eBaseUrl.length);
  });

  const { results } = (await (
    await fetch(`${e2eBaseUrl}/api/content?limit=100`)
  ).json()) as ContentListResponse;
  const tags = [...new Set(results.flatMap((post) => post.keywords))];
  expect(tags.length).toBeGreaterThanOrEqual(3);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/homepage',
      '/login',
      '/signup',
      '/privacy',
      '/terms',
      '/content',
      ...tags.map((tag) => `/content/tags/${tag}`),
      ...results.map((post) => `/content/${post.url_id}`),
    ]),
  );
  expect(new Set(paths).size).toBe(paths.length);

  // Each listed page is its prerendered HTML, as a crawler without JavaScript reads it.
  for (const path of paths) {
    const page = await rawGet(`${e2eBaseUrl}${path}`, { accept: 'text/html' });
    expect(page.status, path).toBe(200);
    expect(page.body.equals(readFileSync(`${client}${path}/index.html`)), path).toBe(true);
  }
});
