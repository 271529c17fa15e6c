import Bowser from 'bowser';

const platformLabels: Record<string, string> = {
  mobile: 'phone',
  tablet: 'tablet',
  desktop: 'computer',
  tv: 'TV',
  bot: 'bot',
};

/** Session rows keep at most this many characters of each label. */
const LABEL_MAX = 64;

/**
 * A readable label for the session list ("Chrome 126", "Android phone"), parsed by bowser, a
 * maintained User-Agent parser. It names the kind of device and browser, never the person.
 */
export function describeUserAgent(userAgent: string | undefined): {
  device: string;
  browser: string;
} {
  if (!userAgent?.trim()) return { device: 'Unknown device', browser: 'Unknown browser' };
  const parsed = Bowser.parse(userAgent);
  const os = parsed.os.name;
  const platform = parsed.platform.type ? platformLabels[parsed.platform.type] : undefined;
  const device = [os, platform].filter(Boolean).join(' ') || 'Unknown device';
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : 'Unknown browser';
  return { device: device.slice(0, LABEL_MAX), browser: browser.slice(0, LABEL_MAX) };
}
