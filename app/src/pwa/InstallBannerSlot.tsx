import { lazy, Suspense, useEffect, useState } from 'react';
import { useInstallPrompt } from './useInstallPrompt';
import {
  bannerDismissedThisSession,
  INSTALL_BANNER_CODE_DELAY_MS,
  isMobileDevice,
} from './installBannerSession';

// The banner and its machine load only on a phone the browser offered an install to, and only
// once the page has settled (well before the banner is due, 30 s after the offer), so a first
// visit never downloads them while it loads.
const InstallBanner = lazy(() => import('./InstallBanner'));

/** Where the install banner appears, on every screen. */
export function InstallBannerSlot() {
  const { canInstall, installed } = useInstallPrompt();
  const [offeredAt, setOfferedAt] = useState<number | null>(null);
  const [codeDue, setCodeDue] = useState(false);
  const eligible = canInstall && !installed;

  useEffect(() => {
    if (!eligible || !isMobileDevice() || bannerDismissedThisSession()) return;
    setOfferedAt(Date.now());
    const timer = window.setTimeout(() => setCodeDue(true), INSTALL_BANNER_CODE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  if (!eligible || !codeDue || offeredAt === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner isMobile dismissedThisSession={false} offeredAt={offeredAt} />
    </Suspense>
  );
}
