import type { MailMessage } from './mailer';

export function verificationMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail',
    link,
    text:
      `Hi ${username},\n\nWelcome to Bitesize TaskBoard! Please confirm your e-mail address by ` +
      `opening this link:\n\n${link}\n\nThe link works once and expires in 24 hours.\n`,
  };
}

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    link,
    text:
      `Hi ${username},\n\nSomeone asked to reset the password of your Bitesize TaskBoard account. ` +
      `If it was you, choose a new password here:\n\n${link}\n\nThe link works once and expires ` +
      `in 1 hour. If it was not you, ignore this message: your password stays the same.\n`,
  };
}
