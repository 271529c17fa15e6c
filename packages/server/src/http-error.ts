/** An expected failure a client can act on; the error handler answers `{ detail }` with it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Authentication required');
