import type { Language } from '@taskboard/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { translate } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import {
  announcementKinds,
  announcementSwitchOff,
  type AnnouncementKind,
} from '../notifications/announcements';
import { unsubscribeKinds, type UnsubscribeKind } from '../notifications/delivery';
import { notificationsRepository } from '../repositories/notifications-repository';
import { settingsRepository, type StoredSection } from '../repositories/settings-repository';

/** What each kind's link turns off: the one setting that asks for that mail. */
const switchOff: Record<
  UnsubscribeKind | AnnouncementKind,
  [StoredSection, Record<string, unknown>]
> = {
  sign_in: ['security', { login_notifications: false }],
  badges: ['notifications', { badge_achievements: 'NEVER' }],
  digest: ['notifications', { weekly_digest: false }],
  tasks: ['notifications', { task_reminders: 'NEVER' }],
  goals: ['notifications', { goal_deadlines: 'NEVER' }],
  // The operator's announcements (npm run announce).
  system_announcements: ['notifications', announcementSwitchOff.system_announcements],
  product_updates: ['notifications', announcementSwitchOff.product_updates],
  newsletter: ['notifications', announcementSwitchOff.newsletter],
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

function page(language: Language, title: string, body: string): string {
  return (
    `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}<p>Bitesize TaskBoard</p></main></body></html>\n`
  );
}

/** The one field of a one-click POST (RFC 8058), in a multipart body. */
const oneClickPart = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;

/** What a one-click POST carries, whether the client sends it as a form or as JSON. */
const oneClickBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

const params = z.object({
  key: z.string().max(64),
  kind: z.enum([...unsubscribeKinds, ...announcementKinds]),
});

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the
 * link of a mail's List-Unsubscribe header and the kind is off. Opened in a browser, the link
 * (GET) changes nothing — link scanners open links too — and shows a page whose button does
 * the POST. The key in the link belongs to one member and can do nothing but this.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repo = notificationsRepository(db);
  const settings = settingsRepository(db);
  const languageOf = recipientLanguage(db);
  // A mail client's one-click POST is a form; nothing in it but the one field matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  // RFC 8058 prefers multipart/form-data: its one field is read from the parts, nothing else kept.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) =>
    done(null, oneClickPart.test(body.toString()) ? { 'List-Unsubscribe': 'One-Click' } : {}),
  );

  async function member(key: string) {
    const user = await repo.userOfUnsubscribeKey(key);
    return user ? { ...user, language: await languageOf(user.id) } : undefined;
  }

  type Found = NonNullable<Awaited<ReturnType<typeof member>>>;
  type Say = (id: Parameters<typeof translate>[1], values?: Record<string, string>) => string;

  /**
   * The one page both calls answer with, in the member's language: `paragraph` says what the
   * link does for the member the key belongs to; an unknown key gets a 404 saying the link is not valid.
   */
  async function answer(
    { key, kind }: z.infer<typeof params>,
    reply: FastifyReply,
    paragraph: (found: Found, kind: string, t: Say) => Promise<string>,
  ) {
    const found = await member(key);
    const language = found?.language ?? 'en';
    const t: Say = (id, values) => translate(language, id, values);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const title = t('mail.unsubscribe.page.title');
    if (!found) {
      return reply
        .code(404)
        .send(page(language, title, `<p>${escapeHtml(t('mail.unsubscribe.page.invalid'))}</p>`));
    }
    const body = await paragraph(found, t(`mail.unsubscribe.kind.${kind}`), t);
    return reply.send(page(language, title, body));
  }

  app.get(
    '/:key/:kind',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'showUnsubscribePage',
        summary: 'The page of a mail’s unsubscribe link: asks before it turns the kind off',
        description:
          'Anyone holding the link may open it (the key in the path is the proof). Answers an ' +
          'HTML page that asks before the kind of mail is turned off.',
        tags: ['notifications'],
        params,
      },
    },
    async (request, reply) =>
      answer(
        request.params,
        reply,
        async (found, kind, t) =>
          `<p>${escapeHtml(t('mail.unsubscribe.page.question', { kind, address: found.email ?? '' }))}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escapeHtml(t('mail.unsubscribe.page.confirm'))}</button></form>`,
      ),
  );

  app.post(
    '/:key/:kind',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'unsubscribeOneClick',
        summary: 'One-click unsubscribe (RFC 8058): turns the mail’s kind off',
        description:
          'A mail client posts `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); ' +
          'the setting behind the kind is turned off and a short page answers.',
        tags: ['notifications'],
        params,
        body: oneClickBody,
      },
    },
    async (request, reply) =>
      answer(request.params, reply, async (found, kind, t) => {
        const [section, changes] = switchOff[request.params.kind];
        await settings.mergeSection(found.id, section, changes);
        return `<p>${escapeHtml(t('mail.unsubscribe.page.done', { kind, address: found.email ?? '' }))}</p>`;
      }),
  );
};
