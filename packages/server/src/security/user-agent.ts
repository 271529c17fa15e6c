/** A coarse label for a session list ("Chrome on Mobile"), not a fingerprint. */
export function describeUserAgent(userAgent: string | undefined): {
  device: string;
  browser: string;
} {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Other';
  const device = /Mobi|Android|iPhone|iPad/.test(ua) ? 'Mobile' : ua ? 'Desktop' : 'Unknown';
  return { device, browser };
}
