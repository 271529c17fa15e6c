import { randomBytes } from 'node:crypto';
import type { Language } from '@taskboard/contract';
import type { Database } from '../db/database';
import type { Mailer, MailMessage } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { notificationsRepository } from '../repositories/notifications-repository';
import { preferredTimeZone } from '../services/time-zone';
import { JobDeferred } from '../jobs/job-runner';
import { outsideQuietHours } from './local-time';

/**
 * The kinds of notification a member can switch off, each by one setting; the one-click
 * unsubscribe link of a mail names its kind.
 */
export const unsubscribeKinds = ['sign_in', 'badges', 'digest', 'tasks', 'goals'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

/** The parent who hears about a family: its address, language and clock. */
export interface Member {
  id: number;
  username: string;
  email: string;
  language: Language;
  timeZone: string;
}

export interface Notification {
  kind: UnsubscribeKind;
  /** Security mail (sign-in alerts) is sent in quiet hours too. */
  security?: boolean;
  /** The mail in the member's language, with the link that stops this kind. */
  mail: (member: Member, unsubscribeLink: string) => MailMessage;
  /**
   * The same news in a few words, for channels other than mail (push): a title, a line and the
   * app's path a click opens.
   */
  summary?: (member: Member) => { title: string; body: string; path: string };
}

/** Another way to reach a member (Web Push); given each notification as mail is sent. */
export type Channel = (member: Member, notification: Notification) => Promise<void>;

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
  channels?: Channel[];
  /** Where a channel's failure is reported: it never sends the mail again. */
  logError?: (error: unknown, message: string) => void;
}

/** A mail in a few words: its subject, its first sentence after the greeting, its link's path. */
export function summaryOfMail(mail: MailMessage, appUrl: string) {
  const [, first = ''] = mail.text.split('\n\n');
  const body = first.length > 200 ? `${first.slice(0, 199)}…` : first;
  const path =
    mail.link && mail.link.startsWith(appUrl) ? mail.link.slice(appUrl.length) || '/' : '/';
  return { title: mail.subject, body, path };
}

/**
 * "Deliver this notification to this member": by mail now, and by every other channel given.
 * Outside security mail it waits out the member's quiet hours (the job runs again at 07:00).
 */
export function memberDelivery({
  db,
  mailer,
  appUrl,
  now,
  channels = [],
  logError = () => {},
}: DeliveryDeps) {
  const repo = notificationsRepository(db);
  const languageOf = recipientLanguage(db);
  const timeZoneOf = preferredTimeZone(db);

  /** The parent whose mailbox hears about `userId` (itself or a child's parent), if verified. */
  async function memberFor(userId: number): Promise<(Member & { earner: string }) | undefined> {
    const recipient = await repo.recipientFor(userId);
    if (!recipient) return undefined;
    return {
      ...recipient,
      language: await languageOf(recipient.id),
      timeZone: await timeZoneOf(recipient),
    };
  }

  async function unsubscribeLink(member: Member, kind: UnsubscribeKind): Promise<string> {
    const key = await repo.unsubscribeKey(member.id, randomBytes(24).toString('base64url'));
    return `${appUrl}/api/unsubscribe/${key}/${kind}`;
  }

  return {
    memberFor,
    unsubscribeLink,
    /**
     * Sends it now, or answers when it may be sent (quiet hours). `messageId` keeps a mail sent
     * again after a crash one message to a mail client.
     */
    async deliver(
      member: Member,
      notification: Notification,
      { messageId }: { messageId?: string } = {},
    ): Promise<void | JobDeferred> {
      const at = now();
      if (!notification.security) {
        const allowed = outsideQuietHours(at, member.timeZone);
        if (allowed.getTime() > at.getTime()) return new JobDeferred(allowed);
      }
      const mail = notification.mail(member, await unsubscribeLink(member, notification.kind));
      await mailer.send({ ...mail, ...(messageId ? { messageId } : {}) });
      // The same news in a few words for the other channels, in the mail's words unless given.
      const told = {
        ...notification,
        summary: notification.summary ?? (() => summaryOfMail(mail, appUrl)),
      };
      for (const channel of channels) {
        try {
          await channel(member, told);
        } catch (error) {
          logError(error, `a ${notification.kind} notification could not go by another channel`);
        }
      }
    },
  };
}

export type MemberDelivery = ReturnType<typeof memberDelivery>;
