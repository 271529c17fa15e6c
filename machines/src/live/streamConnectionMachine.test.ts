import { SimulatedClock, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import {
  reconnectDelayMs,
  streamConnectionMachine,
  streamStatus,
  type OpenStreamInput,
  type StreamConnectionEmitted,
  type StreamConnectionInput,
  type StreamSignal,
  type StreamTicket,
} from './streamConnectionMachine';

const coverage = createTransitionCoverage(streamConnectionMachine);
afterAll(() => coverage.assertComplete());

interface OpenedStream {
  input: OpenStreamInput;
  send: (signal: StreamSignal) => void;
  closed: boolean;
}

/**
 * A server that hands out tickets t1, t2 … unless told to refuse the next ones, and streams the
 * test drives by hand.
 */
function startConnection(input: StreamConnectionInput = {}) {
  const clock = new SimulatedClock();
  const refusals: unknown[] = [];
  let tickets = 0;
  const streams: OpenedStream[] = [];
  const emitted: StreamConnectionEmitted[] = [];
  const machine = streamConnectionMachine.provide({
    actors: {
      fetchTicket: fromPromise<StreamTicket, void>(async () => {
        tickets++;
        if (refusals.length > 0) throw refusals.shift();
        return { ticket: `t${tickets}` };
      }),
      openStream: fromCallback<{ type: string }, OpenStreamInput>(({ input, sendBack }) => {
        const stream: OpenedStream = { input, send: sendBack, closed: false };
        streams.push(stream);
        return () => {
          stream.closed = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { clock, input, inspect: coverage.inspect });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const lastStream = () => {
    const stream = streams.at(-1);
    if (!stream) throw new Error('no stream was opened');
    return stream;
  };
  return {
    actor,
    clock,
    streams,
    emitted,
    lastStream,
    ticketsFetched: () => tickets,
    refuseNext: (...failures: unknown[]) => refusals.push(...failures),
  };
}

const serverDown = { status: 503, message: 'Service unavailable' };
const noNetwork = { status: 0, message: 'Failed to fetch' };

describe('streamConnectionMachine', () => {
  it('fetches a ticket, opens the stream with it and is live once the stream opens', async () => {
    const { actor, streams, emitted, lastStream, ticketsFetched } = startConnection();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(streamStatus(actor.getSnapshot())).toBe('stopped');

    actor.send({ type: 'stream.start' });
    expect(actor.getSnapshot().value).toBe('ticketing');
    expect(streamStatus(actor.getSnapshot())).toBe('connecting');
    await waitFor(actor, (s) => s.matches({ connected: 'connecting' }));
    expect(ticketsFetched()).toBe(1);
    expect(streams).toHaveLength(1);
    expect(lastStream().input).toEqual({ ticket: 't1', lastEventId: null });
    expect(streamStatus(actor.getSnapshot())).toBe('connecting');

    lastStream().send({ type: 'stream.opened' });
    expect(actor.getSnapshot().value).toEqual({ connected: 'open' });
    expect(streamStatus(actor.getSnapshot())).toBe('live');
    // A first connection has nothing to catch up on.
    expect(emitted).toEqual([]);
  });

  it('passes messages on, remembers the last event id and carries it to the next stream', async () => {
    const { actor, clock, streams, emitted, lastStream } = startConnection();
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('connected'));
    lastStream().send({ type: 'stream.opened' });

    lastStream().send({ type: 'stream.message', id: '41', data: '{"kind":"task.moved"}' });
    lastStream().send({ type: 'stream.message', id: null, data: '{"kind":"note"}' });
    expect(actor.getSnapshot().context.lastEventId).toBe('41');
    lastStream().send({ type: 'stream.message', id: '42', data: '{"kind":"task.renamed"}' });
    expect(emitted).toEqual([
      { type: 'event', id: '41', data: '{"kind":"task.moved"}' },
      { type: 'event', id: null, data: '{"kind":"note"}' },
      { type: 'event', id: '42', data: '{"kind":"task.renamed"}' },
    ]);

    lastStream().send({ type: 'stream.dropped' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(streamStatus(actor.getSnapshot())).toBe('reconnecting');
    expect(streams[0]!.closed).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ticketing');
    expect(streamStatus(actor.getSnapshot())).toBe('reconnecting');
    await waitFor(actor, (s) => s.matches('connected'));
    expect(lastStream().input).toEqual({ ticket: 't2', lastEventId: '42' });
  });

  it('emits resynced on the first opening after a reconnection only, and resets the attempts', async () => {
    const { actor, clock, emitted, lastStream, refuseNext } = startConnection();
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('connected'));
    lastStream().send({ type: 'stream.opened' });
    lastStream().send({ type: 'stream.dropped' });

    refuseNext(serverDown);
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches('waiting') && s.context.attempt === 1);
    clock.increment(2000);
    await waitFor(actor, (s) => s.matches('connected'));
    expect(actor.getSnapshot().context.attempt).toBe(2);
    expect(emitted).toEqual([]);

    lastStream().send({ type: 'stream.opened' });
    expect(emitted).toEqual([{ type: 'resynced' }]);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    lastStream().send({ type: 'stream.heartbeat' });
    lastStream().send({ type: 'stream.message', id: '7', data: 'x' });
    expect(emitted.filter((event) => event.type === 'resynced')).toHaveLength(1);

    // A stop and a fresh start after the stream had been open may have missed events too.
    actor.send({ type: 'stream.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('connected'));
    lastStream().send({ type: 'stream.opened' });
    expect(emitted.filter((event) => event.type === 'resynced')).toHaveLength(2);
  });

  it('backs off 1 s, 2 s, 4 s … up to the maximum while tickets fail', async () => {
    const { actor, clock, ticketsFetched, refuseNext } = startConnection();
    const waits = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    refuseNext(...waits.map(() => serverDown));
    actor.send({ type: 'stream.start' });
    for (const [index, wait] of waits.entries()) {
      await waitFor(actor, (s) => s.matches('waiting') && ticketsFetched() === index + 1);
      expect(actor.getSnapshot().context.attempt).toBe(index);
      clock.increment(wait - 1);
      expect(actor.getSnapshot().value).toBe('waiting');
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe('ticketing');
    }
    await waitFor(actor, (s) => s.matches('connected'));
    expect(ticketsFetched()).toBe(waits.length + 1);
  });

  it('treats a stream that says nothing for staleAfterMs as dropped', async () => {
    const { actor, clock, streams, lastStream } = startConnection({ staleAfterMs: 10_000 });
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('connected'));
    lastStream().send({ type: 'stream.opened' });

    // Each heartbeat or message restarts the timer.
    clock.increment(9999);
    lastStream().send({ type: 'stream.heartbeat' });
    clock.increment(9999);
    lastStream().send({ type: 'stream.message', id: '3', data: 'x' });
    clock.increment(9999);
    expect(actor.getSnapshot().value).toEqual({ connected: 'open' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(streams[0]!.closed).toBe(true);

    // A stream that never opens is dropped after the same time.
    clock.increment(1000);
    await waitFor(actor, (s) => s.matches({ connected: 'connecting' }));
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(streams).toHaveLength(2);
    expect(streams[1]!.closed).toBe(true);
  });

  it('stops trying once a ticket is refused with 401, until stopped', async () => {
    const { actor, clock, ticketsFetched, refuseNext } = startConnection();
    refuseNext({ status: 401, message: 'Unauthorized' });
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(streamStatus(actor.getSnapshot())).toBe('signedOut');
    clock.increment(60_000);
    actor.send({ type: 'stream.online' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(ticketsFetched()).toBe(1);
    actor.send({ type: 'stream.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('waits offline without fetching tickets, and goes on at once when back online', async () => {
    const { actor, clock, streams, lastStream, ticketsFetched, refuseNext } = startConnection({
      online: false,
    });
    actor.send({ type: 'stream.start' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(streamStatus(actor.getSnapshot())).toBe('offline');
    clock.increment(60_000);
    expect(ticketsFetched()).toBe(0);

    actor.send({ type: 'stream.online' });
    expect(actor.getSnapshot().value).toBe('ticketing');
    // Offline while fetching the ticket.
    actor.send({ type: 'stream.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'stream.online' });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(actor.getSnapshot().context.online).toBe(true);

    // Offline while connected closes the stream.
    actor.send({ type: 'stream.online' });
    actor.send({ type: 'stream.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(lastStream().closed).toBe(true);

    // Offline while waiting; then back online cuts the wait short.
    refuseNext(noNetwork, noNetwork);
    actor.send({ type: 'stream.online' });
    await waitFor(actor, (s) => s.matches('waiting'));
    actor.send({ type: 'stream.offline' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'stream.online' });
    await waitFor(actor, (s) => s.matches('waiting') && ticketsFetched() === 4);
    expect(actor.getSnapshot().context.attempt).toBe(0);
    actor.send({ type: 'stream.online' });
    expect(actor.getSnapshot().value).toBe('ticketing');
    expect(actor.getSnapshot().context.attempt).toBe(1);
    await waitFor(actor, (s) => s.matches('connected'));
    expect(streams).toHaveLength(2);
  });

  it('remembers connectivity while stopped, and stop closes an open stream', async () => {
    const { actor, lastStream, ticketsFetched } = startConnection();
    actor.send({ type: 'stream.offline' });
    actor.send({ type: 'stream.start' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'stream.stop' });
    actor.send({ type: 'stream.online' });
    actor.send({ type: 'stream.start' });
    await waitFor(actor, (s) => s.matches('connected'));
    expect(ticketsFetched()).toBe(1);
    actor.send({ type: 'stream.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(lastStream().closed).toBe(true);
  });

  it('computes the backoff from the attempt, the base and the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelayMs(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, 250, 1000)).toBe(250);
    expect(reconnectDelayMs(3, 250, 1000)).toBe(1000);
  });
});
