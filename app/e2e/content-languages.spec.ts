import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { startAppServer, type AppServer } from './support/app-server';
import { backlog, chooseLanguage, newSession } from './support/board-api';
import { e2eBaseUrl } from './support/environment';
import { openSignedIn } from './support/signed-in';

// The library as a French or a Japanese family reads it: the list and the article in their
// language, prerendered under its address, and its challenge added to the board under the title
// they read, which the board then shows in that language too.

const nbsp = '\u00a0';

const journeys = [
  {
    language: 'fr',
    listHeading: 'Articles pour les parents',
    posts: 'Articles',
    title: `Le pouvoir du «${nbsp}pas encore${nbsp}»`,
    english: "The Power of 'Yet'",
    section: 'Ajouter deux mots',
    keyword: 'état d’esprit de progression',
    keywords: 'Mots-clés',
    addGoal: 'Ajouter comme objectif',
    added: (title: string) => `«${nbsp}${title}${nbsp}» a été ajouté à votre tableau.`,
    openBoard: 'Ouvrir le TaskBoard',
    boardHeading: 'Mon Bitesize TaskBoard',
    goalCard: (title: string) => `Objectif${nbsp}: ${title}`,
  },
  {
    language: 'ja',
    listHeading: '保護者のための記事',
    posts: '記事一覧',
    title: '「まだ」のちから',
    english: "The Power of 'Yet'",
    section: 'ひとこと足すだけ',
    keyword: '成長マインドセット',
    keywords: 'キーワード',
    addGoal: '目標として追加',
    added: (title: string) => `「${title}」をボードに追加しました。`,
    openBoard: 'TaskBoard を開く',
    boardHeading: 'わたしの Bitesize TaskBoard',
    goalCard: (title: string) => `目標：${title}`,
  },
] as const;

for (const journey of journeys) {
  test(`a ${journey.language} parent reads an article in their language and adds it as a goal`, async ({
    page,
  }) => {
    const session = await newSession(e2eBaseUrl);
    await chooseLanguage(session, journey.language);
    await openSignedIn(page, session, `/${journey.language}/content`);

    // The library's list in the language: the article's card under its own title.
    await expect(page.locator('html')).toHaveAttribute('lang', journey.language);
    await expect(page.getByRole('heading', { level: 1, name: journey.listHeading })).toBeVisible();
    const posts = page.getByRole('list', { name: journey.posts });
    await expect(posts.getByRole('heading', { name: journey.english })).toHaveCount(0);
    await posts.getByRole('link', { name: journey.title, exact: true }).click();

    // The article, written in the language: its title, its body in a frame that says so, its
    // keywords' names; no note that it is in English.
    await expect(page).toHaveURL(new RegExp(`/${journey.language}/content/the-power-of-yet$`));
    await expect(page.getByRole('heading', { level: 1, name: journey.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /English|anglais|英語/ })).toHaveCount(
      0,
    );
    const body = page.frameLocator(`iframe[title="${journey.title}"]`);
    await expect(body.locator('html')).toHaveAttribute('lang', journey.language);
    await expect(body.getByRole('heading', { level: 2, name: journey.section })).toBeVisible();
    const keywords = page.getByRole('region', { name: journey.keywords });
    await expect(keywords.getByRole('link', { name: journey.keyword })).toHaveAttribute(
      'href',
      `/${journey.language}/content/tags/growth-mindset`,
    );

    // Added as a goal under the title the parent read.
    await page.getByRole('button', { name: journey.addGoal }).click();
    await expect(page.getByText(journey.added(journey.title))).toBeVisible();
    const { items } = await backlog(session);
    expect(items.map((item) => item.title)).toContain(journey.title);
    expect(items.map((item) => item.title)).not.toContain(journey.english);

    // The board, in the same language, shows the goal by that title.
    await page.getByRole('status').getByRole('link', { name: journey.openBoard }).click();
    await expect(page).toHaveURL(/\/taskboard$/);
    await expect(page.getByRole('heading', { level: 1, name: journey.boardHeading })).toBeVisible();
    await expect(
      page.getByRole('article', { name: journey.goalCard(journey.title) }),
    ).toBeVisible();
  });
}

test.describe('an article not written in the reader’s language', () => {
  // A server whose library holds one more article, written in English only (as one added to the
  // database after the build would be): started once to create and seed its database, the
  // article written into that database, then started again on it.
  const dataDir = mkdtempSync(join(tmpdir(), 'taskboard-e2e-english-only-'));
  const urlId = 'only-in-english-for-now';
  const title = 'Only in English for Now';
  let server: AppServer;

  test.beforeAll(async () => {
    test.setTimeout(400_000);
    await (await startAppServer({}, { dataDir })).stop();
    const database = new PGlite(join(dataDir, 'pglite'));
    await database.query(
      `insert into posts (url_id, title, running_title, content, author, publication_date,
         keywords, tags, target_age, challenge)
       values ($1, $2, 'A summary line written in English', '<p>Words written in English.</p>',
         'Bitesize TaskBoard editors', '2030-01-01', array['sleep'], array['sleep'], 4, false)`,
      [urlId, title],
    );
    await database.close();
    server = await startAppServer({}, { dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const { language, note, inEnglish, posts } of [
    {
      language: 'fr',
      note: `Cet article n’est pas encore écrit en français${nbsp}: vous le lisez dans sa version originale anglaise.`,
      inEnglish: 'En anglais',
      posts: 'Articles',
    },
    {
      language: 'ja',
      note: 'この記事はまだ日本語で書かれていないため、英語の原文を表示しています。',
      inEnglish: '英語',
      posts: '記事一覧',
    },
  ]) {
    test(`shows in English under a note in ${language}, never silently`, async ({ page }) => {
      await page.goto(`${server.baseUrl}/${language}/content/${urlId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible();
      // The article's own words are marked as English, the page around them is not.
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toHaveAttribute('lang', 'en');
      const body = page.frameLocator(`iframe[title="${title}"]`);
      await expect(body.locator('html')).toHaveAttribute('lang', 'en');
      await expect(body.getByText('Words written in English.')).toBeVisible();

      // In the list too: the card says it is in English; the others are in the language.
      await page.goto(`${server.baseUrl}/${language}/content`);
      const item = page
        .getByRole('list', { name: posts })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await expect(item.getByText(inEnglish, { exact: true })).toBeVisible();
      await expect(item.getByRole('article')).toHaveAttribute('lang', 'en');
      const list = page.getByRole('list', { name: posts });
      await expect(list.locator('article[lang="en"]')).toHaveCount(1);
      await expect(list.getByText(inEnglish, { exact: true })).toHaveCount(1);
      expect(await list.getByRole('article').count()).toBeGreaterThan(1);
    });
  }

  test('shows no note in English, its own language', async ({ page }) => {
    await page.goto(`${server.baseUrl}/content/${urlId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /not been written in your language/ }),
    ).toHaveCount(0);
    await expect(
      page.frameLocator(`iframe[title="${title}"]`).getByText('Words written in English.'),
    ).toBeVisible();
  });
});
