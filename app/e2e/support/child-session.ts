import { call, familyPassword, type Session } from './board-api';

/**
 * The family's primary child of `parent`, logged in as a child logs in: its username and the
 * family password.
 */
export async function childOf(parent: Session): Promise<Session> {
  const { body } = await call<{ family_accounts: { username: string; account_type: string }[] }>(
    parent,
    'GET',
    '/users/family-accounts',
  );
  const child = body.family_accounts.find((account) => account.account_type === 'CHILD');
  if (!child) throw new Error('the family has no child');
  const loggedIn = await fetch(`${parent.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: child.username, password: familyPassword }),
  });
  if (!loggedIn.ok) throw new Error(`child login: ${loggedIn.status}`);
  const session = (await loggedIn.json()) as Omit<Session, 'baseUrl' | 'userId'>;
  const me = await call<{ id: number }>({ ...parent, token: session.token }, 'GET', '/users/me');
  return { ...session, baseUrl: parent.baseUrl, userId: me.body.id };
}
