import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import { INSTALL_BANNER_DELAY_MS, installBannerMachine } from '@taskboard/machines';
import { Banner, Button, Stack, Text } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { promptInstall } from './installPrompt';
import { rememberBannerDismissal } from './installBannerSession';

export interface InstallBannerProps {
  isMobile: boolean;
  dismissedThisSession: boolean;
  /** When the browser offered the install (ms since the epoch): the 30 s count from then. */
  offeredAt: number;
}

/**
 * The phone install invitation (spec §4): 30 s after the browser offers to install, it shows for
 * 10 s or until dismissed, and a dismissal holds for the rest of the browser session.
 */
export default function InstallBanner({
  isMobile,
  dismissedThisSession,
  offeredAt,
}: InstallBannerProps) {
  const t = useT();
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    installBannerMachine.provide({
      actions: {
        showInstallPrompt: () => void promptInstall(),
        rememberDismissal: rememberBannerDismissal,
      },
      // This code loads a while after the offer; the banner still appears 30 s after it.
      delays: { appearAfter: Math.max(0, INSTALL_BANNER_DELAY_MS - (Date.now() - offeredAt)) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { isMobile, dismissedThisSession } });

  useEffect(() => {
    // This component is mounted once the browser has offered its install prompt.
    send({ type: 'install.promptAvailable' });
  }, [send]);

  if (!snapshot.matches('visible')) return null;
  return (
    <Banner tone="info" title={t('pwa.banner.title')}>
      <Stack gap="sm">
        <Text>{t('pwa.banner.text')}</Text>
        <Stack direction="row" gap="sm" wrap>
          <Button size="sm" onClick={() => send({ type: 'install.accept' })}>
            {t('pwa.banner.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'install.dismiss' })}>
            {t('pwa.banner.notNow')}
          </Button>
        </Stack>
      </Stack>
    </Banner>
  );
}
