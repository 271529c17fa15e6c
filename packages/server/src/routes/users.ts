import {
  currentUser,
  errorResponse,
  forgotPasswordBody,
  forgotPasswordResponse,
  loginBody,
  loginResponse,
  loginResult,
  logoutResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  resetPasswordResponse,
  twoFactorLoginBody,
  verifyEmailQuery,
  verifyEmailResponse,
} from '@taskboard/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { requestLanguage } from '../plugins/page-language';
import type { AttemptCounter } from '../security/attempt-counter';
import { normalizeIdentity } from '../security/identity';
import { clientNetwork } from '../security/client-network';
import type { SignupGuard } from '../security/signup-guard';
import { describeUserAgent } from '../security/user-agent';
import type { AccountsService } from '../services/accounts-service';

export interface UsersRoutesOptions {
  accounts: AccountsService;
  attempts: AttemptCounter;
  /** Attempts per minute per client address and account on the four sensitive calls. */
  authRateLimitPerMinute: number;
  /** New families per client address and hour (SIGNUP_LIMIT_PER_HOUR). */
  signupGuard: SignupGuard;
}

/** Reset e-mails one address can be sent in an hour at the asking of one client network. */
export const RESET_MAILS_PER_HOUR = 3;
/**
 * Reset e-mails one address can receive in an hour over every network: only a flood stops here,
 * so a stranger who spends an address's three cannot keep its owner from a reset link.
 */
export const RESET_MAILS_PER_HOUR_ANY_NETWORK = 10;
const resetMailsRefused = `At most ${RESET_MAILS_PER_HOUR} reset e-mails an hour go to one address. Please check your inbox or try again later.`;

const errors = {
  400: errorResponse,
  401: errorResponse,
  409: errorResponse,
  413: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { accounts, attempts, authRateLimitPerMinute, signupGuard },
) => {
  // Keyed by address and account: one family's many logins from one address stay within the
  // limit, while guessing one account's password from one address is slowed down.
  const limited = (identify: (request: FastifyRequest) => string) => ({
    auth: 'public' as const,
    rateLimit: {
      max: authRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `${request.routeOptions.url}|${request.ip}|${identify(request).trim().toLowerCase()}`,
    },
  });
  const bodyField = (field: string) => (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    return typeof body?.[field] === 'string' ? body[field] : '';
  };

  app.post(
    '/register',
    {
      config: limited(bodyField('email')),
      schema: {
        operationId: 'registerFamily',
        summary: 'Create a PARENT account and its primary CHILD account',
        description:
          'The primary child is named `<username>_kid` (then `_kid2`, `_kid3`… if taken). ' +
          'A verification e-mail is sent to the parent, written in `language` (without it, the ' +
          'language of the `taskboard.lang` cookie or of Accept-Language, else English), which ' +
          'also becomes the family’s language setting: later e-mails follow that setting.',
        tags: ['users'],
        body: registerBody,
        response: { 201: registerResponse, ...errors },
      },
    },
    // After validation: a form sent back with a mistake takes no place in the hour's count.
    async (request, reply) => {
      await signupGuard.reserve(request.ip);
      try {
        return reply
          .code(201)
          .send(await accounts.register(request.body, requestLanguage(request)));
      } catch (error) {
        await signupGuard.release(request.ip);
        throw error;
      }
    },
  );

  app.get(
    '/verify-email',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'verifyEmail',
        summary: 'Confirm an e-mail address with the link sent at sign-up',
        description:
          'Anyone holding the link may call it. A link that is unknown or no longer valid ' +
          'answers 400.',
        tags: ['users'],
        querystring: verifyEmailQuery,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request) => accounts.verifyEmail(request.query.token),
  );

  app.post(
    '/forgot-password',
    {
      config: limited(bodyField('email')),
      // A few reset mails an hour per address typed and client network, and a few more over
      // every network, so no mailbox can be flooded and a stranger's requests do not use up the
      // owner's. Counted whether or not the address has an account, so reaching it reveals nothing.
      preHandler: async (request) => {
        const address = normalizeIdentity(request.body.email);
        const fromHere = `reset-mail|${address}|${clientNetwork(request.ip)}`;
        if ((await attempts.hit(fromHere, 3_600_000)) > RESET_MAILS_PER_HOUR) {
          throw new HttpError(429, resetMailsRefused);
        }
        if (
          (await attempts.hit(`reset-mail-any|${address}`, 3_600_000)) >
          RESET_MAILS_PER_HOUR_ANY_NETWORK
        ) {
          throw new HttpError(429, resetMailsRefused);
        }
      },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset link (same answer for unknown e-mails)',
        description:
          'Anyone may call it. The answer is the same whether or not the address has an ' +
          'account; too many reset mails for one address answer 429.',
        tags: ['users'],
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, ...errors },
      },
    },
    async (request) => accounts.forgotPassword(request.body.email),
  );

  app.post(
    '/reset-password',
    {
      config: limited(() => ''),
      schema: {
        operationId: 'resetPassword',
        summary: 'Choose a new password with the link from the reset e-mail',
        description:
          'Anyone holding the link may call it. A link that is unknown or no longer valid ' +
          'answers 400.',
        tags: ['users'],
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse, ...errors },
      },
    },
    async (request) => accounts.resetPassword(request.body.token, request.body.new_password),
  );

  app.post(
    '/login',
    {
      // Limited in the service, which knows the family the typed name belongs to.
      config: { auth: 'public' },
      schema: {
        operationId: 'login',
        summary: "Log in with a parent's e-mail, or a child's username and the parent's password",
        description:
          'Answers a session; or, for a parent with two-factor sign-in on, ' +
          '`{ two_factor_required: true, challenge }` and no session: the challenge and a code ' +
          'go to POST /api/users/login/two-factor.',
        tags: ['users'],
        body: loginBody,
        response: { 200: loginResult, ...errors },
      },
    },
    async (request) =>
      accounts.login(
        request.body.email,
        request.body.password,
        describeUserAgent(request.headers['user-agent']),
        request.ip,
      ),
  );

  app.post(
    '/login/two-factor',
    {
      // Also limited per account in the service (codes tried, on every instance).
      config: limited(() => ''),
      schema: {
        operationId: 'loginTwoFactor',
        summary: "The login's second step: the challenge and an authenticator or recovery code",
        description:
          'A six-digit code from the authenticator app (each step works once) or one of the ' +
          'recovery codes (each works once). Answers the session, as POST /api/users/login does.',
        tags: ['users'],
        body: twoFactorLoginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) =>
      accounts.loginWithCode(
        request.body.challenge,
        request.body.code,
        describeUserAgent(request.headers['user-agent']),
        request.ip,
      ),
  );

  app.post(
    '/logout',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'logout',
        summary: 'End the session of the bearer token',
        description:
          'Any signed-in member may call it. The token stops working at once; other sessions ' +
          'are untouched.',
        tags: ['users'],
        security: [{ bearer: [] }],
        response: { 200: logoutResponse, ...errors },
      },
    },
    async (request) => accounts.logout(authOf(request).session.id),
  );

  app.get(
    '/me',
    {
      config: { auth: 'user' },
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in account',
        description:
          'Any signed-in member (a parent or a child) may call it. Answers the account of the ' +
          'bearer token.',
        tags: ['users'],
        security: [{ bearer: [] }],
        response: { 200: currentUser, ...errors },
      },
    },
    async (request) => accounts.currentUser(authOf(request).user),
  );
};
