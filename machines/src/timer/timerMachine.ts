import { assign, cancel, emit, raise, setup } from 'xstate';

/** Board columns as task statuses: NEW is New, OPEN is In Progress, CLOSED is Done. */
export type TaskStatus = 'NEW' | 'OPEN' | 'CLOSED';

// The product's timer limits. The ui library's TimerBar keeps the same three numbers for its
// slider (it depends on nothing of ours); app/src/board/timerLimits.test.ts holds them equal.
export const TIMER_MIN_MINUTES = 1;
export const TIMER_MAX_MINUTES = 25;
export const TIMER_DEFAULT_MINUTES = 5;
const TICK_MS = 1000;

export interface TimerInput {
  /** Chosen length in minutes, clamped to 1–25; 5 when absent. */
  durationMinutes?: number;
  /** Current time in ms. The app passes `Date.now`; tests pass the simulated clock's time. */
  now?: () => number;
}

export interface TimerContext {
  durationMinutes: number;
  /** Time left when the countdown is not running (or at its last refresh while running). */
  remainingMs: number;
  /** When the running countdown reaches zero; null while idle or finished. */
  deadline: number | null;
  now: () => number;
}

export type TimerEvent =
  | { type: 'timer.start' }
  | { type: 'timer.reset' }
  | { type: 'timer.setDuration'; minutes: number }
  | { type: 'timer.tick' }
  | { type: 'task.moved'; from: TaskStatus; to: TaskStatus };

export type TimerEmitted = { type: 'timer.siren' };

export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return TIMER_DEFAULT_MINUTES;
  return Math.min(TIMER_MAX_MINUTES, Math.max(TIMER_MIN_MINUTES, Math.round(minutes)));
}

/**
 * Seconds left, computed from the deadline and the given time rather than from counted ticks,
 * so a throttled or suspended tab still shows (and finishes at) the right time.
 */
export function remainingSeconds(
  context: Pick<TimerContext, 'deadline' | 'remainingMs'>,
  now: number,
): number {
  const ms = context.deadline === null ? context.remainingMs : context.deadline - now;
  return Math.max(0, Math.ceil(ms / 1000));
}

const fullLengthMs = (context: TimerContext) => context.durationMinutes * 60_000;
const msLeft = (context: TimerContext) =>
  context.deadline === null ? context.remainingMs : Math.max(0, context.deadline - context.now());

export const timerMachine = setup({
  types: {
    input: {} as TimerInput,
    context: {} as TimerContext,
    events: {} as TimerEvent,
    emitted: {} as TimerEmitted,
  },
  actions: {
    startCountdown: assign({ deadline: ({ context }) => context.now() + context.remainingMs }),
    refreshRemaining: assign({ remainingMs: ({ context }) => msLeft(context) }),
    freezeRemaining: assign({ remainingMs: ({ context }) => msLeft(context), deadline: null }),
    restoreFullLength: assign({
      remainingMs: ({ context }) => fullLengthMs(context),
      deadline: null,
    }),
    setDuration: assign({
      durationMinutes: (_, params: { minutes: number }) => clampMinutes(params.minutes),
      remainingMs: (_, params: { minutes: number }) => clampMinutes(params.minutes) * 60_000,
      deadline: null,
    }),
    // The next tick lands on a whole second before the deadline, so the display changes on the
    // second and the last tick arrives exactly at zero.
    scheduleTick: raise({ type: 'timer.tick' }, { id: 'tick', delay: 'nextTick' }),
    cancelTick: cancel('tick'),
    soundSiren: emit({ type: 'timer.siren' } as const),
  },
  guards: {
    isTimeUp: ({ context }) => context.remainingMs <= 0,
    isMoveOutOfInProgress: ({ event }) =>
      event.type === 'task.moved' && event.from === 'OPEN' && event.to !== 'OPEN',
  },
  delays: {
    nextTick: ({ context }) => context.remainingMs % TICK_MS || TICK_MS,
  },
}).createMachine({
  id: 'timer',
  context: ({ input }) => {
    const durationMinutes = clampMinutes(input.durationMinutes ?? TIMER_DEFAULT_MINUTES);
    return {
      durationMinutes,
      remainingMs: durationMinutes * 60_000,
      deadline: null,
      now: input.now ?? Date.now,
    };
  },
  initial: 'idle',
  on: {
    'timer.setDuration': {
      target: '.idle',
      actions: { type: 'setDuration', params: ({ event }) => ({ minutes: event.minutes }) },
    },
    // Spec §4: leaving In Progress for New or Done stops the timer; any other move restarts it
    // from the chosen length.
    'task.moved': [
      { guard: 'isMoveOutOfInProgress', target: '.idle', actions: 'freezeRemaining' },
      { target: '.running', reenter: true, actions: 'restoreFullLength' },
    ],
    'timer.reset': { target: '.idle', actions: 'restoreFullLength' },
  },
  states: {
    idle: {
      on: { 'timer.start': 'running' },
    },
    running: {
      entry: ['startCountdown', 'scheduleTick'],
      exit: 'cancelTick',
      always: { guard: 'isTimeUp', target: 'finished' },
      on: {
        'timer.tick': { actions: ['refreshRemaining', 'scheduleTick'] },
      },
    },
    finished: {
      entry: ['freezeRemaining', 'soundSiren'],
      on: {
        'timer.start': { target: 'running', actions: 'restoreFullLength' },
      },
    },
  },
});
