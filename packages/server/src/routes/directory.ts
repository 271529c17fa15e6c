import { errorResponse, usersListQuery, usersListResponse } from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { DirectoryService } from '../services/directory-service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  422: errorResponse,
};

/** The users directory (content spec §7 GET /users/list). */
export const directoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryService }> = async (
  app,
  { directory },
) => {
  app.get(
    '/list',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listUsers',
        summary: 'The users directory, or the users whose name (or shared e-mail) has the term',
        description:
          'Lists only users whose privacy settings let the caller see them: a PRIVATE user ' +
          "only to itself and, for a child, to the child's parent; a FRIENDS user to its own " +
          "family; a PUBLIC user to everyone, except that a child's account is never listed " +
          'outside its family. Outside the family, show_email, show_age ' +
          'and show_badges decide whether `email`, `age` and `badges` are sent at all; a term ' +
          'matches a name only when searchable_by_username is on, an e-mail only when both ' +
          'show_email and searchable_by_email are. Ordered by name.',
        tags: ['users'],
        security: [{ bearer: [] }],
        querystring: usersListQuery,
        response: { 200: usersListResponse, ...errors },
      },
    },
    async (request) => directory.list(authOf(request).user, request.query),
  );
};
