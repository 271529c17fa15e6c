import type { ReactNode } from 'react';
import type { EventObject } from 'xstate';

export interface InspectorEvent<TEvent extends EventObject> {
  label: string;
  event: TEvent;
}

export interface MachineInspectorProps<TEvent extends EventObject> {
  title: string;
  snapshot: { value: unknown; context: unknown; status: string; can: (event: TEvent) => boolean };
  send: (event: TEvent) => void;
  events: InspectorEvent<TEvent>[];
  /** Extra readouts or form fields a machine needs (remaining time, a password box). */
  children?: ReactNode;
}

const stateName = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Shows a machine the way reviewers need to see it: the current state, the context, and one
 * button per event. A button is disabled when the machine would ignore that event right now.
 */
export function MachineInspector<TEvent extends EventObject>({
  title,
  snapshot,
  send,
  events,
  children,
}: MachineInspectorProps<TEvent>) {
  const headingId = `${title.replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} style={{ fontFamily: 'system-ui', maxWidth: '40rem' }}>
      <h2 id={headingId}>{title}</h2>
      <p>
        State:{' '}
        <output aria-label="Current state" data-state={stateName(snapshot.value)}>
          <strong>{stateName(snapshot.value)}</strong>
        </output>
        {snapshot.status === 'done' ? ' (finished: the actor has stopped)' : null}
      </p>
      {children}
      <div
        role="group"
        aria-label="Events"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}
      >
        {events.map(({ label, event }) => (
          <button
            key={label}
            type="button"
            onClick={() => send(event)}
            disabled={!snapshot.can(event)}
          >
            {label}
          </button>
        ))}
      </div>
      <h3>Context</h3>
      <pre>{JSON.stringify(snapshot.context, null, 2)}</pre>
    </section>
  );
}

/** A pause for story actors, so the pending states stay on screen long enough to see. */
export const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
