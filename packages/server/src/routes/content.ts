import {
  contentListQuery,
  contentListResponse,
  contentPost,
  contentPostParams,
  contentTagParams,
  contentTagQuery,
  errorResponse,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from '../services/content-service';

const errors = { 404: errorResponse, 422: errorResponse };
const config = { auth: 'public' as const };

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
        summary: 'Published posts, newest first, ten to a page',
        tags: ['content'],
        querystring: contentListQuery,
        response: { 200: contentListResponse, ...errors },
      },
    },
    async (request) => content.list(request.query),
  );

  app.get(
    '/tags/:tag',
    {
      config,
      schema: {
        summary: 'Published posts carrying a keyword (matched whatever its case)',
        tags: ['content'],
        params: contentTagParams,
        querystring: contentTagQuery,
        response: { 200: contentListResponse, ...errors },
      },
    },
    async (request) => content.byTag(request.params.tag, request.query),
  );

  app.get(
    '/:url_id',
    {
      config,
      schema: {
        summary: 'One published post, its HTML sanitised when it was stored',
        tags: ['content'],
        params: contentPostParams,
        response: { 200: contentPost, ...errors },
      },
    },
    async (request) => content.post(request.params.url_id),
  );
};
