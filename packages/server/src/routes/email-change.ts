import {
  emailChangeCancelResponse,
  emailChangeConfirmResponse,
  emailChangeTokenBody,
  errorResponse,
} from '@taskboard/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EmailChangeService } from '../services/email-change-service';

export interface EmailChangeRoutesOptions {
  emailChange: EmailChangeService;
  /** Attempts per minute per client address, as on the other mailed links. */
  authRateLimitPerMinute: number;
}

const errors = {
  400: errorResponse,
  409: errorResponse,
  413: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/**
 * The two links an e-mail change mails (PUT /users/profile asks for it). Public: the link is
 * the proof, as with verification and reset links; POST, so a mail scanner that opens links
 * changes nothing (the app's page makes the call).
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { emailChange, authRateLimitPerMinute },
) => {
  const config = {
    auth: 'public' as const,
    rateLimit: {
      max: authRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}|${request.ip}`,
    },
  };

  app.post(
    '/confirm',
    {
      config,
      schema: {
        operationId: 'confirmEmailChange',
        summary: 'Make a pending new e-mail the login, with the link mailed to it',
        description:
          'The link works once, for 24 hours, and only for the newest change asked for. ' +
          'The address taken by another account meanwhile: 409.',
        tags: ['settings'],
        body: emailChangeTokenBody,
        response: { 200: emailChangeConfirmResponse, ...errors },
      },
    },
    async (request) => emailChange.confirm(request.body.token),
  );

  app.post(
    '/cancel',
    {
      config,
      schema: {
        operationId: 'cancelEmailChange',
        summary: 'Undo an e-mail change with the link mailed to the old address',
        description:
          'Drops a pending change or undoes a confirmed one, and ends every session of the ' +
          'family. The link works once, for 7 days.',
        tags: ['settings'],
        body: emailChangeTokenBody,
        response: { 200: emailChangeCancelResponse, ...errors },
      },
    },
    async (request) => emailChange.cancel(request.body.token),
  );
};
