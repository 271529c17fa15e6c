import type { LoadOutcome } from '@taskboard/machines';

/**
 * A call's answer or its failure, as data: the settings route's loader hands these on un-awaited,
 * so the page draws its loading state at once and each part its own failure, and no rejected
 * promise is left for nobody to catch (the Security tab's sessions may never be drawn).
 */
export function settle<T>(call: Promise<T>): Promise<LoadOutcome<T>> {
  return call.then(
    (data): LoadOutcome<T> => ({ ok: true, data }),
    (error: unknown): LoadOutcome<T> => ({ ok: false, error }),
  );
}
