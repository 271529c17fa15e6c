// The install banner's dismissal lasts for the browser session (spec §4).
const DISMISSED_KEY = 'installBannerDismissed';

/** How long after the install offer the banner's code is fetched (the banner is due at 30 s). */
export const INSTALL_BANNER_CODE_DELAY_MS = 10_000;

export function bannerDismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberBannerDismissal(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode); the banner then simply returns next visit.
  }
}

/** Spec §9: a width up to 768 px or a mobile user agent. */
export function isMobileDevice(): boolean {
  return (
    window.matchMedia('(max-width: 768px)').matches ||
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
  );
}
