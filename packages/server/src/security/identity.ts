import unhomoglyph from 'unhomoglyph';

/**
 * One spelling per identity, before any lookup and any counter: compatibility forms folded
 * (NFKC turns full-width `ａｌｉｃｅ` into `alice`), surrounding space dropped, case folded.
 */
export function normalizeIdentity(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}

/**
 * The confusables skeleton of UTS #39 (section 4): NFD, each character replaced by the prototype
 * it is drawn like (`I` and `1` by `l`, `0` by `O`, `m` by `rn`), NFD again. Two texts that look
 * the same have the same skeleton. It is a key for comparing, never a name to show.
 */
export function confusableSkeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD')).normalize('NFD');
}

/**
 * The key two usernames share when one would pass for the other. Usernames are one whatever
 * their case, so the skeleton is case folded; a second skeleton then maps a folded capital as
 * its small letter (`M` → `m` → `rn`). `aIicep` and `alicep` share `alicep`, `b0bp_kid` and
 * `bobp_kid` share `bobp_kid`. Stored on the users row (users.username_skeleton, indexed), so
 * a new name is checked against every existing one in one lookup.
 */
export function usernameSkeleton(username: string): string {
  return confusableSkeleton(normalizeIdentity(confusableSkeleton(username.normalize('NFKC'))));
}
