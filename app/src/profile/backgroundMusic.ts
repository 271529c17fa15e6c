// Background music for the profile, made in the browser with Web Audio: a gentle looping tune of
// soft sine notes, so no audio file is downloaded. Spec §2: volume 0.75, starts on the first
// interaction, 'Click play to start music' when the browser blocks it.

export const MUSIC_VOLUME = 0.75;

/** A C-major lullaby in eighths: the note's semitones above middle C, or null for a rest. */
const tune: readonly (number | null)[] = [
  0,
  4,
  7,
  12,
  7,
  4,
  0,
  null,
  2,
  5,
  9,
  14,
  9,
  5,
  2,
  null,
  4,
  7,
  11,
  16,
  11,
  7,
  4,
  null,
  0,
  4,
  7,
  12,
  11,
  7,
  4,
  0,
];
const NOTE_SECONDS = 0.36;
const MIDDLE_C = 261.63;

export const frequencyOf = (semitones: number) => MIDDLE_C * 2 ** (semitones / 12);

/** The length of one pass of the tune, in seconds. */
export const loopSeconds = tune.length * NOTE_SECONDS;

/**
 * How long a resume may take before the sound counts as blocked. A browser that refuses sound
 * may reject the resume, or (Chromium without a user gesture) leave it unanswered for good.
 */
export const RESUME_WAIT_MS = 1000;

/** Whether `context` runs after asking it to resume: false when refused or left unanswered. */
async function resumed(context: AudioContext): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    context.resume().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), RESUME_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return answered && context.state === 'running';
}

export interface MusicPlayer {
  /** Resumes (or starts) the sound; false when the browser keeps it blocked. */
  play(): Promise<boolean>;
  pause(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A player on its own AudioContext. Notes are scheduled a loop ahead on the audio clock, so the
 * tune keeps time even when the page's timers are throttled.
 */
export function createMusicPlayer(AudioContextClass: typeof AudioContext): MusicPlayer {
  const context = new AudioContextClass();
  const master = context.createGain();
  master.gain.value = MUSIC_VOLUME;
  master.connect(context.destination);
  let nextLoopAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function scheduleLoop(startAt: number) {
    tune.forEach((note, index) => {
      if (note === null) return;
      const at = startAt + index * NOTE_SECONDS;
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequencyOf(note);
      // A soft attack and decay: a music box, not a beep.
      envelope.gain.setValueAtTime(0, at);
      envelope.gain.linearRampToValueAtTime(0.25, at + 0.03);
      envelope.gain.exponentialRampToValueAtTime(0.001, at + NOTE_SECONDS * 1.8);
      oscillator.connect(envelope).connect(master);
      oscillator.start(at);
      oscillator.stop(at + NOTE_SECONDS * 2);
    });
  }

  function keepScheduling() {
    // Always one loop queued ahead of the one playing.
    while (nextLoopAt < context.currentTime + loopSeconds) {
      scheduleLoop(Math.max(nextLoopAt, context.currentTime + 0.05));
      nextLoopAt = Math.max(nextLoopAt, context.currentTime + 0.05) + loopSeconds;
    }
    timer = setTimeout(keepScheduling, (loopSeconds / 2) * 1000);
  }

  return {
    async play() {
      if (!(await resumed(context))) return false;
      if (timer === undefined) keepScheduling();
      return true;
    },
    async pause() {
      await context.suspend();
    },
    async close() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await context.close();
    },
  };
}
