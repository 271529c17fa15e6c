import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MusicState } from '@taskboard/ui';
import { createMusicPlayer, type MusicPlayer } from './backgroundMusic';

/** A pause is remembered across visits (spec §2). */
export const MUSIC_PAUSED_KEY = 'profileMusicPaused';

const rememberedPause = () => {
  try {
    return localStorage.getItem(MUSIC_PAUSED_KEY) === 'true';
  } catch {
    return false;
  }
};

const rememberPause = (paused: boolean) => {
  try {
    if (paused) localStorage.setItem(MUSIC_PAUSED_KEY, 'true');
    else localStorage.removeItem(MUSIC_PAUSED_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
};

/**
 * The profile's background music: it starts on the visitor's first interaction with the page
 * (browsers refuse sound before one) unless a pause was remembered, and stops when the page goes.
 * Only one's own profile has music (`enabled`); on anyone else's it never starts.
 */
export function useBackgroundMusic(enabled: boolean): {
  state: MusicState;
  toggle: () => void;
  /** The music control: a press on it is its own toggle, not the first interaction. */
  controlRef: RefObject<HTMLDivElement | null>;
} {
  const player = useRef<MusicPlayer | null>(null);
  const controlRef = useRef<HTMLDivElement | null>(null);
  /** Set once the visitor chose with the control: no later interaction may override that. */
  const chosen = useRef(false);
  // Until the first interaction the browser blocks sound: say so, and offer the play button.
  const [state, setState] = useState<MusicState>(() => (rememberedPause() ? 'paused' : 'blocked'));

  const start = useCallback(async () => {
    setState('loading');
    try {
      const AudioContextClass = window.AudioContext;
      if (!AudioContextClass) throw new Error('Web Audio is not available');
      player.current ??= createMusicPlayer(AudioContextClass);
      setState((await player.current.play()) ? 'playing' : 'blocked');
    } catch {
      setState('error');
    }
  }, []);

  useEffect(() => {
    if (!enabled || rememberedPause()) return undefined;
    // Before any interaction the browser keeps audio blocked: wait for the first one.
    const onFirstInteraction = (event: Event) => {
      if (event.target instanceof Node && controlRef.current?.contains(event.target)) return;
      remove();
      if (chosen.current) return;
      void start();
    };
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    const remove = () => events.forEach((e) => document.removeEventListener(e, onFirstInteraction));
    events.forEach((e) => document.addEventListener(e, onFirstInteraction));
    return remove;
  }, [enabled, start]);

  // Leaving one's own profile (for another's, or another page) ends the music.
  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      void player.current?.close();
      player.current = null;
      chosen.current = false;
      setState(rememberedPause() ? 'paused' : 'blocked');
    };
  }, [enabled]);

  const toggle = useCallback(() => {
    if (state === 'loading') return;
    chosen.current = true;
    if (state === 'playing') {
      rememberPause(true);
      setState('paused');
      void player.current?.pause();
    } else {
      rememberPause(false);
      void start();
    }
  }, [state, start]);

  return { state, toggle, controlRef };
}
