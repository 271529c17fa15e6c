import type { Message, MessageId, MessageValues } from './messages';

// The client error catalogue (spec §8 of both documents). Every failure the API client can meet is
// turned into one ApiError carrying status, message, error_code and description, so screens show
// one shape and can tell a failure's kind by its code.

export const errorCodes = [
  // What any call can meet.
  'NO_AUTH_TOKEN',
  'INVALID_AUTH_DATA',
  'MALFORMED_AUTH_DATA',
  'HTTP_ERROR',
  'INVALID_RESPONSE',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
  // What one kind of call reports instead (board document).
  'LOGIN_ERROR',
  'AUTH_REQUIRED',
  'CREATE_CHILD_ERROR',
  'LOAD_FAMILY_ERROR',
  'REMOVE_CHILD_ERROR',
  // What one kind of call reports instead (content, users and settings document).
  'INVALID_RESPONSE_STRUCTURE',
  'FETCH_USERS_ERROR',
  'INVALID_PROFILE_RESPONSE',
  'INVALID_DETAILED_PROFILE_RESPONSE',
  'FETCH_DETAILED_PROFILE_ERROR',
  'USER_NOT_FOUND',
  'FETCH_USER_PROFILE_ERROR',
  'UPDATE_PROFILE_ERROR',
  'CHANGE_PASSWORD_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface CatalogueEntry {
  /** The status the code always has; null when it takes the failed answer's own status. */
  status: number | null;
  /** The message when the server gave no detail of its own. */
  message: string;
  /** A sentence that tells the person what happened or what to do. */
  description: string;
  /** The id of `message` in the messages table (@taskboard/contract/messages). */
  messageId: MessageId;
  /** The id of `description` in the messages table. */
  descriptionId: MessageId;
}

const tryAgain = 'Please try again in a moment.';

/** Every code with its status, fallback message and description (spec §8 texts word for word). */
export const errorCatalogue: Record<ErrorCode, CatalogueEntry> = {
  NO_AUTH_TOKEN: {
    status: 401,
    message: 'Authentication required',
    description: 'Please log in to access this resource',
    messageId: 'auth.required',
    descriptionId: 'auth.requiredDescription',
  },
  INVALID_AUTH_DATA: {
    status: 401,
    message: 'Authentication token not found',
    description: 'Your saved sign-in has no token. Please log in again.',
    messageId: 'auth.tokenNotFound',
    descriptionId: 'auth.tokenNotFoundDescription',
  },
  MALFORMED_AUTH_DATA: {
    status: 401,
    message: 'Invalid authentication data',
    description: 'Your saved sign-in cannot be read. Please log in again.',
    messageId: 'auth.malformed',
    descriptionId: 'auth.malformedDescription',
  },
  HTTP_ERROR: {
    status: null,
    message: 'HTTP {status}: {statusText}',
    description: `The server could not complete the request. ${tryAgain}`,
    messageId: 'request.httpStatus',
    descriptionId: 'request.httpStatusDescription',
  },
  INVALID_RESPONSE: {
    status: 500,
    message: 'Invalid response format',
    description: `The server sent an answer the app cannot read. ${tryAgain}`,
    messageId: 'request.responseInvalid',
    descriptionId: 'request.responseInvalidDescription',
  },
  NETWORK_ERROR: {
    status: 0,
    message: 'Network error',
    description: 'Unable to connect to the server. Please check your internet connection.',
    messageId: 'request.networkError',
    descriptionId: 'request.networkErrorDescription',
  },
  UNKNOWN_ERROR: {
    status: 500,
    message: 'Unexpected error',
    description: `Something went wrong. ${tryAgain}`,
    messageId: 'request.unexpected',
    descriptionId: 'error.unexpectedDescription',
  },
  LOGIN_ERROR: {
    status: null,
    message: 'Login failed',
    description: 'Check your email (or a child’s username) and password, then try again.',
    messageId: 'login.failed',
    descriptionId: 'login.failedDescription',
  },
  AUTH_REQUIRED: {
    status: 401,
    message: 'Authentication required',
    description: 'Please log in to continue.',
    messageId: 'auth.required',
    descriptionId: 'auth.loginToContinue',
  },
  CREATE_CHILD_ERROR: {
    status: null,
    message: 'Failed to create child account',
    description: 'The child account was not created. Check the details and the parent password.',
    messageId: 'family.createChildFailed',
    descriptionId: 'family.createChildFailedDescription',
  },
  LOAD_FAMILY_ERROR: {
    status: null,
    message: 'Failed to load family accounts',
    description: `The family’s accounts could not be loaded. ${tryAgain}`,
    messageId: 'family.loadFailed',
    descriptionId: 'family.loadFailedDescription',
  },
  REMOVE_CHILD_ERROR: {
    status: null,
    message: 'Failed to remove child account',
    description: 'The child account was not removed. Check the parent password.',
    messageId: 'family.removeChildFailed',
    descriptionId: 'family.removeChildFailedDescription',
  },
  INVALID_RESPONSE_STRUCTURE: {
    status: 500,
    message: 'Invalid response structure',
    description: `The user list the server sent cannot be read. ${tryAgain}`,
    messageId: 'directory.responseInvalid',
    descriptionId: 'directory.responseInvalidDescription',
  },
  FETCH_USERS_ERROR: {
    status: null,
    message: 'Failed to fetch users',
    description: 'An error occurred while loading users.',
    messageId: 'directory.fetchFailed',
    descriptionId: 'directory.loadFailedDescription',
  },
  INVALID_PROFILE_RESPONSE: {
    status: 500,
    message: 'Invalid profile response',
    description: `The profile the server sent cannot be read. ${tryAgain}`,
    messageId: 'profile.responseInvalid',
    descriptionId: 'profile.responseInvalidDescription',
  },
  INVALID_DETAILED_PROFILE_RESPONSE: {
    status: 500,
    message: 'Invalid detailed profile response',
    description: `The detailed profile the server sent cannot be read. ${tryAgain}`,
    messageId: 'profile.detailedResponseInvalid',
    descriptionId: 'profile.detailedResponseInvalidDescription',
  },
  FETCH_DETAILED_PROFILE_ERROR: {
    status: null,
    message: 'Failed to fetch detailed profile',
    description: 'Failed to load profile data. Please try again.',
    messageId: 'profile.fetchDetailedFailed',
    descriptionId: 'profile.loadFailedDescription',
  },
  USER_NOT_FOUND: {
    status: 404,
    message: 'User not found',
    description: 'User not found. This profile may have been removed or does not exist.',
    messageId: 'profile.userNotFound',
    descriptionId: 'profile.userNotFoundDescription',
  },
  FETCH_USER_PROFILE_ERROR: {
    status: null,
    message: 'Failed to fetch user profile',
    description: 'Failed to load profile data. Please try again.',
    messageId: 'profile.fetchFailed',
    descriptionId: 'profile.loadFailedDescription',
  },
  UPDATE_PROFILE_ERROR: {
    status: null,
    message: 'Failed to update profile',
    description: 'Your profile was not changed.',
    messageId: 'profile.updateFailed',
    descriptionId: 'profile.updateFailedDescription',
  },
  CHANGE_PASSWORD_ERROR: {
    status: null,
    message: 'Failed to change password',
    description: 'Your password was not changed.',
    messageId: 'password.changeFailed',
    descriptionId: 'password.changeFailedDescription',
  },
};

/** The messages of an ApiError by id, when it knows them (else the app reads the words). */
export interface ApiErrorMessages {
  cause?: unknown;
  /** The id of `message`: the server's `message_id`, or the catalogue's own message. */
  messageId?: MessageId | undefined;
  /** The values of `message`'s placeholders. */
  messageValues?: MessageValues | undefined;
  /** The id of `description`. */
  descriptionId?: MessageId | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly error_code: ErrorCode;
  readonly description: string;
  /** The server's own `detail`, when it sent one: screens prefer it to their generic text. */
  readonly detail: string | undefined;
  /** The id of `message` in the messages table, when it is one of them. */
  readonly messageId: MessageId | undefined;
  readonly messageValues: MessageValues | undefined;
  /** The id of `description` in the messages table, when it is one of them. */
  readonly descriptionId: MessageId | undefined;

  constructor(
    status: number,
    error_code: ErrorCode,
    message: string,
    description: string = errorCatalogue[error_code].description,
    detail?: string,
    options: ApiErrorMessages = {},
  ) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'ApiError';
    this.status = status;
    this.error_code = error_code;
    this.description = description;
    this.detail = detail;
    const entry = errorCatalogue[error_code];
    // The catalogue's own words are its messages; other words keep the id they were given.
    this.messageId = options.messageId ?? (message === entry.message ? entry.messageId : undefined);
    this.messageValues = options.messageValues;
    this.descriptionId =
      options.descriptionId ??
      (description === entry.description ? entry.descriptionId : undefined);
  }
}

/** An error of a code whose status never changes, in the catalogue's own words. */
function fixed(code: ErrorCode): ApiError {
  const { status, message } = errorCatalogue[code];
  return new ApiError(status ?? 500, code, message);
}

export const clientErrors = {
  noAuthToken: () => fixed('NO_AUTH_TOKEN'),
  invalidAuthData: () => fixed('INVALID_AUTH_DATA'),
  malformedAuthData: () => fixed('MALFORMED_AUTH_DATA'),
  /**
   * A non-ok answer: the server's `detail` (and its message's id) when readable, else
   * 'HTTP {status}: {statusText}'.
   */
  http: (status: number, statusText: string, detail?: string, said?: Message) =>
    detail === undefined
      ? new ApiError(status, 'HTTP_ERROR', `HTTP ${status}: ${statusText}`, undefined, undefined, {
          messageId: errorCatalogue.HTTP_ERROR.messageId,
          messageValues: { status, statusText },
        })
      : new ApiError(status, 'HTTP_ERROR', detail, undefined, detail, {
          messageId: said?.id,
          messageValues: said?.values,
        }),
  invalidResponse: () => fixed('INVALID_RESPONSE'),
  network: () => fixed('NETWORK_ERROR'),
  unknown: () => fixed('UNKNOWN_ERROR'),
} as const;

/** The codes an answer of the wrong shape gets from calls that name it (else INVALID_RESPONSE). */
export type InvalidAnswerCode =
  'INVALID_RESPONSE_STRUCTURE' | 'INVALID_PROFILE_RESPONSE' | 'INVALID_DETAILED_PROFILE_RESPONSE';

/** The codes that name what a call was doing, not how it failed. */
export type OperationCode =
  | 'LOGIN_ERROR'
  | 'CREATE_CHILD_ERROR'
  | 'LOAD_FAMILY_ERROR'
  | 'REMOVE_CHILD_ERROR'
  | 'FETCH_USERS_ERROR'
  | 'FETCH_DETAILED_PROFILE_ERROR'
  | 'FETCH_USER_PROFILE_ERROR'
  | 'UPDATE_PROFILE_ERROR'
  | 'CHANGE_PASSWORD_ERROR';

/** How one call reports its failures (spec §8: each service call has codes of its own). */
export interface Operation {
  /** The code of any failure the entries below do not name. */
  failure: OperationCode;
  /** The code when the answer does not have the call's shape (else `failure`). */
  invalid?: InvalidAnswerCode;
  /** A 404 is this code (USER_NOT_FOUND for a profile looked up by id). */
  notFound?: 'USER_NOT_FOUND';
  /**
   * Without a usable stored session the call fails as AUTH_REQUIRED with this message (the
   * family calls say 'No authentication token'); unset, the session's own code is kept.
   */
  signedOut?: string;
  /** The description of a refusal by the server, by its status ('5xx': any of 500 and above). */
  descriptions?: StatusDescriptions;
}

/** Descriptions of a call's failures by the status the server answered. */
export type StatusDescriptions = Partial<Record<'401' | '403' | '404' | '422' | '5xx', string>>;

/**
 * Spec §8: the users directory's list call describes its failures in four short sentences of its
 * own (the screen's longer texts are the app's).
 */
export const usersListDescriptions = {
  '401': 'Your session has expired. Please log in again.',
  '403': 'You do not have permission to view the user list.',
  '422': 'Invalid search parameters. Please check your input.',
  '5xx': 'Server error. Please try again later.',
} as const satisfies StatusDescriptions;

/** The description `descriptions` gives an answer of this status, if any. */
function describedStatus(descriptions: StatusDescriptions, status: number): string | undefined {
  return status >= 500
    ? descriptions['5xx']
    : descriptions[String(status) as keyof StatusDescriptions];
}

const sessionCodes: readonly ErrorCode[] = [
  'NO_AUTH_TOKEN',
  'INVALID_AUTH_DATA',
  'MALFORMED_AUTH_DATA',
];

/**
 * The failure of one call in the code of what it was doing: the server's detail (or the code's
 * own message), the answer's status, the original error kept as `cause`.
 */
export function operationError(operation: Operation, cause: unknown): ApiError {
  const error = cause instanceof ApiError ? cause : clientErrors.unknown();
  const code = error.error_code;
  if (sessionCodes.includes(code)) {
    if (operation.signedOut === undefined) return error;
    const { description } = errorCatalogue.AUTH_REQUIRED;
    return new ApiError(401, 'AUTH_REQUIRED', operation.signedOut, description, undefined, {
      cause: error,
    });
  }
  // A refusal the server answered: the call's own description of that status, when it has one.
  const described =
    code === 'HTTP_ERROR' && operation.descriptions
      ? describedStatus(operation.descriptions, error.status)
      : undefined;
  if (error.status === 404 && operation.notFound) {
    return relabel(operation.notFound, error, described);
  }
  if (code === 'INVALID_RESPONSE' && operation.invalid) return relabel(operation.invalid, error);
  return relabel(operation.failure, error, described);
}

function relabel(code: ErrorCode, cause: ApiError, description?: string): ApiError {
  const entry = errorCatalogue[code];
  return new ApiError(
    entry.status ?? cause.status,
    code,
    cause.detail ?? entry.message,
    description ?? entry.description,
    cause.detail,
    cause.detail === undefined
      ? { cause }
      : { cause, messageId: cause.messageId, messageValues: cause.messageValues },
  );
}

/** What a screen says about a failed call: the client error's message, else the screen's own text. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * What a screen says about a failed call, as a message: the client error's own (by its id when it
 * has one, else its words), else the screen's.
 */
export function failureNotice(error: unknown, fallback: Message): Message | string {
  if (!(error instanceof ApiError)) return fallback;
  if (!error.messageId) return error.message;
  return error.messageValues
    ? { id: error.messageId, values: error.messageValues }
    : { id: error.messageId };
}
