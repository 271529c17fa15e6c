import { createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  RecoveryCodesResponse,
  TwoFactorPasswordAndCodeBody,
  TwoFactorSetupResponse,
} from '@taskboard/contract';
import { createTransitionCoverage } from '../testing/coverage';
import { twoFactorSetupMachine } from './twoFactorSetupMachine';

const coverage = createTransitionCoverage(twoFactorSetupMachine);
afterAll(() => coverage.assertComplete());

const enrolment: TwoFactorSetupResponse = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Bitesize%20TaskBoard:ann?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  issuer: 'Bitesize TaskBoard',
  account_name: 'ann',
};

const codesOf = (message: string, first: string): RecoveryCodesResponse => ({
  message,
  recovery_codes: [first, ...Array.from({ length: 9 }, (_, index) => `code-${index}`)],
});

// The server names its message by id beside its English detail.
const wrongCode = {
  status: 400,
  detail: 'That code is not right, or it was already used.',
  messageId: 'twoFactor.codeWrongOrUsed',
};
const wrongCodeMessage = { id: 'twoFactor.codeWrongOrUsed' };

type Call = 'setup' | 'confirm' | 'disable' | 'codes';

/**
 * A server that answers the calls as the API does: the code 123456 is right, the password
 * 'secret' too; calls named in `failing` fail with the error given.
 */
function startSection(enabled: boolean, failing: Partial<Record<Call, unknown>> = {}) {
  const calls: string[] = [];
  let changes = 0;
  const answer = <T>(call: Call, value: T): T => {
    if (call in failing) throw failing[call];
    return value;
  };
  const checkPasswordAndCode = (call: Call, body: TwoFactorPasswordAndCodeBody) => {
    calls.push(`${call} ${body.password} ${body.code}`);
    if (body.password !== 'secret' || body.code !== '123456') throw wrongCode;
  };
  const machine = twoFactorSetupMachine.provide({
    actors: {
      beginEnrolment: fromPromise(async () => {
        calls.push('setup');
        return answer('setup', enrolment);
      }),
      confirmEnrolment: fromPromise(async ({ input }: { input: { code: string } }) => {
        calls.push(`confirm ${input.code}`);
        if (input.code !== '123456') throw wrongCode;
        return answer('confirm', codesOf('Two-factor sign-in is on.', 'first'));
      }),
      disableTwoFactor: fromPromise(async ({ input }: { input: TwoFactorPasswordAndCodeBody }) => {
        checkPasswordAndCode('disable', input);
        return answer('disable', { message: 'Two-factor sign-in is off.' });
      }),
      regenerateRecoveryCodes: fromPromise(
        async ({ input }: { input: TwoFactorPasswordAndCodeBody }) => {
          checkPasswordAndCode('codes', input);
          return answer('codes', codesOf('New recovery codes are ready.', 'fresh'));
        },
      ),
    },
    actions: { notifyChanged: () => void changes++ },
  });
  const actor = createActor(machine, { input: { enabled }, inspect: coverage.inspect }).start();
  return { actor, calls, changes: () => changes };
}

const right = { password: 'secret', code: '123456' };

describe('twoFactorSetupMachine', () => {
  it('starts where the loaded settings say it stands', () => {
    expect(startSection(false).actor.getSnapshot().value).toBe('off');
    expect(startSection(true).actor.getSnapshot().value).toBe('on');
  });

  it('enrols: scan, a wrong code with the server words, the right code, the codes shown once', async () => {
    const { actor, calls, changes } = startSection(false);
    actor.send({ type: 'twoFactor.start' });
    expect(actor.getSnapshot().value).toBe('starting');
    await waitFor(actor, (s) => s.matches('scanning'));
    expect(actor.getSnapshot().context.enrolment).toEqual(enrolment);

    // Nothing typed: the screen says so and nothing is sent.
    actor.send({ type: 'twoFactor.confirm', code: '   ' });
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'codeMissing',
      serverMessage: null,
    });
    expect(calls).toEqual(['setup']);

    actor.send({ type: 'twoFactor.confirm', code: '000000' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('scanning') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'confirm',
      serverMessage: wrongCodeMessage,
    });
    expect(actor.getSnapshot().context.enrolment).toEqual(enrolment);

    actor.send({ type: 'twoFactor.confirm', code: ' 123456 ' });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    const { context } = actor.getSnapshot();
    expect(context.recoveryCodes?.recovery_codes).toHaveLength(10);
    expect(context.recoveryCodes?.message).toBe('Two-factor sign-in is on.');
    expect(context.enrolment).toBeNull();
    expect(context.failure).toBeNull();
    expect(changes()).toBe(1);
    expect(calls).toEqual(['setup', 'confirm 000000', 'confirm 123456']);

    // The reload after turning it on does not hide the codes.
    actor.send({ type: 'twoFactor.sync', enabled: true });
    expect(actor.getSnapshot().value).toBe('showingCodes');

    actor.send({ type: 'twoFactor.codesSaved' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
  });

  it('leaves enrolment with cancel, forgetting the key and the failure', async () => {
    const { actor } = startSection(false);
    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoFactor.confirm', code: '' });
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context).toMatchObject({ enrolment: null, failure: null });
  });

  it('keeps a failed start in the server words when it named no message, or none for the screen to word', async () => {
    const refused = startSection(false, { setup: { status: 409, detail: 'Already on' } });
    refused.actor.send({ type: 'twoFactor.start' });
    await waitFor(refused.actor, (s) => s.matches('off') && s.context.failure !== null);
    expect(refused.actor.getSnapshot().context.failure).toEqual({
      kind: 'start',
      serverMessage: 'Already on',
    });

    const offline = startSection(false, { setup: new TypeError('Failed to fetch') });
    offline.actor.send({ type: 'twoFactor.start' });
    await waitFor(offline.actor, (s) => s.matches('off') && s.context.failure !== null);
    expect(offline.actor.getSnapshot().context.failure).toEqual({
      kind: 'start',
      serverMessage: null,
    });
    // Trying again clears the failure while the call runs.
    offline.actor.send({ type: 'twoFactor.start' });
    expect(offline.actor.getSnapshot().context.failure).toBeNull();
  });

  it('turns off with the password and a code, after a refused try; the notice stays until a new start', async () => {
    const { actor, calls, changes } = startSection(true);
    actor.send({ type: 'twoFactor.disable' });
    expect(actor.getSnapshot().value).toEqual({ disabling: 'editing' });

    actor.send({ type: 'twoFactor.submit', body: { password: 'wrong', code: '123456' } });
    expect(actor.getSnapshot().value).toEqual({ disabling: 'pending' });
    await waitFor(actor, (s) => s.matches({ disabling: 'editing' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'disable',
      serverMessage: wrongCodeMessage,
    });

    actor.send({ type: 'twoFactor.submit', body: right });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('off'));
    expect(actor.getSnapshot().context).toMatchObject({
      enabled: false,
      notice: 'Two-factor sign-in is off.',
    });
    expect(changes()).toBe(1);
    expect(calls).toEqual(['disable wrong 123456', 'disable secret 123456']);

    // The reload that follows agrees; the notice stays.
    actor.send({ type: 'twoFactor.sync', enabled: false });
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.notice).toBe('Two-factor sign-in is off.');

    actor.send({ type: 'twoFactor.start' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('makes new recovery codes, after a refused try, and shows them once', async () => {
    const { actor, calls, changes } = startSection(true, {});
    actor.send({ type: 'twoFactor.newCodes' });
    expect(actor.getSnapshot().value).toEqual({ regenerating: 'editing' });
    actor.send({ type: 'twoFactor.submit', body: { password: 'secret', code: '999999' } });
    expect(actor.getSnapshot().value).toEqual({ regenerating: 'pending' });
    await waitFor(
      actor,
      (s) => s.matches({ regenerating: 'editing' }) && s.context.failure !== null,
    );
    expect(actor.getSnapshot().context.failure?.kind).toBe('regenerate');

    actor.send({ type: 'twoFactor.submit', body: right });
    await waitFor(actor, (s) => s.matches('showingCodes'));
    expect(actor.getSnapshot().context.recoveryCodes?.recovery_codes[0]).toBe('fresh');
    expect(actor.getSnapshot().context.failure).toBeNull();
    // Still on: nothing to reload.
    expect(changes()).toBe(0);
    expect(calls).toEqual(['codes secret 999999', 'codes secret 123456']);
    actor.send({ type: 'twoFactor.codesSaved' });
    expect(actor.getSnapshot().value).toBe('on');
  });

  it('closes either dialog with cancel, forgetting its failure', async () => {
    const { actor, calls } = startSection(true);
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.submit', body: { password: 'wrong', code: '1' } });
    await waitFor(actor, (s) => s.matches({ disabling: 'editing' }) && s.context.failure !== null);
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.failure).toBeNull();

    actor.send({ type: 'twoFactor.newCodes' });
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(calls).toEqual(['disable wrong 1']);
  });

  it('cannot be closed while a dialog call runs', () => {
    const { actor } = startSection(true);
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.submit', body: right });
    actor.send({ type: 'twoFactor.cancel' });
    expect(actor.getSnapshot().value).toEqual({ disabling: 'pending' });
  });

  it('follows the loaded settings when at rest, not in the middle of a step', async () => {
    const { actor } = startSection(false);
    actor.send({ type: 'twoFactor.sync', enabled: true });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'twoFactor.sync', enabled: false });
    expect(actor.getSnapshot().value).toBe('off');

    actor.send({ type: 'twoFactor.start' });
    await waitFor(actor, (s) => s.matches('scanning'));
    actor.send({ type: 'twoFactor.sync', enabled: true });
    expect(actor.getSnapshot().value).toBe('scanning');
    expect(actor.getSnapshot().context.enabled).toBe(true);
  });
});
