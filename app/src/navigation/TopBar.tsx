import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBar, TextLink } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { InstallAppButton } from '../pwa/InstallAppButton';

/**
 * The top bar of every screen (spec §2): brand home, install, Features, then the account actions
 * (Login for visitors, the account menu and Logout for a signed-in family).
 */
export function TopBar({
  actions,
  showFeatures = true,
}: {
  actions: ReactNode;
  showFeatures?: boolean;
}) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <AppBar
      brand={
        <TextLink asChild>
          <Link to="/">Bitesize TaskBoard</Link>
        </TextLink>
      }
      actions={actions}
    >
      <InstallAppButton />
      {showFeatures ? (
        <TextLink asChild>
          <Link to={localized('/homepage#features')}>{t('navigation.features')}</Link>
        </TextLink>
      ) : null}
    </AppBar>
  );
}
