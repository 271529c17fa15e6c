import {
  isAuthenticatorCode,
  type RecoveryCodesResponse,
  type TwoFactorChallenge,
  type TwoFactorPasswordAndCodeBody,
  type TwoFactorSetupResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { TwoFactorRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { twoFactorRepository } from '../repositories/two-factor-repository';
import { usersRepository } from '../repositories/users-repository';
import type { ParentPasswordGuard } from '../security/parent-password-guard';
import type { SecretBox } from '../security/secret-box';
import { verifyPassword } from '../security/passwords';
import { newRecoveryCodes, recoveryCodeHash } from '../security/recovery-codes';
import { hashToken, newToken } from '../security/tokens';
import { matchingStep, newTotpSecret, otpauthUri, TOTP_ISSUER } from '../security/totp';
import type { TwoFactorGuard } from '../security/two-factor-guard';
import { englishMessages } from '@taskboard/contract/messages';

/** How long the login's second step waits for a code. */
export const CHALLENGE_SECONDS = 5 * 60;

export const twoFactorServiceMessages = {
  parentsOnly: englishMessages['twoFactor.parentsOnly'],
  alreadyOn: englishMessages['twoFactor.alreadyOn'],
  notSetUp: englishMessages['twoFactor.setupNotStarted'],
  notOn: englishMessages['twoFactor.notOn'],
  wrongCode: englishMessages['twoFactor.codeWrongOrUsed'],
  wrongSetupCode: englishMessages['twoFactor.setupCodeWrong'],
  wrongPassword: englishMessages['twoFactor.passwordIncorrect'],
  challengeExpired: englishMessages['twoFactor.challengeExpired'],
  switchNeedsCode: englishMessages['accountSwitch.parentCodeRequired'],
  enabled: englishMessages['twoFactor.turnedOn'],
  disabled: englishMessages['twoFactor.turnedOff'],
  newRecoveryCodes: englishMessages['twoFactor.recoveryCodesRenewed'],
} as const;
const messages = twoFactorServiceMessages;

export interface TwoFactorServiceDeps {
  db: Database;
  passwordGuard: ParentPasswordGuard;
  guard: TwoFactorGuard;
  /** Seals the secrets in the database when TWO_FACTOR_KEY is set. */
  secrets: SecretBox;
  /** The clock codes are checked against (tests fix it). */
  now?: () => Date;
}

export function twoFactorService({
  db,
  passwordGuard,
  guard,
  secrets,
  now = () => new Date(),
}: TwoFactorServiceDeps) {
  const repo = twoFactorRepository(db);
  const usersRepo = usersRepository(db);
  // Bound to the account: a sealed secret copied onto another row does not open there.
  const context = (userId: number) => `two-factor|${userId}`;
  const secretOf = (row: TwoFactorRow) => secrets.open(row.secret, context(row.userId));

  function assertParent(user: UserRow): void {
    if (user.accountType !== 'PARENT') throw new HttpError(403, messages.parentsOnly);
  }

  /** The parent's own password, counted with every other check of the family's password. */
  async function checkPassword(user: UserRow, password: string, address: string): Promise<void> {
    await passwordGuard.attempt(user.id, address);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new HttpError(400, messages.wrongPassword);
    }
    await passwordGuard.passed(user.id, address);
  }

  /**
   * Checks a code of an account with two-factor sign-in on and uses it up: an authenticator code
   * of a step not used before, or an unused recovery code. A wrong one answers `failureStatus`.
   * Tries count per account and client `address`.
   */
  async function useCode(
    userId: number,
    code: string,
    failureStatus: number,
    address: string,
  ): Promise<void> {
    const row = await repo.find(userId);
    if (!row?.enabledAt) throw new HttpError(409, messages.notOn);
    await guard.attempt(userId, address);
    let accepted: boolean;
    if (isAuthenticatorCode(code)) {
      const step = matchingStep(secretOf(row), code, now().getTime());
      accepted = step !== undefined && (await repo.useStep(userId, step));
    } else {
      accepted = await repo.useRecoveryCode(userId, recoveryCodeHash(code));
    }
    if (!accepted) throw new HttpError(failureStatus, messages.wrongCode);
    await guard.passed(userId, address);
  }

  /**
   * The second factor of a sensitive step taken with the password: with two-factor sign-in on,
   * a code is needed as well (`missing` answers its absence); with it off, nothing is asked.
   */
  async function requireCodeIfOn(
    userId: number,
    code: string | undefined,
    failure: { missing: [status: number, detail: string]; wrong: number },
    address: string,
  ): Promise<void> {
    if (!(await isEnabled(userId))) return;
    if (!code?.trim()) throw new HttpError(...failure.missing);
    await useCode(userId, code, failure.wrong, address);
  }

  async function isEnabled(userId: number, tx: Executor = db): Promise<boolean> {
    return Boolean((await repo.find(userId, tx))?.enabledAt);
  }

  async function freshRecoveryCodes(userId: number, tx: Executor): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(recoveryCodeHash), tx);
    return codes;
  }

  return {
    isEnabled,

    /** A new secret waiting for its first code; an unconfirmed earlier one is replaced. */
    async setup(user: UserRow): Promise<TwoFactorSetupResponse> {
      assertParent(user);
      if ((await repo.find(user.id))?.enabledAt) throw new HttpError(409, messages.alreadyOn);
      const secret = newTotpSecret();
      await repo.startEnrolment(user.id, secrets.seal(secret, context(user.id)));
      const accountName = user.email ?? user.username;
      return {
        secret,
        otpauth_uri: otpauthUri(secret, accountName),
        issuer: TOTP_ISSUER,
        account_name: accountName,
      };
    },

    /** The first right code turns two-factor sign-in on and gives the recovery codes, once. */
    async confirm(user: UserRow, code: string, address: string): Promise<RecoveryCodesResponse> {
      assertParent(user);
      const row = await repo.find(user.id);
      if (!row) throw new HttpError(409, messages.notSetUp);
      if (row.enabledAt) throw new HttpError(409, messages.alreadyOn);
      await guard.attempt(user.id, address);
      const step = isAuthenticatorCode(code)
        ? matchingStep(secretOf(row), code, now().getTime())
        : undefined;
      if (step === undefined) throw new HttpError(400, messages.wrongSetupCode);
      const recoveryCodes = await db.transaction(async (tx) => {
        // Confirmed meanwhile by another request: the codes it gave stay the valid ones.
        if (!(await repo.enable(user.id, step, tx))) throw new HttpError(409, messages.alreadyOn);
        return freshRecoveryCodes(user.id, tx);
      });
      await guard.passed(user.id, address);
      return { message: messages.enabled, recovery_codes: recoveryCodes };
    },

    async disable(
      user: UserRow,
      body: TwoFactorPasswordAndCodeBody,
      address: string,
    ): Promise<{ message: string }> {
      assertParent(user);
      await checkPassword(user, body.password, address);
      await useCode(user.id, body.code, 400, address);
      await db.transaction((tx) => repo.remove(user.id, tx));
      return { message: messages.disabled };
    },

    async regenerateRecoveryCodes(
      user: UserRow,
      body: TwoFactorPasswordAndCodeBody,
      address: string,
    ): Promise<RecoveryCodesResponse> {
      assertParent(user);
      await checkPassword(user, body.password, address);
      await useCode(user.id, body.code, 400, address);
      const recoveryCodes = await db.transaction((tx) => freshRecoveryCodes(user.id, tx));
      return { message: messages.newRecoveryCodes, recovery_codes: recoveryCodes };
    },

    /** After a right password: a short-lived challenge instead of a session. */
    async challenge(
      user: UserRow,
      client: { device: string; browser: string },
    ): Promise<TwoFactorChallenge> {
      const token = newToken();
      await repo.insertChallenge({
        tokenHash: hashToken(token),
        userId: user.id,
        ...client,
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
      });
      return { two_factor_required: true, challenge: token, expires_in_seconds: CHALLENGE_SECONDS };
    },

    /** The login's second step: a live challenge and a right code name the user, once. */
    async completeChallenge(challenge: string, code: string, address: string): Promise<UserRow> {
      const row = await repo.findLiveChallenge(hashToken(challenge));
      if (!row) throw new HttpError(401, messages.challengeExpired);
      await useCode(row.userId, code, 401, address);
      if (!(await repo.consumeChallenge(row.id))) {
        throw new HttpError(401, messages.challengeExpired);
      }
      const user = await usersRepo.findById(row.userId);
      if (!user) throw new HttpError(401, messages.challengeExpired);
      return user;
    },

    /**
     * A child entering its parent gives the parent's password; if the parent has two-factor
     * sign-in on, a code as well, so a child's session never skips the parent's second factor.
     */
    async checkSwitchToParent(
      parentId: number,
      code: string | undefined,
      address: string,
    ): Promise<void> {
      await requireCodeIfOn(
        parentId,
        code,
        { missing: [403, messages.switchNeedsCode], wrong: 403 },
        address,
      );
    },

    requireCodeIfOn,
  };
}

export type TwoFactorService = ReturnType<typeof twoFactorService>;
