import type { ApiRequest } from './request';
import { contentListResponse, contentPost, type ContentListQuery } from '../schemas/content';
import type { Language } from '../schemas/settings';

/** The published posts, for everyone. */
export function contentCalls(request: ApiRequest) {
  return {
    list: (query: ContentListQuery = {}, signal?: AbortSignal) =>
      request('GET', '/content/', {
        query: { ...query, is_published: 'true' },
        response: contentListResponse,
        signal,
      }),
    byTag: (tag: string, query: ContentListQuery = {}, signal?: AbortSignal) =>
      request('GET', `/content/tags/${encodeURIComponent(tag)}`, {
        query,
        response: contentListResponse,
        signal,
      }),
    /** The post in `lang` where it is written in it, else in English (its `language` says). */
    post: (urlId: string, signal?: AbortSignal, lang?: Language) =>
      request('GET', `/content/${encodeURIComponent(urlId)}`, {
        query: { lang },
        response: contentPost,
        signal,
      }),
  };
}
