// The client error catalogue (spec §8). Every failure the API client can meet is turned into one
// ApiError carrying status, message, error_code and description, so screens show one shape.

export const errorCodes = [
  'NO_AUTH_TOKEN',
  'INVALID_AUTH_DATA',
  'MALFORMED_AUTH_DATA',
  'HTTP_ERROR',
  'INVALID_RESPONSE',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export class ApiError extends Error {
  readonly status: number;
  readonly error_code: ErrorCode;
  readonly description: string | undefined;
  /** The server's own `detail`, when it sent one: screens prefer it to their generic text. */
  readonly detail: string | undefined;

  constructor(
    status: number,
    error_code: ErrorCode,
    message: string,
    description?: string,
    detail?: string,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error_code = error_code;
    this.description = description;
    this.detail = detail;
  }
}

export const clientErrors = {
  noAuthToken: () =>
    new ApiError(
      401,
      'NO_AUTH_TOKEN',
      'Authentication required',
      'Please log in to access this resource',
    ),
  invalidAuthData: () => new ApiError(401, 'INVALID_AUTH_DATA', 'Authentication token not found'),
  malformedAuthData: () => new ApiError(401, 'MALFORMED_AUTH_DATA', 'Invalid authentication data'),
  /** A non-ok answer: the server's `detail` when readable, else 'HTTP {status}: {statusText}'. */
  http: (status: number, statusText: string, detail?: string) =>
    new ApiError(
      status,
      'HTTP_ERROR',
      detail ?? `HTTP ${status}: ${statusText}`,
      undefined,
      detail,
    ),
  invalidResponse: () => new ApiError(500, 'INVALID_RESPONSE', 'Invalid response format'),
  network: () =>
    new ApiError(
      0,
      'NETWORK_ERROR',
      'Network error',
      'Unable to connect to the server. Please check your internet connection.',
    ),
  unknown: () => new ApiError(500, 'UNKNOWN_ERROR', 'Unexpected error'),
} as const;
