import { createHash, randomBytes } from 'node:crypto';
import { languages, type Language } from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import { JobDeferred, type JobHandler, type NewJob } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { message, translate, withWhy, type Block } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import { notificationsRepository } from '../repositories/notifications-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { defaultNotifications } from '../services/settings-service';
import { preferredTimeZone } from '../services/time-zone';
import { outsideQuietHours } from './local-time';

/**
 * Announcements an operator sends (`npm run announce`): system announcements, product updates
 * and the newsletter, each only to the members whose setting of that name asks for it, in the
 * member's language, with a one-click unsubscribe for its kind. Marketing e-mail is never sent.
 */
export const announcementKinds = ['system_announcements', 'product_updates', 'newsletter'] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];

export const ANNOUNCEMENT_JOB = 'announce.mail';

/** What the one-click link of each kind turns off (the notification setting of the same name). */
export const announcementSwitchOff: Record<AnnouncementKind, Record<string, unknown>> = {
  system_announcements: { system_announcements: 'NEVER' },
  product_updates: { product_updates: false },
  newsletter: { newsletter: false },
};

/**
 * Whether stored notification settings ask for this kind (with e-mail on): the flags
 * product_updates and newsletter on (off until chosen), system_announcements anything but Never
 * (Instant until chosen; an announcement is sent at once whatever its frequency).
 */
export function wantsAnnouncement(
  stored: Record<string, unknown> | null | undefined,
  kind: AnnouncementKind,
): boolean {
  const settings = { ...defaultNotifications, ...(stored ?? {}) } as Record<string, unknown>;
  if (settings.email_notifications === false) return false;
  const value = settings[kind];
  return kind === 'system_announcements' ? value !== 'NEVER' : value === true;
}

/** An announcement's words in one language: a subject and a body (paragraphs, `- ` lists). */
export interface AnnouncementText {
  subject: string;
  body: string;
}

export interface Announcement {
  kind: AnnouncementKind;
  /** English is required: a member whose language has no text reads English. */
  texts: Partial<Record<Language, AnnouncementText>> & { en: AnnouncementText };
}

/** One fingerprint of the kind and all its words: the same announcement again is the same one. */
export function announcementHash(announcement: Announcement): string {
  const texts = languages.flatMap((language) => {
    const text = announcement.texts[language];
    return text ? [[language, text.subject.trim(), text.body.trim()]] : [];
  });
  return createHash('sha256')
    .update(JSON.stringify([announcement.kind, texts]))
    .digest('hex')
    .slice(0, 40);
}

/**
 * Enqueues one job per member who asked for this kind, in the member's language (its words in
 * English when the announcement has none in that language). Each job's dedupe key is the announcement's fingerprint and the
 * member, so running the same announcement again queues nothing: answers how many were new and
 * how many members were already queued (or sent) this very announcement.
 */
export async function enqueueAnnouncement(
  db: Executor,
  enqueue: (job: NewJob, tx?: Executor) => Promise<number | undefined>,
  announcement: Announcement,
): Promise<{ queued: number; already: number }> {
  const repo = notificationsRepository(db);
  const languageOf = recipientLanguage(db);
  const hash = announcementHash(announcement);
  let queued = 0;
  let already = 0;
  for (const member of await repo.recipientsWithSettings()) {
    if (!wantsAnnouncement(member.notifications, announcement.kind)) continue;
    // The mail speaks the member's language around the words; those are English when the
    // announcement has none in it.
    const language = await languageOf(member.id);
    const text = announcement.texts[language] ?? announcement.texts.en;
    const id = await enqueue({
      kind: ANNOUNCEMENT_JOB,
      payload: {
        userId: member.id,
        kind: announcement.kind,
        language,
        subject: text.subject,
        body: text.body,
        hash,
      },
      dedupeKey: `announce:${hash}:${member.id}`,
    });
    if (id === undefined) already += 1;
    else queued += 1;
  }
  return { queued, already };
}

/** A body's blocks: paragraphs split on blank lines; a paragraph of `- ` lines is a list. */
export function announcementBlocks(body: string): Block[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): Block => {
      const lines = part.split('\n').map((line) => line.trim());
      return lines.every((line) => /^[-*] /.test(line))
        ? { list: lines.map((line) => line.slice(2).trim()) }
        : { paragraph: lines.join('\n') };
    });
}

export function announcementMail({
  to,
  parent,
  language,
  appUrl,
  unsubscribeLink,
  kind,
  subject,
  body,
}: {
  to: string;
  parent: string;
  language: Language;
  appUrl: string;
  unsubscribeLink: string;
  kind: AnnouncementKind;
  subject: string;
  body: string;
}) {
  return message({
    language,
    to,
    link: `${appUrl}/`,
    subject,
    greeting: translate(language, 'mail.greeting', { name: parent }),
    blocks: announcementBlocks(body),
    ...withWhy(translate(language, `mail.announcement.why.${kind}`), unsubscribeLink),
  });
}

/**
 * The job that sends one member its announcement: the member's setting is read again when it
 * goes (turned off meanwhile, nothing is sent), and quiet hours hold it until 07:00 local.
 */
export function announcementJobs({
  db,
  mailer,
  appUrl,
  now = () => new Date(),
}: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  now?: () => Date;
}): Record<string, JobHandler> {
  const repo = notificationsRepository(db);
  const settings = settingsRepository(db);
  const timeZoneOf = preferredTimeZone(db);
  return {
    async [ANNOUNCEMENT_JOB](payload, job) {
      const kind = payload.kind as AnnouncementKind;
      if (!announcementKinds.includes(kind)) throw new Error(`not an announcement kind: ${kind}`);
      const member = await repo.recipientFor(Number(payload.userId));
      // Only a parent's own address, still verified; a child has none of its own.
      if (!member || member.id !== Number(payload.userId)) return;
      if (!wantsAnnouncement((await settings.find(member.id))?.notifications, kind)) return;
      const at = now();
      const allowed = outsideQuietHours(at, await timeZoneOf(member));
      if (allowed.getTime() > at.getTime()) return new JobDeferred(allowed);
      const key = await repo.unsubscribeKey(member.id, randomBytes(24).toString('base64url'));
      const language = (
        languages.includes(payload.language as Language) ? payload.language : 'en'
      ) as Language;
      await mailer.send({
        ...announcementMail({
          to: member.email,
          parent: member.username,
          language,
          appUrl,
          unsubscribeLink: `${appUrl}/api/unsubscribe/${key}/${kind}`,
          kind,
          subject: String(payload.subject),
          body: String(payload.body),
        }),
        // A mail sent again after a crash mid-send is one message to a mail client.
        messageId: `<job-${job.id}@${new URL(appUrl).hostname}>`,
      });
    },
  };
}
