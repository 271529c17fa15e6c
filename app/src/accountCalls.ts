// What the public pages' forms need to call the API: the client and the contract's schemas.
// They bring zod, the largest library of the app, so the public pages load this module only when
// a form is used (`loadAccountCalls`), never on their first paint.
export {
  ApiError,
  detailOr,
  errorCatalogue,
  failureMessage,
  forgotPasswordBody,
  loginBody,
  needsSecondFactor,
  PASSWORDS_DO_NOT_MATCH,
  registerBody,
  resetPasswordForm,
  twoFactorLoginBody,
} from '@taskboard/contract';
export { api } from './api';
