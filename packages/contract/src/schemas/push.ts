import { z } from 'zod';

// Web Push for the installed app (issue #26, item 7). A browser's service worker subscribes
// through its PushManager with the server's VAPID public key (RFC 8292) and hands the
// PushSubscription to the server; the server encrypts each message for that subscription
// (RFC 8291, aes128gcm) and sends it to the push service behind `endpoint`.
//
// Rules the server keeps (README "Notifications"):
// - An endpoint must be an https address of a known push service (FCM, Mozilla, Apple, Windows)
//   unless the operator's PUSH_ENDPOINT_ALLOWLIST names its origin: the server sends requests to
//   no other host. Any other endpoint is refused with 422.
// - A member sees and removes only its own subscriptions; one device may hold several members'.
// - Pushes go out only while the member's `push_notifications` setting is on; a subscription the
//   push service answers 404 or 410 for is gone, and the server removes it.

/** Ids are PostgreSQL integers (as MAX_ID in backlog.ts). */
const MAX_ID = 2_147_483_647;

export const PUSH_ENDPOINT_MAX = 2048;

/** Base64url (padding allowed) of exactly `bytes` bytes, as PushSubscription.toJSON() writes keys. */
const base64urlOf = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${what} is required` })
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`),
      `${what} must be ${bytes} bytes in base64url, as the browser's PushSubscription gives it`,
    );
};

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ error: 'endpoint must be the push service address of the subscription' })
    .max(PUSH_ENDPOINT_MAX, `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`),
  /** Milliseconds since 1970 when the push service ends it; browsers mostly send null. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key (65 bytes, uncompressed point). */
      p256dh: base64urlOf(65, 'keys.p256dh'),
      /** The 16-byte authentication secret. */
      auth: base64urlOf(16, 'keys.auth'),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** One device that receives the member's pushes. */
export const pushSubscription = z.object({
  id: z.number().int(),
  /** The push service address: the app compares it with its own subscription ("this device"). */
  endpoint: z.string(),
  /** A readable name from the browser's user agent ("Android phone"), never the person. */
  device: z.string(),
  browser: z.string(),
  created_at: z.string(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

export const pushSubscriptionsResponse = z.object({ subscriptions: z.array(pushSubscription) });
export type PushSubscriptionsResponse = z.infer<typeof pushSubscriptionsResponse>;

export const vapidPublicKeyResponse = z.object({
  /** The applicationServerKey for PushManager.subscribe: a P-256 public key in base64url. */
  public_key: z.string(),
});
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponse>;

export const pushSubscriptionIdParams = z.object({
  subscriptionId: z.coerce
    .number({ error: 'The subscription id must be a number' })
    .int('The subscription id must be a whole number')
    .positive('The subscription id must be a positive number')
    .max(MAX_ID, 'The subscription id is too large'),
});

export const pushMessages = {
  endpointNotAllowed:
    'endpoint must be an https address of a known push service (Google FCM, Mozilla, Apple or Windows)',
  badKey: 'keys.p256dh is not a P-256 public key',
  removed: 'Push subscription removed',
  notFound: 'Push subscription not found',
} as const;
