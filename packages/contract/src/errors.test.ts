import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { englishMessages } from './messages';
import {
  clientErrors,
  failureNotice,
  errorCatalogue,
  errorCodes,
  operationError,
  type ErrorCode,
  type OperationCode,
} from './errors';

/** The four fields spec §8 says every client error carries, read off an error. */
const fieldsOf = (error: ApiError) => ({
  status: error.status,
  message: error.message,
  error_code: error.error_code,
  description: error.description,
});

// The codes each spec document names, so a code dropped from the catalogue fails here.
const boardDocumentCodes = [
  'NO_AUTH_TOKEN',
  'INVALID_AUTH_DATA',
  'MALFORMED_AUTH_DATA',
  'HTTP_ERROR',
  'INVALID_RESPONSE',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
  'LOGIN_ERROR',
  'AUTH_REQUIRED',
  'CREATE_CHILD_ERROR',
  'LOAD_FAMILY_ERROR',
  'REMOVE_CHILD_ERROR',
];
const contentDocumentCodes = [
  'INVALID_RESPONSE_STRUCTURE',
  'FETCH_USERS_ERROR',
  'INVALID_PROFILE_RESPONSE',
  'INVALID_DETAILED_PROFILE_RESPONSE',
  'FETCH_DETAILED_PROFILE_ERROR',
  'USER_NOT_FOUND',
  'FETCH_USER_PROFILE_ERROR',
  'UPDATE_PROFILE_ERROR',
  'CHANGE_PASSWORD_ERROR',
];

const operationCodes: OperationCode[] = [
  'LOGIN_ERROR',
  'CREATE_CHILD_ERROR',
  'LOAD_FAMILY_ERROR',
  'REMOVE_CHILD_ERROR',
  'FETCH_USERS_ERROR',
  'FETCH_DETAILED_PROFILE_ERROR',
  'FETCH_USER_PROFILE_ERROR',
  'UPDATE_PROFILE_ERROR',
  'CHANGE_PASSWORD_ERROR',
];

describe('the client error catalogue', () => {
  it('names each message and description by its id in the messages table', () => {
    for (const code of errorCodes) {
      const entry = errorCatalogue[code];
      expect(englishMessages[entry.messageId], code).toBe(entry.message);
      expect(englishMessages[entry.descriptionId], code).toBe(entry.description);
    }
  });

  it('gives an error in its own words their ids, and other words none', () => {
    const fixed = clientErrors.network();
    expect(fixed.messageId).toBe('request.networkError');
    expect(fixed.descriptionId).toBe('request.networkErrorDescription');
    const relabelled = operationError({ failure: 'LOGIN_ERROR' }, clientErrors.network());
    expect(relabelled).toMatchObject({
      messageId: 'login.failed',
      descriptionId: 'login.failedDescription',
    });
    const refused = operationError(
      { failure: 'LOGIN_ERROR' },
      clientErrors.http(401, 'Unauthorized', 'Incorrect email or password', {
        id: 'login.incorrect',
      }),
    );
    expect(refused).toMatchObject({
      message: 'Incorrect email or password',
      messageId: 'login.incorrect',
      descriptionId: 'login.failedDescription',
    });
    expect(clientErrors.http(400, 'Bad Request', 'Something odd').messageId).toBeUndefined();
  });

  it('says a failure as a message: the error’s own by id, its words, else the screen’s', () => {
    const fallback = { id: 'goal.createFailed' } as const;
    expect(failureNotice(clientErrors.unknown(), fallback)).toEqual({ id: 'request.unexpected' });
    expect(failureNotice(clientErrors.http(400, 'Bad Request', 'Something odd'), fallback)).toBe(
      'Something odd',
    );
    expect(failureNotice(new Error('boom'), fallback)).toBe(fallback);
    expect(
      failureNotice(
        new ApiError(400, 'HTTP_ERROR', 'x', undefined, 'x', {
          messageId: 'stars.notEnoughMany',
          messageValues: { missing: 2 },
        }),
        fallback,
      ),
    ).toEqual({ id: 'stars.notEnoughMany', values: { missing: 2 } });
  });

  it('holds every code of both spec documents, and nothing else', () => {
    expect([...errorCodes].sort()).toEqual([...boardDocumentCodes, ...contentDocumentCodes].sort());
    expect(Object.keys(errorCatalogue).sort()).toEqual([...errorCodes].sort());
  });

  it.each(errorCodes)('%s has a message and a description', (code) => {
    const entry = errorCatalogue[code];
    expect(entry.message.trim()).not.toBe('');
    expect(entry.description.trim()).not.toBe('');
  });

  it('keeps the spec’s fixed statuses and texts', () => {
    const fixed: Partial<Record<ErrorCode, [number | null, string]>> = {
      NO_AUTH_TOKEN: [401, 'Authentication required'],
      INVALID_AUTH_DATA: [401, 'Authentication token not found'],
      MALFORMED_AUTH_DATA: [401, 'Invalid authentication data'],
      INVALID_RESPONSE: [500, 'Invalid response format'],
      NETWORK_ERROR: [0, 'Network error'],
      UNKNOWN_ERROR: [500, 'Unexpected error'],
      AUTH_REQUIRED: [401, 'Authentication required'],
      USER_NOT_FOUND: [404, 'User not found'],
      LOGIN_ERROR: [null, 'Login failed'],
      CREATE_CHILD_ERROR: [null, 'Failed to create child account'],
      LOAD_FAMILY_ERROR: [null, 'Failed to load family accounts'],
      REMOVE_CHILD_ERROR: [null, 'Failed to remove child account'],
    };
    for (const [code, [status, message]] of Object.entries(fixed)) {
      expect(errorCatalogue[code as ErrorCode]).toMatchObject({ status, message });
    }
    expect(errorCatalogue.NO_AUTH_TOKEN.description).toBe('Please log in to access this resource');
    expect(errorCatalogue.NETWORK_ERROR.description).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
    expect(errorCatalogue.USER_NOT_FOUND.description).toBe(
      'User not found. This profile may have been removed or does not exist.',
    );
  });

  it('gives every client error all four fields', () => {
    const errors = [
      clientErrors.noAuthToken(),
      clientErrors.invalidAuthData(),
      clientErrors.malformedAuthData(),
      clientErrors.http(502, 'Bad Gateway'),
      clientErrors.http(409, 'Conflict', 'Username already registered'),
      clientErrors.invalidResponse(),
      clientErrors.network(),
      clientErrors.unknown(),
    ];
    for (const error of errors) {
      const fields = fieldsOf(error);
      expect(typeof fields.status).toBe('number');
      expect(fields.message).not.toBe('');
      expect(fields.description).toBe(errorCatalogue[fields.error_code].description);
    }
    expect(fieldsOf(clientErrors.http(502, 'Bad Gateway'))).toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad Gateway',
      error_code: 'HTTP_ERROR',
    });
  });
});

describe('a call’s failure in the code of what it does', () => {
  const refused = clientErrors.http(400, 'Bad Request', 'Parent password is incorrect');
  const unreadable = clientErrors.http(503, 'Service Unavailable');

  it.each(operationCodes)(
    '%s: the server’s detail, else its own message; the answer’s status',
    (code) => {
      const withDetail = operationError({ failure: code }, refused);
      expect(fieldsOf(withDetail)).toEqual({
        status: 400,
        message: 'Parent password is incorrect',
        error_code: code,
        description: errorCatalogue[code].description,
      });
      expect(withDetail.detail).toBe('Parent password is incorrect');
      expect(withDetail.cause).toBe(refused);

      expect(fieldsOf(operationError({ failure: code }, unreadable))).toEqual({
        status: errorCatalogue[code].status ?? 503,
        message: errorCatalogue[code].message,
        error_code: code,
        description: errorCatalogue[code].description,
      });

      const offline = operationError({ failure: code }, clientErrors.network());
      expect(offline).toMatchObject({ status: 0, error_code: code });
    },
  );

  it.each([
    ['FETCH_USERS_ERROR', 'INVALID_RESPONSE_STRUCTURE', 'Invalid response structure'],
    ['FETCH_USER_PROFILE_ERROR', 'INVALID_PROFILE_RESPONSE', 'Invalid profile response'],
    [
      'FETCH_DETAILED_PROFILE_ERROR',
      'INVALID_DETAILED_PROFILE_RESPONSE',
      'Invalid detailed profile response',
    ],
  ] as const)('%s names an unreadable answer %s', (failure, invalid, message) => {
    const operation = { failure, invalid };
    expect(fieldsOf(operationError(operation, clientErrors.invalidResponse()))).toEqual({
      status: 500,
      message,
      error_code: invalid,
      description: errorCatalogue[invalid].description,
    });
    expect(operationError(operation, unreadable).error_code).toBe(failure);
  });

  it('without an `invalid` code an unreadable answer is the call’s general failure', () => {
    expect(
      operationError({ failure: 'UPDATE_PROFILE_ERROR' }, clientErrors.invalidResponse()),
    ).toMatchObject({ status: 500, error_code: 'UPDATE_PROFILE_ERROR' });
  });

  it('a profile looked up by id that does not exist is USER_NOT_FOUND (404)', () => {
    const operation = { failure: 'FETCH_USER_PROFILE_ERROR', notFound: 'USER_NOT_FOUND' } as const;
    expect(
      fieldsOf(operationError(operation, clientErrors.http(404, 'Not Found', 'User not found'))),
    ).toEqual({
      status: 404,
      message: 'User not found',
      error_code: 'USER_NOT_FOUND',
      description: 'User not found. This profile may have been removed or does not exist.',
    });
    expect(
      operationError(operation, clientErrors.http(500, 'Internal Server Error')),
    ).toMatchObject({
      status: 500,
      error_code: 'FETCH_USER_PROFILE_ERROR',
      message: 'Failed to fetch user profile',
    });
  });

  it('a family call without a stored session is AUTH_REQUIRED: No authentication token', () => {
    const operation = {
      failure: 'CREATE_CHILD_ERROR',
      signedOut: 'No authentication token',
    } as const;
    for (const missing of [
      clientErrors.noAuthToken(),
      clientErrors.invalidAuthData(),
      clientErrors.malformedAuthData(),
    ]) {
      expect(fieldsOf(operationError(operation, missing))).toEqual({
        status: 401,
        message: 'No authentication token',
        error_code: 'AUTH_REQUIRED',
        description: errorCatalogue.AUTH_REQUIRED.description,
      });
    }
    // A call that does not say otherwise keeps the session's own code.
    expect(
      operationError({ failure: 'UPDATE_PROFILE_ERROR' }, clientErrors.noAuthToken()).error_code,
    ).toBe('NO_AUTH_TOKEN');
  });

  it('anything that is not a client error becomes the call’s code', () => {
    expect(operationError({ failure: 'LOGIN_ERROR' }, new TypeError('boom'))).toMatchObject({
      status: 500,
      message: 'Login failed',
      error_code: 'LOGIN_ERROR',
    });
  });
});
