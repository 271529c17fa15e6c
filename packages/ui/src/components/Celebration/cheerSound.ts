// A short cheerful jingle made with Web Audio: no sound file to download. A rising arpeggio,
// one note more for a goal than for a task, soft attack and release so nothing clicks.

/** The notes' frequencies (Hz): C5 E5 G5, and C6 for a goal. */
export const cheerNotes = {
  task: [523.25, 659.25, 783.99],
  goal: [523.25, 659.25, 783.99, 1046.5],
};
const NOTE_SECONDS = 0.13;
const VOLUME = 0.12;

let context: AudioContext | undefined;

/** Plays the jingle; silent where Web Audio is missing or the browser still blocks sound. */
export function playCheer(kind: keyof typeof cheerNotes): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  context ??= new AudioContextClass();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume();
  const start = audio.currentTime + 0.02;
  cheerNotes[kind].forEach((frequency, index) => {
    const at = start + index * NOTE_SECONDS;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(VOLUME, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS * 2);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS * 2 + 0.05);
  });
}
