import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  ACCOUNT_DELETED_MESSAGE,
  accountDeletionFailureMessage,
  accountDeletionMachine,
  canSubmitDeletion,
  type DeleteAccountRequest,
} from './accountDeletionMachine';

const coverage = createTransitionCoverage(accountDeletionMachine);
afterAll(() => coverage.assertComplete());

function startAccountDeletion(remove: () => Promise<void> = async () => {}) {
  const clock = new SimulatedClock();
  const calls: DeleteAccountRequest[] = [];
  const effects: string[] = [];
  const machine = accountDeletionMachine.provide({
    actors: {
      deleteAccount: fromPromise(async ({ input }: { input: DeleteAccountRequest }) => {
        calls.push(input);
        await remove();
      }),
    },
    actions: {
      clearStoredAuth: () => void effects.push('clear auth'),
      navigateHome: () => void effects.push('go home'),
    },
  });
  const actor = createActor(machine, { clock, inspect: coverage.inspect }).start();
  return { actor, clock, calls, effects };
}

describe('accountDeletionMachine', () => {
  it('refuses to submit without the password and the exact confirmation text', () => {
    const { actor, calls } = startAccountDeletion();
    actor.send({ type: 'accountDeletion.open' });
    actor.send({
      type: 'accountDeletion.edit',
      field: 'confirmationText',
      value: 'delete my account',
    });
    actor.send({ type: 'accountDeletion.submit' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.passwordError).toEqual({
      id: 'account.deletePasswordRequired',
    });
    expect(actor.getSnapshot().context.confirmationError).toEqual({
      id: 'account.deleteConfirmationRequired',
    });
    actor.send({ type: 'accountDeletion.edit', field: 'password', value: 'pw' });
    expect(actor.getSnapshot().context.passwordError).toBeNull();
    expect(canSubmitDeletion(actor.getSnapshot().context)).toBe(false);
    expect(calls).toEqual([]);
    actor.send({ type: 'accountDeletion.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('deletes, shows the success message, and after 2 s clears auth and goes home', async () => {
    const { actor, clock, calls, effects } = startAccountDeletion();
    actor.send({ type: 'accountDeletion.open' });
    actor.send({ type: 'accountDeletion.edit', field: 'password', value: 'pw' });
    actor.send({
      type: 'accountDeletion.edit',
      field: 'confirmationText',
      value: 'DELETE MY ACCOUNT',
    });
    actor.send({ type: 'accountDeletion.edit', field: 'reason', value: 'moving on' });
    actor.send({ type: 'accountDeletion.submit' });
    expect(actor.getSnapshot().value).toBe('deleting');
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(calls).toEqual([
      { password: 'pw', confirmation_text: 'DELETE MY ACCOUNT', reason: 'moving on' },
    ]);
    expect(actor.getSnapshot().context.successMessage).toBe(ACCOUNT_DELETED_MESSAGE);
    expect(ACCOUNT_DELETED_MESSAGE).toEqual({ id: 'account.deletedRedirecting' });
    clock.increment(1999);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['clear auth', 'go home']);
  });

  it('shows the message for the server status and keeps the dialog open', async () => {
    const { actor } = startAccountDeletion(async () => {
      throw { status: 401, detail: 'bad password' };
    });
    actor.send({ type: 'accountDeletion.open' });
    actor.send({ type: 'accountDeletion.edit', field: 'password', value: 'nope' });
    actor.send({
      type: 'accountDeletion.edit',
      field: 'confirmationText',
      value: 'DELETE MY ACCOUNT',
    });
    actor.send({ type: 'accountDeletion.submit' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({
      id: 'account.deletePasswordIncorrect',
    });
    expect(accountDeletionFailureMessage({ status: 400 })).toEqual({
      id: 'account.deleteConfirmationMismatch',
    });
    expect(accountDeletionFailureMessage({ status: 429 })).toEqual({
      id: 'account.tooManyDeletionAttempts',
    });
    expect(accountDeletionFailureMessage({ status: 500 })).toEqual({
      id: 'account.deleteServerError',
    });
    expect(accountDeletionFailureMessage({ status: 418, detail: 'Teapot' })).toBe('Teapot');
    expect(
      accountDeletionFailureMessage({ status: 418, detail: 'Teapot', messageId: 'goal.notFound' }),
    ).toEqual({ id: 'goal.notFound' });
    expect(accountDeletionFailureMessage(null)).toEqual({ id: 'error.unexpected' });
  });
});
