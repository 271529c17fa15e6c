import type { Message, MessageId, MessageValues } from '@taskboard/contract';

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
  /** The id of `message` in the contract's messages table, when it is one of them. */
  messageId?: string;
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

/**
 * The server's own message for a failure: by its id when the failure names one (an ApiError's
 * `messageId`, with its values), else its words.
 */
export function serverNotice(error: unknown): Message | string | undefined {
  if (typeof error === 'object' && error !== null) {
    const { messageId, messageValues } = error as { messageId?: unknown; messageValues?: unknown };
    if (typeof messageId === 'string') {
      const id = messageId as MessageId;
      return typeof messageValues === 'object' && messageValues !== null
        ? { id, values: messageValues as MessageValues }
        : { id };
    }
  }
  return serverMessage(error);
}
