import {
  errorResponse,
  recoveryCodesResponse,
  twoFactorConfirmBody,
  twoFactorDisableResponse,
  twoFactorPasswordAndCodeBody,
  twoFactorSetupResponse,
} from '@taskboard/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../plugins/auth';
import type { TwoFactorService } from '../services/two-factor-service';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

const parentsOnly = 'Parent accounts only: a child account answers 403.';

/**
 * Two-factor sign-in (TOTP) of the signed-in parent, under /users/two-factor. Whether it is on
 * is `security.two_factor_enabled` of GET /users/settings. Every code checked here counts
 * against the account's code limit.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor },
) => {
  app.post(
    '/setup',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'startTwoFactorSetup',
        summary: 'Start enrolment: a new secret for an authenticator app',
        description:
          'Answers the secret (for typing by hand) and its otpauth:// link (for the QR code). ' +
          'It waits for a code at /confirm; a second set-up replaces an unconfirmed one. 409 ' +
          `when two-factor sign-in is already on. ${parentsOnly}`,
        tags: ['two-factor'],
        security: [{ bearer: [] }],
        response: { 200: twoFactorSetupResponse, ...errors },
      },
    },
    async (request) => twoFactor.setup(authOf(request).user),
  );

  app.post(
    '/confirm',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'confirmTwoFactor',
        summary: 'Turn two-factor sign-in on with a code from the authenticator app',
        description:
          'Answers ten one-time recovery codes. They are shown this once: only their digests ' +
          `are kept. ${parentsOnly}`,
        tags: ['two-factor'],
        security: [{ bearer: [] }],
        body: twoFactorConfirmBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) => twoFactor.confirm(authOf(request).user, request.body.code, request.ip),
  );

  app.post(
    '/disable',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
        description:
          'Parent accounts only: a child account answers 403. A wrong password or code is ' +
          'refused.',
        tags: ['two-factor'],
        security: [{ bearer: [] }],
        body: twoFactorPasswordAndCodeBody,
        response: { 200: twoFactorDisableResponse, ...errors },
      },
    },
    async (request) => twoFactor.disable(authOf(request).user, request.body, request.ip),
  );

  app.post(
    '/recovery-codes',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'regenerateRecoveryCodes',
        summary:
          'Make ten new recovery codes with the password and a code; the old ones stop working',
        description:
          'Parent accounts only: a child account answers 403. A wrong password or code is ' +
          'refused.',
        tags: ['two-factor'],
        security: [{ bearer: [] }],
        body: twoFactorPasswordAndCodeBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request) =>
      twoFactor.regenerateRecoveryCodes(authOf(request).user, request.body, request.ip),
  );
};
