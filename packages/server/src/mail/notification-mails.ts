import type { BadgeTier, BadgeType, Language } from '@taskboard/contract';
import type { MessageValues } from './format';
import {
  badgeName,
  badgeTierName,
  mailDate,
  message,
  translate,
  withWhy,
  type Block,
  type MailId,
} from './messages';

/**
 * The mails of the notification switches (sign-in alerts, task reminders, badge summaries, goal
 * due dates), built like every other mail from the catalogues, each with the one-click link
 * that stops its kind.
 */

interface Common {
  to: string;
  /** The parent the mail greets. */
  parent: string;
  language: Language;
  link: string;
  unsubscribeLink: string;
}

const tr = (language: Language) => (id: MailId, values?: MessageValues) =>
  translate(language, id, values);

/** The words of a session's "system" label (`Windows computer`) in the reader's language. */
const platforms = ['phone', 'tablet', 'computer', 'TV', 'bot'] as const;

export function systemLabel(device: string, language: Language): string {
  const t = tr(language);
  if (!device || device === 'Unknown device') return t('mail.signIn.unknownSystem');
  for (const platform of platforms) {
    if (device === platform) return t(`mail.signIn.platform.${platform}`, { system: '' }).trim();
    if (device.endsWith(` ${platform}`)) {
      return t(`mail.signIn.platform.${platform}`, {
        system: device.slice(0, -platform.length - 1),
      });
    }
  }
  return device;
}

export function signInMail({
  to,
  parent,
  language,
  link,
  unsubscribeLink,
  account,
  at,
  timeZone,
  browser,
  device,
}: Common & { account: string; at: Date; timeZone: string; browser: string; device: string }) {
  const t = tr(language);
  const time = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  return message({
    language,
    to,
    link,
    subject: t('mail.signIn.subject', { name: account }),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      {
        paragraph: t('mail.signIn.text', {
          name: account,
          time,
          timeZone,
          browser:
            browser && browser !== 'Unknown browser' ? browser : t('mail.signIn.unknownBrowser'),
          system: systemLabel(device, language),
        }),
      },
      { lead: t('mail.signIn.lead'), action: t('mail.signIn.action'), link },
    ],
    ...withWhy(t('mail.signIn.why'), unsubscribeLink),
  });
}

/** Tasks listed per child before "and N more". */
export const TASKS_LISTED = 10;

export interface ChildTasks {
  child: string;
  tasks: { title: string; status: 'OPEN' | 'NEW' }[];
}

export function taskSummaryMail({
  to,
  parent,
  language,
  link,
  unsubscribeLink,
  period,
  children,
}: Common & { period: 'DAILY' | 'WEEKLY'; children: ChildTasks[] }) {
  const t = tr(language);
  const blocks: Block[] = [{ paragraph: t('mail.tasks.intro') }];
  for (const { child, tasks } of children) {
    const open = tasks.filter((task) => task.status === 'OPEN').length;
    blocks.push({
      paragraph: t('mail.tasks.child', { name: child, open, new: tasks.length - open }),
    });
    const items = tasks
      .slice(0, TASKS_LISTED)
      .map((task) => `${task.title} (${t(`mail.tasks.status.${task.status}`)})`);
    if (tasks.length > TASKS_LISTED) {
      items.push(t('mail.tasks.more', { count: tasks.length - TASKS_LISTED }));
    }
    blocks.push({ list: items });
  }
  blocks.push({ lead: t('mail.digest.lead'), action: t('mail.digest.action'), link });
  return message({
    language,
    to,
    link,
    subject: t(period === 'DAILY' ? 'mail.tasks.subjectDaily' : 'mail.tasks.subjectWeekly'),
    greeting: t('mail.greeting', { name: parent }),
    blocks,
    ...withWhy(
      t(period === 'DAILY' ? 'mail.tasks.whyDaily' : 'mail.tasks.whyWeekly'),
      unsubscribeLink,
    ),
  });
}

export function taskNudgeMail({
  to,
  parent,
  language,
  link,
  unsubscribeLink,
  child,
  task,
}: Common & { child: string; task: string }) {
  const t = tr(language);
  return message({
    language,
    to,
    link,
    subject: t('mail.nudge.subject', { task }),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      { paragraph: t('mail.nudge.text', { name: child, task }) },
      { lead: t('mail.digest.lead'), action: t('mail.digest.action'), link },
    ],
    ...withWhy(t('mail.nudge.why'), unsubscribeLink),
  });
}

export function badgeSummaryMail({
  to,
  parent,
  language,
  link,
  unsubscribeLink,
  period,
  badges,
}: Common & {
  period: 'DAILY' | 'WEEKLY';
  badges: { username: string; type: BadgeType; tier: BadgeTier }[];
}) {
  const t = tr(language);
  const daily = period === 'DAILY';
  return message({
    language,
    to,
    link,
    subject: t(daily ? 'mail.badges.subjectDaily' : 'mail.badges.subjectWeekly', {
      count: badges.length,
    }),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      { paragraph: t(daily ? 'mail.badges.introDaily' : 'mail.badges.introWeekly') },
      {
        list: badges.map((b) =>
          t('mail.badges.item', {
            name: b.username,
            badge: t('mail.digest.badge', {
              badge: badgeName(b.type, language),
              tier: badgeTierName(b.tier, language),
            }),
          }),
        ),
      },
      { lead: t('mail.badge.lead'), action: t('mail.badge.action'), link },
    ],
    ...withWhy(t(daily ? 'mail.badges.whyDaily' : 'mail.badges.whyWeekly'), unsubscribeLink),
  });
}

export function goalDeadlinesMail({
  to,
  parent,
  language,
  link,
  unsubscribeLink,
  frequency,
  today,
  goals,
}: Common & {
  frequency: 'INSTANT' | 'DAILY' | 'WEEKLY';
  today: string;
  goals: { username: string; title: string; dueDate: string }[];
}) {
  const t = tr(language);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const items = goals.map((g) => {
    const values = { name: g.username, goal: g.title };
    if (g.dueDate === today) return t('mail.goals.itemToday', values);
    if (g.dueDate === tomorrow) return t('mail.goals.itemTomorrow', values);
    return t('mail.goals.item', { ...values, date: mailDate(g.dueDate, language) });
  });
  const why = {
    INSTANT: 'mail.goals.whyInstant',
    DAILY: 'mail.goals.whyDaily',
    WEEKLY: 'mail.goals.whyWeekly',
  } as const;
  return message({
    language,
    to,
    link,
    subject: t('mail.goals.subject', { count: goals.length }),
    greeting: t('mail.greeting', { name: parent }),
    blocks: [
      { paragraph: t('mail.goals.intro') },
      { list: items },
      { lead: t('mail.digest.lead'), action: t('mail.digest.action'), link },
    ],
    ...withWhy(t(why[frequency]), unsubscribeLink),
  });
}
