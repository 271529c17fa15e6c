/** An expected failure a client can act on; the error handler answers `{ detail }` with it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Headers the answer carries (`retry-after` on a 429). */
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `detail` (the task as it is now, on a 412). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Authentication required');
