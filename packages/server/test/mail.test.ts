import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { outbox } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { newFamily, openTestDatabase, testConfig } from './helper';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail through SMTP_URL', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let smtpUrl: string;
  let database: OpenDatabase;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        // Stands for a mail server that is down or refuses the message.
        if (address.address.startsWith('bounce.'))
          return callback(new Error('mailbox unavailable'));
        return callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it('sends the verification link by SMTP and keeps nothing in the outbox', async () => {
    const config = { ...testConfig, smtpUrl, mailFrom: 'TaskBoard <board@example.com>' };
    const app = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(config, database.db),
    });
    const family = newFamily();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: family,
    });
    await app.close();

    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('board@example.com');
    expect(received[0]?.to).toEqual([family.email]);
    expect(received[0]?.data).toContain('Subject: Verify your e-mail');
    // Undo quoted-printable line wrapping and escaping before looking for the link.
    const body = received[0]?.data.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('a failing mail server neither fails sign-up nor changes the forgot-password answer', async () => {
    const config = { ...testConfig, smtpUrl };
    const logged: string[] = [];
    const app = await buildApp({
      config: { ...config, logLevel: 'error' },
      db: database.db,
      mailer: createMailer(config, database.db),
      logStream: { write: (line: string) => void logged.push(line) },
    });
    const family = { ...newFamily(), email: `bounce.${Date.now()}@example.com` };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: family,
    });
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: family.email },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: family.email, password: family.password },
    });
    await app.close();

    expect(registered.statusCode).toBe(201);
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ msg: 'Password reset email sent successfully.' });
    expect(login.statusCode).toBe(200);
    expect(logged.filter((l) => l.includes(`mail to ${family.email} failed`))).toHaveLength(2);
  });
});
