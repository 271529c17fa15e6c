import type { ApiRequest } from './request';
import {
  recoveryCodesResponse,
  twoFactorDisableResponse,
  twoFactorSetupResponse,
  type TwoFactorPasswordAndCodeBody,
} from '../schemas/two-factor';

/** Two-factor sign-in: enrolment, recovery codes and turning it off. */
export function twoFactorCalls(request: ApiRequest) {
  return {
    /** Starts enrolment: a new secret that waits for a code to confirm it. */
    setup: () =>
      request('POST', '/users/two-factor/setup', {
        auth: true,
        response: twoFactorSetupResponse,
      }),
    confirm: (code: string) =>
      request('POST', '/users/two-factor/confirm', {
        auth: true,
        body: { code },
        response: recoveryCodesResponse,
      }),
    disable: (body: TwoFactorPasswordAndCodeBody) =>
      request('POST', '/users/two-factor/disable', {
        auth: true,
        body,
        response: twoFactorDisableResponse,
      }),
    regenerateRecoveryCodes: (body: TwoFactorPasswordAndCodeBody) =>
      request('POST', '/users/two-factor/recovery-codes', {
        auth: true,
        body,
        response: recoveryCodesResponse,
      }),
  };
}
