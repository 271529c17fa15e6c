import { lazy, Suspense } from 'react';
import { useInstallPrompt } from './useInstallPrompt';
import { bannerDismissedThisSession, isMobileDevice } from './installBannerSession';

// The banner and its machine load only once the browser offers an install, so no first visit
// pays for them.
const InstallBanner = lazy(() => import('./InstallBanner'));

/** Where the install banner appears, on every screen. */
export function InstallBannerSlot() {
  const { canInstall, installed } = useInstallPrompt();
  if (!canInstall || installed) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner
        isMobile={isMobileDevice()}
        dismissedThisSession={bannerDismissedThisSession()}
      />
    </Suspense>
  );
}
