import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak } from './speech';

/** The browser's utterance, reduced to what `speak` sets. */
class Utterance {
  rate = 1;
  pitch = 1;
  constructor(readonly text: string) {}
}

describe('reading aloud', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops what was being read and reads the new words, slowly enough for a child', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const said: string[] = [];
    const speech = {
      cancel: () => said.push('(stop)'),
      speak: (utterance: SpeechSynthesisUtterance) => {
        said.push(utterance.text);
        expect(utterance.rate).toBeLessThan(1);
      },
    };
    speak('1. Put the toys away', speech);
    speak('2. Make the bed', speech);
    expect(said).toEqual(['(stop)', '1. Put the toys away', '(stop)', '2. Make the bed']);
  });

  it('stays silent where the browser cannot speak', () => {
    expect(() => speak('Hello', undefined)).not.toThrow();
  });
});
