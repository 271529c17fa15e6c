import { afterEach, describe, expect, it, vi } from 'vitest';
import { speak, voiceFor } from './speech';

/** The browser's utterance, reduced to what `speak` sets. */
class Utterance {
  rate = 1;
  pitch = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

/** A voice as the browser lists it, reduced to what the choice reads. */
const voice = (lang: string, name = lang, isDefault = false) =>
  ({ lang, name, default: isDefault }) as SpeechSynthesisVoice;

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

  it('reads in a voice of the page’s language when the browser has one', () => {
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const heard: SpeechSynthesisUtterance[] = [];
    const speech = {
      cancel: () => {},
      speak: (utterance: SpeechSynthesisUtterance) => heard.push(utterance),
      getVoices: () => [voice('en-US', 'Samantha', true), voice('ja-JP', 'Kyoko')],
    };
    speak('よくできました！', speech, 'ja');
    speak('Gut gemacht!', speech, 'de');
    expect(heard.map((utterance) => [utterance.lang, utterance.voice?.name ?? null])).toEqual([
      ['ja', 'Kyoko'],
      // No German voice: the browser picks one for the language itself.
      ['de', null],
    ]);
  });

  it('stays silent where the browser cannot speak', () => {
    expect(() => speak('Hello', undefined)).not.toThrow();
  });
});

describe('the voice chosen for a language', () => {
  it('matches the language by its primary subtag, whatever the region or spelling', () => {
    const voices = [voice('en-US'), voice('fr_CA'), voice('de-DE')];
    expect(voiceFor(voices, 'fr')?.lang).toBe('fr_CA');
    expect(voiceFor(voices, 'de')?.lang).toBe('de-DE');
    expect(voiceFor(voices, 'ja')).toBeUndefined();
    expect(voiceFor([], 'en')).toBeUndefined();
  });

  it('prefers the exact tag, then the system default among the language’s voices', () => {
    const voices = [voice('es-MX'), voice('es-ES', 'es-ES', true), voice('es')];
    expect(voiceFor(voices, 'es')?.lang).toBe('es');
    expect(voiceFor(voices, 'es-MX')?.lang).toBe('es-MX');
    expect(voiceFor([voice('es-MX'), voice('es-ES', 'es-ES', true)], 'es')?.lang).toBe('es-ES');
  });

  it('reads Chinese in Mandarin (the interface writes Simplified Chinese)', () => {
    const voices = [voice('zh-HK'), voice('zh-TW'), voice('zh-CN')];
    expect(voiceFor(voices, 'zh')?.lang).toBe('zh-CN');
  });
});
