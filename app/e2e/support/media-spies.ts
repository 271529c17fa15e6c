import type { Page } from '@playwright/test';

// Spies on the browser's own sound and speech APIs, installed before the app's first script:
// they record what the page asks of Web Audio and speech synthesis and pass every call on, so the
// page behaves as it would without them (unless a journey asks for a browser that blocks sound).

/** What the page did with Web Audio so far (in this document). */
export type SoundLog = { contexts: number; resumes: number; suspends: number; oscillators: number };

/** One utterance the page gave speech synthesis. */
export type Spoken = { text: string; lang: string };

/**
 * How the simulated browser answers AudioContext.resume(): as it is, refusing (the promise
 * rejects), or never answering (what Chromium does without a user gesture: the promise stays
 * pending and the context suspended). A blocked context reports 'suspended' throughout.
 */
export type ResumeAnswer = 'allow' | 'reject' | 'never';

/** Counts AudioContexts made, resumed and suspended, and oscillators made, on every page load. */
export async function spyOnSound(page: Page, resume: ResumeAnswer = 'allow') {
  await page.addInitScript((answer: ResumeAnswer) => {
    const log = { contexts: 0, resumes: 0, suspends: 0, oscillators: 0 };
    // `soundBlocked` can be lifted mid-journey: the browser lets sound through from then on.
    const control = { soundLog: log, soundBlocked: answer !== 'allow' };
    Object.assign(window, control);
    const blocked = () => (window as unknown as typeof control).soundBlocked;
    const Native = window.AudioContext;
    class Observed extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        log.contexts += 1;
      }
      override get state(): AudioContextState {
        return blocked() ? 'suspended' : super.state;
      }
      override resume(): Promise<void> {
        log.resumes += 1;
        if (!blocked()) return super.resume();
        if (answer === 'reject') {
          return Promise.reject(new DOMException('Sound needs a user gesture', 'NotAllowedError'));
        }
        return new Promise(() => undefined);
      }
      override suspend(): Promise<void> {
        log.suspends += 1;
        return super.suspend();
      }
      override createOscillator(): OscillatorNode {
        log.oscillators += 1;
        return super.createOscillator();
      }
    }
    window.AudioContext = Observed;
  }, resume);
}

export const soundLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { soundLog: SoundLog }).soundLog);

/** Lets sound through from now on, as a browser does once the visitor has interacted. */
export const unblockSound = (page: Page) =>
  page.evaluate(() => Object.assign(window, { soundBlocked: false }));

/** Records every utterance given to speechSynthesis.speak (text and language), then speaks it. */
export async function spyOnSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    Object.assign(window, { spoken });
    const synthesis = window.speechSynthesis;
    const speak = synthesis.speak.bind(synthesis);
    synthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang });
      speak(utterance);
    };
  });
}

export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);
