/**
 * What a route's loader read for a machine before the machine started: the answer, or the failure
 * it met. A machine given one starts ready or in its load failure without calling anything itself.
 */
export type LoadOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };
