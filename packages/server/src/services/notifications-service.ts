import { notificationSettings, type NotificationSettings } from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { BadgeRow } from '../db/schema';
import type { JobHandler, NewJob } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { badgeMail, weeklyDigestMail } from '../mail/messages';
import {
  badgeSummaryMail,
  goalDeadlinesMail,
  signInMail,
  taskNudgeMail,
  taskSummaryMail,
  type ChildTasks,
} from '../mail/notification-mails';
import { memberDelivery, type Channel, type Member } from '../notifications/delivery';
import { badgePush } from './push-service';
import {
  addDays,
  isQuietTime,
  localMoment,
  WEEKDAYS,
  zonedMoment,
  type WeekdayName,
} from '../notifications/local-time';
import { notificationsRepository } from '../repositories/notifications-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { preferencesOf, defaultNotifications } from './settings-service';

const DAY_MS = 86_400_000;

/** How long a task sits In Progress before an Instant task reminder nudges the parent. */
export const NUDGE_AFTER_MS = DAY_MS;
/** Goals listed by a Daily goal reminder: due today and in the next 3 days (a week for Weekly). */
const GOALS_AHEAD_DAYS = { INSTANT: 1, DAILY: 3, WEEKLY: 7 } as const;

/** The last full week (Monday to Sunday) before `today`, as [firstDay, endDay) and its last day. */
export function lastFullWeek(today: string) {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((weekday + 6) % 7));
  return {
    firstDay: addDays(thisMonday, -7),
    endDay: thisMonday,
    lastDay: addDays(thisMonday, -1),
  };
}

/** The kinds of job this service runs. */
export const notificationJobs = {
  signIn: 'notify.sign_in',
  badge: 'notify.badge',
  weeklyDigest: 'notify.weekly_digest',
  taskSummary: 'notify.task_summary',
  taskNudge: 'notify.task_nudge',
  badgeSummary: 'notify.badge_summary',
  goalDeadlines: 'notify.goal_deadlines',
} as const;

/** The notification settings as they apply: stored choices over the defaults. */
function notificationsOf(stored: Record<string, unknown> | null | undefined) {
  const merged: Record<string, unknown> = { ...defaultNotifications };
  for (const [field, value] of Object.entries(stored ?? {})) {
    const schema = notificationSettings.shape[field as keyof NotificationSettings] as
      { safeParse: (v: unknown) => { success: boolean } } | undefined;
    if (schema?.safeParse(value).success) merged[field] = value;
  }
  return {
    ...(merged as NotificationSettings),
    // Its own switch, on until turned off (read as stored, whichever contract is deployed).
    weekly_digest: stored?.weekly_digest !== false,
  };
}

/** When reminders go out: "HH:MM" outside quiet hours (18:00 until chosen) and a weekday (Sunday). */
function reminderOf(preferences: Record<string, unknown> | null | undefined) {
  const time = preferences?.reminder_time;
  const weekday = preferences?.reminder_weekday;
  return {
    time:
      typeof time === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) && !isQuietTime(time)
        ? time
        : '18:00',
    weekday: WEEKDAYS.includes(weekday as WeekdayName) ? (weekday as WeekdayName) : 'SUNDAY',
  };
}

export interface NotificationsServiceDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Puts work on the job runner (in the caller's transaction when given one). */
  enqueue: (job: NewJob, tx?: Executor) => Promise<number | undefined>;
  logError: (error: unknown, message: string) => void;
  now?: () => Date;
  /** Channels beside mail (push). */
  channels?: Channel[];
}

/**
 * Every notification a member's settings ask for, sent through the job runner: sign-in alerts
 * (security: quiet hours do not hold them), badges (Instant, or a Daily/Weekly summary), task
 * reminders (a Daily/Weekly summary of each child's open tasks, or an Instant nudge for a task
 * In Progress for 24 h), goal due dates and the weekly digest. Everything goes to the family's
 * parent, at a verified address, in the parent's language and time zone.
 */
export function notificationsService({
  db,
  mailer,
  appUrl,
  enqueue,
  logError,
  now = () => new Date(),
  channels = [],
}: NotificationsServiceDeps) {
  const repo = notificationsRepository(db);
  const settingsRepo = settingsRepository(db);
  const delivery = memberDelivery({ db, mailer, appUrl, now, channels, logError });

  const pending = new Set<Promise<void>>();
  function inBackground(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => logError(error, 'a notification could not be queued'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  const num = (value: unknown) => Number(value);
  const messageIdOf = (jobId: number) => `<job-${jobId}@${new URL(appUrl).hostname}>`;

  const settingsOf = (userId: number) => settingsRepo.find(userId);

  /** The member and its settings, if it still wants mail (`email_notifications`). */
  async function wanting(userId: number) {
    const member = await delivery.memberFor(userId);
    if (!member) return undefined;
    // The family's parent decides, whoever in the family the news is about.
    const row = await settingsOf(member.id);
    const notifications = notificationsOf(row?.notifications);
    return {
      member,
      notifications,
      reminder: reminderOf(row?.preferences),
      security: row?.security ?? {},
    };
  }

  const handlers: Record<string, JobHandler> = {
    async [notificationJobs.signIn](payload, job) {
      const target = await wanting(num(payload.userId));
      // The switch is read again when the alert goes: turned off meanwhile, nothing is sent.
      if (!target || target.security.login_notifications !== true) return;
      const at = new Date(String(payload.at));
      return delivery.deliver(
        target.member,
        {
          kind: 'sign_in',
          security: true,
          mail: (m, unsubscribeLink) =>
            signInMail({
              to: m.email,
              parent: m.username,
              language: m.language,
              link: `${appUrl}/settings?tab=security`,
              unsubscribeLink,
              account: String(payload.account),
              at,
              timeZone: m.timeZone,
              browser: String(payload.browser ?? ''),
              device: String(payload.device ?? ''),
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.badge](payload, job) {
      const badge = await repo.badge(num(payload.badgeId));
      if (!badge) return;
      const target = await wanting(badge.userId);
      if (!target?.notifications.email_notifications) return;
      if (target.notifications.badge_achievements !== 'INSTANT') return;
      const earner = target.member.earner;
      return delivery.deliver(
        target.member,
        {
          kind: 'badges',
          mail: (m, unsubscribeLink) =>
            badgeMail({
              to: m.email,
              parent: m.username,
              badge: { username: earner, type: badge.badgeType, tier: badge.tier },
              link: `${appUrl}/badges`,
              language: m.language,
              unsubscribeLink,
            }),
          summary: (m) => {
            const push = badgePush(badge, earner === m.username ? undefined : earner, m.language);
            return { title: push.title, body: push.body, path: push.url };
          },
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.weeklyDigest](payload, job) {
      const target = await wanting(num(payload.parentId));
      if (!target?.notifications.email_notifications || !target.notifications.weekly_digest) {
        return;
      }
      const week = lastFullWeek(addDays(String(payload.weekStart), 7));
      const members = await repo.familyWeek(
        target.member.id,
        target.member.timeZone,
        week.firstDay,
        week.endDay,
      );
      // A quiet week (or one before the family joined) sends nothing.
      if (!members.some((m) => m.tasksDone + m.goalsClosed + m.badges.length > 0)) return;
      return delivery.deliver(
        target.member,
        {
          kind: 'digest',
          mail: (m, unsubscribeLink) =>
            weeklyDigestMail({
              to: m.email,
              parent: m.username,
              week,
              members: members.map((member) => ({
                username: member.username,
                tasksDone: member.tasksDone,
                goalsClosed: member.goalsClosed,
                badges: member.badges.map((b) => ({ type: b.badgeType, tier: b.tier })),
              })),
              link: `${appUrl}/taskboard`,
              language: m.language,
              unsubscribeLink,
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.taskSummary](payload, job) {
      const target = await wanting(num(payload.parentId));
      const period = payload.period === 'WEEKLY' ? 'WEEKLY' : 'DAILY';
      if (!target?.notifications.email_notifications) return;
      if (target.notifications.task_reminders !== period) return;
      const children = new Map<number, ChildTasks>();
      for (const task of await repo.openTasks(target.member.id)) {
        const entry = children.get(task.childId) ?? { child: task.child, tasks: [] };
        entry.tasks.push({ title: task.title, status: task.status });
        children.set(task.childId, entry);
      }
      if (children.size === 0) return;
      return delivery.deliver(
        target.member,
        {
          kind: 'tasks',
          mail: (m, unsubscribeLink) =>
            taskSummaryMail({
              to: m.email,
              parent: m.username,
              language: m.language,
              link: `${appUrl}/taskboard`,
              unsubscribeLink,
              period,
              children: [...children.values()],
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.taskNudge](payload, job) {
      const task = await repo.taskInProgress(num(payload.taskId));
      if (!task) return;
      const target = await wanting(task.parentId);
      if (!target?.notifications.email_notifications) return;
      if (target.notifications.task_reminders !== 'INSTANT') return;
      return delivery.deliver(
        target.member,
        {
          kind: 'tasks',
          mail: (m, unsubscribeLink) =>
            taskNudgeMail({
              to: m.email,
              parent: m.username,
              language: m.language,
              link: `${appUrl}/taskboard`,
              unsubscribeLink,
              child: task.child,
              task: task.title,
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.badgeSummary](payload, job) {
      const target = await wanting(num(payload.parentId));
      const period = payload.period === 'WEEKLY' ? 'WEEKLY' : 'DAILY';
      if (!target?.notifications.email_notifications) return;
      if (target.notifications.badge_achievements !== period) return;
      const until = new Date(String(payload.until));
      const from = new Date(until.getTime() - (period === 'DAILY' ? 1 : 7) * DAY_MS);
      const badges = await repo.familyBadges(target.member.id, from, until);
      if (badges.length === 0) return;
      return delivery.deliver(
        target.member,
        {
          kind: 'badges',
          mail: (m, unsubscribeLink) =>
            badgeSummaryMail({
              to: m.email,
              parent: m.username,
              language: m.language,
              link: `${appUrl}/badges`,
              unsubscribeLink,
              period,
              badges: badges.map((b) => ({
                username: b.username,
                type: b.badgeType,
                tier: b.tier,
              })),
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },

    async [notificationJobs.goalDeadlines](payload, job) {
      const target = await wanting(num(payload.parentId));
      const frequency = String(payload.frequency) as 'INSTANT' | 'DAILY' | 'WEEKLY';
      if (!target?.notifications.email_notifications) return;
      if (target.notifications.goal_deadlines !== frequency) return;
      const today = String(payload.day);
      const goals = await repo.goalsDue(
        target.member.id,
        today,
        addDays(today, GOALS_AHEAD_DAYS[frequency] ?? 1),
      );
      if (goals.length === 0) return;
      return delivery.deliver(
        target.member,
        {
          kind: 'goals',
          mail: (m, unsubscribeLink) =>
            goalDeadlinesMail({
              to: m.email,
              parent: m.username,
              language: m.language,
              link: `${appUrl}/taskboard`,
              unsubscribeLink,
              frequency,
              today,
              goals,
            }),
        },
        { messageId: messageIdOf(job.id) },
      );
    },
  };

  /**
   * Enqueues the scheduled work that has come due at `at` for every parent: each job's dedupe
   * key names the member and the period, so however often and on however many servers this
   * runs, each summary is one job. Answers how many new jobs it made.
   */
  async function scheduleDue(at: Date = now()): Promise<number> {
    let made = 0;
    const add = async (job: NewJob) => {
      if ((await enqueue(job)) !== undefined) made += 1;
    };
    const recipients = await repo.recipientsWithSettings();
    const nudging = new Set<number>();
    for (const row of recipients) {
      const n = notificationsOf(row.notifications);
      if (!n.email_notifications) continue;
      const { timezone } = preferencesOf({ preferences: row.preferences ?? {} });
      const local = localMoment(at, timezone);
      const reminder = reminderOf(row.preferences);
      const reminderDue = local.time >= reminder.time && !isQuietTime(local.time);
      const weekDue = reminderDue && local.weekday === reminder.weekday;
      const reminderAt = zonedMoment(local.day, reminder.time, timezone);
      const key = (kind: string) => `${kind}:${row.id}:${local.day}`;

      if (n.weekly_digest) {
        const week = lastFullWeek(local.day);
        await add({
          kind: notificationJobs.weeklyDigest,
          payload: { parentId: row.id, weekStart: week.firstDay },
          dedupeKey: `${notificationJobs.weeklyDigest}:${row.id}:${week.firstDay}`,
          runAt: at,
        });
      }
      for (const [kind, frequency] of [
        [notificationJobs.taskSummary, n.task_reminders],
        [notificationJobs.badgeSummary, n.badge_achievements],
      ] as const) {
        if ((frequency === 'DAILY' && reminderDue) || (frequency === 'WEEKLY' && weekDue)) {
          await add({
            kind,
            payload: {
              parentId: row.id,
              period: frequency,
              day: local.day,
              until: reminderAt.toISOString(),
            },
            dedupeKey: key(kind),
            runAt: reminderAt,
          });
        }
      }
      const goals = n.goal_deadlines;
      if (goals !== 'NEVER' && (goals === 'WEEKLY' ? weekDue : reminderDue)) {
        await add({
          kind: notificationJobs.goalDeadlines,
          payload: { parentId: row.id, frequency: goals, day: local.day },
          dedupeKey: key(notificationJobs.goalDeadlines),
          runAt: reminderAt,
        });
      }
      if (n.task_reminders === 'INSTANT') nudging.add(row.id);
    }
    if (nudging.size > 0) {
      for (const task of await repo.staleInProgress(new Date(at.getTime() - NUDGE_AFTER_MS))) {
        if (!nudging.has(task.parentId)) continue;
        await add({
          kind: notificationJobs.taskNudge,
          payload: { taskId: task.taskId },
          // Once per stretch In Progress: moved and left again, it may nudge again.
          dedupeKey: `${notificationJobs.taskNudge}:${task.taskId}:${task.since}`,
          runAt: at,
        });
      }
    }
    return made;
  }

  return {
    handlers,
    scheduleDue,
    /** The one way to reach a member; push adds itself as a channel. */
    delivery,

    /** After a board change committed: queues the mail of each new badge (Instant). */
    badgesAwarded(awarded: BadgeRow[]): void {
      if (awarded.length === 0) return;
      inBackground(async () => {
        for (const badge of awarded) {
          await enqueue({
            kind: notificationJobs.badge,
            payload: { badgeId: badge.id },
            dedupeKey: `${notificationJobs.badge}:${badge.id}`,
          });
        }
      });
    },

    /**
     * A new session (password, two-factor, a child with the parent's password, a switch):
     * queues the sign-in alert in the session's own transaction, when the parent wants them.
     */
    async signedIn(
      session: { id: number; userId: number; device: string; browser: string },
      account: string,
      tx: Executor = db,
    ): Promise<void> {
      if (!(await repo.signInAlertsOn(session.userId, tx))) return;
      await enqueue(
        {
          kind: notificationJobs.signIn,
          payload: {
            userId: session.userId,
            account,
            at: now().toISOString(),
            browser: session.browser,
            device: session.device,
          },
          dedupeKey: `${notificationJobs.signIn}:${session.id}`,
        },
        tx,
      );
    },

    settled: async (): Promise<void> => void (await Promise.all(pending)),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
export type { Member };
