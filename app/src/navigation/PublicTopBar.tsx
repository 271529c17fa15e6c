import { Form, Link } from 'react-router';
import { Button, Stack } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { TopBar } from './TopBar';
import { useSignedInAs } from './useSignedInAs';

/**
 * The top bar of the public pages (landing, content, privacy, terms): Login for visitors, the
 * way back to the board and Logout for a signed-in family. Prerendered pages are built without
 * a session, so the signed-in state appears as soon as the page's script runs.
 */
export function PublicTopBar() {
  const username = useSignedInAs();
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
