/** Board journeys talk to the API directly for set-up and checks, to stay quick. */

import { familyPassword, logInThroughApi, postSignUp, type LoggedIn } from './family';
import { latestMailLink } from './outbox';

/** Journeys that take a Session find the family password here too. */
export { familyPassword };

export interface Session extends LoggedIn {
  baseUrl: string;
  userId: number;
}

let counter = 0;

/**
 * Signs a family up under a name of eight digits after "kid": always as wide on the screen
 * (digits are equally wide), so the page screenshots' mask over it never moves, and short enough
 * for the child's "_kid" name to fit the username limit. Names come from the clock and a count;
 * the rare one another worker of the run took already is drawn again.
 */
async function registerFamily(baseUrl: string) {
  for (let attempt = 0; ; attempt += 1) {
    counter += 1;
    const id = `${String(Date.now() % 1e6).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
    const family = {
      username: `kid${id}`,
      email: `board.${id}@example.test`,
      password: familyPassword,
    };
    const registered = await postSignUp(family, baseUrl);
    if (registered.ok) return family;
    if (registered.status !== 409 || attempt === 4) {
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
    }
  }
}

/** Signs a fresh family up and logs it in (no e-mail step: login does not wait for it). */
export async function newSession(baseUrl: string): Promise<Session> {
  const family = await registerFamily(baseUrl);
  return sessionOf(await logInThroughApi(family.email, family.password, baseUrl), baseUrl);
}

/** A login completed into a Session: the user's id comes from /users/me. */
export async function sessionOf(loggedIn: LoggedIn, baseUrl: string): Promise<Session> {
  const me = await call<{ id: number }>({ baseUrl, token: loggedIn.token }, 'GET', '/users/me');
  return { ...loggedIn, baseUrl, userId: me.body.id };
}

/**
 * Confirms the parent's e-mail through the link in the outbox of the server logging to
 * `logPath`: until then the family draws only a tenth of the daily helper allowance.
 */
export async function verifyEmail(parent: Session, logPath: string) {
  const me = await call<{ email: string }>(parent, 'GET', '/users/me');
  const link = await latestMailLink(me.body.email, '/verify-email', logPath);
  const token = link.searchParams.get('token') ?? '';
  const verified = await fetch(
    `${parent.baseUrl}/api/users/verify-email?token=${encodeURIComponent(token)}`,
  );
  if (!verified.ok) throw new Error(`verify-email: ${verified.status} ${await verified.text()}`);
}

/** The localStorage `auth` entry the app reads its session from. */
export function storedAuth(session: Session) {
  return {
    token: session.token,
    username: session.username,
    account_type: session.account_type,
    is_primary_child: session.is_primary_child,
  };
}

/** One API call as `session`; answers status and parsed body. */
export async function call<T = unknown>(
  session: Pick<Session, 'baseUrl' | 'token'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${session.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Saves the language of `session`'s user, as another device of theirs would. */
export async function chooseLanguage(session: Session, language: string) {
  const saved = await call(session, 'PUT', '/users/settings/preferences', { language });
  if (saved.status !== 200) throw new Error(`language: ${saved.status}`);
}

export type ApiTask = {
  item_id: number;
  goal_id: number;
  title: string;
  job_status: string;
  icon: string | null;
};
export type ApiGoal = { item_id: number; title: string; job_status: string; tasks: number[] };

export async function goalTasks(session: Session, goalId: number): Promise<ApiTask[]> {
  const { status, body } = await call<ApiTask[]>(session, 'GET', `/backlog/goals/${goalId}/task`);
  if (status !== 200) throw new Error(`goal tasks: ${status}`);
  return body;
}

export async function backlog(session: Session): Promise<{ items: (ApiGoal | ApiTask)[] }> {
  const { status, body } = await call<{ items: (ApiGoal | ApiTask)[] }>(session, 'GET', '/backlog');
  if (status !== 200) throw new Error(`backlog: ${status}`);
  return body;
}
