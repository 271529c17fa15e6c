// Spec §2 and §9: the phone layout applies under 640 px, or under 900 px on a phone.

export type BoardLayout = 'mobile' | 'desktop';

export const MOBILE_MAX_WIDTH = 640;
export const PHONE_MAX_WIDTH = 900;

const phoneAgent = /iPhone|iPod|Android.+Mobile|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/** True for a phone's browser (tablets and desktops are not phones). */
export function isPhoneUserAgent(userAgent: string): boolean {
  return phoneAgent.test(userAgent);
}

export function boardLayout(width: number, userAgent: string): BoardLayout {
  if (width < MOBILE_MAX_WIDTH) return 'mobile';
  if (width < PHONE_MAX_WIDTH && isPhoneUserAgent(userAgent)) return 'mobile';
  return 'desktop';
}
