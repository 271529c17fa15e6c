import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about (verification or reset), printed in console mode. */
  link?: string;
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
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP the message is printed (one line, with its full link) and kept in the outbox
 * table, so sign-up, verification and reset work on a laptop with nothing configured.
 */
export function consoleMailer(db: Database, print: (line: string) => void = console.log): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        link: message.link ?? null,
      });
      print(
        `[mail] to=${message.to} subject="${message.subject}"` +
          (message.link ? ` link=${message.link}` : ''),
      );
    },
    close: () => {},
  };
}

export function createMailer(
  config: { smtpUrl: string | undefined; mailFrom: string },
  db: Database,
): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : consoleMailer(db);
}
