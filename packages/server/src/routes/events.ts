import {
  activityResponse,
  errorResponse,
  eventStreamQuery,
  STREAM_HEARTBEAT_SECONDS,
  streamTicketResponse,
  type FamilyEvent,
} from '@taskboard/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../plugins/auth';
import { eventOut, type FamilyEventHub, type FamilyEventsService } from '../services/family-events';
import { familyParentId } from '../services/family-parent';

const errors = { 400: errorResponse, 401: errorResponse, 422: errorResponse };

/** How often an open stream checks that its session was not signed out or revoked meanwhile. */
const SESSION_CHECK_MS = 60_000;
/**
 * A stream ends after this long and its tab reconnects (resuming where it was): a load balancer
 * spreads long-lived connections again, and whom a stream may tell about is worked out afresh.
 */
const MAX_STREAM_MS = 10 * 60_000;
/** A tab that reads slower than the family changes is cut off past this much unsent text. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const line = (event: string, data: string, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

/**
 * Live updates: a stream ticket for a signed-in tab, the stream it opens, and the family's
 * activity feed (contract schemas/events.ts says what each sends).
 */
export const eventRoutes: FastifyPluginAsyncZod<{
  events: FamilyEventsService;
  hub: FamilyEventHub;
  heartbeatMs?: number;
  sessionCheckMs?: number;
  maxStreamMs?: number;
}> = async (
  app,
  {
    events,
    hub,
    heartbeatMs = STREAM_HEARTBEAT_SECONDS * 1000,
    sessionCheckMs = SESSION_CHECK_MS,
    maxStreamMs = MAX_STREAM_MS,
  },
) => {
  const open = new Set<FastifyReply>();
  // Open streams would keep the server from closing: they end first, and their tabs reconnect
  // to another instance or to this one once it is back.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    await hub.close();
  });

  app.post(
    '/events/ticket',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['live updates'],
        security: [{ bearer: [] }],
        operationId: 'createStreamTicket',
        summary: 'A single-use ticket that opens one event stream, good for a minute',
        description:
          'Any signed-in member may call it. An EventSource cannot send the bearer token and a ' +
          'token must never be in a URL, so the stream is opened with this ticket instead.',
        response: { 201: streamTicketResponse, 401: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await events.issueTicket(authOf(request).session)),
  );

  app.get(
    '/events',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['live updates'],
        operationId: 'openEventStream',
        summary: "The family's changes as Server-Sent Events (text/event-stream)",
        description:
          'Opened with a ticket from POST /api/events/ticket, which it uses up. Sends `change` ' +
          "events (id = the event's id, data = a FamilyEvent) for what the ticket's member may " +
          'see, `heartbeat` events, and `resync` when a resumed stream missed more than it can ' +
          'replay. Resumes after `last_event_id` (or the Last-Event-ID header). A stale, used or ' +
          'unknown ticket, or one whose session ended, answers 401. The stream ends when the ' +
          "member's session does.",
        querystring: eventStreamQuery,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await events.takeTicket(request.query.ticket);
      const header = request.headers['last-event-id'];
      const resumeFrom =
        request.query.last_event_id ??
        (typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined);

      let audience = await events.audience(user);
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // A reverse proxy must pass each event on at once, not gather the stream.
        'x-accel-buffering': 'no',
      });
      open.add(reply);

      const send = (text: string) => {
        if (raw.writableEnded) return;
        raw.write(text);
        if (raw.writableLength > MAX_BUFFERED_BYTES) raw.end();
      };
      const sendChange = (event: FamilyEvent) => {
        const told = audience(event);
        if (told) send(line('change', JSON.stringify(told), event.id));
      };

      // Events are handled one after another: a settings change recomputes whom this stream may
      // tell about before the next event is looked at.
      let queue = Promise.resolve();
      const later = (work: () => Promise<void> | void) => {
        queue = queue.then(work).catch((error: unknown) => {
          request.log.error({ err: error }, 'An event stream failed');
          raw.end();
        });
      };

      // Live events first, held until the replay below has been sent: none is lost between the
      // two, and one both deliver is sent once.
      const replayed = new Set<number>();
      const unsubscribe = await hub.subscribe(familyParentId(user), {
        onEvent: (hubEvent) =>
          later(async () => {
            const event = eventOut(hubEvent);
            if (replayed.has(event.id)) return;
            if (event.kind === 'settings.changed' || event.kind === 'family.changed') {
              audience = await events.audience(user);
            }
            sendChange(event);
          }),
        onResync: () => later(() => send(line('resync', '{}'))),
      });

      const heartbeat = setInterval(() => send(line('heartbeat', '{}')), heartbeatMs);
      const sessionCheck = setInterval(
        () =>
          later(async () => {
            if (!(await events.sessionLive(sessionId))) raw.end();
          }),
        sessionCheckMs,
      );
      const lifetime = setTimeout(() => later(() => void raw.end()), maxStreamMs);
      raw.on('close', () => {
        open.delete(reply);
        clearTimeout(lifetime);
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        unsubscribe();
      });

      send(`retry: 2000\n\n`);
      if (resumeFrom !== undefined) {
        later(async () => {
          const { events: missed, complete } = await events.replay(user, resumeFrom);
          for (const event of missed) {
            replayed.add(event.id);
            sendChange(event);
          }
          if (!complete) send(line('resync', '{}'));
        });
      }
    },
  );

  app.get(
    '/users/family/activity',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        operationId: 'getFamilyActivity',
        summary: 'The last 50 things members of the family did, newest first',
        description:
          'Any signed-in member may call it. It lists the members the caller may see (the ' +
          'profile privacy rules) whose show_activity_feed setting is on; the others it names ' +
          'in hidden_members.',
        response: { 200: activityResponse, 401: errorResponse },
      },
    },
    async (request) => events.activity(authOf(request).user),
  );
};
