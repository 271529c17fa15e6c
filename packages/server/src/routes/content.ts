import {
  contentListQuery,
  contentListResponse,
  contentPost,
  contentPostParams,
  contentPostQuery,
  contentTagParams,
  contentTagQuery,
  errorResponse,
  type Language,
} from '@taskboard/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageLanguage } from '../plugins/page-language';
import type { ContentService } from '../services/content-service';

const errors = { 404: errorResponse, 422: errorResponse };
const config = { auth: 'public' as const };

/**
 * The reader's language: the one the call names (`lang`, as the app sends the language of the
 * page), else the one this device chose or the browser's, else English. An answer that followed
 * the headers says so to caches.
 */
function readerLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Language | undefined,
): Language {
  if (lang !== undefined) return lang;
  void reply.header('vary', 'Accept-Language, Cookie');
  return pageLanguage(request);
}

/** The public content library (content spec §7): no sign-in needed. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/',
    {
      config,
      schema: {
        operationId: 'listPosts',
        summary: "Published posts, newest first, ten to a page, in the reader's language",
        description:
          'Anyone may call it, signed in or not. Posts not yet published are never listed.',
        tags: ['content'],
        querystring: contentListQuery,
        response: { 200: contentListResponse, ...errors },
      },
    },
    async (request, reply) =>
      content.list(request.query, readerLanguage(request, reply, request.query.lang)),
  );

  app.get(
    '/tags/:tag',
    {
      config,
      schema: {
        operationId: 'listPostsByTag',
        summary: 'Published posts carrying a keyword (matched whatever its case)',
        description:
          'Anyone may call it, signed in or not. Posts not yet published are never listed.',
        tags: ['content'],
        params: contentTagParams,
        querystring: contentTagQuery,
        response: { 200: contentListResponse, ...errors },
      },
    },
    async (request, reply) =>
      content.byTag(
        request.params.tag,
        request.query,
        readerLanguage(request, reply, request.query.lang),
      ),
  );

  app.get(
    '/:url_id',
    {
      config,
      schema: {
        operationId: 'getPost',
        summary:
          "One published post in the reader's language, else in English (its language says which)",
        description:
          'Anyone may call it, signed in or not. A post that does not exist or is not published' +
          ' answers 404.',
        tags: ['content'],
        params: contentPostParams,
        querystring: contentPostQuery,
        response: { 200: contentPost, ...errors },
      },
    },
    async (request, reply) =>
      content.post(request.params.url_id, readerLanguage(request, reply, request.query.lang)),
  );
};
