import type { ArticleTranslation } from '../../article';

/** The library's articles written in this language, by the url_id of their English original. */
export const es: Readonly<Record<string, ArticleTranslation>> = {};
