import { useState } from 'react';
import { Form, Outlet, redirect, useLoaderData, useSubmit } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { ApiError } from '@taskboard/contract';
import {
  Button,
  DensityProvider,
  PageShell,
  ShortcutsDialog,
  Spinner,
  Stack,
  UiMessagesProvider,
} from '@taskboard/ui';
import { api } from '../api';
import { applyLanguagePreference } from '../i18n/applyLanguagePreference';
import { localizedPath } from '../i18n/localizedPath';
import { useUiScreensTranslations } from '../i18n/uiScreensMessages';
import { useT } from '../i18n/useT';
import { AccountMenu } from '../navigation/AccountMenu';
import { isSwitchingAccount } from '../navigation/accountStorage';
import { loadFamily, loadPreferences, type LayoutData } from '../navigation/layoutData';
import { MainNav } from '../navigation/MainNav';
import { showsSwitchList } from '../navigation/menuEntries';
import { MobileMenu } from '../navigation/MobileMenu';
import { ParentPasswordDialog } from '../navigation/ParentPasswordDialog';
import { TopBar } from '../navigation/TopBar';
import { SwitchFailureBanner } from '../navigation/SwitchFailureBanner';
import { useAccountSwitch } from '../navigation/useAccountSwitch';
import { usePhoneLayout } from '../navigation/usePhoneLayout';
import { densityOf } from '../presentation/accounts';
import { useKeyboardShortcuts } from '../shortcuts/useKeyboardShortcuts';

export { AUTHENTICATED_LAYOUT_ID, useCurrentUser } from '../navigation/layoutData';

export async function clientLoader({
  request,
  params,
}: ClientLoaderFunctionArgs): Promise<LayoutData | Response> {
  const url = new URL(request.url);
  const toLogin = () =>
    redirect(
      `${localizedPath('/login')}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    );
  if (!api.currentAuth()?.username) return toLogin();
  try {
    const [user, family, preferences] = await Promise.all([
      api.users.me(),
      loadFamily(),
      loadPreferences(),
    ]);
    // Spec §2: mid-switch, a profile URL naming another user than the new account goes home.
    if (isSwitchingAccount() && params.userId !== undefined && params.userId !== String(user.id)) {
      return redirect('/');
    }
    await applyLanguagePreference(preferences.language);
    return { user, family, preferences };
  } catch (error) {
    // A refused session (expired, revoked, malformed) is forgotten; an unreachable server is not
    // a reason to log the family out.
    if (error instanceof ApiError && error.status !== 0) {
      api.clearAuth();
      return toLogin();
    }
    throw error;
  }
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
  // The signed-in screens' @taskboard/ui texts come with them (i18n/uiScreensMessages.ts).
  return (
    <UiMessagesProvider messages={useUiScreensTranslations()}>
      <SignedInLayout />
    </UiMessagesProvider>
  );
}

function SignedInLayout() {
  const { user, family } = useLoaderData<typeof clientLoader>();
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
        // On a phone the Features link moves into the menu, so the bar fits on one line.
        showFeatures={!phone}
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
