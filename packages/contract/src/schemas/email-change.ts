import { z } from 'zod';
import { requiredString } from './common';

// Changing a parent's e-mail address (PUT /users/profile with `email`): the new address waits
// until the link mailed to it is followed; the old address is told at once, with a link that
// undoes the change and ends every session. These are the two links' calls.

export const emailChangeMessages = {
  tokenRequired: 'The link has no token',
  confirmed: 'Your new e-mail address is confirmed. Log in with it from now on.',
  badConfirmLink:
    'This confirmation link is invalid, has expired, or was replaced by a newer change of address.',
  addressTaken: 'Another account now uses this e-mail address, so it cannot become yours.',
  cancelled:
    'The change of e-mail address is undone and every session of your account has ended. Choose a new password now: whoever asked for the change knew the old one.',
  badCancelLink: 'This link is invalid, has expired, or was already used.',
} as const;

/** POST /users/email-change/confirm and /cancel: the token of the mailed link. */
export const emailChangeTokenBody = z.object({
  token: requiredString(emailChangeMessages.tokenRequired).max(128, 'The link token is too long'),
});
export type EmailChangeTokenBody = z.infer<typeof emailChangeTokenBody>;

export const emailChangeConfirmResponse = z.object({
  message: z.string(),
  /** The account's login address from now on. */
  email: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponse>;

export const emailChangeCancelResponse = z.object({
  message: z.string(),
  /** The account's login address, the old one again. */
  email: z.string(),
});
export type EmailChangeCancelResponse = z.infer<typeof emailChangeCancelResponse>;
