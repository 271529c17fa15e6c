import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  NO_CHANGES_MESSAGE,
  isDirty,
  saveFailureMessage,
  settingsSectionMachine,
  type SaveSectionInput,
  type SectionValues,
  type SettingsSection,
} from './settingsSectionMachine';

const coverage = createTransitionCoverage(settingsSectionMachine);
afterAll(() => coverage.assertComplete());

function startSection(
  section: SettingsSection,
  saved: SectionValues,
  save: (input: SaveSectionInput) => Promise<SectionValues> = async ({ changes }) => changes,
) {
  const clock = new SimulatedClock();
  const sent: SaveSectionInput[] = [];
  const machine = settingsSectionMachine.provide({
    actors: {
      saveSection: fromPromise(async ({ input }: { input: SaveSectionInput }) => {
        sent.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { section, saved },
    inspect: coverage.inspect,
  });
  const announced: SectionValues[] = [];
  actor.on('settings.saved', (event) => announced.push(event.values));
  actor.start();
  return { actor, clock, sent, announced };
}

const privacy = { profile_visibility: 'PUBLIC', show_email: false, show_age: true };

describe('settingsSectionMachine', () => {
  it('is dirty only while an edit differs from the saved value', () => {
    const { actor } = startSection('privacy', privacy);
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'settings.edit', field: 'show_email', value: true });
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'settings.edit', field: 'show_email', value: false });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'settings.edit', field: 'show_age', value: false });
    actor.send({ type: 'settings.discard' });
    expect(actor.getSnapshot().context.edits).toEqual(privacy);
  });

  it('sends only the changed fields and takes the reply as the saved values', async () => {
    const { actor, clock, sent, announced } = startSection('privacy', privacy, async () => ({
      ...privacy,
      show_email: true,
      show_age: true,
    }));
    actor.send({ type: 'settings.edit', field: 'show_email', value: true });
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ section: 'privacy', changes: { show_email: true } }]);
    const { context } = actor.getSnapshot();
    expect(context.saved).toEqual({ ...privacy, show_email: true });
    expect(isDirty(context)).toBe(false);
    expect(context.successMessage).toEqual({ id: 'settings.privacyUpdated' });
    expect(announced).toEqual([{ ...privacy, show_email: true }]);

    clock.increment(2999);
    expect(actor.getSnapshot().context.successMessage).not.toBeNull();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.successMessage).toBeNull();
  });

  it('sends nothing without a change; the profile says so', () => {
    const quiet = startSection('security', { two_factor_enabled: false });
    quiet.actor.send({ type: 'settings.save' });
    expect(quiet.sent).toEqual([]);
    expect(quiet.actor.getSnapshot().context.errorMessage).toBeNull();

    const profile = startSection('profile', { username: 'sam', email: 'sam@example.com' });
    profile.actor.send({ type: 'settings.save' });
    expect(profile.sent).toEqual([]);
    expect(profile.actor.getSnapshot().value).toBe('editing');
    expect(profile.actor.getSnapshot().context.errorMessage).toBe(NO_CHANGES_MESSAGE);
  });

  it('keeps the profile message for 5 s and, for a new email, says it waits for its link', async () => {
    const { actor, clock } = startSection('profile', { username: 'sam', email: 'a@example.com' });
    actor.send({ type: 'settings.edit', field: 'email', value: 'b@example.com' });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.successMessage).toEqual({
      id: 'profile.updatedConfirmEmail',
    });
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'settings.edit', field: 'username', value: 'samuel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.successMessage).toBeNull();
  });

  it('shows server errors with the spec wording and keeps the edits', async () => {
    const { actor } = startSection('profile', { username: 'sam' }, async () => {
      throw { status: 409, detail: 'duplicate' };
    });
    actor.send({ type: 'settings.edit', field: 'username', value: 'taken' });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errorMessage).toEqual({
      id: 'profile.usernameOrEmailTaken',
    });
    expect(actor.getSnapshot().context.edits).toEqual({ username: 'taken' });

    expect(saveFailureMessage('profile', { status: 401 })).toEqual({ id: 'auth.sessionExpired' });
    expect(saveFailureMessage('profile', { status: 500, message: 'Boom' })).toBe('Boom');
    expect(saveFailureMessage('profile', new TypeError(''))).toEqual({
      id: 'profile.updateFailed',
    });
    expect(saveFailureMessage('privacy', { status: 400, detail: 'Bad value' })).toBe('Bad value');
    expect(
      saveFailureMessage('privacy', {
        status: 400,
        detail: 'x',
        messageId: 'settings.smsUnavailable',
      }),
    ).toEqual({ id: 'settings.smsUnavailable' });
    expect(saveFailureMessage('privacy', { status: 500 })).toEqual({
      id: 'settings.privacyUpdateFailed',
    });
    expect(saveFailureMessage('privacy', new TypeError('fetch failed'))).toEqual({
      id: 'error.unexpected',
    });
  });
});
