import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML (a button for its link), sent beside the plain text. */
  html?: string;
  /** The one link the message is about (verification or reset), printed in console mode. */
  link?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post for mail a member chose to get. */
  headers?: Record<string, string>;
  /** A stable Message-ID (a job's), so a mail sent again after a crash is one message to clients. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    close: () => transport.close(),
  };
}

/** Outbox records older than this are removed as new mail is written, and every hour. */
export const OUTBOX_KEEP_HOURS = 24;

/**
 * Without SMTP the message is printed (one line, with its full link: that is how a person on a
 * laptop verifies and resets) and a record of it kept in the outbox table for a day. The record
 * never holds a working link: tokens are blanked, so a copy of the database opens no account.
 */
export function consoleMailer(
  db: Database,
  print: (line: string) => void = console.log,
  { purgeEveryMs = 3_600_000 }: { purgeEveryMs?: number } = {},
): Mailer {
  const purge = () =>
    db
      .delete(outbox)
      .where(sql`${outbox.createdAt} < now() - make_interval(hours => ${OUTBOX_KEEP_HOURS})`);
  // A quiet server sends no mail for days: old records go on the hour all the same. A purge
  // that fails (the database briefly away) is simply tried again next hour.
  const timer = setInterval(() => void purge().catch(() => {}), purgeEveryMs);
  timer.unref();
  return {
    async send(message) {
      await purge();
      await db.insert(outbox).values({
        recipient: message.to,
        subject: message.subject,
        body: withoutTokens(message.text),
        link: message.link ? withoutTokens(message.link) : null,
      });
      print(
        `[mail] to=${message.to} subject="${message.subject}"` +
          (message.link ? ` link=${message.link}` : ''),
      );
    },
    close: () => clearInterval(timer),
  };
}

function withoutTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1(removed)');
}

/** The line start-up prints when a production server would print sign-in links to its console. */
export function consoleMailWarning(config: { smtpUrl: string | undefined; production: boolean }) {
  return config.production && !config.smtpUrl
    ? 'Warning: NODE_ENV=production but SMTP_URL is not set: e-mails, with their verification and reset links, go to this console instead of to families. Set SMTP_URL.'
    : undefined;
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string },
  db: Database,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : consoleMailer(db);
}
