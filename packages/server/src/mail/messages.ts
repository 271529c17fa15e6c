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

/** Sent to a new address: following the link makes it the account's login. */
export function emailChangeConfirmMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new e-mail address',
    link,
    text:
      `Hi ${username},\n\nYou asked to use this address for your Bitesize TaskBoard account. ` +
      `Confirm it here:\n\n${link}\n\nThe link works once and expires in 24 hours. Until then ` +
      `you keep signing in with your current address. If you did not ask for this, ignore ` +
      `this message.\n`,
  };
}

/** Sent to the old address at once: who did not ask for the change undoes it with the link. */
export function emailChangeNoticeMail(
  to: string,
  username: string,
  maskedNewAddress: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: 'Your e-mail address is being changed',
    link,
    text:
      `Hi ${username},\n\nThe e-mail address of your Bitesize TaskBoard account is being ` +
      `changed to ${maskedNewAddress}.\n\nNot you? Secure your account: this link cancels the ` +
      `change and signs out every device, then lets you choose a new password:\n\n${link}\n\n` +
      `The link works once and for 7 days, even after the new address was confirmed. If it was ` +
      `you, there is nothing to do.\n`,
  };
}

export interface EarnedBadgeLine {
  /** Who earned it: the parent's own name or a child's. */
  username: string;
  name: string;
  tier: string;
  description: string;
}

export function badgeMail(to: string, parent: string, badge: EarnedBadgeLine, link: string) {
  const who = badge.username === parent ? 'You' : badge.username;
  return {
    to,
    subject: `New badge: ${badge.name} (${badge.tier.toLowerCase()})`,
    link,
    text:
      `Hi ${parent},\n\n${who} earned the ${badge.tier.toLowerCase()} ${badge.name} badge: ` +
      `${badge.description}.\n\nSee every badge here:\n\n${link}\n\n` +
      `You get this e-mail because badge achievements are set to Instant in your notification ` +
      `settings.\n`,
  } satisfies MailMessage;
}

export interface DigestMember {
  username: string;
  tasksDone: number;
  goalsClosed: number;
  badges: string[];
}

export function weeklyDigestMail(
  to: string,
  parent: string,
  week: { firstDay: string; lastDay: string },
  members: DigestMember[],
  link: string,
): MailMessage {
  const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const lines = members.map((m) => {
    const badges = m.badges.length > 0 ? `; badges: ${m.badges.join(', ')}` : '';
    return (
      `- ${m.username}: ${plural(m.tasksDone, 'task')} done, ` +
      `${plural(m.goalsClosed, 'goal')} closed${badges}`
    );
  });
  return {
    to,
    subject: `Your family's week on Bitesize TaskBoard (${week.firstDay} to ${week.lastDay})`,
    link,
    text:
      `Hi ${parent},\n\nHere is what your family did from ${week.firstDay} to ${week.lastDay}:\n\n` +
      `${lines.join('\n')}\n\nOpen the board:\n\n${link}\n\n` +
      `You get this weekly digest because e-mail notifications are on and task reminders are ` +
      `not set to Never in your notification settings.\n`,
  };
}
