import type { Language } from '@taskboard/contract';
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
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, {}));

  async function member(key: string) {
    const user = await repo.userOfUnsubscribeKey(key);
    return user ? { ...user, language: await languageOf(user.id) } : undefined;
  }

  app.get(
    '/:key/:kind',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'The page of a mail’s unsubscribe link: asks before it turns the kind off',
        tags: ['notifications'],
        params,
      },
    },
    async (request, reply) => {
      const found = await member(request.params.key);
      const language = found?.language ?? 'en';
      const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
        translate(language, id, values);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!found) {
        return reply
          .code(404)
          .send(
            page(
              language,
              t('mail.unsubscribe.page.title'),
              `<p>${escapeHtml(t('mail.unsubscribe.page.invalid'))}</p>`,
            ),
          );
      }
      const kind = t(`mail.unsubscribe.kind.${request.params.kind}`);
      return reply.send(
        page(
          language,
          t('mail.unsubscribe.page.title'),
          `<p>${escapeHtml(t('mail.unsubscribe.page.question', { kind, address: found.email ?? '' }))}</p>` +
            `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">${escapeHtml(t('mail.unsubscribe.page.confirm'))}</button></form>`,
        ),
      );
    },
  );

  app.post(
    '/:key/:kind',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'One-click unsubscribe (RFC 8058): turns the mail’s kind off',
        description:
          'A mail client posts `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); ' +
          'the setting behind the kind is turned off and a short page answers.',
        tags: ['notifications'],
        params,
      },
    },
    async (request, reply) => {
      const found = await member(request.params.key);
      const language = found?.language ?? 'en';
      const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
        translate(language, id, values);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!found) {
        return reply
          .code(404)
          .send(
            page(
              language,
              t('mail.unsubscribe.page.title'),
              `<p>${escapeHtml(t('mail.unsubscribe.page.invalid'))}</p>`,
            ),
          );
      }
      const [section, changes] = switchOff[request.params.kind];
      await settings.mergeSection(found.id, section, changes);
      const kind = t(`mail.unsubscribe.kind.${request.params.kind}`);
      return reply.send(
        page(
          language,
          t('mail.unsubscribe.page.title'),
          `<p>${escapeHtml(t('mail.unsubscribe.page.done', { kind, address: found.email ?? '' }))}</p>`,
        ),
      );
    },
  );
};
