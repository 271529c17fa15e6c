import type { ApiRequest } from './request';
import { messageResponse } from '../schemas/backlog';
import {
  pushSubscription,
  pushSubscriptionsResponse,
  vapidPublicKeyResponse,
  type PushSubscriptionBody,
} from '../schemas/push';

/** Web Push for the installed app: this member's devices only. */
export function pushCalls(request: ApiRequest) {
  return {
    vapidPublicKey: () =>
      request('GET', '/push/vapid-public-key', { auth: true, response: vapidPublicKeyResponse }),
    subscriptions: () =>
      request('GET', '/push/subscriptions', { auth: true, response: pushSubscriptionsResponse }),
    /** The browser's `PushSubscription.toJSON()`; the same endpoint again updates its keys. */
    subscribe: (body: PushSubscriptionBody) =>
      request('POST', '/push/subscriptions', { auth: true, body, response: pushSubscription }),
    unsubscribe: (id: number) =>
      request('DELETE', `/push/subscriptions/${id}`, { auth: true, response: messageResponse }),
  };
}
