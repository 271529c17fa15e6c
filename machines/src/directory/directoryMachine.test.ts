import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  directoryMachine,
  directoryErrorMessage,
  visibleUsers,
  type DirectoryUser,
  type LoadUsersRequest,
  type LoadUsersResult,
} from './directoryMachine';

const coverage = createTransitionCoverage(directoryMachine);
afterAll(() => coverage.assertComplete());

const everyone: DirectoryUser[] = [
  { id: 1, username: 'sam', bio: 'Loves lego' },
  { id: 2, username: 'mia', bio: 'Reads a lot' },
];

function startDirectory(load: (request: LoadUsersRequest) => Promise<LoadUsersResult>) {
  const clock = new SimulatedClock();
  const requests: { at: number; request: LoadUsersRequest }[] = [];
  const machine = directoryMachine.provide({
    actors: {
      loadUsers: fromPromise(async ({ input }: { input: LoadUsersRequest }) => {
        requests.push({ at: clock.now(), request: input });
        return load(input);
      }),
    },
  });
  const actor = createActor(machine, { clock, input: {}, inspect: coverage.inspect }).start();
  return { actor, clock, requests };
}

describe('directoryMachine', () => {
  it('loads everyone, then searches 300 ms after the last keystroke', async () => {
    const { actor, clock, requests } = startDirectory(async ({ search }) => ({
      users: search ? everyone.filter((user) => user.username?.includes(search)) : everyone,
      total: 2,
    }));
    await waitFor(actor, (s) => s.matches('list'));
    expect(requests).toEqual([{ at: 0, request: { search: undefined, limit: 50 } }]);

    actor.send({ type: 'directory.search', term: 'm' });
    clock.increment(200);
    actor.send({ type: 'directory.search', term: 'mi ' });
    clock.increment(299);
    expect(actor.getSnapshot().value).toBe('debouncing');
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('list'));
    expect(requests.slice(1)).toEqual([{ at: 500, request: { search: 'mi', limit: 50 } }]);
    expect(visibleUsers(actor.getSnapshot().context).map((user) => user.username)).toEqual(['mia']);

    actor.send({ type: 'directory.search', term: '' });
    clock.increment(300);
    await waitFor(actor, (s) => s.matches('list'));
    expect(requests.at(-1)?.request).toEqual({ search: undefined, limit: 50 });
  });

  it('filters locally on username and bio', () => {
    expect(visibleUsers({ users: everyone, searchTerm: 'LEGO' }).map((user) => user.id)).toEqual([
      1,
    ]);
    expect(visibleUsers({ users: everyone, searchTerm: ' ' })).toEqual(everyone);
  });

  it('shows the empty state when nothing matches', async () => {
    const { actor } = startDirectory(async () => ({ users: [], total: 0 }));
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('retries up to 3 times after 1, 2 and 4 s, then shows the error', async () => {
    const { actor, clock, requests } = startDirectory(async () => {
      throw { status: 503 };
    });
    for (const wait of [1000, 2000, 4000]) {
      await waitFor(actor, (s) => s.matches('retrying'));
      clock.increment(wait - 1);
      expect(actor.getSnapshot().value).toBe('retrying');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('loading');
    }
    await waitFor(actor, (s) => s.matches('failed'));
    expect(requests.map((entry) => entry.at)).toEqual([0, 1000, 3000, 7000]);
    expect(actor.getSnapshot().context.errorMessage).toEqual({ id: 'directory.serverIssues' });
  });

  it('recovers on a later attempt and on Try again', async () => {
    let failures = 1;
    const { actor, clock } = startDirectory(async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return { users: everyone, total: 2 };
    });
    await waitFor(actor, (s) => s.matches('retrying'));
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches('list'));

    const expired = startDirectory(async () => {
      throw { status: 401 };
    });
    await waitFor(expired.actor, (s) => s.matches('failed'));
    expect(expired.requests).toHaveLength(1);
    expect(expired.actor.getSnapshot().context.errorStatus).toBe(401);
    expired.actor.send({ type: 'directory.retry' });
    expect(expired.actor.getSnapshot().value).toBe('loading');
  });

  it('words each failure as the catalogue says', () => {
    expect(directoryErrorMessage({ status: 0 })).toEqual({ id: 'directory.networkError' });
    expect(directoryErrorMessage({ status: 401 })).toEqual({ id: 'directory.sessionExpired' });
    expect(directoryErrorMessage({ status: 403 })).toEqual({ id: 'directory.forbiddenLong' });
    expect(directoryErrorMessage({ status: 404 })).toEqual({ id: 'directory.unavailable' });
    expect(directoryErrorMessage({ status: 422 })).toEqual({ id: 'directory.searchInvalidLong' });
    expect(directoryErrorMessage({ status: 429 })).toEqual({ id: 'limits.tooManyRequests' });
    expect(directoryErrorMessage({ status: 418, description: 'Short and stout' })).toBe(
      'Short and stout',
    );
    expect(
      directoryErrorMessage({
        status: 418,
        description: 'An error occurred while loading users.',
        descriptionId: 'directory.loadFailedDescription',
      }),
    ).toEqual({ id: 'directory.loadFailedDescription' });
    expect(directoryErrorMessage({ status: 418 })).toEqual({
      id: 'directory.loadFailedDescription',
    });
    expect(directoryErrorMessage(new Error('boom'))).toEqual({ id: 'directory.unexpectedFailure' });
  });
});
