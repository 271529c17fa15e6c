import { useRouteLoaderData } from 'react-router';
import {
  ApiError,
  clientErrors,
  operationError,
  type CurrentUser,
  type ErrorCode,
  type FamilyAccount,
  type Preferences,
} from '@taskboard/contract';
import { api } from '../api';
import { AUTHENTICATED_LAYOUT_ID } from './layoutId';
import { readStoredPreferences, storePreferences } from '../preferences/storedPreferences';

export { AUTHENTICATED_LAYOUT_ID };

/** The signed-in account's family, or why it could not be loaded. */
export interface FamilyState {
  accounts: FamilyAccount[];
  /** LOAD_FAMILY_ERROR, or AUTH_REQUIRED without a stored session (spec §8). */
  error: { status: number; error_code: ErrorCode; message: string; description: string } | null;
}

export interface LayoutData {
  user: CurrentUser;
  family: FamilyState;
  /** The user's preferences (stored on the device too, for the next first paint). */
  preferences: Preferences;
}

/**
 * The layout's data for a visitor without a session on the users directory (spec §4 Users: six
 * example users and Log In): no user, and this device's last preferences.
 */
export interface VisitorLayoutData {
  visitor: true;
  preferences: Preferences;
}

/** The family for the menus and the family page; a failure never stops the layout. */
export async function loadFamily(): Promise<FamilyState> {
  try {
    const { family_accounts } = await api.users.familyAccounts();
    return { accounts: family_accounts, error: null };
  } catch (error) {
    // Spec §8: family load failures in the navigation are only logged.
    console.warn('Family accounts could not be loaded', error);
    const failure =
      error instanceof ApiError
        ? error
        : operationError({ failure: 'LOAD_FAMILY_ERROR' }, clientErrors.unknown());
    const { status, error_code, message, description } = failure;
    return { accounts: [], error: { status, error_code, message, description } };
  }
}

/**
 * The user's preferences, stored for the next page load's first paint. A failure keeps what this
 * device last knew: the screens still work with it.
 */
export async function loadPreferences(): Promise<Preferences> {
  try {
    const { preferences } = await api.settings.get();
    storePreferences(preferences);
    return preferences;
  } catch (error) {
    console.warn('Preferences could not be loaded', error);
    return readStoredPreferences();
  }
}

function useLayoutData(): LayoutData {
  const data = useRouteLoaderData<LayoutData | VisitorLayoutData>(AUTHENTICATED_LAYOUT_ID);
  if (!data) throw new Error('The layout data is used outside the authenticated layout');
  if ('visitor' in data) throw new Error('A visitor has no signed-in user');
  return data;
}

/** The signed-in user, for any screen inside the authenticated layout. */
export function useCurrentUser(): CurrentUser {
  return useLayoutData().user;
}

/** The signed-in account's family accounts (reloaded with the layout). */
export function useFamilyAccounts(): FamilyState {
  return useLayoutData().family;
}
