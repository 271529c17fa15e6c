import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type {
  CreateCustomThemeBody,
  CustomTheme,
  UserCategoryDataResponse,
} from '@taskboard/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  THEME_NOTICE_MS,
  editedTheme,
  failureDetail,
  themeManagementMachine,
  type DeleteThemeInput,
  type ThemeDraftCheck,
  type ThemeManagementInput,
  type UpdateThemeInput,
} from './themeManagementMachine';

const coverage = createTransitionCoverage(themeManagementMachine);
afterAll(() => coverage.assertComplete());

type Call = 'load' | 'switch' | 'create' | 'update' | 'delete';

const general = {
  flavor: 'GENERAL',
  name: 'General',
  description: 'Everyday goals',
  category_count: 0,
  categories: [],
  preview_categories: [],
};

const stored = (themeId: string, name: string): CustomTheme => ({
  theme_id: themeId,
  name,
  description: 'Indoor fun',
  category_count: 0,
  categories: [],
  preview_categories: [],
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
});

const dinoWorld: CreateCustomThemeBody = {
  name: 'Dino World',
  description: 'Roar through the week',
  categories: [{ name: 'Dino Digging', icon: '🦄', color: 'green' }],
};

const valid = (body: CreateCustomThemeBody): ThemeDraftCheck => ({ ok: true, body });
const invalid = (message: string): ThemeDraftCheck => ({ ok: false, message });

/**
 * A server that keeps the themes as the API does and answers each change with the notice the app
 * would show; a call named in `failing` fails with the error given, until it is taken out. The
 * machine starts with what the settings route's loader read: the themes, or a failing load's error.
 */
function startThemes(customThemes: CustomTheme[] = [], failingAtStart: [Call, unknown][] = []) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const failing = new Map<Call, unknown>(failingAtStart);
  const server: UserCategoryDataResponse = {
    flavors: [general],
    current_flavor: 'GENERAL',
    custom_themes: [...customThemes],
  };
  const answer = <T>(call: Call, result: () => T): T => {
    calls.push(call);
    if (failing.has(call)) throw failing.get(call);
    return result();
  };
  const machine = themeManagementMachine.provide({
    actors: {
      loadThemes: fromPromise(async () => answer('load', () => structuredClone(server))),
      chooseTheme: fromPromise(async ({ input }: { input: { themeId: string } }) =>
        answer('switch', () => {
          server.current_flavor = input.themeId;
          return `Your goals are now grouped by ${input.themeId}`;
        }),
      ),
      createTheme: fromPromise(async ({ input }: { input: CreateCustomThemeBody }) =>
        answer('create', () => {
          server.custom_themes.push(stored(`custom_${server.custom_themes.length}`, input.name));
          return `Custom theme ${input.name} created`;
        }),
      ),
      updateTheme: fromPromise(async ({ input }: { input: UpdateThemeInput }) =>
        answer('update', () => {
          server.custom_themes = server.custom_themes.map((theme) =>
            theme.theme_id === input.themeId ? { ...theme, name: input.body.name } : theme,
          );
          return `Custom theme ${input.body.name} updated`;
        }),
      ),
      deleteTheme: fromPromise(async ({ input }: { input: DeleteThemeInput }) =>
        answer('delete', () => {
          server.custom_themes = server.custom_themes.filter(
            (theme) => theme.theme_id !== input.themeId,
          );
          if (server.current_flavor === input.themeId) server.current_flavor = 'GENERAL';
          return `Custom theme ${input.name} deleted`;
        }),
      ),
    },
  });
  const input: ThemeManagementInput = failing.has('load')
    ? { ok: false, error: failing.get('load') }
    : { ok: true, data: structuredClone(server) };
  const actor = createActor(machine, { clock, input, inspect: coverage.inspect }).start();
  return { actor, clock, calls, failing, server };
}

type Started = ReturnType<typeof startThemes>;

const dialogOf = ({ actor }: Started) => {
  const value = actor.getSnapshot().value;
  return typeof value === 'object' && 'ready' in value
    ? (value.ready as { dialog: unknown }).dialog
    : undefined;
};

const settled = async (started: Started) => {
  // Each call and its reload are promises: let them all answer.
  await waitFor(started.actor, (snapshot) =>
    [
      'loading',
      { ready: { dialog: { picker: 'choosing' } } },
      { ready: { dialog: { creating: 'saving' } } },
      { ready: { dialog: { editing: 'saving' } } },
      { ready: { dialog: { confirmingDelete: 'deleting' } } },
    ].every((pending) => !snapshot.matches(pending as never)),
  );
  return started.actor.getSnapshot();
};

const noticeOf = ({ actor }: Started) => {
  const snapshot = actor.getSnapshot();
  return snapshot.matches({ ready: { notice: 'shown' } }) ? snapshot.context.notice : null;
};

describe('themeManagementMachine', () => {
  it('starts ready with the themes the loader read, calling nothing itself', () => {
    const started = startThemes([stored('custom_dino', 'Dino World')]);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { dialog: 'closed', notice: 'hidden' } });
    expect(snapshot.context.themes?.custom_themes.map((theme) => theme.name)).toEqual([
      'Dino World',
    ]);
    expect(snapshot.context.failure).toBeNull();
    expect(started.calls).toEqual([]);
  });

  it('a failed load keeps the server detail until a try that loads them', async () => {
    const started = startThemes([], [['load', { status: 503, detail: 'The themes are resting' }]]);
    let snapshot = started.actor.getSnapshot();
    expect(snapshot.value).toBe('loadFailed');
    expect(snapshot.context.themes).toBeNull();
    expect(snapshot.context.failure).toEqual({
      action: 'load',
      message: 'The themes are resting',
    });

    // A try that fails again says why, in the server's words or none.
    started.failing.set('load', new Error('offline'));
    started.actor.send({ type: 'themes.retry' });
    snapshot = await settled(started);
    expect(snapshot.value).toBe('loadFailed');
    expect(snapshot.context.failure).toEqual({ action: 'load', message: null });

    started.failing.delete('load');
    started.actor.send({ type: 'themes.retry' });
    expect(started.actor.getSnapshot().value).toBe('loading');
    expect(started.actor.getSnapshot().context.failure).toBeNull();
    snapshot = await settled(started);
    expect(snapshot.value).toEqual({ ready: { dialog: 'closed', notice: 'hidden' } });
    expect(snapshot.context.themes?.current_flavor).toBe('GENERAL');
    expect(started.calls).toEqual(['load', 'load']);
  });

  it('switches the theme: the modal closes and the notice vanishes after 3 s', async () => {
    const started = startThemes([stored('custom_dino', 'Dino World')]);
    await settled(started);
    started.actor.send({ type: 'themes.openPicker' });
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    started.actor.send({ type: 'themes.close' });
    expect(dialogOf(started)).toBe('closed');

    started.actor.send({ type: 'themes.openPicker' });
    started.actor.send({ type: 'themes.choose', themeId: 'custom_dino' });
    expect(dialogOf(started)).toEqual({ picker: { choosing: 'sending' } });
    // A modal with a call under way does not close.
    started.actor.send({ type: 'themes.close' });
    expect(dialogOf(started)).toEqual({ picker: { choosing: 'sending' } });
    const snapshot = await settled(started);
    expect(dialogOf(started)).toBe('closed');
    expect(snapshot.context.themes?.current_flavor).toBe('custom_dino');
    expect(noticeOf(started)).toBe('Your goals are now grouped by custom_dino');
    expect(started.calls).toEqual(['switch', 'load']);

    started.clock.increment(THEME_NOTICE_MS - 1);
    expect(noticeOf(started)).not.toBeNull();
    started.clock.increment(1);
    expect(started.actor.getSnapshot().value).toEqual({
      ready: { dialog: 'closed', notice: 'hidden' },
    });
    expect(started.actor.getSnapshot().context.notice).toBeNull();
  });

  it('gives each new notice its full 3 s', async () => {
    const started = startThemes([stored('custom_dino', 'Dino World')]);
    await settled(started);
    started.actor.send({ type: 'themes.openPicker' });
    started.actor.send({ type: 'themes.choose', themeId: 'custom_dino' });
    await settled(started);
    started.clock.increment(THEME_NOTICE_MS - 1000);

    started.actor.send({ type: 'themes.openPicker' });
    started.actor.send({ type: 'themes.choose', themeId: 'GENERAL' });
    await settled(started);
    expect(noticeOf(started)).toBe('Your goals are now grouped by GENERAL');
    started.clock.increment(THEME_NOTICE_MS - 1);
    expect(noticeOf(started)).toBe('Your goals are now grouped by GENERAL');
    started.clock.increment(1);
    expect(noticeOf(started)).toBeNull();
  });

  it("creates a theme: a draft that fails its check shows the check's words and sends nothing", async () => {
    const started = startThemes();
    await settled(started);
    started.actor.send({ type: 'themes.openPicker' });
    started.actor.send({ type: 'themes.create' });
    expect(dialogOf(started)).toEqual({ creating: 'drafting' });
    expect(started.actor.getSnapshot().context.themeId).toBeNull();

    started.actor.send({
      type: 'themes.save',
      check: invalid('User ID and theme name are required'),
    });
    expect(dialogOf(started)).toEqual({ creating: 'drafting' });
    expect(started.actor.getSnapshot().context.failure).toEqual({
      action: 'create',
      message: 'User ID and theme name are required',
    });

    started.actor.send({ type: 'themes.save', check: valid(dinoWorld) });
    expect(dialogOf(started)).toEqual({ creating: { saving: 'sending' } });
    expect(started.actor.getSnapshot().context.failure).toBeNull();
    started.actor.send({ type: 'themes.close' });
    const snapshot = await settled(started);
    // Back in the grouping theme modal, with the new theme to pick.
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(snapshot.context.themes?.custom_themes.map((theme) => theme.name)).toEqual([
      'Dino World',
    ]);
    expect(noticeOf(started)).toBe('Custom theme Dino World created');
    expect(started.calls).toEqual(['create', 'load']);

    // Closing the editor goes back to the modal, and a left-over check message goes with it.
    started.actor.send({ type: 'themes.create' });
    started.actor.send({ type: 'themes.save', check: invalid('Theme name is too long') });
    started.actor.send({ type: 'themes.close' });
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(started.actor.getSnapshot().context.failure).toBeNull();
  });

  it('edits a theme, and deletes one only once the confirmation says so', async () => {
    const started = startThemes([stored('custom_rain', 'Rainy Days')]);
    started.server.current_flavor = 'custom_rain';
    await settled(started);
    started.actor.send({ type: 'themes.openPicker' });
    // A theme that is not (any more) one of the user's opens nothing.
    started.actor.send({ type: 'themes.edit', themeId: 'custom_gone' });
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });

    started.actor.send({ type: 'themes.edit', themeId: 'custom_rain' });
    expect(dialogOf(started)).toEqual({ editing: 'drafting' });
    expect(editedTheme(started.actor.getSnapshot().context)?.name).toBe('Rainy Days');
    started.actor.send({ type: 'themes.close' });
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });

    started.actor.send({ type: 'themes.edit', themeId: 'custom_rain' });
    started.actor.send({
      type: 'themes.save',
      check: invalid('Theme name and description are required'),
    });
    expect(started.actor.getSnapshot().context.failure).toEqual({
      action: 'update',
      message: 'Theme name and description are required',
    });
    started.actor.send({ type: 'themes.save', check: valid({ ...dinoWorld, name: 'Sunny Days' }) });
    expect(dialogOf(started)).toEqual({ editing: { saving: 'sending' } });
    await settled(started);
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(noticeOf(started)).toBe('Custom theme Sunny Days updated');

    started.actor.send({ type: 'themes.edit', themeId: 'custom_rain' });
    started.actor.send({ type: 'themes.delete' });
    expect(dialogOf(started)).toEqual({ confirmingDelete: 'asking' });
    // Cancelling keeps the theme: its editor is back.
    started.actor.send({ type: 'themes.close' });
    expect(dialogOf(started)).toEqual({ editing: 'drafting' });
    expect(started.actor.getSnapshot().context.themeId).toBe('custom_rain');
    started.actor.send({ type: 'themes.delete' });
    started.actor.send({ type: 'themes.confirmDelete' });
    expect(dialogOf(started)).toEqual({ confirmingDelete: { deleting: 'sending' } });
    started.actor.send({ type: 'themes.close' });
    const snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(snapshot.context.themes?.custom_themes).toEqual([]);
    expect(snapshot.context.themes?.current_flavor).toBe('GENERAL');
    expect(noticeOf(started)).toBe('Custom theme Sunny Days deleted');
    expect(started.calls).toEqual(['update', 'load', 'delete', 'load']);
  });

  it('keeps a failed call in the dialog it came from, with the server detail or none', async () => {
    const started = startThemes([stored('custom_rain', 'Rainy Days')]);
    await settled(started);
    started.actor.send({ type: 'themes.openPicker' });

    started.failing.set('switch', {
      status: 404,
      detail: 'Custom theme not found',
      messageId: 'theme.notFound',
    });
    started.actor.send({ type: 'themes.choose', themeId: 'custom_rain' });
    let snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(snapshot.context.failure).toEqual({
      action: 'switch',
      message: { id: 'theme.notFound' },
    });

    // The next step starts clean.
    started.actor.send({ type: 'themes.create' });
    expect(started.actor.getSnapshot().context.failure).toBeNull();
    started.failing.set('create', new Error('offline'));
    started.actor.send({ type: 'themes.save', check: valid(dinoWorld) });
    snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ creating: 'drafting' });
    // Not the server's words: the screen says it in its own.
    expect(snapshot.context.failure).toEqual({ action: 'create', message: null });
    started.actor.send({ type: 'themes.close' });

    started.actor.send({ type: 'themes.edit', themeId: 'custom_rain' });
    started.failing.set('update', { status: 409, detail: 'A theme with this name already exists' });
    started.actor.send({ type: 'themes.save', check: valid(dinoWorld) });
    snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ editing: 'drafting' });
    expect(snapshot.context.failure).toEqual({
      action: 'update',
      message: 'A theme with this name already exists',
    });

    started.actor.send({ type: 'themes.delete' });
    expect(started.actor.getSnapshot().context.failure).toBeNull();
    started.failing.set('delete', { status: 500 });
    started.actor.send({ type: 'themes.confirmDelete' });
    snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ confirmingDelete: 'asking' });
    expect(snapshot.context.failure).toEqual({ action: 'delete', message: null });
    expect(snapshot.context.themes?.custom_themes).toHaveLength(1);
    expect(noticeOf(started)).toBeNull();
  });

  it('reports a reload that fails after a change as that change failing, in its dialog', async () => {
    const started = startThemes([stored('custom_rain', 'Rainy Days')]);
    await settled(started);
    const offline = { status: 503, detail: 'Service unavailable' };
    started.failing.set('load', offline);

    started.actor.send({ type: 'themes.openPicker' });
    started.actor.send({ type: 'themes.choose', themeId: 'custom_rain' });
    await settled(started);
    expect(dialogOf(started)).toEqual({ picker: 'browsing' });
    expect(started.actor.getSnapshot().context.failure?.action).toBe('switch');

    started.actor.send({ type: 'themes.create' });
    started.actor.send({ type: 'themes.save', check: valid(dinoWorld) });
    await settled(started);
    expect(dialogOf(started)).toEqual({ creating: 'drafting' });
    expect(started.actor.getSnapshot().context.failure?.action).toBe('create');
    started.actor.send({ type: 'themes.close' });

    started.actor.send({ type: 'themes.edit', themeId: 'custom_rain' });
    started.actor.send({ type: 'themes.save', check: valid(dinoWorld) });
    await settled(started);
    expect(dialogOf(started)).toEqual({ editing: 'drafting' });
    expect(started.actor.getSnapshot().context.failure?.action).toBe('update');

    started.actor.send({ type: 'themes.delete' });
    started.actor.send({ type: 'themes.confirmDelete' });
    const snapshot = await settled(started);
    expect(dialogOf(started)).toEqual({ confirmingDelete: 'asking' });
    expect(snapshot.context.failure).toEqual({ action: 'delete', message: 'Service unavailable' });
    // Nothing was announced: the section still shows what it last loaded.
    expect(noticeOf(started)).toBeNull();
    expect(snapshot.context.themes?.current_flavor).toBe('GENERAL');
    expect(started.calls).toEqual([
      'switch',
      'load',
      'create',
      'load',
      'update',
      'load',
      'delete',
      'load',
    ]);
  });

  it("reads only the server's detail: by its message's id when it named one, else its words", () => {
    expect(
      failureDetail({ status: 404, detail: 'Custom theme not found', messageId: 'theme.notFound' }),
    ).toEqual({ id: 'theme.notFound' });
    expect(failureDetail({ status: 400, detail: 'Theme not found' })).toBe('Theme not found');
    expect(failureDetail({ status: 400, detail: '  ' })).toBeNull();
    expect(failureDetail({ status: 500, message: 'HTTP 500: Internal Server Error' })).toBeNull();
    expect(failureDetail(new Error('offline'))).toBeNull();
    expect(failureDetail('offline')).toBeNull();
  });
});
