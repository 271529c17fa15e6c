import type { PrivacySettings } from '@taskboard/contract';
import type { UserRow } from '../db/schema';
import { familyParentId } from './family-parent';

/** What a viewer may see of another user's profile. */
export interface ProfileAccess {
  /** False: the profile answers 404 'User not found', as for a user who does not exist. */
  visible: boolean;
  own: boolean;
  showEmail: boolean;
  showAge: boolean;
  showBadges: boolean;
  /** Statistics: counters, radar, cockpit, latest goals and streak. */
  showProgress: boolean;
}

export type PrivacyUser = Pick<UserRow, 'id' | 'accountType' | 'parentId'>;

const everything = {
  visible: true,
  showEmail: true,
  showAge: true,
  showBadges: true,
  showProgress: true,
};
const hidden: ProfileAccess = {
  visible: false,
  own: false,
  showEmail: false,
  showAge: false,
  showBadges: false,
  showProgress: false,
};

/** The subject's privacy settings that decide what others see (stored choices over the defaults). */
export type ProfilePrivacy = Pick<
  PrivacySettings,
  'profile_visibility' | 'show_email' | 'show_age' | 'show_badges' | 'show_progress'
>;

/** How the viewer stands to the subject, which decides what a visibility lets it see. */
export type ViewerKind =
  | 'self'
  /** The subject is a child and the viewer its parent. */
  | 'parent'
  /** Another member of the subject's family (a sibling, or a child looking at its parent). */
  | 'family'
  /** A signed-in user of another family. */
  | 'outsider';

export function viewerKind(viewer: PrivacyUser, subject: PrivacyUser): ViewerKind {
  if (viewer.id === subject.id) return 'self';
  if (subject.accountType === 'CHILD' && subject.parentId === viewer.id) return 'parent';
  return familyParentId(viewer) === familyParentId(subject) ? 'family' : 'outsider';
}

/**
 * Whether a user with this visibility can be seen at all by a viewer of this kind (the README's
 * privacy table; the directory applies the same rule in SQL, repositories/directory-repository):
 * - PRIVATE: the person, and for a child the child's parent;
 * - FRIENDS ("My family"): the person's family;
 * - PUBLIC: every signed-in user, except that a child never leaves its family.
 */
export function canSee(
  kind: ViewerKind,
  subject: Pick<UserRow, 'accountType'>,
  visibility: ProfilePrivacy['profile_visibility'],
): boolean {
  if (kind === 'self' || kind === 'parent') return true;
  if (kind === 'family') return visibility !== 'PRIVATE';
  return visibility === 'PUBLIC' && subject.accountType !== 'CHILD';
}

/**
 * The privacy rules, enforced by the server for the profile, its statistics (counters, radar,
 * cockpit, streak, goals and their tasks) and its badges, in step with who the users directory
 * lists: who sees the user at all follows `canSee`; a viewer who may not is answered exactly as
 * for a user who does not exist. Whoever may see a member of their own family sees all of it;
 * outside the family each part shows only when its show_* switch is on. Everyone starts PRIVATE.
 */
export function profileAccess(
  viewer: PrivacyUser,
  subject: PrivacyUser,
  privacy: ProfilePrivacy,
): ProfileAccess {
  const kind = viewerKind(viewer, subject);
  if (!canSee(kind, subject, privacy.profile_visibility)) return hidden;
  if (kind !== 'outsider') return { ...everything, own: kind === 'self' };
  return {
    visible: true,
    own: false,
    showEmail: privacy.show_email,
    showAge: privacy.show_age,
    showBadges: privacy.show_badges,
    showProgress: privacy.show_progress,
  };
}
