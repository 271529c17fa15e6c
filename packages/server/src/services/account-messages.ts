import { englishMessages } from '@taskboard/contract/messages';
/** What the account endpoints answer; the family endpoints share the username message. */
export const accountMessages = {
  registered: englishMessages['signup.done'],
  verified: englishMessages['signup.emailVerified'],
  badVerifyLink: englishMessages['signup.verificationLinkInvalid'],
  resetSent: englishMessages['passwordReset.mailSent'],
  resetDone: englishMessages['passwordReset.done'],
  badResetLink: englishMessages['passwordReset.linkInvalid'],
  badLogin: englishMessages['login.incorrect'],
  loggedOut: englishMessages['login.loggedOut'],
  usernameTaken: englishMessages['signup.usernameTaken'],
  emailTaken: englishMessages['signup.emailTaken'],
} as const;
