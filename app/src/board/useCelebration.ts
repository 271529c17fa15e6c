import { useCallback, useState } from 'react';
import type { CelebrationKind } from '@taskboard/ui';

// The board's celebrations and the family's two choices about them, kept on this device:
// a cheer sound (off until asked for) and calm celebrations (a still picture and spoken words).
export const CELEBRATION_SOUND_KEY = 'taskboard.celebration.sound';
export const CELEBRATION_CALM_KEY = 'taskboard.celebration.calm';

const readFlag = (key: string) => {
  try {
    return globalThis.localStorage?.getItem(key) === 'on';
  } catch {
    return false;
  }
};

const writeFlag = (key: string, on: boolean) => {
  try {
    globalThis.localStorage?.setItem(key, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
};

export function useCelebration() {
  const [celebration, setCelebration] = useState<{ id: number; kind: CelebrationKind } | null>(
    null,
  );
  const [sound, setSound] = useState(() => readFlag(CELEBRATION_SOUND_KEY));
  const [calm, setCalm] = useState(() => readFlag(CELEBRATION_CALM_KEY));
  const celebrate = useCallback(
    (kind: CelebrationKind) => setCelebration((last) => ({ id: (last?.id ?? 0) + 1, kind })),
    [],
  );
  return {
    celebration,
    celebrate,
    sound,
    calm,
    setSound: (on: boolean) => {
      writeFlag(CELEBRATION_SOUND_KEY, on);
      setSound(on);
    },
    setCalm: (on: boolean) => {
      writeFlag(CELEBRATION_CALM_KEY, on);
      setCalm(on);
    },
  };
}
