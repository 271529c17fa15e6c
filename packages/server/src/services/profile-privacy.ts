import type { PrivacySettings } from '@taskboard/contract';
import type { UserRow } from '../db/schema';
import { familyParentId } from './family-service';

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

/**
 * The privacy rules, enforced by the server for every profile and statistics call, in step with
 * who the users directory lists (repositories/directory-repository.ts):
 * - one's own profile and a family member's: everything;
 * - a child's profile outside its family: nothing, not even that it exists, whatever it sets;
 * - a parent's profile outside its family: only when its profile_visibility is PUBLIC (FRIENDS
 *   means the family, PRIVATE only the parent), and then each part only when its show_* switch
 *   is on. Everyone starts PRIVATE.
 */
export function profileAccess(
  viewer: PrivacyUser,
  subject: PrivacyUser,
  privacy: ProfilePrivacy,
): ProfileAccess {
  if (viewer.id === subject.id) return { ...everything, own: true };
  if (familyParentId(viewer) === familyParentId(subject)) return { ...everything, own: false };
  if (subject.accountType === 'CHILD' || privacy.profile_visibility !== 'PUBLIC') return hidden;
  return {
    visible: true,
    own: false,
    showEmail: privacy.show_email,
    showAge: privacy.show_age,
    showBadges: privacy.show_badges,
    showProgress: privacy.show_progress,
  };
}
