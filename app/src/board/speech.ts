// Reading aloud for children who cannot read yet (issue: a 4-year-old uses the board alone):
// the browser's own speech synthesis, no recordings.

type Speech = Pick<SpeechSynthesis, 'cancel' | 'speak'>;

/** An utterance a young child can follow: a little slower than normal. */
export function childUtterance(text: string): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.85;
  utterance.pitch = 1.1;
  return utterance;
}

/** Reads `text` aloud, cutting off whatever was being read. Silent where speech is missing. */
export function speak(text: string, speech: Speech | undefined = globalThis.speechSynthesis): void {
  if (!speech || typeof SpeechSynthesisUtterance === 'undefined') return;
  speech.cancel();
  speech.speak(childUtterance(text));
}
