import {
  PROBLEM_SOLVER_MIN_TASKS,
  badgeRules,
  type BadgeTier,
  type BadgeType,
  type Language,
} from '@taskboard/contract';
import de from './catalogues/de.json';
import en from './catalogues/en.json';
import es from './catalogues/es.json';
import fr from './catalogues/fr.json';
import ja from './catalogues/ja.json';
import zh from './catalogues/zh.json';
import { formatMessage, type MessageValues } from './format';
import type { MailMessage } from './mailer';

/**
 * Every e-mail in the six interface languages, written from one catalogue per language
 * (catalogues/<language>.json, the same ICU syntax and product words as the app's; the app's
 * catalogue check reads them too). Each message has a subject, a plain-text part and an HTML
 * part made from the same sentences.
 */
export type MailId = keyof typeof en;

export const mailCatalogues: Record<Language, Record<MailId, string>> = { en, es, fr, de, zh, ja };

export function translate(language: Language, id: MailId, values: MessageValues = {}): string {
  return formatMessage(mailCatalogues[language][id] ?? en[id], values, language);
}

/** A day (YYYY-MM-DD) as a reader of the language writes it: 6 January 2030, 2030年1月6日. */
export function mailDate(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  const written = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
  // The first of the month is "1er" in French.
  return language === 'fr' && date.getUTCDate() === 1 ? written.replace(/^1 /, '1er ') : written;
}

export type Block =
  { paragraph: string } | { list: string[] } | { lead: string; action: string; link: string };

export interface Mail {
  language: Language;
  to: string;
  subject: string;
  greeting: string;
  blocks: Block[];
  link: string;
  /**
   * A mail a member chose to get: why it comes, and the one-click link that stops its kind
   * (shown under the message and sent as List-Unsubscribe, RFC 8058).
   */
  unsubscribe?: { why: string; link: string };
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

function plainText(mail: Mail): string {
  const blocks = mail.blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
    return `${block.lead}\n\n${block.link}`;
  });
  const footer = mail.unsubscribe
    ? [
        mail.unsubscribe.why,
        `${translate(mail.language, 'mail.unsubscribe.text')}\n${mail.unsubscribe.link}`,
      ]
    : [];
  return `${[mail.greeting, ...blocks, ...footer].join('\n\n')}\n`;
}

const font =
  "font-family:-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Hiragino Sans','Noto Sans CJK JP','Microsoft YaHei',sans-serif";

function html(mail: Mail): string {
  const p = (text: string, style = '') =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const blocks = mail.blocks.map((block) => {
    if ('paragraph' in block) return p(block.paragraph);
    if ('list' in block) {
      const items = block.list.map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`);
      return `<ul style="margin:0 0 16px;padding-left:20px">${items.join('')}</ul>`;
    }
    const href = escapeHtml(block.link);
    return (
      p(block.lead) +
      `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;` +
      `padding:14px 22px;border-radius:10px;background:#3b5bdb;color:#ffffff;` +
      `font-weight:600;text-decoration:none">${escapeHtml(block.action)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4a5568">` +
      `${escapeHtml(translate(mail.language, 'mail.buttonHint'))}<br>` +
      `<a href="${href}" style="color:#3b5bdb;word-break:break-all">${href}</a></p>`
    );
  });
  return (
    `<!doctype html>\n<html lang="${mail.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(mail.subject)}</title></head>` +
    `<body style="margin:0;padding:24px 12px;background:#f4f6fb;color:#1a202c;${font};` +
    `font-size:16px;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:28px;border-radius:14px;background:#ffffff">` +
    p(mail.greeting) +
    blocks.join('') +
    (mail.unsubscribe
      ? `<p style="margin:24px 0 0;font-size:13px;color:#4a5568">` +
        `${escapeHtml(mail.unsubscribe.why)} ` +
        `<a href="${escapeHtml(mail.unsubscribe.link)}" style="color:#3b5bdb">` +
        `${escapeHtml(translate(mail.language, 'mail.unsubscribe.action'))}</a></p>`
      : '') +
    `<p style="margin:24px 0 0;font-size:13px;color:#4a5568">Bitesize TaskBoard</p>` +
    `</div></body></html>\n`
  );
}

export function message(mail: Mail): MailMessage {
  return {
    to: mail.to,
    subject: mail.subject,
    link: mail.link,
    text: plainText(mail),
    html: html(mail),
    ...(mail.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${mail.unsubscribe.link}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

interface LinkMailInput {
  to: string;
  username: string;
  link: string;
  language: Language;
}

/** A mail whose one job is a link that lasts `hours`: its texts are the kind's five messages. */
function timedLinkMail(
  kind: 'verify' | 'reset' | 'emailChange.confirm',
  { to, username, link, language, hours }: LinkMailInput & { hours: number },
) {
  const t = (id: MailId, values?: MessageValues) => translate(language, id, values);
  return message({
    language,
    to,
    link,
    subject: t(`mail.${kind}.subject`),
    greeting: t('mail.greeting', { name: username }),
    blocks: [
      { lead: t(`mail.${kind}.lead`), action: t(`mail.${kind}.action`), link },
      { paragraph: t(`mail.${kind}.after`, { hours }) },
    ],
  });
}

export const verificationMail = (input: LinkMailInput & { hours: number }) =>
  timedLinkMail('verify', input);

export const passwordResetMail = (input: LinkMailInput & { hours: number }) =>
  timedLinkMail('reset', input);

/** Sent to a new address: following the link makes it the account's login. */
export const emailChangeConfirmMail = (input: LinkMailInput & { hours: number }) =>
  timedLinkMail('emailChange.confirm', input);

/** Sent to the old address at once: who did not ask for the change undoes it with the link. */
export function emailChangeNoticeMail({
  to,
  username,
  maskedNewAddress,
  link,
  language,
  days,
}: LinkMailInput & { maskedNewAddress: string; days: number }) {
  const t = (id: MailId, values?: MessageValues) => translate(language, id, values);
  return message({
    language,
    to,
    link,
    subject: t('mail.emailChange.notice.subject'),
    greeting: t('mail.greeting', { name: username }),
    blocks: [
      { paragraph: t('mail.emailChange.notice.text', { address: maskedNewAddress }) },
      {
        lead: t('mail.emailChange.notice.lead'),
        action: t('mail.emailChange.notice.action'),
        link,
      },
      { paragraph: t('mail.emailChange.notice.after', { days }) },
    ],
  });
}

/** Why a mail comes, with the link that stops its kind, under the message. */
export const withWhy = (why: string, unsubscribeLink: string) => ({
  unsubscribe: { why, link: unsubscribeLink },
});

export interface EarnedBadge {
  /** Who earned it: the parent's own name or a child's. */
  username: string;
  type: BadgeType;
  tier: BadgeTier;
}

export function badgeName(type: BadgeType, language: Language): string {
  return translate(language, `mail.badge.name.${type}`);
}

export function badgeTierName(tier: BadgeTier, language: Language): string {
  return translate(language, `mail.badge.tier.${tier}`);
}

export function badgeMail({
  to,
  parent,
  badge,
  link,
  language,
  unsubscribeLink,
}: {
  to: string;
  parent: string;
  badge: EarnedBadge;
  link: string;
  language: Language;
  unsubscribeLink: string;
}) {
  const t = (id: MailId, values?: MessageValues) => translate(language, id, values);
  const names = {
    badge: badgeName(badge.type, language),
    tier: badgeTierName(badge.tier, language),
  };
  const description = t(`mail.badge.description.${badge.type}`, {
    count: badgeRules[badge.type].thresholds[badge.tier],
    min: PROBLEM_SOLVER_MIN_TASKS,
  });
  const earned =
    badge.username === parent
      ? t('mail.badge.earnedByYou', { ...names, description })
      : t('mail.badge.earnedByChild', { ...names, description, name: badge.username });
  return message({
    language,
    to,
    link,
    subject: t('mail.badge.subject', names),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      { paragraph: earned },
      { lead: t('mail.badge.lead'), action: t('mail.badge.action'), link },
    ],
    ...withWhy(t('mail.badge.why'), unsubscribeLink),
  });
}

export interface DigestMember {
  username: string;
  tasksDone: number;
  goalsClosed: number;
  badges: { type: BadgeType; tier: BadgeTier }[];
}

export function weeklyDigestMail({
  to,
  parent,
  week,
  members,
  link,
  language,
  unsubscribeLink,
}: {
  to: string;
  parent: string;
  week: { firstDay: string; lastDay: string };
  members: DigestMember[];
  link: string;
  language: Language;
  unsubscribeLink: string;
}) {
  const t = (id: MailId, values?: MessageValues) => translate(language, id, values);
  const days = {
    firstDay: mailDate(week.firstDay, language),
    lastDay: mailDate(week.lastDay, language),
  };
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const lines = members.map((m) => {
    const counts = { name: m.username, tasks: m.tasksDone, goals: m.goalsClosed };
    if (m.badges.length === 0) return t('mail.digest.member', counts);
    const badges = list.format(
      m.badges.map((b) =>
        t('mail.digest.badge', {
          badge: badgeName(b.type, language),
          tier: badgeTierName(b.tier, language),
        }),
      ),
    );
    return t('mail.digest.memberWithBadges', { ...counts, badges });
  });
  return message({
    language,
    to,
    link,
    subject: t('mail.digest.subject', days),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      { paragraph: t('mail.digest.intro', days) },
      { list: lines },
      { lead: t('mail.digest.lead'), action: t('mail.digest.action'), link },
    ],
    ...withWhy(t('mail.digest.why'), unsubscribeLink),
  });
}
