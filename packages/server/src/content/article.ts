/**
 * An article as the product ships it. The seed writes each one to the `posts` table at every
 * start (src/content/seed-posts.ts), so editing a file here updates the stored post.
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
}

/** Who writes the library: the product's own editorial team. */
export const EDITORS = 'Bitesize TaskBoard editors';

/** Joins paragraphs and headings written as a list into one HTML string. */
export const html = (...blocks: string[]) => blocks.join('\n');
