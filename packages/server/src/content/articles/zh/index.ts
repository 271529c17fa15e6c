import type { ArticleTranslation } from '../../article';

/** The library's articles written in this language, by the url_id of their English original. */
export const zh: Readonly<Record<string, ArticleTranslation>> = {};
