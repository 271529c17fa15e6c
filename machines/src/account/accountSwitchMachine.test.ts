import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  accountSwitchMachine,
  switchAccountRequest,
  switchFailureMessage,
  type AccountSwitchInput,
  type SwitchAccountRequest,
  type SwitchedAuth,
} from './accountSwitchMachine';

const coverage = createTransitionCoverage(accountSwitchMachine);
afterAll(() => coverage.assertComplete());

const childAuth: SwitchedAuth = {
  token: 't-2',
  account_type: 'CHILD',
  username: 'mia',
  is_primary_child: false,
};

function startSwitcher(
  options: {
    input?: Partial<AccountSwitchInput>;
    switchAccount?: (request: SwitchAccountRequest) => Promise<SwitchedAuth>;
    reload?: () => Promise<void>;
  } = {},
) {
  const steps: string[] = [];
  const requests: SwitchAccountRequest[] = [];
  const machine = accountSwitchMachine.provide({
    actors: {
      switchAccount: fromPromise(async ({ input }: { input: SwitchAccountRequest }) => {
        requests.push(input);
        steps.push('request');
        return (options.switchAccount ?? (async () => childAuth))(input);
      }),
      reloadAccount: fromPromise(async () => {
        steps.push('reload');
        await (options.reload ?? (async () => {}))();
      }),
    },
    actions: {
      setSwitchingFlag: () => void steps.push('flag on'),
      clearSwitchingFlag: () => void steps.push('flag off'),
      clearCachedAccount: () => void steps.push('clear cache'),
      storeAuth: (_, auth) => void steps.push(`store ${auth.username}`),
      closeMenu: () => void steps.push('close menu'),
      navigateHome: () => void steps.push('go /'),
      alertFailure: (_, message) => void steps.push(`alert ${JSON.stringify(message)}`),
    },
  });
  const actor = createActor(machine, {
    input: { activeUsername: 'sam', surface: 'menu', ...options.input },
    inspect: coverage.inspect,
  }).start();
  return { actor, steps, requests };
}

describe('accountSwitchMachine', () => {
  it('switches in the order of spec §4 and lands on /', async () => {
    const { actor, steps, requests } = startSwitcher();
    actor.send({ type: 'account.switch', username: 'mia', parentPassword: '  ' });
    expect(actor.getSnapshot().value).toBe('switching');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(steps).toEqual([
      'flag on',
      'request',
      'clear cache',
      'store mia',
      'reload',
      'close menu',
      'go /',
      'flag off',
    ]);
    expect(requests).toEqual([{ target_username: 'mia' }]);
    expect(actor.getSnapshot().context.activeUsername).toBe('mia');
  });

  it('only closes the menu and goes to / for the account already active', () => {
    const { actor, steps } = startSwitcher();
    actor.send({ type: 'account.switch', username: 'sam' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(steps).toEqual(['close menu', 'go /']);
  });

  it('sends the parent password only when it is not blank', () => {
    expect(switchAccountRequest('mia', ' secret ')).toEqual({
      target_username: 'mia',
      parent_password: ' secret ',
    });
    expect(switchAccountRequest('mia', '')).toEqual({ target_username: 'mia' });
    expect(switchAccountRequest('mia')).toEqual({ target_username: 'mia' });
    // A parent's two-factor code goes along only when one was typed.
    expect(switchAccountRequest('mia', 'secret', ' 123456 ')).toEqual({
      target_username: 'mia',
      parent_password: 'secret',
      two_factor_code: '123456',
    });
    expect(switchAccountRequest('mia', 'secret', '  ')).toEqual({
      target_username: 'mia',
      parent_password: 'secret',
    });
  });

  it('still lands on / when reloading the profile fails', async () => {
    const { actor, steps } = startSwitcher({
      reload: async () => {
        throw new Error('offline');
      },
    });
    actor.send({ type: 'account.switch', username: 'mia', parentPassword: 'pw' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(steps.slice(-3)).toEqual(['close menu', 'go /', 'flag off']);
  });

  it('alerts the menu wording on failure and can retry or dismiss', async () => {
    let fail = true;
    const { actor, steps } = startSwitcher({
      switchAccount: async () => {
        if (fail) throw { status: 403, detail: 'Wrong parent password' };
        return childAuth;
      },
    });
    actor.send({ type: 'account.switch', username: 'mia', parentPassword: 'bad' });
    await waitFor(actor, (s) => s.matches('failed'));
    const failure = {
      id: 'accountSwitch.failedWithReason',
      values: { message: 'Wrong parent password' },
    };
    expect(actor.getSnapshot().context.errorMessage).toEqual(failure);
    expect(steps).toContain(`alert ${JSON.stringify(failure)}`);
    expect(steps).toContain('flag off');

    actor.send({ type: 'account.dismissError' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.errorMessage).toBeNull();

    actor.send({ type: 'account.switch', username: 'mia' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'account.switch', username: 'sam' });
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send({ type: 'account.switch', username: 'mia' });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'account.switch', username: 'mia', parentPassword: 'good' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.activeUsername).toBe('mia');
  });

  it('asks a parent account for its password first, then sends it with the code', async () => {
    const { actor, steps, requests } = startSwitcher({ input: { activeUsername: 'mia' } });
    actor.send({ type: 'account.switch', username: 'sam', accountType: 'PARENT' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    expect(actor.getSnapshot().context.targetUsername).toBe('sam');
    // Nothing reaches the server while the password is asked for; the dialog replaces the menu.
    expect(steps).toEqual(['close menu']);
    expect(requests).toEqual([]);

    // Another switch cannot start behind the open dialog.
    actor.send({ type: 'account.switch', username: 'leo' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    expect(actor.getSnapshot().context.targetUsername).toBe('sam');

    actor.send({ type: 'account.submitPassword', password: 'secret', code: ' 123456 ' });
    expect(actor.getSnapshot().value).toBe('switching');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requests).toEqual([
      { target_username: 'sam', parent_password: 'secret', two_factor_code: '123456' },
    ]);
    expect(actor.getSnapshot().context.activeUsername).toBe('sam');
  });

  it('cancelling the password step switches nowhere', () => {
    const { actor, steps, requests } = startSwitcher({ input: { activeUsername: 'mia' } });
    actor.send({ type: 'account.switch', username: 'sam', accountType: 'PARENT' });
    actor.send({ type: 'account.cancelPassword' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.targetUsername).toBeNull();
    expect(steps).toEqual(['close menu']);
    expect(requests).toEqual([]);
  });

  it('a parent password given up front skips the asking step', async () => {
    const { actor, requests } = startSwitcher({ input: { activeUsername: 'mia' } });
    actor.send({
      type: 'account.switch',
      username: 'sam',
      accountType: 'PARENT',
      parentPassword: 'secret',
    });
    expect(actor.getSnapshot().value).toBe('switching');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(requests).toEqual([{ target_username: 'sam', parent_password: 'secret' }]);
  });

  it('keeps a refusal shown while the password is asked again, until a new try', async () => {
    let refuse = true;
    const { actor, requests } = startSwitcher({
      input: { activeUsername: 'mia' },
      switchAccount: async (request) => {
        if (refuse) throw { status: 403, detail: 'Incorrect parent password' };
        return { ...childAuth, account_type: 'PARENT', username: request.target_username };
      },
    });
    const refusal = {
      id: 'accountSwitch.failedWithReason',
      values: { message: 'Incorrect parent password' },
    };
    actor.send({ type: 'account.switch', username: 'sam', accountType: 'PARENT' });
    actor.send({ type: 'account.submitPassword', password: 'wrong', code: '' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toEqual(refusal);
    expect(requests).toEqual([{ target_username: 'sam', parent_password: 'wrong' }]);

    // Asked again and cancelled: the refusal is still there to dismiss.
    actor.send({ type: 'account.switch', username: 'sam', accountType: 'PARENT' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    expect(actor.getSnapshot().context.errorMessage).toEqual(refusal);
    actor.send({ type: 'account.cancelPassword' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorMessage).toEqual(refusal);
    expect(actor.getSnapshot().context.targetUsername).toBeNull();

    // Asked again and submitted: the refusal goes as the new try starts.
    actor.send({ type: 'account.switch', username: 'sam', accountType: 'PARENT' });
    refuse = false;
    actor.send({ type: 'account.submitPassword', password: 'secret', code: '' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.activeUsername).toBe('sam');
  });

  it('uses the family page wording there', async () => {
    const { actor } = startSwitcher({
      input: { surface: 'family' },
      switchAccount: async () => {
        throw new TypeError('');
      },
    });
    actor.send({ type: 'account.switch', username: 'mia' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({
      id: 'accountSwitch.toAccountFailed',
      values: { message: 'Unknown error' },
    });
    expect(switchFailureMessage('family', new Error('Timeout'))).toEqual({
      id: 'accountSwitch.toAccountFailed',
      values: { message: 'Timeout' },
    });
    expect(switchFailureMessage('menu', {})).toEqual({
      id: 'accountSwitch.failedWithReason',
      values: { message: 'Failed to switch account' },
    });
  });
});
