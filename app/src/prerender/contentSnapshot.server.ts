import type { ContentListResponse, ContentPost } from '@taskboard/contract';
import snapshot from 'virtual:content-snapshot';
import { pathInLanguage, type UiLanguage } from '../i18n/languages';

// Read by the content routes' `loader`s, which run only while the build prerenders their pages
// (`ssr: false`): the server's answers the pages are drawn from, each address in its language
// (/fr/content/{url_id} is the article as the API answers it in French). Every address the build
// prerenders is in the snapshot (react-router.config.ts lists them from it).

function answerFor(pagePath: string): unknown {
  const page = snapshot.pages[pagePath];
  if (!page) throw new Error(`The content snapshot holds no answer for ${pagePath}`);
  return page.answer;
}

/** The first page of the library (/content) or of a tag (/content/tags/{tag}), in a language. */
export const prerenderedList = (pagePath: string, language: UiLanguage) =>
  answerFor(pathInLanguage(pagePath, language)) as ContentListResponse;

export const prerenderedPost = (urlId: string, language: UiLanguage) =>
  answerFor(pathInLanguage(`/content/${urlId}`, language)) as ContentPost;
