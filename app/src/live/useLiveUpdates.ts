import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { familyEvent } from '@taskboard/contract';
import { streamConnectionMachine, streamStatus, type StreamStatus } from '@taskboard/machines';
import { api } from '../api';
import type { LiveEvent } from './liveEvents';

export interface LiveHandlers {
  /** A change of the family's, as the stream sent it. */
  onEvent: (event: LiveEvent) => void;
  /** The stream came back after a drop (or asked for it): reload what the screen shows. */
  onResync: () => void;
}

/**
 * This tab's one stream of the family's changes (contract schemas/events.ts), kept open while
 * the tab is signed in: a fresh single-use ticket for each connection, the resume point carried
 * over a drop, backoff while the server is away, and nothing at all while the device is offline.
 * The connection's states are the machine's (machines/src/live).
 */
export function useLiveUpdates(handlers: LiveHandlers): StreamStatus {
  const latest = useRef(handlers);
  latest.current = handlers;

  const machine = useMemo(
    () =>
      streamConnectionMachine.provide({
        actors: {
          fetchTicket: fromPromise(async () => ({
            ticket: (await api.events.streamTicket()).ticket,
          })),
          openStream: fromCallback<
            { type: string },
            { ticket: string; lastEventId: string | null }
          >(({ sendBack, input }) => {
            const query = new URLSearchParams({ ticket: input.ticket });
            if (input.lastEventId !== null) query.set('last_event_id', input.lastEventId);
            const source = new EventSource(`/api/events?${query}`);
            source.onopen = () => sendBack({ type: 'stream.opened' });
            source.addEventListener('change', (message) =>
              sendBack({
                type: 'stream.message',
                id: message.lastEventId || null,
                data: message.data,
              }),
            );
            source.addEventListener('heartbeat', () => sendBack({ type: 'stream.heartbeat' }));
            source.addEventListener('resync', () => latest.current.onResync());
            // The ticket is spent: the browser's own reconnection would be refused. The machine
            // asks for a new ticket and reconnects with the resume point instead.
            source.onerror = () => {
              source.close();
              sendBack({ type: 'stream.dropped' });
            };
            return () => source.close();
          }),
        },
      }),
    [],
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { online: typeof navigator === 'undefined' ? true : navigator.onLine },
  });

  useEffect(() => {
    const events = actor.on('event', ({ data }) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      const event = familyEvent.safeParse(parsed);
      if (event.success) latest.current.onEvent(event.data);
    });
    const resynced = actor.on('resynced', () => latest.current.onResync());
    const online = () => send({ type: 'stream.online' });
    const offline = () => send({ type: 'stream.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    send({ type: 'stream.start' });
    return () => {
      events.unsubscribe();
      resynced.unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      send({ type: 'stream.stop' });
    };
  }, [actor, send]);

  return streamStatus(snapshot);
}
