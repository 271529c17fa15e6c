import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { FamilyAccount, Message } from '@taskboard/contract';
import {
  accountSwitchMachine,
  type SwitchAccountRequest,
  type SwitchSurface,
} from '@taskboard/machines';
import { api } from '../api';
import { clearCachedAccount, setSwitchingAccount } from './accountStorage';
import { useCurrentUser } from './layoutData';

export interface AccountSwitch {
  /** Starts a switch; a child switching to its parent is asked for the parent password first. */
  requestSwitch: (account: FamilyAccount) => void;
  /** The account being switched to, while the switch runs (its card shows a spinner). */
  switchingTo: string | null;
  /** Spec §8 wording of the last failure, by its message id, until dismissed. */
  failure: Message | null;
  dismissFailure: () => void;
  /** The parent account waiting for its (optional) password, or null. */
  passwordFor: Pick<FamilyAccount, 'username'> | null;
  /** The parent's password and, when it has two-factor sign-in on, a code (else empty). */
  submitPassword: (password: string, code: string) => void;
  cancelPassword: () => void;
}

/**
 * Binds accountSwitchMachine to the API and the router (spec §4): switching flag, cached account
 * cleared, new auth stored, layout data (profile and family) reloaded, then home. The machine
 * also holds the parent-password step; this hook only reads its state and sends its events.
 */
export function useAccountSwitch(surface: SwitchSurface, closeMenu?: () => void): AccountSwitch {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();

  // The machine outlives renders; it reads the router and the signed-in user through this ref.
  const latest = useRef({ navigate, revalidate, closeMenu, username: user.username });
  useEffect(() => {
    latest.current = { navigate, revalidate, closeMenu, username: user.username };
  });

  // Made once: useMachine starts its actor from the first render's machine only.

  const [machine] = useState(() =>
    accountSwitchMachine.provide({
      actors: {
        switchAccount: fromPromise(({ input }: { input: SwitchAccountRequest }) =>
          api.users.switchAccount(input),
        ),
        reloadAccount: fromPromise(() => latest.current.revalidate()),
      },
      actions: {
        setSwitchingFlag: () => setSwitchingAccount(true),
        clearSwitchingFlag: () => setSwitchingAccount(false),
        clearCachedAccount: () => clearCachedAccount(),
        storeAuth: (_, auth) => api.storeAuth(auth),
        closeMenu: () => latest.current.closeMenu?.(),
        navigateHome: () => void latest.current.navigate('/'),
        // The failure is shown in a banner from the machine's context, not in a window alert.
        alertFailure: () => {},
      },
      guards: {
        // Another screen may have switched meanwhile: compare with the account signed in now.
        isActiveAccount: ({ event }) =>
          event.type === 'account.switch' && event.username === latest.current.username,
      },
    }),
  );

  const [snapshot, send] = useMachine(machine, {
    input: { activeUsername: user.username, surface },
  });

  const switching = snapshot.matches('switching') || snapshot.matches('reloading');
  useEffect(() => {
    // A screen left half-way through a switch must not leave the flag set.
    return () => setSwitchingAccount(false);
  }, []);

  const { targetUsername, errorMessage } = snapshot.context;
  return {
    requestSwitch: (account) =>
      send({
        type: 'account.switch',
        username: account.username,
        accountType: account.account_type,
      }),
    switchingTo: switching ? targetUsername : null,
    // Set only while a failure stands, also behind a password dialog asked after it.
    failure: errorMessage,
    dismissFailure: () => send({ type: 'account.dismissError' }),
    passwordFor:
      snapshot.matches('askingPassword') && targetUsername !== null
        ? { username: targetUsername }
        : null,
    submitPassword: (password, code) => send({ type: 'account.submitPassword', password, code }),
    cancelPassword: () => send({ type: 'account.cancelPassword' }),
  };
}
