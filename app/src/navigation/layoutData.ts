import { useRouteLoaderData } from 'react-router';
import { ApiError, detailOr, type CurrentUser, type FamilyAccount } from '@taskboard/contract';
import { api } from '../api';

/** The route id of `routes/authenticated-layout.tsx`, whose loader holds the signed-in account. */
export const AUTHENTICATED_LAYOUT_ID = 'routes/authenticated-layout';

/** The signed-in account's family, or why it could not be loaded. */
export interface FamilyState {
  accounts: FamilyAccount[];
  error: { status: number; message: string } | null;
}

export interface LayoutData {
  user: CurrentUser;
  family: FamilyState;
}

/** Spec §8: LOAD_FAMILY_ERROR is the server's detail, else the generic text. */
export function familyLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.error_code === 'NO_AUTH_TOKEN') {
    return 'No authentication token';
  }
  return detailOr(error, 'Failed to load family accounts');
}

/** The family for the menus and the family page; a failure never stops the layout. */
export async function loadFamily(): Promise<FamilyState> {
  try {
    const { family_accounts } = await api.users.familyAccounts();
    return { accounts: family_accounts, error: null };
  } catch (error) {
    // Spec §8: family load failures in the navigation are only logged.
    console.warn('Family accounts could not be loaded', error);
    return {
      accounts: [],
      error: {
        status: error instanceof ApiError ? error.status : 500,
        message: familyLoadMessage(error),
      },
    };
  }
}

function useLayoutData(): LayoutData {
  const data = useRouteLoaderData<LayoutData>(AUTHENTICATED_LAYOUT_ID);
  if (!data) throw new Error('The layout data is used outside the authenticated layout');
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
