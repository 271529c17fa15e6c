// The timer's siren at zero (spec §1, §4): a rising and falling tone made with the Web Audio API,
// so no sound file has to load.

export const SIREN_SECONDS = 3;
/** One rise and fall of the wail. */
export const SIREN_PERIOD_SECONDS = 0.75;
export const SIREN_LOW_HZ = 600;
export const SIREN_HIGH_HZ = 1300;

export type SweepPoint = { at: number; frequency: number };

/** The frequency targets of the wail: low, high, low… every half period, for `seconds`. */
export function sirenSweep(seconds = SIREN_SECONDS, period = SIREN_PERIOD_SECONDS): SweepPoint[] {
  const points: SweepPoint[] = [];
  const half = period / 2;
  for (let step = 0; step * half <= seconds + 1e-9; step += 1) {
    points.push({ at: step * half, frequency: step % 2 === 0 ? SIREN_LOW_HZ : SIREN_HIGH_HZ });
  }
  return points;
}

type AudioContextClass = new () => AudioContext;

/** Plays the siren once. Browsers without Web Audio stay silent rather than fail the timer. */
export function playSiren(): void {
  const Context: AudioContextClass | undefined =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  const audio = new Context();
  // A tab that has not been clicked yet starts its audio suspended.
  void audio.resume().catch(() => {});

  const start = audio.currentTime;
  const oscillator = audio.createOscillator();
  const volume = audio.createGain();
  oscillator.type = 'triangle';
  for (const point of sirenSweep()) {
    if (point.at === 0) oscillator.frequency.setValueAtTime(point.frequency, start);
    else oscillator.frequency.linearRampToValueAtTime(point.frequency, start + point.at);
  }
  // Fade in and out, so the sound starts and ends without a click.
  volume.gain.setValueAtTime(0, start);
  volume.gain.linearRampToValueAtTime(0.3, start + 0.05);
  volume.gain.setValueAtTime(0.3, start + SIREN_SECONDS - 0.2);
  volume.gain.linearRampToValueAtTime(0, start + SIREN_SECONDS);

  oscillator.connect(volume).connect(audio.destination);
  oscillator.onended = () => void audio.close().catch(() => {});
  oscillator.start(start);
  oscillator.stop(start + SIREN_SECONDS);
}
