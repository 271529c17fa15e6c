import type { Language } from '@taskboard/contract';

/** The languages an article may be written in besides English, its original. */
export type TranslationLanguage = Exclude<Language, 'en'>;
export const translationLanguages = [
  'es',
  'fr',
  'de',
  'zh',
  'ja',
] as const satisfies readonly TranslationLanguage[];

/**
 * An article written in another language: not word for word, but as a parenting writer of that
 * language would put it. Its tags' names come from the language's tag list (articles/tag-names.ts).
 */
export interface ArticleTranslation {
  title: string;
  runningTitle: string;
  /** HTML; it goes through the sanitiser before it is stored, as the original does. */
  content: string;
}

/**
 * An article as the product ships it. The seed writes each one to the `posts` table at every
 * start (src/db/seed.ts), so editing a file here updates the stored post.
 */
export interface Article {
  /** The post's address: /content/{urlId}. */
  urlId: string;
  title: string;
  /** The one-line summary under the title. */
  runningTitle: string;
  author: string;
  /** YYYY-MM-DD. */
  publicationDate: string;
  /** Lower-case, dash-joined: each one is also a tag page, /content/tags/{keyword}. */
  keywords: string[];
  /** The youngest age the article is for; a number above 27 marks it as written for parents. */
  targetAge: number | null;
  /** A challenge can be added to the board as a goal. */
  challenge: boolean;
  /** HTML; it still goes through the sanitiser before it is stored. */
  content: string;
  /**
   * The article in other languages; one missing is served in English with a note saying so.
   * The seed stores exactly these, so a translation removed here is removed from the database.
   */
  translations?: Partial<Record<TranslationLanguage, ArticleTranslation>>;
}

/** Who writes the library: the product's own editorial team. */
export const EDITORS = 'Bitesize TaskBoard editors';

/** Joins paragraphs and headings written as a list into one HTML string. */
export const html = (...blocks: string[]) => blocks.join('\n');
