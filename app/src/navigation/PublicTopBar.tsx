import { useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { Button, Stack } from '@taskboard/ui';
import { api } from '../api';
import { TopBar } from './TopBar';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The signed-in username, or null; a string, so React can compare snapshots. */
const signedInAs = () => api.currentAuth()?.username ?? null;

/**
 * The top bar of the public pages (landing, content, privacy, terms): Login for visitors, the
 * way back to the board and Logout for a signed-in family. Prerendered pages are built without
 * a session, so the signed-in state appears as soon as the page's script runs.
 */
export function PublicTopBar() {
  const username = useSyncExternalStore(subscribe, signedInAs, () => null);
  return (
    <TopBar
      actions={
        username ? (
          <Stack direction="row" gap="sm" align="center">
            <Button asChild variant="secondary" size="sm">
              <Link to="/taskboard" aria-label={`Go To TaskBoard (signed in as ${username})`}>
                Go To TaskBoard
              </Link>
            </Button>
            <Form method="post" action="/logout">
              <Button type="submit" variant="ghost" size="sm">
                Logout
              </Button>
            </Form>
          </Stack>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to="/login">Login</Link>
          </Button>
        )
      }
    />
  );
}
