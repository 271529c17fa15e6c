import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode, loginResult, needsSecondFactor } from './two-factor';

describe('two-factor sign-in schemas', () => {
  it('reads a session and a challenge apart', () => {
    const session = loginResult.parse({
      token: 't',
      account_type: 'PARENT',
      username: 'sam',
      is_primary_child: false,
      child_accounts: [],
    });
    expect(needsSecondFactor(session)).toBe(false);
    const challenge = loginResult.parse({
      two_factor_required: true,
      challenge: 'c',
      expires_in_seconds: 300,
    });
    expect(needsSecondFactor(challenge)).toBe(true);
    // A challenge never passes for a session, nor the other way round.
    expect(loginResult.safeParse({ two_factor_required: false, challenge: 'c' }).success).toBe(
      false,
    );
  });

  it('tells an authenticator code from a recovery code', () => {
    expect(isAuthenticatorCode('123456')).toBe(true);
    expect(isAuthenticatorCode(' 123 456 ')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('1234567')).toBe(false);
    expect(isAuthenticatorCode('k7m2p-x9qra')).toBe(false);
  });
});
