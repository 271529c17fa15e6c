import type { ContentListResponse, ContentPost } from '@taskboard/contract';
import snapshot from 'virtual:content-snapshot';

// Read by the content routes' `loader`s, which run only while the build prerenders their pages
// (`ssr: false`): the server's answers the pages are drawn from. Every address the build
// prerenders is in the snapshot (react-router.config.ts lists them from it).

function answerFor(pagePath: string): unknown {
  const page = snapshot.pages[pagePath];
  if (!page) throw new Error(`The content snapshot holds no answer for ${pagePath}`);
  return page.answer;
}

/** The first page of the library (/content) or of a tag (/content/tags/{tag}). */
export const prerenderedList = (pagePath: string) => answerFor(pagePath) as ContentListResponse;

export const prerenderedPost = (urlId: string) => answerFor(`/content/${urlId}`) as ContentPost;
