/**
 * One spelling per identity, before any lookup and any counter: compatibility forms folded
 * (NFKC turns full-width `ａｌｉｃｅ` into `alice`), surrounding space dropped, case folded.
 */
export function normalizeIdentity(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}
