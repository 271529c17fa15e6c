// The browser's deferred install prompt, kept outside React so it is captured however early the
// browser offers it. Tiny on purpose: it is part of every route's first load.

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered an install prompt that has not been used yet. */
  canInstall: boolean;
  /** The app runs installed (standalone) or was just installed. */
  installed: boolean;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>): void {
  const merged = { ...state, ...next };
  if (merged.canInstall === state.canInstall && merged.installed === state.installed) return;
  state = merged;
  for (const listener of listeners) listener();
}

/** Whether the page runs as the installed app. */
function runsInstalled(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Starts listening for the prompt; called once when the app boots in the browser. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the prompt for our own Install button instead of the browser's mini-infobar.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    update({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    update({ canInstall: false, installed: true });
  });
  checkInstalled();
}

/** Re-reads whether the app runs installed (spec §4 polls this every second). */
export function checkInstalled(): void {
  if (typeof window === 'undefined') return;
  if (runsInstalled()) update({ installed: true, canInstall: false });
}

/** Shows the browser's install prompt; a prompt can be used only once. */
export async function promptInstall(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) return;
  deferredPrompt = null;
  update({ canInstall: false });
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') update({ installed: true });
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installState(): InstallState {
  return state;
}

const serverState: InstallState = { canInstall: false, installed: false };
export function serverInstallState(): InstallState {
  return serverState;
}
