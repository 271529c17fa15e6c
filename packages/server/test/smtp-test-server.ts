import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as a mail client reads it: decoded subject, headers, plain-text and HTML parts. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  headers: Map<string, string>;
  text: string;
  html: string;
}

function quotedPrintable(data: string): Buffer {
  const bytes: number[] = [];
  const text = data.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (words) => {
      const bytes = [...words.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, kind, data]) =>
        kind!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64')
          : quotedPrintable(data!.replaceAll('_', ' ')),
      );
      return Buffer.concat(bytes).toString('utf8');
    });
}

function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split(/\r?\n/).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { headers, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') return quotedPrintable(body).toString('utf8');
  return Buffer.from(body, 'latin1').toString('utf8');
}

export function readMail(to: string[], raw: string): ReceivedMail {
  const { headers, body } = entity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => entity(part.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  const part = (type: string) => {
    const found = parts.find((p) => p.headers.get('content-type')?.startsWith(type));
    return found ? decodeBody(found.headers, found.body) : '';
  };
  return {
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    headers,
    text: part('text/plain').replaceAll('\r\n', '\n'),
    html: part('text/html'),
  };
}

/**
 * A real SMTP server in the test process (smtp-server), as a family's mail provider: it keeps
 * each message it accepts; `refuseNext(n)` answers the next n messages with a temporary
 * failure (451), as a provider that is briefly down.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private refusals: { count: number; address?: string } = { count: 0 };
  private held: { subject: string; arrived: () => void } | undefined;
  /** Messages held unanswered (never accepted): their sender was stopped in the middle. */
  readonly heldMessages: ReceivedMail[] = [];
  private server: SMTPServer;
  url = '';

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          const { count, address } = this.refusals;
          if (count > 0 && (address === undefined || to.includes(address))) {
            this.refusals.count -= 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            return callback(error);
          }
          const mail = readMail(to, data);
          if (this.held && mail.subject.includes(this.held.subject)) {
            // No answer, ever: the sender is left in the middle of sending.
            this.heldMessages.push(mail);
            this.held.arrived();
            this.held = undefined;
            return;
          }
          this.received.push(mail);
          callback();
        });
      },
    });
  }

  /** Answers the next `messages` messages (to `address` only, when given) with a 451. */
  refuseNext(messages: number, address?: string): void {
    this.refusals = { count: messages, ...(address ? { address } : {}) };
  }

  /** Holds the next message whose subject contains `subject` without answering; resolves when it came. */
  hold(subject: string): Promise<void> {
    return new Promise((arrived) => (this.held = { subject, arrived }));
  }

  /** Waits until a message to `address` with `subject` was accepted. */
  async waitFor(address: string, subject: string, timeoutMs = 60_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [found] = this.to(address, subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  to(address: string, subject?: string | RegExp): ReceivedMail[] {
    return this.received.filter(
      (m) =>
        m.to.includes(address) &&
        (subject === undefined ||
          (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))),
    );
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
