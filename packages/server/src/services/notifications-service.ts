import { notificationSettings } from '@taskboard/contract';
import type { Database } from '../db/database';
import type { BadgeRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { badgeMail, weeklyDigestMail } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import { notificationsRepository, type Recipient } from '../repositories/notifications-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { defaultNotifications } from './settings-service';
import { dayIn } from './taskbreaker-service';
import { preferredTimeZone } from './time-zone';

const DAY_MS = 86_400_000;

/** How often each server looks for digests that are due; each parent's digest goes out once. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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

export interface NotificationsServiceDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logError: (error: unknown, message: string) => void;
  now?: () => Date;
}

/**
 * The e-mails notification settings ask for. Every one goes to a parent's verified address and
 * follows that parent's settings (a child's badge is announced to its parent). Push and SMS have
 * no channel on this server: the settings refuse them.
 */
export function notificationsService({
  db,
  mailer,
  appUrl,
  logError,
  now = () => new Date(),
}: NotificationsServiceDeps) {
  const repo = notificationsRepository(db);
  const settingsRepo = settingsRepository(db);
  const timeZoneOf = preferredTimeZone(db);
  const languageOf = recipientLanguage(db);

  async function settingsOf(userId: number) {
    const stored = (await settingsRepo.find(userId))?.notifications ?? {};
    const parsed = notificationSettings.safeParse({ ...defaultNotifications, ...stored });
    return parsed.success ? parsed.data : defaultNotifications;
  }

  const pending = new Set<Promise<void>>();
  function inBackground(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => logError(error, 'a notification e-mail failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  async function announceBadges(awarded: BadgeRow[]): Promise<void> {
    for (const badge of awarded) {
      const recipient = await repo.recipientFor(badge.userId);
      if (!recipient) continue;
      const settings = await settingsOf(recipient.id);
      if (!settings.email_notifications || settings.badge_achievements !== 'INSTANT') continue;
      await mailer.send(
        badgeMail({
          to: recipient.email,
          parent: recipient.username,
          badge: { username: recipient.earner, type: badge.badgeType, tier: badge.tier },
          link: `${appUrl}/badges`,
          language: await languageOf(recipient.id),
        }),
      );
    }
  }

  /** Sends the parent's digest of last week unless another server already did. */
  async function digestFor(recipient: Recipient, at: Date): Promise<boolean> {
    const settings = await settingsOf(recipient.id);
    if (!settings.email_notifications || settings.task_reminders === 'NEVER') return false;
    const timeZone = await timeZoneOf(recipient);
    const week = lastFullWeek(dayIn(at, timeZone));
    const members = await repo.familyWeek(recipient.id, timeZone, week.firstDay, week.endDay);
    const active = members.some((m) => m.tasksDone + m.goalsClosed + m.badges.length > 0);
    // A quiet week (or one before the family joined) sends nothing.
    if (!active) return false;
    if (!(await repo.claimDigest(recipient.id, week.firstDay))) return false;
    try {
      await mailer.send(
        weeklyDigestMail({
          to: recipient.email,
          parent: recipient.username,
          week,
          members: members.map((m) => ({
            username: m.username,
            tasksDone: m.tasksDone,
            goalsClosed: m.goalsClosed,
            badges: m.badges.map((b) => ({ type: b.badgeType, tier: b.tier })),
          })),
          link: `${appUrl}/taskboard`,
          language: await languageOf(recipient.id),
        }),
      );
    } catch (error) {
      // Not sent: the claim is given back so the next check tries again.
      await repo.releaseDigest(recipient.id, week.firstDay);
      throw error;
    }
    return true;
  }

  return {
    /** After a board change committed: e-mails its new badges to parents who want them now. */
    badgesAwarded(awarded: BadgeRow[]): void {
      if (awarded.length > 0) inBackground(() => announceBadges(awarded));
    },

    /** Sends every digest that is due and not yet sent; answers how many this server sent. */
    async sendWeeklyDigests(): Promise<number> {
      const at = now();
      let sent = 0;
      for (const recipient of await repo.recipients()) {
        try {
          if (await digestFor(recipient, at)) sent += 1;
        } catch (error) {
          logError(error, 'a weekly digest failed');
        }
      }
      return sent;
    },

    settled: async (): Promise<void> => void (await Promise.all(pending)),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
