import { z } from 'zod';

// Live updates (issue #28): one Server-Sent Events stream per open tab carries the changes of the
// viewer's family as they are committed, and the Family page shows the latest of them as an
// activity feed.
//
// An EventSource cannot send the session's bearer token, and a token must never travel in a URL
// (it would land in logs and history). So a tab first asks for a stream ticket with its token
// (POST /api/events/ticket): a random single-use key good for STREAM_TICKET_SECONDS, which opens
// exactly one stream (GET /api/events?ticket=…). Every reconnection asks for a new one.
//
// The stream sends:
// - `event: change` with `id: <event id>` and a FamilyEvent as JSON in `data`, for each change a
//   member may see (their own, and other members' whose profile they may see);
// - `event: heartbeat` every STREAM_HEARTBEAT_SECONDS, so a tab notices a silent drop;
// - `event: resync` when a resumed stream cannot replay everything missed (too old or too many):
//   the tab reloads what it shows.
// A stream resumes after a drop from `last_event_id` (query) or the Last-Event-ID header.

export const STREAM_TICKET_SECONDS = 60;
export const STREAM_HEARTBEAT_SECONDS = 15;
/** The activity feed's length. */
export const ACTIVITY_FEED_SIZE = 50;

export const streamTicketResponse = z.object({
  ticket: z.string(),
  /** Seconds the ticket may still be used in. */
  expires_in: z.number().int(),
});
export type StreamTicketResponse = z.infer<typeof streamTicketResponse>;

export const familyEventKinds = [
  'task.created',
  'task.moved',
  'task.renamed',
  'task.updated',
  'task.deleted',
  'goal.created',
  'goal.updated',
  'goal.moved',
  'goal.closed',
  'goal.deleted',
  'goals.reordered',
  'badge.earned',
  'streak.changed',
  'stars.changed',
  'rewards.changed',
  'settings.changed',
  'family.changed',
] as const;
export type FamilyEventKind = (typeof familyEventKinds)[number];

export const familyEvent = z.object({
  id: z.number().int(),
  /** Whose board, badge or setting changed. */
  user_id: z.number().int(),
  /**
   * On a stream, the name that member is called by (its display_name, else its username); empty
   * for a family-wide event about a member the viewer may not see.
   */
  name: z.string().optional(),
  kind: z.enum(familyEventKinds),
  /**
   * What changed, by kind: task events carry task_id, goal_id and title (a move also from/to
   * status and from_goal_id, a rename old_title); goal events goal_id and title (a status change
   * from/to); badge.earned badge_type and tier; streak.changed day. Other kinds carry nothing.
   */
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type FamilyEvent = z.infer<typeof familyEvent>;

export const eventStreamQuery = z.object({
  ticket: z
    .string({ error: 'ticket is required: ask POST /api/events/ticket for one' })
    .min(1, 'ticket is required: ask POST /api/events/ticket for one')
    .max(100, 'ticket must be at most 100 characters'),
  last_event_id: z.coerce
    .number({ error: 'last_event_id must be a whole number' })
    .int('last_event_id must be a whole number')
    .min(0, 'last_event_id must be 0 or more')
    .optional(),
});

/** One line of the family's activity feed: a thing a member did. */
export const activityItem = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** The name the member is called by (its display_name), else its username. */
  name: z.string(),
  kind: z.enum(familyEventKinds),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityResponse = z.object({
  items: z.array(activityItem),
  /**
   * Members the viewer may see whose show_activity_feed setting is off: the feed leaves them
   * out, and the screen says so rather than looking as if they did nothing.
   */
  hidden_members: z.array(z.object({ user_id: z.number().int(), name: z.string() })),
});
export type ActivityResponse = z.infer<typeof activityResponse>;
