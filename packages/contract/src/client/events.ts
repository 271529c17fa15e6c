import type { ApiRequest } from './request';
import { activityResponse, streamTicketResponse } from '../schemas/events';

/** Live updates: a ticket for this tab's event stream, and the family's activity feed. */
export function eventCalls(request: ApiRequest) {
  return {
    /** A single-use ticket that opens one stream: `/api/events?ticket=…`. */
    streamTicket: () =>
      request('POST', '/events/ticket', { auth: true, response: streamTicketResponse }),
    activity: () =>
      request('GET', '/users/family/activity', { auth: true, response: activityResponse }),
  };
}
