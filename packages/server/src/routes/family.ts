import {
  createChildBody,
  errorResponse,
  familyAccountsResponse,
  messageResponse,
  removeChildBody,
  switchAccountBody,
  switchAccountResponse,
} from '@taskboard/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import { describeUserAgent } from '../security/user-agent';
import { familyParentId, type FamilyService } from '../services/family-service';

export interface FamilyRoutesOptions {
  family: FamilyService;
  /** Parent-password attempts per minute per client address and family, as for logins. */
  authRateLimitPerMinute: number;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

export const familyRoutes: FastifyPluginAsyncZod<FamilyRoutesOptions> = async (
  app,
  { family, authRateLimitPerMinute },
) => {
  // One counter for the three calls that check the parent's password, keyed by address and
  // family: guessing it through create, remove and switch together is slowed down as a login is.
  const passwordAttempts = app.rateLimit({
    max: authRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      `parent-password|${request.ip}|${request.auth ? familyParentId(request.auth.user) : ''}`,
  });
  // Only a request carrying a password is an attempt: a parent entering a child sends none.
  const limitPasswordAttempts = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { parent_password?: unknown } | undefined;
    const password = body?.parent_password;
    if (typeof password === 'string' && password.trim() !== '') {
      await passwordAttempts.call(app, request, reply);
    }
  };

  app.get(
    '/family-accounts',
    {
      config: { auth: 'user' },
      schema: {
        summary: "The caller's family: the parent, the primary child, then the other children",
        tags: ['family'],
        security: [{ bearer: [] }],
        response: { 200: familyAccountsResponse, ...errors },
      },
    },
    async (request) => family.accounts(authOf(request).user),
  );

  app.post(
    '/create-additional-child',
    {
      config: { auth: 'parent' },
      preValidation: limitPasswordAttempts,
      schema: {
        summary: 'Add a CHILD account to the family (parent password required)',
        description: "The child logs in with its username and the parent's password.",
        tags: ['family'],
        security: [{ bearer: [] }],
        body: createChildBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await family.createChild(authOf(request).user, request.body)),
  );

  app.delete(
    '/remove-child',
    {
      config: { auth: 'parent' },
      preValidation: limitPasswordAttempts,
      schema: {
        summary: 'Remove a non-primary CHILD account and all its data (parent password required)',
        tags: ['family'],
        security: [{ bearer: [] }],
        body: removeChildBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => family.removeChild(authOf(request).user, request.body),
  );

  app.post(
    '/switch-account',
    {
      config: { auth: 'user' },
      preValidation: limitPasswordAttempts,
      schema: {
        summary: 'A new session for another account of the family',
        description:
          'A parent switches into its children and a child into a sibling without a password; ' +
          "a child switching to the parent must send the parent's password.",
        tags: ['family'],
        security: [{ bearer: [] }],
        body: switchAccountBody,
        response: { 200: switchAccountResponse, ...errors },
      },
    },
    async (request) =>
      family.switchAccount(
        authOf(request).user,
        request.body,
        describeUserAgent(request.headers['user-agent']),
      ),
  );
};
