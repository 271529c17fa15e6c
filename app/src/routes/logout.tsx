import { redirect } from 'react-router';
import { api } from '../api';

// Logout revokes the session on the server, then forgets it here whatever the server said.
export async function clientAction() {
  try {
    await api.users.logout();
  } catch {
    // An already-revoked or expired session is logged out all the same.
  }
  api.clearAuth();
  return redirect('/login');
}

export async function clientLoader() {
  return redirect('/');
}

export default function Logout() {
  return null;
}
