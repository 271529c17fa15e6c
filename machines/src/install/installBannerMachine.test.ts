import { SimulatedClock, createActor } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { createTransitionCoverage } from '../testing/coverage';
import { installBannerMachine, type InstallBannerInput } from './installBannerMachine';

const coverage = createTransitionCoverage(installBannerMachine);
afterAll(() => coverage.assertComplete());

function startBanner(input: Partial<InstallBannerInput> = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const machine = installBannerMachine.provide({
    actions: {
      showInstallPrompt: () => void effects.push('prompt'),
      rememberDismissal: () => void effects.push('remember'),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { isMobile: true, dismissedThisSession: false, ...input },
    inspect: coverage.inspect,
  }).start();
  return { actor, clock, effects };
}

describe('installBannerMachine', () => {
  it('appears 30 s after the prompt is available and hides itself 10 s later', () => {
    const { actor, clock } = startBanner();
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'install.promptAvailable' });
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('pending');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('never appears on desktop or after a dismissal this session', () => {
    for (const input of [{ isMobile: false }, { dismissedThisSession: true }]) {
      const { actor, clock } = startBanner(input);
      actor.send({ type: 'install.promptAvailable' });
      clock.increment(40_000);
      expect(actor.getSnapshot().value).toBe('waiting');
    }
  });

  it('remembers a dismissal and opens the install prompt on accept', () => {
    const dismissing = startBanner();
    dismissing.actor.send({ type: 'install.promptAvailable' });
    dismissing.clock.increment(30_000);
    dismissing.actor.send({ type: 'install.dismiss' });
    expect(dismissing.actor.getSnapshot().value).toBe('dismissed');
    expect(dismissing.effects).toEqual(['remember']);

    const accepting = startBanner();
    accepting.actor.send({ type: 'install.promptAvailable' });
    accepting.clock.increment(30_000);
    accepting.actor.send({ type: 'install.accept' });
    expect(accepting.actor.getSnapshot().value).toBe('hidden');
    expect(accepting.effects).toEqual(['prompt']);
  });
});
