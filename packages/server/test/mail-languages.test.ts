import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@taskboard/contract';
import { buildApp } from '../src/app';
import type { OpenDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';
import { formatMessage } from '../src/mail/format';
import { mailDate, verificationMail } from '../src/mail/messages';
import { bearer, newFamily, openTestDatabase, queryRows, testConfig, type Family } from './helper';

// Every e-mail speaks the recipient's language: the language setting, which sign-up sets to the
// language of the page the family signed up on. Each kind is read here as a family receives it,
// through a real SMTP server: its subject and both of its parts, in French and in Japanese.

/** One message as a mail client shows it: the decoded subject, plain-text and HTML parts. */
interface ReadMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The bytes of RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=), joined and decoded. */
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

function quotedPrintable(data: string): Buffer {
  const bytes: number[] = [];
  const text = data.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Headers (unfolded, by lower-case name) and body of one MIME entity. */
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
  return body;
}

function readMail(to: string[], raw: string): ReadMail {
  const { headers, body } = entity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error(`not a multipart message: ${headers.get('content-type')}`);
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => entity(part.replace(/^\r?\n/, '')));
  const part = (type: string) => {
    const found = parts.find((p) => p.headers.get('content-type')?.startsWith(type));
    if (!found) throw new Error(`no ${type} part`);
    return decodeBody(found.headers, found.body);
  };
  return {
    to,
    subject: decodeHeader(headers.get('subject') ?? ''),
    // SMTP carries lines ending in CRLF; the message was written with LF.
    text: part('text/plain').replaceAll('\r\n', '\n'),
    html: part('text/html'),
  };
}

/**
 * What each language's family reads, written out here so an English mail cannot pass. French
 * puts a no-break space (\u00a0) before : ; ! ? » and after «, as the app's catalogues do.
 */
const expected: Record<
  'fr' | 'ja',
  Record<
    'verify' | 'reset' | 'confirm' | 'notice' | 'badge' | 'digest',
    { subject: string | RegExp; text: string[]; action: string }
  > & { greeting: (name: string) => string }
> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    verify: {
      subject: 'Confirmez votre adresse e-mail',
      text: ['Bienvenue sur Bitesize TaskBoard\u00a0!', 'expire dans 24 heures.'],
      action: 'Confirmer mon adresse e-mail',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      text: ['choisissez un nouveau mot de passe ici\u00a0:', 'expire dans 1 heure.'],
      action: 'Choisir un nouveau mot de passe',
    },
    confirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      text: ['Confirmez-la ici\u00a0:', 'votre adresse actuelle'],
      action: 'Confirmer cette adresse',
    },
    notice: {
      subject: 'Votre adresse e-mail est en cours de modification',
      text: ['va être remplacée par', 'Ce n’est pas vous\u00a0?', 'reste valable 7 jours'],
      action: 'Annuler la modification',
    },
    badge: {
      subject: 'Nouveau badge\u00a0: Croque-tâches (bronze)',
      text: [
        'Vous avez obtenu le badge Croque-tâches, niveau bronze\u00a0: terminer 1 tâche.',
        '«\u00a0Tout de suite\u00a0»',
      ],
      action: 'Voir tous les badges',
    },
    digest: {
      subject:
        'La semaine de votre famille sur Bitesize TaskBoard (du 31 décembre 2029 au 6 janvier 2030)',
      text: ['2 tâches terminées, 0 objectif atteint', '3 tâches terminées, 0 objectif atteint'],
      action: 'Ouvrir le tableau',
    },
  },
  ja: {
    greeting: (name) => `${name} さん`,
    verify: {
      subject: 'メールアドレスの確認をお願いします',
      text: ['Bitesize TaskBoard へようこそ！', '有効期限は 24 時間です。'],
      action: 'メールアドレスを確認する',
    },
    reset: {
      subject: 'パスワードの再設定',
      text: ['新しいパスワードを設定してください。', '有効期限は 1 時間です。'],
      action: '新しいパスワードを設定する',
    },
    confirm: {
      subject: '新しいメールアドレスの確認をお願いします',
      text: ['こちらから確認してください。', '今のメールアドレスでログインできます。'],
      action: 'このアドレスを確認する',
    },
    notice: {
      subject: 'メールアドレスの変更手続き中です',
      text: ['に変更する手続きが進んでいます。', '7 日間使えます。'],
      action: '変更を取り消す',
    },
    badge: {
      subject: '新しいバッジ：タスクやっつけ名人（銅）',
      text: ['タスクを 1 個終わらせて、銅の「タスクやっつけ名人」バッジを獲得しました。'],
      action: 'すべてのバッジを見る',
    },
    digest: {
      subject: 'Bitesize TaskBoard でのご家族の 1 週間（2029年12月31日〜2030年1月6日）',
      text: ['終わったタスク 2 個、達成した目標 0 個', '終わったタスク 3 個、達成した目標 0 個'],
      action: 'ボードを開く',
    },
  },
};

/** A Monday noon: the digest covers 31 Dec 2029 – 6 Jan 2030. */
const MONDAY = new Date('2030-01-07T12:00:00Z');

describe('e-mails in the recipient’s language', () => {
  const received: ReadMail[] = [];
  let smtp: SMTPServer;
  let database: OpenDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
        stream.on('end', () => {
          // The message is 7-bit (encoded parts): latin1 keeps every byte as it came.
          received.push(
            readMail(
              session.envelope.rcptTo.map((r) => r.address),
              data,
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    database = await openTestDatabase('pglite');
    const config = {
      ...testConfig,
      smtpUrl,
      mailFrom: 'TaskBoard <board@example.com>',
    };
    app = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(config, database.db),
      now: () => MONDAY,
      rateLimitNamespace: `mail-languages-${randomBytes(4).toString('hex')}-`,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.close();
  });

  /** The last mail to `address` whose subject matches, once it arrived. */
  async function mailTo(address: string, subject: string | RegExp): Promise<ReadMail> {
    await app.settled();
    for (let wait = 0; wait < 50; wait++) {
      const found = received.findLast(
        (m) =>
          m.to.includes(address) &&
          (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `no mail "${String(subject)}" to ${address}; got ${JSON.stringify(received.map((m) => [m.to, m.subject]))}`,
    );
  }

  const tokenIn = (mail: ReadMail, page: string) => {
    const token = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${page} link in ${mail.text}`);
    return decodeURIComponent(token);
  };

  /** Subject, greeting, the sentences and the link in the text; the same in the HTML, a button. */
  function expectRead(
    mail: ReadMail,
    language: 'fr' | 'ja',
    kind: keyof typeof expected.fr,
    name: string,
  ) {
    const want = expected[language][kind] as { subject: string; text: string[]; action: string };
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(mail.subject).toBe(want.subject);
    expect(mail.text.startsWith(`${expected[language].greeting(name)}\n\n`)).toBe(true);
    for (const sentence of want.text) expect(mail.text).toContain(sentence);
    expect(link).toBeDefined();
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<title>${want.subject}</title>`);
    expect(mail.html).toContain(`>${expected[language].greeting(name)}</p>`);
    // The HTML says what the text says (escaped), with the link as a button and written out.
    const html = mail.html
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
    for (const sentence of want.text) expect(html).toContain(sentence);
    expect(html).toContain(`<a href="${link}"`);
    expect(html).toContain(`text-decoration:none">${want.action}</a>`);
    // Nothing English is left in either part.
    for (const part of [mail.text, html.replace(/<[^>]*>/g, ' ')]) {
      expect(part.replace(/https?:\/\/\S+/g, '')).not.toMatch(
        /\b(the|your|link|you|here|please|this|with)\b/i,
      );
    }
  }

  async function signUp(language: Language | undefined, headers: Record<string, string> = {}) {
    const family: Family = newFamily();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers,
      payload: language ? { ...family, language } : family,
    });
    expect(response.statusCode, response.body).toBe(201);
    return family;
  }

  async function verifiedAndSignedIn(family: Family, verify: ReadMail) {
    const verified = await app.inject({
      url: `/api/users/verify-email?token=${encodeURIComponent(tokenIn(verify, 'verify-email'))}`,
    });
    expect(verified.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: family.email, password: family.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const [row] = await queryRows<{ id: number; kid: number }>(
      database,
      sql`select p.id, k.id as kid from users p join users k on k.parent_id = p.id
          where p.email = ${family.email}`,
    );
    return { token: login.json<{ token: string }>().token, id: row!.id, kid: row!.kid };
  }

  describe.each(['fr', 'ja'] as const)('a family that signed up in %s', (language) => {
    const want = expected[language];
    let family: Family;
    let verify: ReadMail;
    let session: { token: string; id: number; kid: number };

    beforeAll(async () => {
      family = await signUp(language);
      verify = await mailTo(family.email, want.verify.subject);
      session = await verifiedAndSignedIn(family, verify);
    });

    it('gets its verification mail in it', () => {
      expectRead(verify, language, 'verify', family.username);
      expect(verify.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    });

    it('gets the reset mail in it', async () => {
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: family.email },
      });
      expect(forgot.statusCode).toBe(200);
      const reset = await mailTo(family.email, want.reset.subject);
      expectRead(reset, language, 'reset', family.username);
      expect(reset.text).toContain('/reset-password?token=');
    });

    it('gets both mails of an address change in it: the confirmation and the notice', async () => {
      const address = `moved.${family.username}@elsewhere.example`;
      const response = await app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(session.token),
        payload: { email: address, current_password: family.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      const confirm = await mailTo(address, want.confirm.subject);
      expectRead(confirm, language, 'confirm', family.username);
      expect(confirm.text).toContain('/confirm-email-change?token=');
      const notice = await mailTo(family.email, want.notice.subject);
      expectRead(notice, language, 'notice', family.username);
      expect(notice.text).toContain('/cancel-email-change?token=');
      expect(notice.text).not.toContain(address);
    });

    it('gets a new badge announced in it', async () => {
      const goal = await app.inject({
        method: 'POST',
        url: '/api/backlog/goals',
        headers: bearer(session.token),
        payload: { title: 'Ranger' },
      });
      expect(goal.statusCode, goal.body).toBe(201);
      const task = await app.inject({
        method: 'POST',
        url: '/api/backlog/task',
        headers: bearer(session.token),
        payload: { title: 'Jouets', goal_id: goal.json<{ id: number }>().id, job_status: 'CLOSED' },
      });
      expect(task.statusCode, task.body).toBe(201);
      const badge = await mailTo(family.email, want.badge.subject);
      expectRead(badge, language, 'badge', family.username);
      expect(badge.text).toContain('/badges');
    });

    it('gets the weekly digest in it', async () => {
      for (const [userId, tasks] of [
        [session.id, 2],
        [session.kid, 3],
      ] as const) {
        await database.db.execute(sql`
          with goal as (
            insert into goals (user_id, title, job_status) values (${userId}, 'Last week', 'NEW')
            returning id)
          insert into tasks (user_id, goal_id, title, job_status, closed_at)
          select ${userId}, goal.id, 'Done ' || n, 'CLOSED', '2030-01-02T10:00:00Z'::timestamptz
          from goal, generate_series(1, ${tasks}) as n`);
      }
      await app.weeklyDigest();
      const digest = await mailTo(family.email, want.digest.subject);
      expectRead(digest, language, 'digest', family.username);
      expect(digest.text).toContain(`- ${family.username}_kid`);
      expect(digest.html).toContain('<li');
    });
  });

  it('follows the language setting once the family changes it', async () => {
    const family = await signUp('fr');
    const verify = await mailTo(family.email, expected.fr.verify.subject);
    const { token } = await verifiedAndSignedIn(family, verify);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/settings/preferences',
      headers: bearer(token),
      payload: { language: 'ja' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: family.email },
    });
    expectRead(
      await mailTo(family.email, expected.ja.reset.subject),
      'ja',
      'reset',
      family.username,
    );
  });

  it('takes the sign-up page’s language when the form sends none, and keeps it as the setting', async () => {
    const family = await signUp(undefined, { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
    const verify = await mailTo(family.email, expected.ja.verify.subject);
    expectRead(verify, 'ja', 'verify', family.username);
    const { token } = await verifiedAndSignedIn(family, verify);
    const settings = await app.inject({
      url: '/api/users/settings',
      headers: bearer(token),
    });
    expect(settings.json<{ preferences: { language: string } }>().preferences.language).toBe('ja');
  });

  it('writes English for a family that never named a language', async () => {
    const family = await signUp(undefined);
    const verify = await mailTo(family.email, 'Verify your e-mail');
    expect(verify.text).toContain(`Hi ${family.username},`);
    expect(verify.html).toContain('<html lang="en">');
  });
});

describe('the mail writer', () => {
  it('escapes what it puts into the HTML part', () => {
    const mail = verificationMail({
      to: 'a@example.com',
      username: '<b>Tom & "Jo"</b>',
      link: 'http://localhost/verify-email?token=a&b=<c>',
      language: 'fr',
      hours: 24,
    });
    expect(mail.html).toContain('Bonjour &lt;b&gt;Tom &amp; &quot;Jo&quot;&lt;/b&gt;,');
    expect(mail.html).toContain('href="http://localhost/verify-email?token=a&amp;b=&lt;c&gt;"');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('Bonjour <b>Tom & "Jo"</b>,');
  });

  it('chooses a plural form by each language’s rules, and refuses a message with a hole', () => {
    const items = '{n, plural, =0 {nothing} one {# item} other {# items}}';
    expect(formatMessage(items, { n: 0 }, 'en')).toBe('nothing');
    expect(formatMessage(items, { n: 1 }, 'en')).toBe('1 item');
    expect(formatMessage(items, { n: 1200 }, 'en')).toBe('1,200 items');
    const objectifs = '{n, plural, one {# objectif} other {# objectifs}}';
    expect(formatMessage(objectifs, { n: 0 }, 'fr')).toBe('0 objectif');
    expect(formatMessage(objectifs, { n: 2 }, 'fr')).toBe('2 objectifs');
    expect(() => formatMessage('Hi {name},', {}, 'en')).toThrow('{name}');
    expect(() => formatMessage('{n, plural, one {x}}', { n: 1 }, 'en')).toThrow('other');
    expect(() => formatMessage('Hi {name', { name: 'x' }, 'en')).toThrow();
  });

  it('writes the digest’s days as each language does', () => {
    expect(mailDate('2030-01-01', 'fr')).toBe('1er janvier 2030');
    expect(mailDate('2030-01-06', 'de')).toBe('6. Januar 2030');
    expect(mailDate('2030-01-06', 'es')).toBe('6 de enero de 2030');
    expect(mailDate('2030-01-06', 'zh')).toBe('2030年1月6日');
    expect(mailDate('2030-01-06', 'ja')).toBe('2030年1月6日');
    expect(mailDate('2030-01-06', 'en')).toBe('January 6, 2030');
  });
});
