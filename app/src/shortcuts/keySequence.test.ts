import { describe, expect, it } from 'vitest';
import { noSequence, pressKey, SEQUENCE_TIMEOUT_MS, type SequenceState } from './keySequence';

const bindings = [
  { keys: ['g', 'b'], action: 'board' },
  { keys: ['g', 'p'], action: 'profile' },
  { keys: ['n'], action: 'new goal' },
  { keys: ['?'], action: 'help' },
] as const;

/** Presses keys at the given times; answers every action fired, in order. */
function type(presses: [key: string, at: number][]) {
  let state: SequenceState = noSequence;
  const actions: string[] = [];
  for (const [key, at] of presses) {
    const result = pressKey(bindings, state, key, at);
    state = result.state;
    if (result.action) actions.push(result.action);
  }
  return { actions, state };
}

describe('the key-sequence matcher', () => {
  it('fires a single-key shortcut at once', () => {
    expect(type([['n', 0]]).actions).toEqual(['new goal']);
    expect(type([['?', 0]]).actions).toEqual(['help']);
  });

  it('waits for the second key of a sequence, then fires it', () => {
    const first = type([['g', 0]]);
    expect(first.actions).toEqual([]);
    expect(first.state.keys).toEqual(['g']);
    expect(
      type([
        ['g', 0],
        ['b', 100],
      ]).actions,
    ).toEqual(['board']);
    expect(
      type([
        ['g', 0],
        ['p', 100],
      ]).actions,
    ).toEqual(['profile']);
  });

  it('forgets a sequence whose next key comes too late', () => {
    expect(
      type([
        ['g', 0],
        ['b', SEQUENCE_TIMEOUT_MS + 1],
      ]).actions,
    ).toEqual([]);
    expect(
      type([
        ['g', 0],
        ['b', SEQUENCE_TIMEOUT_MS],
      ]).actions,
    ).toEqual(['board']);
  });

  it('drops a sequence broken by another key, and lets that key start its own', () => {
    expect(
      type([
        ['g', 0],
        ['x', 10],
        ['b', 20],
      ]).actions,
    ).toEqual([]);
    expect(
      type([
        ['g', 0],
        ['g', 10],
        ['b', 20],
      ]).actions,
    ).toEqual(['board']);
    expect(
      type([
        ['g', 0],
        ['n', 10],
      ]).actions,
    ).toEqual(['new goal']);
  });

  it('fires nothing for keys of no shortcut, and a key alone does not finish a sequence', () => {
    expect(
      type([
        ['b', 0],
        ['p', 10],
        ['x', 20],
      ]).actions,
    ).toEqual([]);
    expect(type([['b', 0]]).state).toEqual(noSequence);
  });

  it('fires each sequence once and starts over after it', () => {
    expect(
      type([
        ['g', 0],
        ['b', 10],
        ['b', 20],
        ['g', 30],
        ['p', 40],
      ]).actions,
    ).toEqual(['board', 'profile']);
  });
});
