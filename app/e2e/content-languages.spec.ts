import { expect, test } from '@playwright/test';
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
