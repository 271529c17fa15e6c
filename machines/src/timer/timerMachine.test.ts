import { SimulatedClock, createActor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import { clampMinutes, remainingSeconds, timerMachine, type TimerInput } from './timerMachine';

const coverage = createTransitionCoverage(timerMachine);
afterAll(() => coverage.assertComplete());

/**
 * A page whose wall time and timers can drift apart: `clock` drives the machine's scheduled
 * ticks, `wall` is what `Date.now` would say. A suspended tab advances the wall only.
 */
function startTimer(input: Omit<TimerInput, 'now'> = {}) {
  const clock = new SimulatedClock();
  let wall = 0;
  const actor = createActor(timerMachine, {
    clock,
    input: { ...input, now: () => wall },
    inspect: coverage.inspect,
  });
  const sirens: number[] = [];
  actor.on('timer.siren', () => sirens.push(wall));
  actor.start();
  return {
    actor,
    sirens,
    /** Time passes with the tab in front: timers fire as scheduled. */
    elapse(ms: number) {
      for (let step = 0; step < ms; step += 100) {
        wall += 100;
        clock.increment(100);
      }
    },
    /** Time passes with the tab suspended: no timer fires. */
    suspend(ms: number) {
      wall += ms;
    },
    shown: () => remainingSeconds(actor.getSnapshot().context, wall),
    get wall() {
      return wall;
    },
  };
}

describe('timerMachine', () => {
  it('starts idle at 5 minutes by default and clamps the chosen length to 1–25', () => {
    const timer = startTimer();
    expect(timer.actor.getSnapshot().value).toBe('idle');
    expect(timer.shown()).toBe(300);
    expect(clampMinutes(40)).toBe(25);
    expect(clampMinutes(0)).toBe(1);
    expect(clampMinutes(Number.NaN)).toBe(5);
    expect(startTimer({ durationMinutes: 99 }).shown()).toBe(25 * 60);
  });

  it('counts down once a second and finishes at zero with a siren', () => {
    const timer = startTimer({ durationMinutes: 1 });
    timer.actor.send({ type: 'timer.start' });
    expect(timer.actor.getSnapshot().value).toBe('running');
    timer.elapse(1000);
    expect(timer.actor.getSnapshot().context.remainingMs).toBe(59_000);
    timer.elapse(59_000);
    expect(timer.actor.getSnapshot().value).toBe('finished');
    expect(timer.sirens).toEqual([60_000]);
    expect(timer.shown()).toBe(0);
  });

  it('finishes a 25-minute run on time although the tab was suspended for 10 minutes', () => {
    const timer = startTimer({ durationMinutes: 25 });
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(7 * 60_000);
    timer.suspend(10 * 60_000);
    // On resume the next tick refreshes the display from the deadline, not from a tick count.
    timer.elapse(1000);
    expect(timer.shown()).toBe(25 * 60 - (7 * 60 + 10 * 60 + 1));
    while (timer.actor.getSnapshot().value === 'running' && timer.wall < 60 * 60_000) {
      timer.elapse(100);
    }
    expect(timer.actor.getSnapshot().value).toBe('finished');
    expect(timer.sirens).toHaveLength(1);
    expect(Math.abs(timer.sirens[0]! - 25 * 60_000)).toBeLessThanOrEqual(1000);
  });

  it('resets to the chosen length and restarts from it after finishing', () => {
    const timer = startTimer({ durationMinutes: 1 });
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(60_000);
    expect(timer.actor.getSnapshot().value).toBe('finished');
    timer.actor.send({ type: 'timer.reset' });
    expect(timer.actor.getSnapshot().value).toBe('idle');
    expect(timer.shown()).toBe(60);
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(60_000);
    timer.actor.send({ type: 'timer.start' });
    expect(timer.actor.getSnapshot().value).toBe('running');
    expect(timer.shown()).toBe(60);
    expect(timer.sirens).toEqual([60_000, 120_000]);
  });

  it('takes a new length from the slider and stops a running countdown', () => {
    const timer = startTimer();
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(3000);
    timer.actor.send({ type: 'timer.setDuration', minutes: 30 });
    expect(timer.actor.getSnapshot().value).toBe('idle');
    expect(timer.actor.getSnapshot().context.durationMinutes).toBe(25);
    expect(timer.shown()).toBe(25 * 60);
  });

  it('stops when a task leaves In Progress for New or Done', () => {
    const timer = startTimer();
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(10_000);
    timer.actor.send({ type: 'task.moved', from: 'OPEN', to: 'CLOSED' });
    expect(timer.actor.getSnapshot().value).toBe('idle');
    timer.elapse(5000);
    expect(timer.shown()).toBe(290);
    timer.actor.send({ type: 'timer.start' });
    timer.actor.send({ type: 'task.moved', from: 'OPEN', to: 'NEW' });
    expect(timer.actor.getSnapshot().value).toBe('idle');
  });

  it('restarts from the chosen length on any other move, including into In Progress', () => {
    const timer = startTimer({ durationMinutes: 2 });
    timer.actor.send({ type: 'timer.start' });
    timer.elapse(30_000);
    timer.actor.send({ type: 'task.moved', from: 'NEW', to: 'OPEN' });
    expect(timer.actor.getSnapshot().value).toBe('running');
    expect(timer.shown()).toBe(120);
    timer.actor.send({ type: 'task.moved', from: 'CLOSED', to: 'NEW' });
    expect(timer.shown()).toBe(120);
    timer.actor.send({ type: 'timer.reset' });
    timer.actor.send({ type: 'task.moved', from: 'CLOSED', to: 'OPEN' });
    expect(timer.actor.getSnapshot().value).toBe('running');
  });
});
