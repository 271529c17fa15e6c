import earlyCalls from './earlyCalls.json' with { type: 'json' };

/**
 * A signed-in screen opened from the address bar (or the installed app) starts its first reads
 * before the app's scripts have arrived. The single-page shell carries a few lines
 * (scripts/early-start.mjs writes them after the build, from the build's route manifest and
 * earlyCalls.json) that, when a session is stored, ask for the screen's route modules at once
 * instead of after the entry script has run, and send the GETs its loaders will make first: the
 * layout's for every screen, and each screen's own listed beside its route id. On a phone the
 * modules take about a second to arrive and run; the answers are waiting when the loaders ask.
 *
 * The loaders ask through the API client as always; this module's fetch hands each early answer
 * to the first GET for the same address with the same session, once, and only within the first
 * seconds of the page. A change sent before then drops the rest, so no read made after a change
 * is ever answered from before it. A GET the shell did not send goes to the network as usual.
 */
export const EARLY_CALLS: {
  /** The signed-in layout's, made on every screen. */
  everyScreen: readonly string[];
  /** A screen's own, by route id. */
  routes: Record<string, readonly string[]>;
  /** A screen's own when a child is signed in (the star jar on a child's board). */
  childRoutes: Record<string, readonly string[]>;
  /** A screen's own that need no session (sent without it, as the app sends them). */
  publicRoutes: Record<string, readonly string[]>;
} = earlyCalls;

/** What the shell's early script leaves on `window` (the names are the script's own). */
export interface EarlyStart {
  /** performance.now() when the calls went out. */
  at: number;
  /**
   * Per address: the session that asked (null: asked without one), and the answer (null: the
   * request failed).
   */
  calls: Record<string, { token: string | null; response: Promise<Response | null> }>;
}

export const EARLY_GLOBAL = '__taskboardEarly';

/** Early answers older than this are not used: the first screen's loaders have run long before. */
export const EARLY_FOR_MS = 10_000;

function earlyStart(): EarlyStart | undefined {
  return (globalThis as unknown as Record<string, EarlyStart | undefined>)[EARLY_GLOBAL];
}

function forget(): void {
  delete (globalThis as unknown as Record<string, unknown>)[EARLY_GLOBAL];
}

const pathOf = (input: RequestInfo | URL): string => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, 'http://same-origin');
  return url.pathname + url.search;
};

const authorizationOf = (init: RequestInit | undefined): string | undefined => {
  const headers = new Headers(init?.headers);
  return headers.get('authorization') ?? undefined;
};

/** `fetch` that answers a GET from the shell's early call for the same address, once. */
export function fetchTakingEarly(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const early = earlyStart();
    if (early) {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET' || performance.now() - early.at > EARLY_FOR_MS) {
        forget();
      } else {
        const path = pathOf(input);
        const call = early.calls[path];
        if (call) {
          delete early.calls[path];
          const asked = call.token === null ? undefined : `Bearer ${call.token}`;
          if (authorizationOf(init) === asked) {
            const response = await call.response;
            if (response) return response;
          }
        }
      }
    }
    return fetch(input, init);
  };
}
