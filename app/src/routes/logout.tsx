import { redirect } from 'react-router';
import { api } from '../api';
import { localizedPath } from '../i18n/localizedPath';
import { clearCachedAccount } from '../navigation/accountStorage';

// Logout revokes the session on the server, then forgets it here whatever the server said: the
// auth and the cached user go, and the layout (which holds the current user) is left for /login.
export async function clientAction() {
  try {
    await api.users.logout();
  } catch {
    // An already-revoked or expired session is logged out all the same.
  }
  api.clearAuth();
  clearCachedAccount();
  return redirect(localizedPath('/login'));
}

export async function clientLoader() {
  return redirect('/');
}

export default function Logout() {
  return null;
}
