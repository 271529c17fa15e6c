import { call, familyPassword, sessionOf, type Session } from './board-api';
import { logInThroughApi } from './family';

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
  return sessionOf(
    await logInThroughApi(child.username, familyPassword, parent.baseUrl),
    parent.baseUrl,
  );
}
