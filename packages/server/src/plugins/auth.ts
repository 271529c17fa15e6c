import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { HttpError, unauthorized } from '../http-error';
import {
  SESSION_LIFETIME_MS,
  sessionsRepository,
  type SessionsRepository,
} from '../repositories/sessions-repository';
import { hashToken } from '../security/tokens';
import { sessionTimeoutOf } from '../services/settings-service';
import { englishMessages } from '@taskboard/contract/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth check on routes that are not public. */
    auth: { user: UserRow; session: SessionRow } | null;
  }
}

// Writing last_active on every request would turn each read into a write; a minute is precise
// enough for an idle timeout counted in minutes.
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user, for handlers of routes whose auth is not 'public'. */
export function authOf(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

type FoundSession = NonNullable<Awaited<ReturnType<SessionsRepository['findActive']>>>;

/**
 * Whether a session found unrevoked is still live: not idle past its user's timeout (the user's
 * own session_timeout_minutes, else the server's default) nor older than the absolute lifetime
 * however active. A session past either is revoked now; a live one is marked active.
 */
export async function stillLive(
  sessions: SessionsRepository,
  found: FoundSession,
  defaultTimeoutMinutes: number,
): Promise<boolean> {
  const timeoutMinutes = sessionTimeoutOf(found.security ?? undefined, defaultTimeoutMinutes);
  const now = Date.now();
  const idleMs = now - found.session.lastActive.getTime();
  const expired = now - found.session.createdAt.getTime() > SESSION_LIFETIME_MS;
  if (expired || idleMs > timeoutMinutes * 60_000) {
    await sessions.revoke(found.session.id);
    return false;
  }
  if (idleMs > TOUCH_EVERY_MS) await sessions.touch(found.session.id);
  return true;
}

/**
 * Bearer token → live session → request.auth. Routes declare `config.auth`; 'user' needs any
 * signed-in account, 'parent' a PARENT one.
 */
export function installAuth(
  app: FastifyInstance,
  { db, sessionTimeoutMinutes }: { db: Database; sessionTimeoutMinutes: number },
): void {
  const sessions = sessionsRepository(db);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.auth;
    if (level === undefined || level === 'public') return;

    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header);
    if (!match?.[1]) throw unauthorized();
    const found = await sessions.findActive(hashToken(match[1]));
    if (!found || !(await stillLive(sessions, found, sessionTimeoutMinutes))) throw unauthorized();

    if (level === 'parent' && found.user.accountType !== 'PARENT') {
      throw new HttpError(403, englishMessages['auth.parentOnly']);
    }
    request.auth = { user: found.user, session: found.session };
  });
}
