import { useEffect, useSyncExternalStore } from 'react';
import {
  checkInstalled,
  installState,
  promptInstall,
  serverInstallState,
  subscribeInstallState,
  type InstallState,
} from './installPrompt';

/** How often the install status is re-read (spec §4). */
export const INSTALL_STATUS_POLL_MS = 1_000;

/** Whether the app can be installed now, whether it is installed, and the prompt itself. */
export function useInstallPrompt(): InstallState & { promptInstall: () => Promise<void> } {
  const state = useSyncExternalStore(subscribeInstallState, installState, serverInstallState);
  useEffect(() => {
    // Installing from the browser's own menu fires no event everywhere, so the status is polled.
    const timer = window.setInterval(checkInstalled, INSTALL_STATUS_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return { ...state, promptInstall };
}
