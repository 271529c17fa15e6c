import { useSyncExternalStore } from 'react';
import { Form, Link } from 'react-router';
import { Button, Stack } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { TopBar } from './TopBar';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The signed-in username, or null; a string, so React can compare snapshots. Read straight from
 * the contract's stored auth (`auth` in localStorage) rather than through the API client, which
 * the prerendered landing page would otherwise have to download before it could show the bar.
 */
function signedInAs(): string | null {
  try {
    const auth: unknown = JSON.parse(localStorage.getItem('auth') ?? 'null');
    const username = (auth as { token?: unknown; username?: unknown } | null) ?? {};
    return typeof username.token === 'string' && typeof username.username === 'string'
      ? username.username
      : null;
  } catch {
    return null;
  }
}

/**
 * The top bar of the public pages (landing, content, privacy, terms): Login for visitors, the
 * way back to the board and Logout for a signed-in family. Prerendered pages are built without
 * a session, so the signed-in state appears as soon as the page's script runs.
 */
export function PublicTopBar() {
  const username = useSyncExternalStore(subscribe, signedInAs, () => null);
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <TopBar
      actions={
        username ? (
          <Stack direction="row" gap="sm" align="center">
            <Button asChild variant="secondary" size="sm">
              <Link
                to="/taskboard"
                aria-label={t('navigation.goToTaskBoardSignedIn', { username })}
              >
                {t('navigation.menu.goToTaskBoard')}
              </Link>
            </Button>
            <Form method="post" action="/logout">
              <Button type="submit" variant="ghost" size="sm">
                {t('navigation.logout')}
              </Button>
            </Form>
          </Stack>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to={localized('/login')}>{t('navigation.login')}</Link>
          </Button>
        )
      }
    />
  );
}
