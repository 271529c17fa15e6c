import { META_DESCRIPTION_LENGTH } from '@taskboard/contract';

// The content pages' small rules (content spec §2, §9), free of React so they are unit-tested.
export { featuredTagIcons, tagIcon, tagNameInPosts, titleCaseTag } from './tags';

/** The `page` of a list's address, 1 when it is missing or not a page number. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The article as plain text: tags dropped, common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's description meta: the first 150 characters of the article's text. */
export const metaDescription = (html: string) => plainText(html).slice(0, META_DESCRIPTION_LENGTH);
