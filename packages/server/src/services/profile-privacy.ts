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

/**
 * The privacy rules, enforced by the server for every profile and statistics call:
 * - one's own profile and a family member's: everything;
 * - a child's profile outside its family: nothing, not even that it exists (privacy by default);
 * - a parent's profile outside its family: username, badges and progress, never e-mail or age
 *   (show_email and show_age start off).
 * Who the users directory lists, and which card fields it sends, follows the stored privacy
 * settings (repositories/directory-repository.ts); stored settings do not yet refine these
 * profile rules.
 */
export function profileAccess(viewer: PrivacyUser, subject: PrivacyUser): ProfileAccess {
  if (viewer.id === subject.id) return { ...everything, own: true };
  if (familyParentId(viewer) === familyParentId(subject)) return { ...everything, own: false };
  if (subject.accountType === 'CHILD') return hidden;
  return { ...hidden, visible: true, showBadges: true, showProgress: true };
}
