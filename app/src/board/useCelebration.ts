import { useCallback, useState } from 'react';
import type { Preferences } from '@taskboard/contract';
import type { CelebrationKind } from '@taskboard/ui';
import { api } from '../api';
import { usePreferences } from '../preferences/usePreferences';
import { storePreferences } from '../preferences/storedPreferences';

type CelebrationChoice = Pick<Preferences, 'cheer_sound' | 'calm_celebrations'>;

/**
 * The board's celebrations and the two choices about them, stored on the server with the
 * account's preferences (a parent sets them for each child on the Family page): a cheer sound
 * (off until asked for) and calm celebrations (a still picture and spoken words). A change made
 * here is saved the same way and shows at once.
 */
export function useCelebration() {
  const [celebration, setCelebration] = useState<{ id: number; kind: CelebrationKind } | null>(
    null,
  );
  const preferences = usePreferences();
  // What was changed on this screen since the preferences were loaded.
  const [changed, setChanged] = useState<Partial<CelebrationChoice>>({});
  const choice = { ...preferences, ...changed };
  const celebrate = useCallback(
    (kind: CelebrationKind) => setCelebration((last) => ({ id: (last?.id ?? 0) + 1, kind })),
    [],
  );
  const save = (change: Partial<CelebrationChoice>) => {
    setChanged((last) => ({ ...last, ...change }));
    void api.settings
      .update('preferences', change)
      .then((saved) => storePreferences(saved.preferences))
      // Unsaved (offline, signed out): the choice lasts for this visit and the next load corrects it.
      .catch(() => undefined);
  };
  return {
    celebration,
    celebrate,
    sound: choice.cheer_sound,
    calm: choice.calm_celebrations,
    setSound: (on: boolean) => save({ cheer_sound: on }),
    setCalm: (on: boolean) => save({ calm_celebrations: on }),
  };
}
