import { ApiError } from '@taskboard/contract';
import { describe, expect, it } from 'vitest';
import { refusesReplacedSession } from './refusedSession';

const refused = new ApiError(401, 'AUTH_REQUIRED', 'Not signed in');
const failing = new ApiError(500, 'HTTP_ERROR', 'Broken');

describe('a 401 to a replaced session', () => {
  it('is one once an account switch stored another session while the call was out', () => {
    expect(refusesReplacedSession(refused, 'parent', 'child')).toBe(true);
  });

  it('is not one when the refused session is still the stored one', () => {
    expect(refusesReplacedSession(refused, 'parent', 'parent')).toBe(false);
  });

  it('is not one when the call carried no session, or its session was removed', () => {
    // A screen asking without a session is sent to sign in, never asked to load again.
    expect(refusesReplacedSession(refused, null, null)).toBe(false);
    expect(refusesReplacedSession(refused, null, 'child')).toBe(false);
    expect(refusesReplacedSession(refused, 'parent', null)).toBe(false);
  });

  it('is not one for any other failure', () => {
    expect(refusesReplacedSession(failing, 'parent', 'child')).toBe(false);
  });
});
