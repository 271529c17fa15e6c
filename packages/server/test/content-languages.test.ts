import { contentListResponse, contentPost } from '@taskboard/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITORS, type Article } from '../src/content/article';
import { articles } from '../src/content/articles';
import { tagNames } from '../src/content/articles/tag-names';
import { posts, postTranslations } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { storeArticles } from '../src/services/content-service';
import { backends, createTestApp, type TestApp } from './helper';
import { failureAnswer } from './failure-answer';

// The library in the reader's language: the language a call names, else the one the device chose
// (its cookie), else the browser's; an article not written in it comes in English and says so.

const bedtime = articles.find((a) => a.urlId === 'a-bedtime-wind-down-that-sticks')!;

describe.each(backends)('the content library in the reader’s language on %s', (backend) => {
  let t: TestApp;
  const prefix = `lang${Date.now().toString(36)}`;
  const tag = `${prefix}-tag`;
  /** Written in English and French only: in Japanese it falls back to English. */
  const partly: Article = {
    urlId: `${prefix}-partly`,
    title: 'Only in two languages',
    runningTitle: 'An article the tests wrote in English and French',
    author: EDITORS,
    publicationDate: '2001-01-01',
    keywords: [tag, 'sleep'],
    targetAge: 4,
    challenge: true,
    content: '<p>The English original.</p>',
    translations: {
      fr: {
        title: 'Seulement en deux langues',
        runningTitle: 'Un article écrit par les tests en anglais et en français',
        content: '<p>La version française.</p>',
      },
    },
  };

  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    await seedDatabase(t.database.db);
    await storeArticles(t.database.db, [partly]);
  });
  afterAll(async () => {
    await t.database.db.delete(posts).where(like(posts.urlId, `${prefix}%`));
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return { body: contentPost.parse(response.json()), headers: response.headers };
  };

  it('serves an article in the language the call names, each of the six', async () => {
    const url = `/api/content/${bedtime.urlId}`;
    const english = (await post(`${url}?lang=en`)).body;
    expect(english).toMatchObject({ title: bedtime.title, language: 'en' });
    expect(english.keyword_names).toEqual(bedtime.keywords);

    const french = (await post(`${url}?lang=fr`)).body;
    expect(french).toMatchObject({
      url_id: bedtime.urlId,
      title: bedtime.translations!.fr!.title,
      running_title: bedtime.translations!.fr!.runningTitle,
      language: 'fr',
      // The tags' addresses stay; their names are French.
      keywords: bedtime.keywords,
      keyword_names: bedtime.keywords.map((keyword) => tagNames.fr[keyword]),
      author: english.author,
      publication_date: english.publication_date,
      target_age: english.target_age,
    });
    expect(french.content).toContain('<h2>');
    expect(french.content).not.toBe(english.content);
    expect(french.keyword_names).toContain('sommeil');
  });

  it("follows the device's language cookie, then the browser's, then English", async () => {
    const url = `/api/content/${bedtime.urlId}`;
    const fr = bedtime.translations!.fr!.title;
    const byCookie = await post(url, { cookie: 'other=1; taskboard.lang=fr' });
    expect(byCookie.body.title).toBe(fr);
    // The answer depends on the headers: caches must keep each language apart.
    expect(String(byCookie.headers.vary)).toMatch(/Accept-Language/);
    expect(String(byCookie.headers.vary)).toMatch(/Cookie/);
    expect((await post(url, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).body.title).toBe(fr);
    // The cookie (the device's choice) wins over the browser's language, the call over both.
    expect(
      (await post(url, { cookie: 'taskboard.lang=en', 'accept-language': 'fr' })).body.language,
    ).toBe('en');
    const named = await post(`${url}?lang=en`, { cookie: 'taskboard.lang=fr' });
    expect(named.body.language).toBe('en');
    expect(named.headers.vary ?? '').not.toMatch(/Cookie/);
    // A language the library does not speak, or none at all: English.
    expect((await post(url, { 'accept-language': 'pt-BR' })).body.language).toBe('en');
    expect((await post(url)).body).toMatchObject({ language: 'en', title: bedtime.title });
  });

  it('lists and filters in the language asked for, the totals unchanged', async () => {
    const english = contentListResponse.parse((await get('/api/content?limit=100')).json());
    const french = contentListResponse.parse((await get('/api/content?limit=100&lang=fr')).json());
    expect(french.totalPosts).toBe(english.totalPosts);
    expect(french.results.map((p) => p.url_id)).toEqual(english.results.map((p) => p.url_id));
    const shipped = french.results.find((p) => p.url_id === bedtime.urlId)!;
    expect(shipped).toMatchObject({ title: bedtime.translations!.fr!.title, language: 'fr' });
    expect(shipped).not.toHaveProperty('content');

    const sleep = contentListResponse.parse(
      (await get('/api/content/tags/sleep?lang=fr&limit=100')).json(),
    );
    expect(sleep.results.map((p) => p.url_id)).toContain(bedtime.urlId);
    for (const result of sleep.results) {
      expect(result.keyword_names[result.keywords.indexOf('sleep')]).toBe('sommeil');
    }
  });

  it('falls back to English, saying so, for an article not written in the language', async () => {
    const url = `/api/content/${partly.urlId}`;
    expect((await post(`${url}?lang=fr`)).body).toMatchObject({
      title: 'Seulement en deux langues',
      content: '<p>La version française.</p>',
      language: 'fr',
    });
    const japanese = (await post(`${url}?lang=ja`)).body;
    expect(japanese).toMatchObject({
      title: partly.title,
      running_title: partly.runningTitle,
      content: partly.content,
      keyword_names: partly.keywords,
      language: 'en',
    });
    // In a list too: the post is there, in English, marked as such.
    const list = contentListResponse.parse((await get(`/api/content/tags/${tag}?lang=ja`)).json());
    expect(list.results).toEqual([
      expect.objectContaining({ url_id: partly.urlId, title: partly.title, language: 'en' }),
    ]);
  });

  it('refuses a language it does not know with 422 naming it, and changes nothing', async () => {
    for (const url of [
      `/api/content/${bedtime.urlId}?lang=pt`,
      '/api/content?lang=xx',
      '/api/content/tags/sleep?lang=EN',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toEqual(
        failureAnswer('The language must be one of en, es, fr, de, zh, ja'),
      );
    }
  });

  it('seeding again keeps one row per article and language, and restores a lost translation', async () => {
    const rows = async () =>
      t.database.db
        .select({ urlId: posts.urlId, language: postTranslations.language })
        .from(postTranslations)
        .innerJoin(posts, eq(posts.id, postTranslations.postId));
    const isShipped = (urlId: string) => articles.some((a) => a.urlId === urlId);
    const before = (await rows()).filter((r) => isShipped(r.urlId));
    const shipped = articles.flatMap((a) =>
      Object.keys(a.translations ?? {}).map((language) => ({ urlId: a.urlId, language })),
    );
    expect(before).toHaveLength(shipped.length);

    // A database from before the translations: the next start writes them.
    const [row] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.urlId, bedtime.urlId));
    await t.database.db.delete(postTranslations).where(eq(postTranslations.postId, row!.id));
    expect((await post(`/api/content/${bedtime.urlId}?lang=fr`)).body.language).toBe('en');
    await seedDatabase(t.database.db);
    await seedDatabase(t.database.db);
    const after = (await rows()).filter((r) => isShipped(r.urlId));
    expect(after).toHaveLength(shipped.length);
    expect(new Set(after.map((r) => `${r.urlId}/${r.language}`)).size).toBe(after.length);
    expect((await post(`/api/content/${bedtime.urlId}?lang=fr`)).body.title).toBe(
      bedtime.translations!.fr!.title,
    );

    // An edited translation is rewritten; one no longer shipped is removed.
    await storeArticles(t.database.db, [
      { ...partly, translations: { fr: { ...partly.translations!.fr!, title: 'Retouché' } } },
    ]);
    expect((await post(`/api/content/${partly.urlId}?lang=fr`)).body.title).toBe('Retouché');
    await storeArticles(t.database.db, [{ ...partly, translations: {} }]);
    expect((await post(`/api/content/${partly.urlId}?lang=fr`)).body.language).toBe('en');
    const [partlyRow] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.urlId, partly.urlId));
    expect(
      await t.database.db
        .select()
        .from(postTranslations)
        .where(eq(postTranslations.postId, partlyRow!.id)),
    ).toEqual([]);
  });
});
