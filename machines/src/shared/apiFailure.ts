/**
 * The shape of a failed call as the API client reports it (spec §8: client errors carry status,
 * message, error_code and description; the server may add a `detail`). Machines receive actor
 * errors as `unknown`, so they read them through these helpers.
 */
export interface ApiFailure {
  status: number;
  message?: string;
  detail?: string;
  description?: string;
  error_code?: string;
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The server's own words for a failure: its detail first, then its message. */
export function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return nonEmpty(error);
  const { detail, message } = error as { detail?: unknown; message?: unknown };
  return nonEmpty(detail) ?? nonEmpty(message);
}
