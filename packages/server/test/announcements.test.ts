import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnnounceUsageError, parseAnnounceArgs } from '../../../scripts/announce-args';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';
import { announcementBlocks, enqueueAnnouncement } from '../src/notifications/announcements';
import {
  backends,
  bearer,
  login,
  newFamily,
  openTestDatabase,
  queryRows,
  register,
  testConfig,
} from './helper';
import { repoRoot } from './spawned-server';
import { SmtpTestServer } from './smtp-test-server';

/** A folder of message files for the command's arguments. */
function files(contents: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'announce-'));
  for (const [name, text] of Object.entries(contents)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** The command's environment: the embedded database in `dataDir`. */
function embedded(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}

describe('the announce command’s arguments', () => {
  it('refuses marketing e-mail, and kinds it does not know', () => {
    const dir = files({ 'a.md': 'Hello' });
    const file = path.join(dir, 'a.md');
    for (const kind of ['marketing', 'marketing_emails']) {
      expect(() => parseAnnounceArgs(['--kind', kind, '--subject', 'Buy', '--file', file])).toThrow(
        /Marketing e-mails are never sent/,
      );
    }
    expect(() => parseAnnounceArgs(['--kind', 'digest', '--subject', 'S', '--file', file])).toThrow(
      AnnounceUsageError,
    );
  });

  it('reads one body for all, a body per language, or a directory of them', () => {
    const dir = files({
      'en.md': 'Hello all.\n\n- one\n- two\n',
      'fr.md': 'Subject: Bonjour\nBonjour à tous.',
      'notes.txt': 'not a language',
    });
    expect(
      parseAnnounceArgs(['--kind=newsletter', '--subject', 'Hi', '--file', `${dir}/en.md`]),
    ).toEqual({
      kind: 'newsletter',
      texts: { en: { subject: 'Hi', body: 'Hello all.\n\n- one\n- two' } },
    });
    expect(
      parseAnnounceArgs(['--kind', 'product_updates', '--subject', 'Hi', '--file', dir]),
    ).toEqual({
      kind: 'product_updates',
      texts: {
        en: { subject: 'Hi', body: 'Hello all.\n\n- one\n- two' },
        fr: { subject: 'Bonjour', body: 'Bonjour à tous.' },
      },
    });
    expect(
      parseAnnounceArgs([
        '--kind',
        'system_announcements',
        '--subject',
        'Hi',
        '--file-en',
        `${dir}/en.md`,
        '--file-de',
        `${dir}/fr.md`,
        '--subject-de',
        'Hallo',
      ]).texts.de,
    ).toEqual({ subject: 'Hallo', body: 'Bonjour à tous.' });
    // English is what every other language falls back to.
    expect(() =>
      parseAnnounceArgs(['--kind', 'newsletter', '--subject', 'S', '--file-fr', `${dir}/fr.md`]),
    ).toThrow(/English text is required/);
    expect(() => parseAnnounceArgs(['--kind', 'newsletter', '--file', `${dir}/en.md`])).toThrow(
      /--subject is required/,
    );
    expect(() =>
      parseAnnounceArgs(['--kind', 'newsletter', '--subject', 'S', '--file-xx', `${dir}/en.md`]),
    ).toThrow(/language must be one of/);
  });

  it('makes paragraphs and lists of a body', () => {
    expect(announcementBlocks('First line\nsame paragraph.\n\n- a\n- b\n\n\nLast.')).toEqual([
      { paragraph: 'First line\nsame paragraph.' },
      { list: ['a', 'b'] },
      { paragraph: 'Last.' },
    ]);
  });

  it('as a command, says why it sends no marketing and exits 2', () => {
    const dir = files({ 'a.md': 'Hello' });
    const run = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'announce',
        '--',
        '--kind',
        'marketing',
        '--subject',
        'S',
        '--file',
        `${dir}/a.md`,
      ],
      { cwd: repoRoot, encoding: 'utf8', env: embedded(dir) },
    );
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('Marketing e-mails are never sent');
  });

  it('as a command, asks to stop the server that holds the embedded database', () => {
    const dir = files({ 'a.md': 'Hello' });
    // This test's own process stands for a running server.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const run = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'announce',
        '--',
        '--kind',
        'newsletter',
        '--subject',
        'S',
        '--file',
        `${dir}/a.md`,
      ],
      { cwd: repoRoot, encoding: 'utf8', env: embedded(dir) },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(
      `A running server (PID ${process.pid}) holds the embedded database`,
    );
    expect(run.stderr).toContain('stop the server, run this command again');
  });
});

/**
 * The operator's announcements end to end: queued by the command's own function on the app's
 * database, sent by the app's job runner through a real SMTP server, unsubscribed by the mail's
 * one-click link.
 */
describe.each(backends)('announcements on %s', (backend) => {
  let database: OpenDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let smtp: SmtpTestServer;
  /** Noon UTC: outside every member's quiet hours. */
  let clock = new Date('2030-01-09T12:00:00Z');

  beforeAll(async () => {
    smtp = await new SmtpTestServer().start();
    database = await openTestDatabase(backend, { isolated: true });
    const config = { ...testConfig, smtpUrl: smtp.url };
    app = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(config, database.db),
      now: () => clock,
      runJobs: false,
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  /** A parent with a verified address, its language and notification settings as given. */
  async function member(language: string, notifications: Record<string, unknown>) {
    const family = await register(app, newFamily());
    await database.db.execute(
      sql`update users set is_verified = true where email = ${family.email}`,
    );
    const { token } = await login(app, family.email, family.password);
    for (const [section, payload] of [
      ['preferences', { language }],
      ['notifications', notifications],
    ] as const) {
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/users/settings/${section}`,
        headers: bearer(token),
        payload,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { ...family, token };
  }

  /** The mails to an address after the sign-up's own (the verification link). */
  const sent = (address: string, subject?: string) =>
    smtp.to(address, subject).filter((mail) => mail.subject !== 'Verify your e-mail');

  const announcement = {
    kind: 'product_updates' as const,
    texts: {
      en: { subject: 'New: goal due dates', body: 'Goals can have a due date.\n\n- Pick a day' },
      fr: {
        subject: 'Nouveau : échéances',
        body: 'Les objectifs ont une échéance.\n\n- Choisissez un jour',
      },
    },
  };

  async function announce(which: Parameters<typeof enqueueAnnouncement>[2] = announcement) {
    const result = await enqueueAnnouncement(database.db, app.jobs.enqueue, which);
    await app.jobs.runDue();
    return result;
  }

  it('mails each opted-in member once in its language with a one-click unsubscribe, no one else, and never twice', async () => {
    const french = await member('fr', { product_updates: true });
    const german = await member('de', { product_updates: true });
    const optedOut = await member('fr', { product_updates: false });
    const mailOff = await member('en', { product_updates: true, email_notifications: false });
    // A verified member who never chose: product updates are off until chosen.
    const untouched = await member('en', {});

    expect(await announce()).toEqual({ queued: 2, already: 0 });

    const [mail, ...more] = sent(french.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nouveau : échéances');
    expect(mail?.text).toContain('Les objectifs ont une échéance.');
    expect(mail?.text).toContain('- Choisissez un jour');
    expect(mail?.text).toContain('« Nouveautés de l’application »');
    expect(mail?.html).toContain('<li style="margin:0 0 6px">Choisissez un jour</li>');
    const link =
      /^<(http:\/\/localhost:3000\/api\/unsubscribe\/[A-Za-z0-9_-]+\/product_updates)>$/.exec(
        mail?.headers.get('list-unsubscribe') ?? '',
      )?.[1];
    expect(link).toBeDefined();
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(link);

    // No German text: the German member reads English, in a mail that speaks German around it.
    const english = sent(german.email);
    expect(english.map((m) => m.subject)).toEqual(['New: goal due dates']);
    expect(english[0]?.text).toContain('Goals can have a due date.');
    expect(english[0]?.text).toContain('„Neuigkeiten zur App“');
    for (const none of [optedOut, mailOff, untouched]) expect(sent(none.email)).toEqual([]);

    // The same announcement again: nothing more is queued or sent.
    const before = smtp.received.length;
    expect(await announce()).toEqual({ queued: 0, already: 2 });
    expect(smtp.received.length).toBe(before);

    // The mail client's one-click POST turns product updates off; the next one skips the member.
    const url = new URL(link!);
    const unsubscribed = await app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    const settings = await app.inject({
      url: '/api/users/settings',
      headers: bearer(french.token),
    });
    expect(settings.json().notifications.product_updates).toBe(false);
    const next = { ...announcement, texts: { en: { subject: 'Another', body: 'More news.' } } };
    expect(await announce(next)).toEqual({ queued: 1, already: 0 });
    expect(sent(french.email)).toHaveLength(1);
    expect(sent(german.email, 'Another')).toHaveLength(1);
  });

  it('sends system announcements unless Never, waits out quiet hours, and its link sets Never', async () => {
    await database.db.execute(
      sql`update user_settings set notifications = notifications || '{"system_announcements":"NEVER"}'::jsonb`,
    );
    const tokyo = await member('ja', {});
    await app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: bearer(tokyo.token),
      payload: { timezone: 'Asia/Tokyo' },
    });
    const never = await member('en', { system_announcements: 'NEVER' });
    // 21:00 in Tokyo: quiet hours; it goes at 07:00 local (22:00 UTC).
    clock = new Date('2030-01-10T12:00:00Z');
    const system = {
      kind: 'system_announcements' as const,
      texts: { en: { subject: 'Maintenance tonight', body: 'The board rests for an hour.' } },
    };
    expect(await announce(system)).toEqual({ queued: 1, already: 0 });
    expect(sent(tokyo.email)).toEqual([]);
    clock = new Date('2030-01-10T22:00:00Z');
    await app.jobs.runDue();
    const [mail] = sent(tokyo.email);
    expect(mail?.subject).toBe('Maintenance tonight');
    expect(mail?.text).toContain('「システムからのお知らせ」');
    expect(sent(never.email)).toEqual([]);

    const link = /<([^>]+)>/.exec(mail?.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/\/system_announcements$/);
    const unsubscribed = await app.inject({
      method: 'POST',
      url: new URL(link!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    const [row] = await queryRows<{ value: string }>(
      database,
      sql`select s.notifications->>'system_announcements' as value
          from user_settings s join users u on u.id = s.user_id where u.email = ${tokyo.email}`,
    );
    expect(row?.value).toBe('NEVER');
  });
});
