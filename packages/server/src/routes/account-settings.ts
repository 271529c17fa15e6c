import {
  accountExport,
  changePasswordBody,
  deleteAccountBody,
  deleteAccountResponse,
  errorResponse,
  messageResponse,
  profileUpdateBody,
  profileUpdateResponse,
  revokeAllResponse,
  sessionIdParams,
  sessionsResponse,
} from '@taskboard/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import type { AccountSettingsService } from '../services/account-settings-service';
import { englishMessages } from '@taskboard/contract/messages';

export interface AccountSettingsRoutesOptions {
  account: AccountSettingsService;
}

/** Deletion attempts per session in DELETION_WINDOW_MS. */
export const DELETION_ATTEMPTS = 5;
const DELETION_WINDOW_MS = 15 * 60_000;

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

// Per session, not per account: a stolen session that guesses the password blocks only itself,
// never the owner's own devices (its wrong passwords also count with the family's logins).
const sessionKey = (prefix: string) => (request: FastifyRequest) =>
  `${prefix}|${request.auth?.session.id ?? request.ip}`;

/** Profile and password under /users; sessions, export and deletion under /users/settings/account. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRoutesOptions> = async (
  app,
  { account },
) => {
  app.put(
    '/profile',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'updateProfile',
        summary: 'Change the username, e-mail, age or bio (only the changed fields)',
        description:
          'A new e-mail needs `current_password` (and `code` when two-factor sign-in is on); it ' +
          'stays pending, the old address the login, until the link mailed to it is followed, ' +
          "and the old address is told at once. Nothing changed: 400 'No changes detected to " +
          "update'; a taken username or e-mail: 409.",
        tags: ['settings'],
        security: [{ bearer: [] }],
        body: profileUpdateBody,
        response: { 200: profileUpdateResponse, ...errors },
      },
    },
    async (request) => account.updateProfile(authOf(request).user, request.body, request.ip),
  );

  app.post(
    '/change-password',
    {
      // Password attempts count with the family's other ones (the service's password guard).
      config: { auth: 'parent' },
      schema: {
        operationId: 'changePassword',
        summary: "Change the parent's password",
        description:
          'Ends every other session of the family (children log in with this password) and ' +
          "every reset link sent earlier. Wrong passwords count with the family's logins.",
        tags: ['settings'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      return account.changePassword(user, session, request.body, request.ip);
    },
  );

  app.get(
    '/settings/account/sessions',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listSessions',
        summary: "The signed-in user's live sessions, the current one marked",
        description: "Location is always 'Unknown': addresses are never sent to a lookup service.",
        tags: ['settings'],
        security: [{ bearer: [] }],
        response: { 200: sessionsResponse, ...errors },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      return account.sessions(user, session);
    },
  );

  app.post(
    '/settings/account/sessions/revoke-all',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'revokeOtherSessions',
        summary: 'End every session of the signed-in user but this one',
        description:
          'Any signed-in member may call it, for its own sessions only. The session making the ' +
          'call stays signed in.',
        tags: ['settings'],
        security: [{ bearer: [] }],
        response: { 200: revokeAllResponse, ...errors },
      },
    },
    async (request) => {
      const { user, session } = authOf(request);
      return account.revokeOtherSessions(user, session);
    },
  );

  app.post(
    '/settings/account/sessions/:sessionId/revoke',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'revokeSession',
        summary: 'End one session of the signed-in user',
        description:
          "Any signed-in member may call it, for its own sessions only; another user's session " +
          'answers 404.',
        tags: ['settings'],
        security: [{ bearer: [] }],
        params: sessionIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => account.revokeSession(authOf(request).user, request.params.sessionId),
  );

  app.get(
    '/settings/account/export',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'exportAccount',
        summary: 'Everything the account owns as a JSON file (a parent: its children too)',
        description:
          'Any signed-in member may call it, for its own account. Answers a JSON file to ' +
          'download, with a parent’s children included.',
        tags: ['settings'],
        security: [{ bearer: [] }],
        response: { 200: accountExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await account.exportData(authOf(request).user);
      const day = data.exported_at.slice(0, 10);
      void reply.header(
        'content-disposition',
        `attachment; filename="bitesize-taskboard-${day}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/settings/account/delete-immediate',
    {
      config: {
        auth: 'parent',
        rateLimit: {
          max: DELETION_ATTEMPTS,
          timeWindow: DELETION_WINDOW_MS,
          keyGenerator: sessionKey('delete-account'),
          errorResponseBuilder: () =>
            new HttpError(429, englishMessages['account.tooManyDeletionAttempts']),
        },
      },
      schema: {
        operationId: 'deleteAccount',
        summary: 'Delete the account now, with everything it owns (a parent: its children too)',
        description:
          "Needs the password and the exact text 'DELETE MY ACCOUNT'. One transaction; at most " +
          `${DELETION_ATTEMPTS} attempts per 15 minutes per session.`,
        tags: ['settings'],
        security: [{ bearer: [] }],
        body: deleteAccountBody,
        response: { 200: deleteAccountResponse, ...errors },
      },
    },
    async (request) => account.deleteAccount(authOf(request).user, request.body, request.ip),
  );
};
