// Reading aloud for children who cannot read yet (issue: a 4-year-old uses the board alone):
// the browser's own speech synthesis, no recordings.

type Speech = Pick<SpeechSynthesis, 'cancel' | 'speak'>;

/** An utterance a young child can follow: a little slower than normal. */
export function childUtterance(text: string, lang?: string): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  // The voice of the language the words are in (the page's language), where the browser has one.
  if (lang) utterance.lang = lang;
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
  speech.cancel();
  speech.speak(childUtterance(text, lang));
}
