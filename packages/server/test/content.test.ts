import { contentListResponse, contentPost, POST_NOT_FOUND } from '@taskboard/contract';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, like } from 'drizzle-orm';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationLanguages, type Article } from '../src/content/article';
import { articles, translations } from '../src/content/articles';
import { tagNames } from '../src/content/articles/tag-names';
import { articleText } from '../src/content/sanitize';
import { posts, postTranslations, seedState } from '../src/db/schema';
import { referenceFingerprint, seedDatabase } from '../src/db/seed';
import { mediaRedirect, storeArticles } from '../src/services/content-service';
import { builtInFlavors } from '../src/services/flavors';
import { backends, createTestApp, type TestApp } from './helper';
import { xssPayloads } from './xss-payloads';
import { failureAnswer } from './failure-answer';

const allowedTags = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'a',
  'br',
  'hr',
  'figure',
  'figcaption',
  'img',
]);
const allowedAttributes: Record<string, Set<string>> = {
  a: new Set(['href', 'title', 'rel', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
};

/**
 * Problems a browser could turn into running code, found by an HTML parser independent of the
 * sanitiser: any element or attribute outside the allow-list, any event handler, any URL that
 * is not http(s) (or mailto for links), and any link that keeps a handle on this page.
 */
function activeParts(html: string): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!allowedTags.has(name)) problems.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!allowedAttributes[name]?.has(attribute)) problems.push(`${name}[${attribute}]`);
          if (attribute === 'href' || attribute === 'src') {
            // Browsers drop control characters and spaces before reading a scheme (java\tscript:).
            // eslint-disable-next-line no-control-regex -- the characters browsers ignore in a URL
            const url = value.replace(/[\u0000-\u0020]/g, '');
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
            const allowed = name === 'img' ? ['https'] : ['http', 'https', 'mailto'];
            const relativeLink = name === 'a' && !scheme && !url.startsWith('//');
            if (!relativeLink && (!scheme || !allowed.includes(scheme)))
              problems.push(`${name}[${attribute}=${value}]`);
          }
        }
        if (name === 'a' && attributes.rel !== 'noopener noreferrer')
          problems.push('a without rel');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}

const words = (html: string) =>
  articleText(html)
    .split(' ')
    .filter((w) => /[A-Za-z]/.test(w)).length;

const article = (urlId: string, content: string, extra: Partial<Article> = {}): Article => ({
  urlId,
  title: `Test post ${urlId}`,
  runningTitle: 'A post made by the tests',
  author: 'Bitesize TaskBoard editors',
  publicationDate: '2000-01-01',
  keywords: ['test-only'],
  targetAge: 5,
  challenge: false,
  content,
  ...extra,
});

describe('the shipped articles', () => {
  it('are at least 12, each 300-900 words, with every field of a content post', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(articles.map((a) => a.urlId)).toContain('studysupport');
    expect(new Set(articles.map((a) => a.urlId)).size).toBe(articles.length);
    for (const a of articles) {
      const count = words(a.content);
      expect(count, a.urlId).toBeGreaterThanOrEqual(300);
      expect(count, a.urlId).toBeLessThanOrEqual(900);
      expect(a.title.length, a.urlId).toBeGreaterThan(3);
      expect(a.runningTitle.length, a.urlId).toBeGreaterThan(10);
      expect(a.author, a.urlId).not.toBe('');
      expect(a.publicationDate, a.urlId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.keywords.length, a.urlId).toBeGreaterThan(0);
      for (const keyword of a.keywords) expect(keyword).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.targetAge === null || Number.isInteger(a.targetAge), a.urlId).toBe(true);
      // The shipped HTML needs nothing the sanitiser would remove.
      expect(activeParts(a.content), a.urlId).toEqual([]);
    }
  });

  it('cover the three featured tags and include challenges', () => {
    for (const tag of ['growth-mindset', 'study-support', 'well-being']) {
      expect(articles.filter((a) => a.keywords.includes(tag)).length, tag).toBeGreaterThan(1);
    }
    expect(articles.some((a) => a.challenge)).toBe(true);
    expect(articles.some((a) => (a.targetAge ?? 0) > 27)).toBe(true);
  });
});

/** How long an article is in a language: words where words are spaced, characters where not. */
function length(html: string, language: string): number {
  const text = articleText(html);
  return language === 'zh' || language === 'ja'
    ? text.replace(/[\s\p{P}]/gu, '').length
    : text.split(' ').filter((w) => /\p{L}/u.test(w)).length;
}

const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1;

/** A pattern whose \\b edges are those of words in any script (début holds no word "but"). */
const wordBoundaries = (pattern: string) =>
  pattern.replaceAll(
    '\\b',
    '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))',
  );

describe('the shipped translations', () => {
  it('name only shipped articles, and write every one in every language', () => {
    const shipped = new Set(articles.map((a) => a.urlId));
    for (const language of translationLanguages) {
      for (const urlId of Object.keys(translations[language])) {
        expect(shipped.has(urlId), `${language}: ${urlId}`).toBe(true);
      }
    }
    const missing = articles.flatMap((a) =>
      translationLanguages
        .filter((language) => !a.translations?.[language])
        .map((language) => `${language}: ${a.urlId}`),
    );
    expect(missing).toEqual([]);
  });

  it('are whole articles in their language, with the original headings, and clean HTML', () => {
    for (const a of articles) {
      for (const [language, translation] of Object.entries(a.translations ?? {})) {
        const where = `${language}: ${a.urlId}`;
        expect(translation.title.length, where).toBeGreaterThan(3);
        expect(translation.title, where).not.toBe(a.title);
        expect(translation.runningTitle, where).not.toBe(a.runningTitle);
        expect(translation.runningTitle.length, where).toBeLessThanOrEqual(300);
        expect(translation.title.length, where).toBeLessThanOrEqual(200);
        // As long as the original, give or take (Chinese and Japanese counted in characters).
        const floor = language === 'zh' || language === 'ja' ? 500 : 270;
        expect(length(translation.content, language), where).toBeGreaterThanOrEqual(floor);
        // The same outline: each section and each list item of the original is there.
        for (const tag of ['h2', 'li', 'ul', 'ol']) {
          expect(count(translation.content, tag), `${where} <${tag}>`).toBe(count(a.content, tag));
        }
        expect(activeParts(translation.content), where).toEqual([]);
      }
    }
  });

  it("keep to the interface's glossary: no word it says to avoid, the product named as it is", () => {
    for (const language of translationLanguages) {
      const glossary = JSON.parse(
        fs.readFileSync(
          fileURLToPath(
            new URL(`../../../app/src/i18n/glossary/${language}.json`, import.meta.url),
          ),
          'utf8',
        ),
      ) as { terms: Record<string, { word: string; avoid?: string[] }> };
      for (const a of articles) {
        const translation = a.translations![language]!;
        const text = [
          translation.title,
          translation.runningTitle,
          articleText(translation.content),
        ];
        for (const [term, { avoid = [] }] of Object.entries(glossary.terms)) {
          for (const pattern of avoid) {
            const found = text.join('\n').match(new RegExp(wordBoundaries(pattern), 'iu'));
            expect(found?.[0], `${language}: ${a.urlId} says "${found?.[0]}" for ${term}`).toBe(
              undefined,
            );
          }
        }
        // Where the original names the product, so does the translation.
        const named = (html: string) => html.split('TaskBoard').length - 1;
        expect(named(translation.content), `${language}: ${a.urlId}`).toBe(named(a.content));
      }
    }
  });

  it("name every shipped article's tags in every language", () => {
    const tags = new Set(articles.flatMap((a) => a.keywords));
    for (const language of translationLanguages) {
      for (const tag of tags) expect(tagNames[language][tag], `${language}: ${tag}`).toBeTruthy();
    }
  });
});

describe('mediaRedirect', () => {
  const base = 'https://media.example.com/posts/';
  it('follows only a leading link under the configured media store', () => {
    const to = 'https://media.example.com/posts/sleep.pdf';
    expect(mediaRedirect(`<p><a href="${to}" rel="noopener noreferrer">x</a></p>`, base)).toBe(to);
    expect(mediaRedirect(`<a href="${to}">x</a>`, base)).toBe(to);
    expect(mediaRedirect(`<a href="${to}">x</a>`, undefined)).toBeNull();
    expect(mediaRedirect(`<p>Intro</p><p><a href="${to}">x</a></p>`, base)).toBeNull();
    expect(mediaRedirect('<a href="https://evil.test/posts/x">x</a>', base)).toBeNull();
    expect(
      mediaRedirect('<a href="https://media.example.com.evil.test/posts/x">x</a>', base),
    ).toBeNull();
    expect(mediaRedirect('<a href="https://media.example.com/other/x">x</a>', base)).toBeNull();
    expect(mediaRedirect('<a href="http://media.example.com/posts/x">x</a>', base)).toBeNull();
    expect(mediaRedirect('<a href="/posts/x">x</a>', base)).toBeNull();
  });
});

describe.each(backends)('content API on %s', (backend) => {
  let t: TestApp;
  const testPrefix = `t${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp(
      backend,
      { mediaBaseUrl: 'https://media.example.com/posts/' },
      { isolated: true },
    );
    await seedDatabase(t.database.db);
  });
  afterAll(async () => {
    await t.database.db.delete(posts).where(like(posts.urlId, `${testPrefix}%`));
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function publishedCount(): Promise<number> {
    return (await t.database.db.select().from(posts).where(eq(posts.isPublished, true))).length;
  }

  it('seeding twice keeps one row per article and rewrites an article edited in the code', async () => {
    await seedDatabase(t.database.db);
    const rows = await t.database.db.select().from(posts);
    for (const a of articles)
      expect(
        rows.filter((r) => r.urlId === a.urlId),
        a.urlId,
      ).toHaveLength(1);

    const edited = { ...articles[0]!, title: 'An edited title' };
    await seedDatabase(t.database.db, {
      flavors: builtInFlavors,
      articles: [edited, ...articles.slice(1)],
    });
    expect((await get(`/api/content/${edited.urlId}`)).json().title).toBe('An edited title');
    await seedDatabase(t.database.db);
    expect((await get(`/api/content/${edited.urlId}`)).json().title).toBe(articles[0]!.title);
  });

  it('a start with the same reference data as the last seed writes nothing', async () => {
    await seedDatabase(t.database.db);
    const [stored] = await t.database.db.select().from(seedState);
    expect(stored?.fingerprint).toBe(referenceFingerprint({ flavors: builtInFlavors, articles }));
    // Changed behind the seed's back: the next seed with unchanged data leaves it alone.
    await storeArticles(t.database.db, [{ ...articles[0]!, title: 'Changed in the database' }]);
    await seedDatabase(t.database.db);
    expect((await get(`/api/content/${articles[0]!.urlId}`)).json().title).toBe(
      'Changed in the database',
    );
    await storeArticles(t.database.db, [articles[0]!]);
  });

  it('lists published posts ten to a page, newest first, with the total, without signing in', async () => {
    const total = await publishedCount();
    expect(total).toBeGreaterThanOrEqual(12);
    const first = await get('/api/content/?page=1&limit=10&is_published=true');
    expect(first.statusCode).toBe(200);
    const page1 = contentListResponse.parse(first.json());
    expect(page1.totalPosts).toBe(total);
    expect(page1.results).toHaveLength(10);
    expect(page1.results[0]).not.toHaveProperty('content');
    const dates = page1.results.map((p) => p.publication_date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const page2 = contentListResponse.parse((await get('/api/content?page=2')).json());
    expect(page2.results).toHaveLength(Math.min(10, total - 10));
    const seen = new Set([...page1.results, ...page2.results].map((p) => p.url_id));
    expect(seen.size).toBe(page1.results.length + page2.results.length);

    const pages = Math.ceil(total / 10);
    const beyond = contentListResponse.parse((await get(`/api/content?page=${pages + 1}`)).json());
    expect(beyond).toEqual({ results: [], totalPosts: total });

    const defaults = contentListResponse.parse((await get('/api/content')).json());
    expect(defaults.results.map((p) => p.url_id)).toEqual(page1.results.map((p) => p.url_id));
  });

  it.each([
    ['page=0', 'The page must be a whole number from 1'],
    ['page=-1', 'The page must be a whole number from 1'],
    ['page=abc', 'The page must be a whole number from 1'],
    ['page=1.5', 'The page must be a whole number from 1'],
    ['limit=0', 'The limit must be a whole number from 1 to 100'],
    ['limit=101', 'The limit must be a whole number from 1 to 100'],
    ['is_published=false', 'Only published posts can be listed (is_published=true)'],
  ])('refuses %s with 422 and a detail', async (query, detail) => {
    const response = await get(`/api/content?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(failureAnswer(detail));
  });

  it('filters by tag whatever its case, with the same pagination', async () => {
    const expected = articles.filter((a) => a.keywords.includes('growth-mindset')).length;
    for (const tag of ['growth-mindset', 'Growth-Mindset', 'GROWTH-MINDSET']) {
      const body = contentListResponse.parse((await get(`/api/content/tags/${tag}`)).json());
      expect(body.totalPosts, tag).toBe(expected);
      expect(body.results.every((p) => p.keywords.includes('growth-mindset'))).toBe(true);
    }
    const small = contentListResponse.parse(
      (await get('/api/content/tags/growth-mindset?page=2&limit=2')).json(),
    );
    expect(small.results).toHaveLength(Math.min(2, expected - 2));
    expect((await get('/api/content/tags/no-such-tag')).json()).toEqual({
      results: [],
      totalPosts: 0,
    });
    const bad = await get('/api/content/tags/%3Cscript%3E');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe('The tag may only contain letters, digits and dashes');
    expect((await get('/api/content/tags/study-support?page=0')).statusCode).toBe(422);
  });

  it('serves one post, the default studysupport included, and 404s the rest', async () => {
    const response = await get('/api/content/studysupport');
    expect(response.statusCode).toBe(200);
    const post = contentPost.parse(response.json());
    expect(post).toMatchObject({ url_id: 'studysupport', redirect_url: null });
    expect(post.content).toContain('<p>');

    const missing = await get('/api/content/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(failureAnswer(POST_NOT_FOUND));
    expect((await get('/api/content/bad%20id')).statusCode).toBe(422);
  });

  it('hides unpublished posts from the list, the tags and the detail', async () => {
    const urlId = `${testPrefix}-draft`;
    await storeArticles(t.database.db, [
      article(urlId, '<p>Draft</p>', { keywords: [`${testPrefix}-tag`] }),
    ]);
    await t.database.db.update(posts).set({ isPublished: false }).where(eq(posts.urlId, urlId));
    expect((await get(`/api/content/${urlId}`)).statusCode).toBe(404);
    expect((await get(`/api/content/tags/${testPrefix}-tag`)).json().totalPosts).toBe(0);
    const all = contentListResponse.parse((await get('/api/content?limit=50')).json());
    expect(all.results.map((p) => p.url_id)).not.toContain(urlId);
  });

  it('redirects only posts that open with a link into the media store', async () => {
    const media = `${testPrefix}-media`;
    const elsewhere = `${testPrefix}-elsewhere`;
    await storeArticles(t.database.db, [
      article(
        media,
        '<p><a href="https://media.example.com/posts/sleep-chart.pdf">Sleep chart</a></p>',
      ),
      article(elsewhere, '<p><a href="https://evil.test/posts/x">Somewhere else</a></p>'),
    ]);
    expect((await get(`/api/content/${media}`)).json().redirect_url).toBe(
      'https://media.example.com/posts/sleep-chart.pdf',
    );
    expect((await get(`/api/content/${elsewhere}`)).json().redirect_url).toBeNull();
  });

  it(`stores and serves ${xssPayloads.length} XSS payloads inert in a translation too`, async () => {
    const stored = xssPayloads.map((payload, index) =>
      article(`${testPrefix}-xss-fr-${index}`, '<p>Original</p>', {
        translations: {
          fr: {
            title: `Article piégé ${index}`,
            runningTitle: 'Un article écrit par les tests',
            content: `<p>Avant</p>${payload}<p>Après</p>`,
          },
        },
      }),
    );
    await storeArticles(t.database.db, stored);
    for (const [index, payload] of xssPayloads.entries()) {
      const urlId = `${testPrefix}-xss-fr-${index}`;
      const [row] = await t.database.db
        .select({ content: postTranslations.content })
        .from(postTranslations)
        .innerJoin(posts, eq(posts.id, postTranslations.postId))
        .where(eq(posts.urlId, urlId));
      expect(activeParts(row!.content), payload).toEqual([]);
      const served = contentPost.parse((await get(`/api/content/${urlId}?lang=fr`)).json());
      expect(served.language).toBe('fr');
      expect(activeParts(served.content), payload).toEqual([]);
      expect(served.content, payload).toContain('<p>Avant</p>');
      expect(served.content.toLowerCase(), payload).not.toMatch(
        /<script|javascript:|onerror|onload/,
      );
    }
  });

  it(`stores and serves ${xssPayloads.length} XSS payloads inert`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    const stored = xssPayloads.map((payload, index) =>
      article(`${testPrefix}-xss-${index}`, `<p>Before</p>${payload}<p>After</p>`),
    );
    await storeArticles(t.database.db, stored);
    for (const [index, payload] of xssPayloads.entries()) {
      const urlId = `${testPrefix}-xss-${index}`;
      // What the table holds is already clean, not only what the API sends.
      const [row] = await t.database.db.select().from(posts).where(eq(posts.urlId, urlId));
      expect(activeParts(row!.content), payload).toEqual([]);
      const served = contentPost.parse((await get(`/api/content/${urlId}`)).json());
      expect(activeParts(served.content), payload).toEqual([]);
      expect(served.content, payload).toContain('<p>Before</p>');
      expect(served.content.toLowerCase(), payload).not.toMatch(
        /<script|javascript:|onerror|onload/,
      );
    }
  });
});
