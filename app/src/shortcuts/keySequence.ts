// Matching key presses against multi-key shortcuts ("g" then "b"), free of the DOM so it is
// unit-tested. The keys are KeyboardEvent.key values.

export type Binding<Action> = { keys: readonly string[]; action: Action };

/** The keys pressed so far towards a sequence, and when the last one came. */
export type SequenceState = { keys: readonly string[]; at: number };

export const noSequence: SequenceState = { keys: [], at: 0 };

/** A sequence's next key must come within this time, or the sequence starts over. */
export const SEQUENCE_TIMEOUT_MS = 1500;

const startsWith = (keys: readonly string[], prefix: readonly string[]) =>
  prefix.length <= keys.length && prefix.every((key, index) => keys[index] === key);

function step<Action>(
  bindings: readonly Binding<Action>[],
  keys: readonly string[],
  at: number,
): { state: SequenceState; action: Action | null } | null {
  const done = bindings.find(
    (binding) => binding.keys.length === keys.length && startsWith(binding.keys, keys),
  );
  if (done) return { state: noSequence, action: done.action };
  if (bindings.some((binding) => startsWith(binding.keys, keys))) {
    return { state: { keys, at }, action: null };
  }
  return null;
}

/**
 * One key press: answers the action of the sequence it completes (or null) and the state for the
 * next press. A key that does not continue the pending sequence may start a new one ("g x b" is
 * nothing, "g g b" is g-b).
 */
export function pressKey<Action>(
  bindings: readonly Binding<Action>[],
  state: SequenceState,
  key: string,
  at: number,
  timeoutMs = SEQUENCE_TIMEOUT_MS,
): { state: SequenceState; action: Action | null } {
  const pending = state.keys.length > 0 && at - state.at <= timeoutMs ? state.keys : [];
  return (
    (pending.length > 0 ? step(bindings, [...pending, key], at) : null) ??
    step(bindings, [key], at) ?? { state: noSequence, action: null }
  );
}
