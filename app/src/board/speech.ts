// Reading aloud for children who cannot read yet (issue: a 4-year-old uses the board alone):
// the browser's own speech synthesis, no recordings.

type Speech = Pick<SpeechSynthesis, 'cancel' | 'speak'> &
  Partial<Pick<SpeechSynthesis, 'getVoices'>>;

type Voice = Pick<SpeechSynthesisVoice, 'lang' | 'default'>;

/** A language's region whose voice reads the interface's words: its Chinese is Simplified, Mandarin. */
const preferredRegion: Record<string, string> = { zh: 'cn' };

const tagParts = (tag: string) => tag.toLowerCase().replace(/_/g, '-').split('-');

/**
 * The browser's voice for a language (`lang` as on <html lang>: 'ja', 'de', 'pt-BR'), matched by
 * its primary subtag: the exact tag first, then the language's own region, then the system's
 * default voice, then any. Undefined when the browser has none, so it reads with its own choice.
 */
export function voiceFor<V extends Voice>(voices: readonly V[], lang: string): V | undefined {
  const wanted = tagParts(lang);
  const [primary] = wanted;
  const candidates = voices.filter((voice) => tagParts(voice.lang)[0] === primary);
  const region = wanted[1] ?? preferredRegion[primary ?? ''];
  return (
    candidates.find((voice) => tagParts(voice.lang).join('-') === wanted.join('-')) ??
    candidates.find((voice) => region !== undefined && tagParts(voice.lang)[1] === region) ??
    candidates.find((voice) => voice.default) ??
    candidates[0]
  );
}

/** An utterance a young child can follow: a little slower than normal. */
export function childUtterance(
  text: string,
  lang?: string,
  voice?: SpeechSynthesisVoice,
): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  // The voice of the language the words are in (the page's language), where the browser has one.
  if (lang) utterance.lang = lang;
  if (voice) utterance.voice = voice;
  utterance.rate = 0.85;
  utterance.pitch = 1.1;
  return utterance;
}

/** Reads `text` aloud, cutting off whatever was being read. Silent where speech is missing. */
export function speak(
  text: string,
  speech: Speech | undefined = globalThis.speechSynthesis,
  lang: string | undefined = globalThis.document?.documentElement.lang || undefined,
): void {
  if (!speech || typeof SpeechSynthesisUtterance === 'undefined') return;
  // Without an explicit voice some browsers read every language with the system's voice.
  const voice = lang ? voiceFor(speech.getVoices?.() ?? [], lang) : undefined;
  speech.cancel();
  speech.speak(childUtterance(text, lang, voice));
}
