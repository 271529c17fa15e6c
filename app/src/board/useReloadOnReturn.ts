import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Spec §4: the board reloads when the tab becomes visible again or the window regains focus, so
 * a move made on another device shows up. Returns whether a reload is running.
 */
export function useReloadOnReturn(): boolean {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;

  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    document.addEventListener('visibilitychange', reload);
    window.addEventListener('focus', reload);
    return () => {
      document.removeEventListener('visibilitychange', reload);
      window.removeEventListener('focus', reload);
    };
  }, [revalidate]);

  return revalidator.state === 'loading';
}
