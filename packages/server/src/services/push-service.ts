import { createECDH } from 'node:crypto';
import {
  PROBLEM_SOLVER_MIN_TASKS,
  badgeRules,
  pushMessages,
  type Language,
  type PushSubscription,
  type PushSubscriptionBody,
} from '@taskboard/contract';
import webpush from 'web-push';
import type { Database } from '../db/database';
import type { BadgeRow, PushSubscriptionRow } from '../db/schema';
import { HttpError } from '../http-error';
import { formatMessage, type MessageValues } from '../mail/format';
import { badgeName, badgeTierName, mailCatalogues, type MailId } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import { pushRepository } from '../repositories/push-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { usersRepository } from '../repositories/users-repository';
import { describeUserAgent } from '../security/user-agent';
import type { secretBox } from '../security/secret-box';
import type { NewJob } from '../jobs/job-runner';
import type { Member, Notification } from '../notifications/delivery';

/**
 * The push services browsers subscribe with, by host (https only, default port): Chrome, Edge
 * and Android (FCM), Firefox (Mozilla autopush), Safari (Apple) and Windows (WNS). The server
 * sends to no other host unless PUSH_ENDPOINT_ALLOWLIST names its origin.
 */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

/** What a push says: shown by the service worker; a click opens `url` (a path of the app). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path in the app (`/badges`), opened or focused when the notification is clicked. */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
}

/** Seconds a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const SECRET_CONTEXT = 'vapid';
/** The job runner's kind for one push to one device. */
export const PUSH_JOB = 'push';

export interface PushServiceDeps {
  db: Database;
  /** From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; unset: made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Origins endpoints may have; unset: KNOWN_PUSH_HOSTS over https. */
  endpointAllowlist: string[] | undefined;
  /** Seals the stored private key (under TWO_FACTOR_KEY when one is set). */
  secrets: ReturnType<typeof secretBox>;
  logError: (error: unknown, message: string) => void;
  /** The durable job runner's enqueue (src/jobs/job-runner.ts); without it pushes go at once. */
  enqueue?: ((job: NewJob) => Promise<unknown>) | undefined;
}

/** Whether the server may send to `endpoint`: a known push service, or an allow-listed origin. */
export function endpointAllowed(endpoint: string, allowlist: string[] | undefined): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowlist) return allowlist.includes(url.origin);
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return KNOWN_PUSH_HOSTS.some((host) =>
    host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host,
  );
}

/** A P-256 point the browser made: 65 bytes, uncompressed, on the curve. */
function isP256PublicKey(base64url: string): boolean {
  const key = Buffer.from(base64url, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/** The badge push in the recipient's language, from the badge mail's own sentences. */
export function badgePush(
  badge: Pick<BadgeRow, 'badgeType' | 'tier'>,
  earner: string | undefined,
  language: Language,
): PushMessage {
  const t = (id: MailId, values: MessageValues = {}) =>
    formatMessage(mailCatalogues[language][id] ?? mailCatalogues.en[id], values, language);
  const names = {
    badge: badgeName(badge.badgeType, language),
    tier: badgeTierName(badge.tier, language),
  };
  const description = t(`mail.badge.description.${badge.badgeType}`, {
    count: badgeRules[badge.badgeType].thresholds[badge.tier],
    min: PROBLEM_SOLVER_MIN_TASKS,
  });
  return {
    title: t('mail.badge.subject', names),
    body:
      earner === undefined
        ? t('mail.badge.earnedByYou', { ...names, description })
        : t('mail.badge.earnedByChild', { ...names, description, name: earner }),
    url: '/badges',
    tag: `badge-${badge.badgeType}-${badge.tier}`,
  };
}

/**
 * Web Push (RFC 8030) for the installed app: the VAPID key pair (RFC 8292), the members'
 * subscriptions, and `sendPush`, which encrypts a message for each of a member's devices
 * (RFC 8291, aes128gcm, through the web-push library) and posts it to the device's push service.
 */
export function pushService({
  db,
  vapidKeys,
  vapidSubject,
  endpointAllowlist,
  secrets,
  logError,
  enqueue,
}: PushServiceDeps) {
  const repo = pushRepository(db);
  const settingsRepo = settingsRepository(db);
  const languageOf = recipientLanguage(db);
  let keys: Promise<{ publicKey: string; privateKey: string }> | undefined;

  async function loadKeys() {
    if (vapidKeys) return vapidKeys;
    const stored =
      (await repo.findKeys()) ??
      (await (async () => {
        const made = webpush.generateVAPIDKeys();
        return repo.keepKeys({
          publicKey: made.publicKey,
          privateKey: secrets.seal(made.privateKey, SECRET_CONTEXT),
        });
      })());
    return {
      publicKey: stored.publicKey,
      privateKey: secrets.open(stored.privateKey, SECRET_CONTEXT),
    };
  }

  /** The key pair, read (or made) once per process. */
  function vapid() {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  }

  function shown(row: PushSubscriptionRow): PushSubscription {
    const { device, browser } = describeUserAgent(row.userAgent ?? undefined);
    return {
      id: row.id,
      endpoint: row.endpoint,
      device,
      browser,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function pushWanted(userId: number): Promise<boolean> {
    const stored = (await settingsRepo.find(userId))?.notifications ?? {};
    return stored.push_notifications === true;
  }

  /** Posts one encrypted message; answers the push service's status (0: no answer). */
  async function post(row: PushSubscriptionRow, payload: string): Promise<number> {
    const { publicKey, privateKey } = await vapid();
    const request = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: vapidSubject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body ? new Uint8Array(request.body) : null,
        // A push service answers; it never sends the server on to another host.
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      logError(error, 'a push service did not answer');
      return 0;
    }
  }

  /**
   * One message to one device. 404/410: the subscription is gone and removed. No answer, 429 or
   * 5xx: worth another try (`retry`). Any other refusal is logged and not tried again.
   */
  async function deliver(
    row: PushSubscriptionRow,
    message: PushMessage,
  ): Promise<'sent' | 'gone' | 'retry' | 'refused'> {
    // Stored before the allow-list changed: the server still sends to no other host.
    if (!endpointAllowed(row.endpoint, endpointAllowlist)) return 'refused';
    const status = await post(row, JSON.stringify(message));
    if (status >= 200 && status < 300) {
      await repo.markSent([row.id]);
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await repo.remove([row.id]);
      return 'gone';
    }
    if (status === 0 || status === 429 || status >= 500) return 'retry';
    logError(new Error(`the push service answered ${status}`), 'a push was refused');
    return 'refused';
  }

  const pending = new Set<Promise<unknown>>();
  function inBackground(work: () => Promise<unknown>): void {
    const running: Promise<unknown> = work()
      .catch((error: unknown) => logError(error, 'a push notification failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /**
   * Sends `message` to every device of `userId`, when its `push_notifications` setting is on;
   * answers how many devices it goes to. With the job runner each device's push is a job of its
   * own (retried with backoff when its push service does not answer); without one it is sent
   * at once. Subscriptions the push service answers 404 or 410 for are removed.
   */
  async function sendPush(userId: number, message: PushMessage): Promise<number> {
    if (!(await pushWanted(userId))) return 0;
    const rows = await repo.listFor(userId);
    for (const row of rows) {
      if (enqueue) {
        await enqueue({ kind: PUSH_JOB, payload: { subscriptionId: row.id, message } });
      } else {
        await deliver(row, message);
      }
    }
    return rows.length;
  }

  /** The job runner's handler: one push to one device; throws to be tried again later. */
  async function pushJob(payload: Record<string, unknown>): Promise<void> {
    const { subscriptionId, message } = payload as { subscriptionId: number; message: PushMessage };
    const row = await repo.find(subscriptionId);
    // Removed since (by its member, or gone at the push service), or push turned off meanwhile.
    if (!row || !(await pushWanted(row.userId))) return;
    if ((await deliver(row, message)) === 'retry') {
      throw new Error('the push service did not take the push; it is tried again later');
    }
  }

  /**
   * A child's badge also goes to the child's own devices (when it subscribed one); the parent
   * hears of every badge through the notifications' push channel (`channel` below).
   */
  async function announceBadges(awarded: BadgeRow[]): Promise<void> {
    for (const badge of awarded) {
      const earner = await usersRepository(db).findById(badge.userId);
      if (!earner || earner.parentId === null) continue;
      await sendPush(earner.id, badgePush(badge, undefined, await languageOf(earner.id)));
    }
  }

  return {
    /** Makes (or reads) the key pair at start-up, so the first subscriber does not wait. */
    ready: async (): Promise<void> => void (await vapid()),

    publicKey: async (): Promise<string> => (await vapid()).publicKey,

    async subscribe(
      userId: number,
      body: PushSubscriptionBody,
      userAgent: string | undefined,
    ): Promise<PushSubscription> {
      if (!endpointAllowed(body.endpoint, endpointAllowlist)) {
        throw new HttpError(422, pushMessages.endpointNotAllowed);
      }
      if (!isP256PublicKey(body.keys.p256dh)) throw new HttpError(422, pushMessages.badKey);
      // Asking for push on a device is asking for push: the member's switch turns on with it.
      const row = await db.transaction(async (tx) => {
        const stored = await repo.upsert(
          {
            userId,
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh.replace(/=+$/, ''),
            auth: body.keys.auth.replace(/=+$/, ''),
            userAgent: userAgent?.slice(0, 500) ?? null,
          },
          tx,
        );
        await settingsRepo.mergeSection(userId, 'notifications', { push_notifications: true }, tx);
        return stored;
      });
      return shown(row);
    },

    async list(userId: number): Promise<PushSubscription[]> {
      return (await repo.listFor(userId)).map(shown);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.removeOwn(userId, id))) throw new HttpError(404, pushMessages.notFound);
    },

    sendPush,

    /**
     * The notifications' channel beside mail: each notification a member is sent (after its
     * settings and quiet hours) also goes to the member's devices, in a few words.
     */
    channel: async (member: Member, notification: Notification): Promise<void> => {
      const summary = notification.summary?.(member);
      if (!summary) return;
      await sendPush(member.id, {
        title: summary.title,
        body: summary.body,
        url: summary.path,
        tag: notification.kind,
      });
    },

    /** The job runner's handlers for pushes. */
    handlers: { [PUSH_JOB]: pushJob },

    /** After a board change committed: pushes its new badges (in the background). */
    badgesAwarded(awarded: BadgeRow[]): void {
      if (awarded.length > 0) inBackground(() => announceBadges(awarded));
    },

    settled: async (): Promise<void> => void (await Promise.all(pending)),
  };
}

export type PushService = ReturnType<typeof pushService>;
