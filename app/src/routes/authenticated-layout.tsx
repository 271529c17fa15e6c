import { useState } from 'react';
import { Form, Outlet, redirect, useLoaderData, useRevalidator, useSubmit } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { ApiError } from '@taskboard/contract';
import {
  Banner,
  Button,
  DensityProvider,
  Heading,
  PageShell,
  ShortcutsDialog,
  Spinner,
  Stack,
} from '@taskboard/ui';
import { api } from '../api';
import { applyLanguagePreference } from '../i18n/applyLanguagePreference';
import { useTranslateKnown } from '../i18n/knownMessages';
import { localizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { AccountMenu } from '../navigation/AccountMenu';
import { isSwitchingAccount } from '../navigation/accountStorage';
import { refusesReplacedSession, sessionToken } from '../session/refusedSession';
import {
  loadFamily,
  loadPreferences,
  type LayoutData,
  type VisitorLayoutData,
} from '../navigation/layoutData';
import { MainNav } from '../navigation/MainNav';
import { showsSwitchList } from '../navigation/menuEntries';
import { MobileMenu } from '../navigation/MobileMenu';
import { withLastCopy } from '../offline/lastCopy';
import { startOfflineQueue } from '../offline/offlineQueue';
import { copyKeys } from '../offline/offlineStore';
import { ParentPasswordDialog } from '../navigation/ParentPasswordDialog';
import { TopBar } from '../navigation/TopBar';
import { PublicPage } from '../navigation/PublicPage';
import { readStoredPreferences } from '../preferences/storedPreferences';
import { isDirectoryPath } from '../directory/directoryPath';
import { SwitchFailureBanner } from '../navigation/SwitchFailureBanner';
import { useAccountSwitch } from '../navigation/useAccountSwitch';
import { usePhoneLayout } from '../navigation/usePhoneLayout';
import { densityOf } from '../presentation/accounts';
import { useKeyboardShortcuts } from '../shortcuts/useKeyboardShortcuts';
import { LiveUpdates } from '../live/LiveUpdates';

export { AUTHENTICATED_LAYOUT_ID, useCurrentUser } from '../navigation/layoutData';

export async function clientLoader({
  request,
  params,
}: ClientLoaderFunctionArgs): Promise<LayoutData | VisitorLayoutData | Response> {
  const url = new URL(request.url);
  const toLogin = () =>
    redirect(
      `${localizedPath('/login')}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    );
  if (!api.currentAuth()?.username) {
    // Spec §4 Users: a visitor sees the directory's example users and Log In, not the log-in page.
    return isDirectoryPath(url.pathname)
      ? { visitor: true, preferences: readStoredPreferences() }
      : toLogin();
  }
  const sentWith = sessionToken();
  try {
    // Offline, the signed-in screens open with the user and family as last read (issue #28).
    const [user, family, preferences] = await withLastCopy(
      copyKeys.layout(api.currentAuth()?.username ?? ''),
      () => Promise.all([api.users.me(), loadFamily(), loadPreferences()]),
    );
    startOfflineQueue(user.username);
    // Spec §2: mid-switch, a profile URL naming another user than the new account goes home.
    if (isSwitchingAccount() && params.userId !== undefined && params.userId !== String(user.id)) {
      return redirect('/');
    }
    await applyLanguagePreference(preferences.language);
    return { user, family, preferences };
  } catch (error) {
    // A switch to another account ends the old session while a reload may still carry it: the
    // screen loads again with the new one. Otherwise a refused session (expired, revoked,
    // malformed: a 401) is forgotten. An unreachable, failing or busy server (a 5xx, a 429) is not
    // a reason to log the family out: the error page offers Try Again with the session kept.
    if (refusesReplacedSession(error, sentWith)) return redirect(url.pathname + url.search);
    if (error instanceof ApiError && error.status === 401) {
      api.clearAuth();
      return toLogin();
    }
    throw error;
  }
}

/**
 * The signed-in screens without their user: /users/me could not be read (the server unreachable,
 * say). Spec §8's board errors say so: 'Failed to load user information', with the call's own
 * 'Failed to fetch user profile'. Any other failure keeps the app's general words.
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const { revalidate } = useRevalidator();
  const userFailed = error instanceof ApiError && error.error_code === 'FETCH_USER_PROFILE_ERROR';
  return (
    <PageShell as="main">
      <Stack gap="md">
        <Heading level={1}>
          {userFailed ? t('navigation.loadUserFailed') : t('common.error.title')}
        </Heading>
        <Banner tone="danger">
          {userFailed ? translateKnown(error.message) : t('common.error.text')}
        </Banner>
        {userFailed ? (
          <div>
            <Button onClick={() => void revalidate()}>{t('navigation.loadUserRetry')}</Button>
          </div>
        ) : null}
      </Stack>
    </PageShell>
  );
}

export function HydrateFallback() {
  const t = useT();
  return (
    <PageShell>
      <Spinner label={t('navigation.loadingUser')} />
    </PageShell>
  );
}

export default function AuthenticatedLayout() {
  const data = useLoaderData<typeof clientLoader>();
  // The signed-in screens' @taskboard/ui texts are translated once their part of the messages
  // is in (the root's UiMessagesProvider, i18n/uiMessages.ts).
  return 'visitor' in data ? (
    <PublicPage>
      <Outlet />
    </PublicPage>
  ) : (
    <SignedInLayout />
  );
}

function SignedInLayout() {
  const { user, family, preferences } = useLoaderData<LayoutData>();
  const child = user.account_type === 'CHILD';
  const phone = usePhoneLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const accountSwitch = useAccountSwitch('menu', () => setMenuOpen(false));
  const submit = useSubmit();
  const logout = () => void submit(null, { method: 'post', action: '/logout' });
  const shortcuts = useKeyboardShortcuts();
  const t = useT();

  const switchAccounts = showsSwitchList(user.account_type, family.accounts.length)
    ? family.accounts
    : [];
  const menu = {
    username: user.username,
    // A child's bar says its name as its parent wrote it (the username until there is one).
    shownName: (child && preferences.display_name) || user.username,
    accountType: user.account_type,
    switchAccounts,
    switchingTo: accountSwitch.switchingTo,
    open: menuOpen,
    onOpenChange: setMenuOpen,
    onSwitch: accountSwitch.requestSwitch,
    onLogout: logout,
  };

  return (
    // A child's screens are drawn large, top bar included: bigger targets, type and pictures.
    <DensityProvider density={densityOf(user.account_type)}>
      <TopBar
        // On a phone the Features link moves into the menu, so the bar fits on one line; a
        // child's bar leaves out the grown-ups' Features link, so its large targets fit on one
        // line on a tablet too.
        showFeatures={!phone && !child}
        actions={
          phone ? (
            <MobileMenu {...menu} isPrimaryChild={user.is_primary_child} />
          ) : (
            <>
              <AccountMenu {...menu} />
              <Form method="post" action="/logout">
                <Button type="submit" variant="secondary" size="sm">
                  {t('navigation.logout')}
                </Button>
              </Form>
            </>
          )
        }
      />
      <PageShell maxWidth="wide">
        {/* One stream per tab keeps this screen in step with the family's other devices; an
            account switch opens a new one, which tells what the new account may see. */}
        <LiveUpdates key={user.id} />
        <SwitchFailureBanner
          failure={accountSwitch.failure}
          onDismiss={accountSwitch.dismissFailure}
        />
        <ParentPasswordDialog
          account={accountSwitch.passwordFor}
          onSubmit={accountSwitch.submitPassword}
          onCancel={accountSwitch.cancelPassword}
        />
        <ShortcutsDialog
          open={shortcuts.helpOpen}
          onOpenChange={shortcuts.setHelpOpen}
          shortcuts={shortcuts.shortcuts}
          {...shortcuts.labels}
        />
        <Stack direction="row" gap="xl" align="start">
          {phone ? null : <MainNav />}
          {/* The page takes the width beside the menu, whatever its content's own width. */}
          <Stack as="main" grow>
            <Outlet />
          </Stack>
        </Stack>
      </PageShell>
    </DensityProvider>
  );
}
