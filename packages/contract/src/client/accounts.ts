import type { ApiRequest } from './request';
import {
  currentUser,
  forgotPasswordResponse,
  loginResponse,
  logoutResponse,
  registerResponse,
  resetPasswordResponse,
  verifyEmailResponse,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '../schemas/accounts';
import { emailChangeCancelResponse, emailChangeConfirmResponse } from '../schemas/email-change';
import { loginResult, type TwoFactorLoginBody } from '../schemas/two-factor';

/** Signing up, in and out, and the signed-in user's own account (under `users`). */
export function accountCalls(request: ApiRequest, clearAuth: () => void) {
  return {
    register: (body: RegisterBody) =>
      request('POST', '/users/register', { body, response: registerResponse }),
    verifyEmail: (token: string) =>
      request('GET', '/users/verify-email', { query: { token }, response: verifyEmailResponse }),
    /**
     * A session, or (two-factor sign-in on) a challenge for `loginTwoFactor`. A refused login
     * forgets any stored session (spec §8 LOGIN_ERROR).
     */
    login: async (body: LoginBody) => {
      try {
        return await request('POST', '/users/login', {
          body,
          response: loginResult,
          operation: { failure: 'LOGIN_ERROR' },
        });
      } catch (error) {
        clearAuth();
        throw error;
      }
    },
    /** The login's second step: the challenge and a code give the session. */
    loginTwoFactor: (body: TwoFactorLoginBody) =>
      request('POST', '/users/login/two-factor', {
        body,
        response: loginResponse,
        operation: { failure: 'LOGIN_ERROR' },
      }),
    logout: () => request('POST', '/users/logout', { auth: true, response: logoutResponse }),
    forgotPassword: (body: ForgotPasswordBody) =>
      request('POST', '/users/forgot-password', { body, response: forgotPasswordResponse }),
    resetPassword: (body: ResetPasswordBody) =>
      request('POST', '/users/reset-password', { body, response: resetPasswordResponse }),
    /** The link mailed to a new address: that address becomes the login. */
    confirmEmailChange: (token: string) =>
      request('POST', '/users/email-change/confirm', {
        body: { token },
        response: emailChangeConfirmResponse,
      }),
    /**
     * The link mailed to the old address: the change is undone and every session of the
     * account ends, this browser's too, so its stored session is forgotten.
     */
    cancelEmailChange: async (token: string) => {
      const answer = await request('POST', '/users/email-change/cancel', {
        body: { token },
        response: emailChangeCancelResponse,
      });
      clearAuth();
      return answer;
    },
    me: () =>
      request('GET', '/users/me', {
        auth: true,
        response: currentUser,
        operation: { failure: 'FETCH_USER_PROFILE_ERROR', invalid: 'INVALID_PROFILE_RESPONSE' },
      }),
  };
}
