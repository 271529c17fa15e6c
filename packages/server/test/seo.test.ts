import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationLanguage } from '../src/content/article';
import { articles } from '../src/content/articles';
import { seedDatabase } from '../src/db/seed';
import { storeArticles } from '../src/services/content-service';
import { backends, createTestApp, queryRows, type TestApp } from './helper';

const appUrl = 'https://taskboard.example';

describe.each(backends)('sitemap.xml and robots.txt on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { appUrl }, { isolated: true });
    await seedDatabase(t.database.db);
  });
  afterAll(() => t.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists the public pages, every tag page and every published article', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const listed = locs(response.body);
    for (const page of ['/homepage', '/login', '/signup', '/content', '/privacy', '/terms']) {
      expect(listed).toContain(`${appUrl}${page}`);
    }
    const published = await queryRows<{ url_id: string; tags: string[] }>(
      t.database,
      sql`select url_id, tags from posts where is_published`,
    );
    expect(published.length).toBeGreaterThanOrEqual(12);
    for (const post of published) {
      expect(listed).toContain(`${appUrl}/content/${encodeURIComponent(post.url_id)}`);
      for (const tag of post.tags) {
        expect(listed).toContain(`${appUrl}/content/tags/${encodeURIComponent(tag)}`);
      }
    }
    expect(listed).toContain(`${appUrl}/content/studysupport`);
    expect(listed).toContain(`${appUrl}/content/tags/growth-mindset`);
    // Each address once; nothing behind the log-in.
    expect(new Set(listed).size).toBe(listed.length);
    const paths = listed.map((loc) => loc?.slice(appUrl.length) ?? '');
    expect(
      paths.filter((path) => /^\/(users|settings|taskboard|profile|family)/.test(path)),
    ).toEqual([]);
  });

  it("lists each page under every language's address it is written in, with the others as alternates", async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const entryOf = (path: string) =>
      entries.find((entry) => entry.startsWith(`<loc>${appUrl}${path}</loc>`));
    const alternatesOf = (entry: string) =>
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    const languages = ['en', 'es', 'fr', 'de', 'zh', 'ja'];
    const expected = (path: string, written: readonly string[]) => [
      ...written.map((l) => `${l} ${appUrl}${l === 'en' ? '' : `/${l}`}${path}`),
      `x-default ${appUrl}${path}`,
    ];
    // A public page, a tag page and a shipped article: in every language, each entry naming all.
    const article = '/content/a-bedtime-wind-down-that-sticks';
    const bedtime = articles.find((a) => article.endsWith(a.urlId))!;
    const written = languages.filter(
      (l) => l === 'en' || bedtime.translations?.[l as TranslationLanguage],
    );
    expect(written).toContain('fr');
    for (const [path, inLanguages] of [
      ['/login', languages],
      ['/content', languages],
      ['/content/tags/sleep', languages],
      [article, written],
    ] as const) {
      for (const language of inLanguages) {
        const address = language === 'en' ? path : `/${language}${path}`;
        const entry = entryOf(address);
        expect(entry, address).toBeDefined();
        expect(alternatesOf(entry!), address).toEqual(expected(path, inLanguages));
      }
    }
    expect(entryOf(`/fr${article}`)).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('robots.txt allows the public pages and points at the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /settings');
    expect(lines).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(homepage|content|login|signup)/.test(line))).toBe(
      false,
    );
  });

  it('keeps both out of the API document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).not.toContain('/robots.txt');
    expect(Object.keys(doc.paths)).toContain('/api/users/list');
  });
});

// Adding and hiding articles changes what the content tests running beside this file on the
// shared PostgreSQL database count, so this runs on a PGlite database of its own.
describe('sitemap.xml as articles come and go', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp('pglite', { appUrl });
    await seedDatabase(a.database.db);
  });
  afterAll(() => a.close());

  it('lists a new article at once, escaped, and never an unpublished one', async () => {
    await storeArticles(a.database.db, [
      {
        urlId: 'tea-&-toast',
        title: 'Tea & toast',
        runningTitle: 'Breakfast together',
        content: '<p>Breakfast together.</p>',
        author: 'The TaskBoard team',
        publicationDate: '2024-05-01',
        keywords: ['Breakfast'],
        targetAge: 5,
        challenge: false,
      },
    ]);
    await a.database.db.execute(
      sql`insert into posts (url_id, title, running_title, content, author, publication_date,
            keywords, tags, is_published)
          values ('draft-post', 'Draft', 'Draft', '<p>Draft</p>', 'Team', '2024-05-02',
            array['Secret'], array['secret'], false)
          on conflict (url_id) do nothing`,
    );
    const body = (await a.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain(`<loc>${appUrl}/content/tea-%26-toast</loc>`);
    expect(body).toContain(`<loc>${appUrl}/content/tags/breakfast</loc>`);
    // Written in English only: listed in English alone, its default alternate the same address.
    const [tea] = [...body.matchAll(/<url><loc>[^<]*tea-%26-toast<\/loc>.*?<\/url>/g)].map(
      (m) => m[0],
    );
    expect(tea).toBeDefined();
    expect(body).not.toContain(`<loc>${appUrl}/fr/content/tea-%26-toast</loc>`);
    expect(tea).toContain(`hreflang="en" href="${appUrl}/content/tea-%26-toast"`);
    expect(tea).not.toContain('hreflang="fr"');
    expect(body).not.toContain('draft-post');
    expect(body).not.toContain('/content/tags/secret');
    // Well-formed: no raw '&' outside an entity.
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
