import {
  createChildBody,
  errorResponse,
  familyAccountsResponse,
  helperShareBody,
  helperShareResponse,
  messageResponse,
  removeChildBody,
  switchAccountBody,
  switchAccountResponse,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import { describeUserAgent } from '../security/user-agent';
import type { FamilyService } from '../services/family-service';

export interface FamilyRoutesOptions {
  /** Counts every parent-password check against the family's limit, as logins do. */
  family: FamilyService;
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

export const familyRoutes: FastifyPluginAsyncZod<FamilyRoutesOptions> = async (app, { family }) => {
  app.get(
    '/family-accounts',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'listFamilyAccounts',
        summary: "The caller's family: the parent, the primary child, then the other children",
        description: 'Any signed-in member of the family (a parent or a child) may call it.',
        tags: ['family'],
        security: [{ bearer: [] }],
        response: { 200: familyAccountsResponse, ...errors },
      },
    },
    async (request) => family.accounts(authOf(request).user),
  );

  app.get(
    '/family/helper-share',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getHelperShare',
        summary: "The part of the family's daily helper allowance each child may use, in percent",
        description: 'Any signed-in member of the family may call it.',
        tags: ['family'],
        security: [{ bearer: [] }],
        response: { 200: helperShareResponse, ...errors },
      },
    },
    async (request) => family.helperShare(authOf(request).user),
  );

  app.put(
    '/family/helper-share',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'setHelperShare',
        summary: "Set each child's part of the family's daily helper allowance (10-100 %)",
        description:
          'Each child may use up to `percent` % of the daily allowance; the parent may use ' +
          'all of what is left. Checked on every helper call.',
        tags: ['family'],
        security: [{ bearer: [] }],
        body: helperShareBody,
        response: { 200: helperShareResponse, ...errors },
      },
    },
    async (request) => family.setHelperShare(authOf(request).user, request.body.percent),
  );

  app.post(
    '/create-additional-child',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'createChild',
        summary: 'Add a CHILD account to the family (parent password required)',
        description: "The child logs in with its username and the parent's password.",
        tags: ['family'],
        security: [{ bearer: [] }],
        body: createChildBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await family.createChild(authOf(request).user, request.body, request.ip)),
  );

  app.delete(
    '/remove-child',
    {
      config: { auth: 'parent' },
      schema: {
        operationId: 'removeChild',
        summary: 'Remove a non-primary CHILD account and all its data (parent password required)',
        description:
          'Parent accounts only; a wrong password is refused. The primary child cannot be ' +
          'removed.',
        tags: ['family'],
        security: [{ bearer: [] }],
        body: removeChildBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => family.removeChild(authOf(request).user, request.body, request.ip),
  );

  app.post(
    '/switch-account',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'switchAccount',
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
        request.ip,
        authOf(request).session.id,
      ),
  );
};
