import { SimulatedClock, createActor, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createTransitionCoverage } from './coverage';

// A small machine with an event transition, a guarded alternative, a delayed transition and an
// eventless one, so each kind of transition is shown to be recorded (or reported as missing).
const lampMachine = setup({
  types: { context: {} as { broken: boolean }, events: {} as { type: 'lamp.toggle' } },
  guards: { isBroken: ({ context }) => context.broken },
  delays: { cooldown: 1000 },
}).createMachine({
  id: 'lamp',
  context: { broken: false },
  initial: 'off',
  states: {
    off: {
      on: { 'lamp.toggle': [{ guard: 'isBroken', target: 'dead' }, { target: 'on' }] },
    },
    on: { after: { cooldown: 'cooling' }, on: { 'lamp.toggle': 'off' } },
    cooling: { always: 'off' },
    dead: {},
  },
});

describe('createTransitionCoverage', () => {
  it('reports the transitions and states no actor exercised', () => {
    const coverage = createTransitionCoverage(lampMachine);
    const actor = createActor(lampMachine, { inspect: coverage.inspect }).start();
    actor.send({ type: 'lamp.toggle' });
    actor.send({ type: 'lamp.toggle' });

    expect(coverage.missingTransitions()).toEqual([
      'lamp.off --lamp.toggle#0 [isBroken]--> lamp.dead',
      'lamp.on --xstate.after.cooldown.lamp.on#0--> lamp.cooling',
      'lamp.cooling --(always)#0--> lamp.off',
    ]);
    expect(coverage.missingStates()).toEqual(['lamp.cooling', 'lamp.dead']);
    expect(() => coverage.assertComplete()).toThrow(
      /transition never taken: lamp\.off --lamp\.toggle#0 \[isBroken\]--> lamp\.dead/,
    );
  });

  it('counts delayed and eventless transitions taken under a simulated clock', () => {
    const coverage = createTransitionCoverage(lampMachine);
    const clock = new SimulatedClock();
    const actor = createActor(lampMachine, { clock, inspect: coverage.inspect }).start();
    actor.send({ type: 'lamp.toggle' });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('off');

    const broken = createActor(lampMachine.provide({ guards: { isBroken: () => true } }), {
      inspect: coverage.inspect,
    }).start();
    broken.send({ type: 'lamp.toggle' });

    expect(coverage.missingTransitions()).toEqual(['lamp.on --lamp.toggle#0--> lamp.off']);
    actor.send({ type: 'lamp.toggle' });
    actor.send({ type: 'lamp.toggle' });
    expect(coverage.missingTransitions()).toEqual([]);
    expect(coverage.missingStates()).toEqual([]);
    expect(() => coverage.assertComplete()).not.toThrow();
  });

  it('counts an initial state left at once by an eventless transition as entered', () => {
    const switchMachine = setup({
      types: { input: {} as { on: boolean }, context: {} as { on: boolean } },
      guards: { isOn: ({ context }) => context.on },
    }).createMachine({
      id: 'switch',
      context: ({ input }) => input,
      initial: 'reading',
      states: {
        reading: { always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }] },
        on: {},
        off: {},
      },
    });
    const coverage = createTransitionCoverage(switchMachine);
    createActor(switchMachine, { input: { on: true }, inspect: coverage.inspect }).start();
    expect(coverage.missingStates()).toEqual(['switch.off']);
    createActor(switchMachine, { input: { on: false }, inspect: coverage.inspect }).start();
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
