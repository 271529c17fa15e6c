import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { EDITORS, type Article } from '../src/content/article';
import {
  contentPageAnswer,
  contentSnapshot,
  PRERENDERED_CONTENT_FILE,
} from '../src/content/prerendered-pages';
import type { OpenDatabase } from '../src/db/database';
import { posts } from '../src/db/schema';
import { contentService, storeArticles } from '../src/services/content-service';
import { backends, openTestDatabase, testConfig } from './helper';

// The content pages the app's build prerenders are drawn from the server's own answers; the
// server sends such a page only while the API still answers what it was drawn from, and the
// single-page shell (which asks the API) once an article changed in the database.
describe.each(backends)('prerendered content pages (%s)', (backend) => {
  const id = randomBytes(5).toString('hex');
  const tag = `prerendered-${id}`;
  const article: Article = {
    urlId: `prerendered-article-${id}`,
    title: 'Drawn at build time',
    runningTitle: 'What the page showed when it was built',
    author: EDITORS,
    publicationDate: '2026-02-03',
    keywords: [tag, 'sleep'],
    targetAge: 4,
    challenge: false,
    content: '<p>The words the page was prerendered with.</p>',
    translations: {
      fr: {
        title: 'Dessiné à la construction',
        runningTitle: 'Ce que la page montrait quand elle a été construite',
        content: '<p>Les mots avec lesquels la page a été dessinée.</p>',
      },
    },
  };
  const articlePath = `/content/${article.urlId}`;
  const tagPath = `/content/tags/${tag}`;
  /** Each page's own inline script, as the router's boot data differs from page to page. */
  const script = (page: string) => `window.page = ${JSON.stringify(page)};`;
  const html = (page: string) =>
    `<!doctype html><title>${page}</title><script>${script(page)}</script>`;
  const hashOf = (page: string) =>
    `'sha256-${createHash('sha256').update(script(page)).digest('base64')}'`;

  let database: OpenDatabase;
  let app: FastifyInstance;
  let staticDir: string;

  function writePage(page: string) {
    const file = path.join(staticDir, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html(page));
  }

  beforeAll(async () => {
    database = await openTestDatabase(backend, { isolated: true });
    await storeArticles(database.db, [article]);
    const content = contentService({ db: database.db });
    // What the build records: each page's answer fingerprint, as the snapshot gives it.
    const snapshot = await contentSnapshot(content);
    // Every page in every language, each drawn from the API's answer in that language.
    expect(Object.keys(snapshot)).toEqual(
      expect.arrayContaining([
        articlePath,
        tagPath,
        `/fr${articlePath}`,
        `/ja${articlePath}`,
        `/de${tagPath}`,
        '/zh/content',
      ]),
    );
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskboard-content-pages-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), html('shell'));
    for (const page of [articlePath, `/fr${articlePath}`, tagPath, '/content/unrecorded']) {
      writePage(page);
    }
    fs.writeFileSync(
      path.join(staticDir, PRERENDERED_CONTENT_FILE),
      JSON.stringify({
        [articlePath]: snapshot[articlePath]!.fingerprint,
        [`/fr${articlePath}`]: snapshot[`/fr${articlePath}`]!.fingerprint,
        [tagPath]: snapshot[tagPath]!.fingerprint,
      }),
    );
    app = await buildApp({ config: { ...testConfig, staticDir }, db: database.db });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    return response;
  };

  it('answers each content page with the bytes the content API sends for it', async () => {
    const content = contentService({ db: database.db });
    for (const [pagePath, api] of [
      [articlePath, `/api${articlePath}`],
      [tagPath, `/api${tagPath}?page=1&limit=10`],
      // The whole library's first page moves as other tests store posts on a shared server.
      ...(backend === 'pglite' ? [['/content', '/api/content?page=1&limit=10']] : []),
    ] as const) {
      const answer = await contentPageAnswer(content, pagePath);
      expect(answer, pagePath).toBe((await app.inject({ url: api })).body);
    }
    // Under a language's address, the API's answer in that language: the article in French,
    // and in English (saying so) where it is not written in the language.
    for (const [pagePath, api, language] of [
      [`/fr${articlePath}`, `/api${articlePath}?lang=fr`, 'fr'],
      [`/ja${articlePath}`, `/api${articlePath}?lang=ja`, 'en'],
      [`/fr${tagPath}`, `/api${tagPath}?page=1&limit=10&lang=fr`, undefined],
    ] as const) {
      const answer = await contentPageAnswer(content, pagePath);
      expect(answer, pagePath).toBe((await app.inject({ url: api })).body);
      if (language) expect(JSON.parse(answer!).language, pagePath).toBe(language);
    }
    expect(JSON.parse((await contentPageAnswer(content, `/fr${articlePath}`))!).title).toBe(
      'Dessiné à la construction',
    );
    expect(await contentPageAnswer(content, '/fr/content/no-such-post')).toBeNull();
    expect(await contentPageAnswer(content, '/content/no-such-post')).toBeNull();
    expect(await contentPageAnswer(content, '/homepage')).toBeNull();
  });

  it("sends a prerendered page allowing its own inline script only, each language's", async () => {
    for (const pagePath of [articlePath, `/fr${articlePath}`, tagPath]) {
      const response = await page(pagePath);
      expect(response.body, pagePath).toBe(html(pagePath));
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc, pagePath).toBe(`script-src 'self' ${hashOf(pagePath)}`);
    }
    // The API's answers run no inline script at all.
    const api = await app.inject({ url: `/api${articlePath}` });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('sends the shell for a content page the build recorded nothing for', async () => {
    expect((await page('/content/unrecorded')).body).toBe(html('shell'));
  });

  it('sends the shell once the article the page shows changed in the database', async () => {
    // Its French text edited: the French page is stale, the English one still current.
    await storeArticles(database.db, [
      {
        ...article,
        translations: { fr: { ...article.translations!.fr!, content: '<p>Retouché.</p>' } },
      },
    ]);
    expect((await page(`/fr${articlePath}`)).body).toBe(html('shell'));
    expect((await page(articlePath)).body).toBe(html(articlePath));
    await storeArticles(database.db, [article]);
    expect((await page(`/fr${articlePath}`)).body).toBe(html(`/fr${articlePath}`));

    // A later seed or migration edits the article's English text: its English page is stale,
    // the French one (its own words) still current; the tag's list shows no article text, so its
    // page still is what the API answers.
    await storeArticles(database.db, [{ ...article, content: '<p>Words edited later.</p>' }]);
    const shell = await page(articlePath);
    expect(shell.body).toBe(html('shell'));
    expect(String(shell.headers['content-security-policy'])).toContain(hashOf('shell'));
    expect((await page(`/fr${articlePath}`)).body).toBe(html(`/fr${articlePath}`));
    expect((await page(tagPath)).body).toBe(html(tagPath));

    // A new title is in the tag's list too.
    await storeArticles(database.db, [{ ...article, title: 'Renamed later' }]);
    expect((await page(tagPath)).body).toBe(html('shell'));

    // Back to what the build drew: the prerendered pages are current again.
    await storeArticles(database.db, [article]);
    expect((await page(articlePath)).body).toBe(html(articlePath));
    expect((await page(tagPath)).body).toBe(html(tagPath));

    // Unpublished: the API answers not found, the shell says so.
    await database.db
      .update(posts)
      .set({ isPublished: false })
      .where(eq(posts.urlId, article.urlId));
    expect((await page(articlePath)).body).toBe(html('shell'));
    expect((await page(`/fr${articlePath}`)).body).toBe(html('shell'));
    expect((await page(tagPath)).body).toBe(html('shell'));
  });

  it('sends the shell once another article joins the first page of the tag', async () => {
    await database.db
      .update(posts)
      .set({ isPublished: true })
      .where(eq(posts.urlId, article.urlId));
    expect((await page(tagPath)).body).toBe(html(tagPath));
    await storeArticles(database.db, [
      { ...article, urlId: `${article.urlId}-sequel`, title: 'A sequel' },
    ]);
    expect((await page(tagPath)).body).toBe(html('shell'));
  });
});
