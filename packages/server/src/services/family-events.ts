import {
  ACTIVITY_FEED_SIZE,
  STREAM_TICKET_SECONDS,
  type ActivityResponse,
  type FamilyEvent,
  type StreamTicketResponse,
} from '@taskboard/contract';
import type { Database } from '../db/database';
import { listenTo, type Unlisten } from '../db/listen';
import type { FamilyEventRow, SessionRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { stillLive } from '../plugins/auth';
import { familyEventsRepository } from '../repositories/family-events-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { hashToken, newToken } from '../security/tokens';
import { familyParentId } from './family-parent';
import { canSee, viewerKind } from './profile-privacy';
import { preferencesOf, privacyOf } from './settings-service';

// Live updates (issue #28). The database writes one family_events row per change a member can
// see, in the change's transaction (drizzle/0024), and NOTIFYs it at commit; the hub below
// LISTENs once per server and hands each event to the streams of its family that are open on
// this server. Every instance on one PostgreSQL gets every NOTIFY, so a change made through any
// of them reaches every open stream.

export const CHANNEL = 'family_events';
export const familyEventMessages = {
  staleTicket:
    'This stream ticket is not valid any more: ask POST /api/events/ticket for a new one',
} as const;

/** An event as a stream sends it: with the name its member is called by. */
export type NamedEvent = FamilyEvent & { name: string };

/** A family event as the database sends it (the row as JSON). */
export interface HubEvent extends FamilyEvent {
  family_id: number;
}

/** Kept this long for the activity feed and for streams that resume. */
export const EVENTS_KEPT_MS = 30 * 24 * 60 * 60_000;
/** Offline changes are replayed within a day, so their answers are kept a day. */
export const IDEMPOTENCY_KEYS_KEPT_MS = 24 * 60 * 60_000;
/** A stream that resumes further back than this many events starts afresh (a `resync`). */
export const REPLAY_LIMIT = 500;

/** What the feed shows: things members did, not every field they changed. */
const FEED_KINDS = [
  'task.created',
  'task.moved',
  'task.renamed',
  'goal.created',
  'goal.closed',
  'badge.earned',
] as const;

/** Events about the family as a whole (no member's content): every member's streams get them. */
const FAMILY_WIDE = new Set(['family.changed', 'settings.changed', 'rewards.changed']);

export function eventOut(row: FamilyEventRow | HubEvent): FamilyEvent {
  const createdAt = 'createdAt' in row ? row.createdAt.toISOString() : row.created_at;
  return {
    id: row.id,
    user_id: 'userId' in row ? row.userId : row.user_id,
    kind: row.kind as FamilyEvent['kind'],
    data: row.data,
    created_at: createdAt,
  };
}

type Listener = { onEvent: (event: HubEvent) => void; onResync: () => void };

/**
 * One LISTEN per server, opened with the first stream and closed with the app. Streams subscribe
 * by family; an event reaches only its own family's listeners.
 */
export function familyEventHub({
  db,
  logError,
}: {
  db: Database;
  logError: (error: unknown, message: string) => void;
}) {
  const families = new Map<number, Set<Listener>>();
  let listening: Promise<Unlisten> | undefined;

  const deliver = (payload: string) => {
    let event: HubEvent;
    try {
      event = JSON.parse(payload) as HubEvent;
    } catch (error) {
      logError(error, 'An unreadable family event notification was skipped');
      return;
    }
    for (const listener of families.get(event.family_id) ?? []) listener.onEvent(event);
  };

  const start = () =>
    (listening ??= listenTo(db, CHANNEL, {
      onNotify: deliver,
      // Events committed while the connection was down never arrive: every stream catches up.
      onReconnect: () => {
        for (const listeners of families.values()) for (const l of listeners) l.onResync();
      },
      onError: (error) => logError(error, 'The family events connection dropped; reconnecting'),
    }));

  return {
    /** Starts listening if nothing did yet; resolves once NOTIFYs are being received. */
    async subscribe(familyId: number, listener: Listener): Promise<() => void> {
      await start();
      let set = families.get(familyId);
      if (!set) families.set(familyId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) families.delete(familyId);
      };
    },
    /** How many streams are subscribed on this server (benchmarks and tests read it). */
    get size() {
      let count = 0;
      for (const set of families.values()) count += set.size;
      return count;
    },
    async close(): Promise<void> {
      const unlisten = listening;
      listening = undefined;
      if (unlisten) await (await unlisten)();
    },
  };
}

export type FamilyEventHub = ReturnType<typeof familyEventHub>;

/** A member of the viewer's family with the settings that decide what others see of it. */
interface Member {
  user: UserRow;
  name: string;
  visible: boolean;
  inFeed: boolean;
}

export function familyEventsService({
  db,
  defaultSessionTimeoutMinutes,
}: {
  db: Database;
  defaultSessionTimeoutMinutes: number;
}) {
  const events = familyEventsRepository(db);
  const sessions = sessionsRepository(db);

  /** The viewer's family, each member marked with whether the viewer may see it. */
  async function membersFor(viewer: UserRow): Promise<Member[]> {
    return (await events.membersWithSettings(familyParentId(viewer))).map(
      ({ user, privacy, preferences }) => {
        const settings = privacy === null ? undefined : { privacy };
        const applied = privacyOf(user, settings);
        return {
          user,
          name:
            preferencesOf(preferences === null ? undefined : { preferences }).display_name ??
            user.username,
          visible: canSee(viewerKind(viewer, user), user, applied.profile_visibility),
          inFeed: applied.show_activity_feed,
        };
      },
    );
  }

  return {
    async issueTicket(session: SessionRow): Promise<StreamTicketResponse> {
      const ticket = newToken();
      await events.issueTicket(
        hashToken(ticket),
        session,
        new Date(Date.now() + STREAM_TICKET_SECONDS * 1000),
      );
      return { ticket, expires_in: STREAM_TICKET_SECONDS };
    },

    /** The session a ticket opens a stream for; the ticket is used up. 401 if it cannot. */
    async takeTicket(ticket: string): Promise<{ user: UserRow; sessionId: number }> {
      const sessionId = await events.takeTicket(hashToken(ticket));
      const found = sessionId === undefined ? undefined : await sessions.findActiveById(sessionId);
      if (!found || !(await stillLive(sessions, found, defaultSessionTimeoutMinutes))) {
        throw new HttpError(401, familyEventMessages.staleTicket);
      }
      return { user: found.user, sessionId: found.session.id };
    },

    /** Whether the stream's session may go on (not revoked, not idle past its timeout). */
    async sessionLive(sessionId: number): Promise<boolean> {
      const found = await sessions.findActiveById(sessionId);
      return found !== undefined && stillLive(sessions, found, defaultSessionTimeoutMinutes);
    },

    /**
     * What a stream may tell its viewer, and how: the changes of the members the viewer may see
     * (the profile privacy rules: itself, a parent its children, the rest of the family unless
     * PRIVATE), each with the name the member is called by. Family-wide events carry no member's
     * content and go to everyone.
     */
    async audience(viewer: UserRow): Promise<(event: FamilyEvent) => NamedEvent | null> {
      const names = new Map(
        (await membersFor(viewer)).filter((m) => m.visible).map((m) => [m.user.id, m.name]),
      );
      return (event) => {
        const name = names.get(event.user_id);
        if (name !== undefined) return { ...event, name };
        return FAMILY_WIDE.has(event.kind) ? { ...event, name: '' } : null;
      };
    },

    /** The family's events after `afterId`; `complete` is false when more were missed than kept. */
    async replay(
      viewer: UserRow,
      afterId: number,
    ): Promise<{ events: FamilyEvent[]; complete: boolean }> {
      const rows = await events.since(familyParentId(viewer), afterId, REPLAY_LIMIT + 1);
      return {
        events: rows.slice(0, REPLAY_LIMIT).map(eventOut),
        complete: rows.length <= REPLAY_LIMIT,
      };
    },

    /** The latest things members did, of the members the viewer may see whose feed is on. */
    async activity(viewer: UserRow): Promise<ActivityResponse> {
      const members = (await membersFor(viewer)).filter((m) => m.visible);
      const shown = members.filter((m) => m.inFeed);
      const byId = new Map(shown.map((m) => [m.user.id, m]));
      const rows = await events.latest(
        familyParentId(viewer),
        shown.map((m) => m.user.id),
        FEED_KINDS,
        ACTIVITY_FEED_SIZE,
      );
      return {
        items: rows.map((row) => {
          const member = byId.get(row.userId)!;
          return { ...eventOut(row), username: member.user.username, name: member.name };
        }),
        hidden_members: members
          .filter((m) => !m.inFeed)
          .map((m) => ({ user_id: m.user.id, name: m.name })),
      };
    },

    /** Drops what is past its keeping time; the job runner's tick calls it. */
    async prune(now = new Date()): Promise<void> {
      await events.prune(
        new Date(now.getTime() - EVENTS_KEPT_MS),
        new Date(now.getTime() - IDEMPOTENCY_KEYS_KEPT_MS),
      );
    },
  };
}

export type FamilyEventsService = ReturnType<typeof familyEventsService>;
