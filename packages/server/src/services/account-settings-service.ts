import {
  changePasswordMessages,
  deleteAccountMessages,
  DELETE_CONFIRMATION,
  profileMessages,
  sessionMessages,
  type AccountExport,
  type AccountSession,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type DeleteAccountResponse,
  type EditableProfile,
  type ProfileUpdateBody,
  type ProfileUpdateResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { accountDataRepository } from '../repositories/account-data-repository';
import { emailTokensRepository } from '../repositories/email-tokens-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { twoFactorRepository } from '../repositories/two-factor-repository';
import { usersRepository } from '../repositories/users-repository';
import type { ParentPasswordGuard } from '../security/parent-password-guard';
import { hashPassword, verifyPassword } from '../security/passwords';
import { assertStrongPassword } from '../security/password-policy';
import type { EmailChangeService } from './email-change-service';
import { sessionTimeoutOf } from './settings-service';
import type { TwoFactorService } from './two-factor-service';
import { claimUsername } from './username-claim';

/** Unique-index violations from both drivers (Drizzle puts the driver's error on the cause). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const currentYear = () => new Date().getUTCFullYear();

function toEditableProfile(user: UserRow, pendingEmail: string | null): EditableProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    age: user.birthYear === null ? null : currentYear() - user.birthYear,
    bio: user.bio,
    is_verified: user.isVerified,
    pending_email: pendingEmail,
  };
}

export interface AccountSettingsDeps {
  db: Database;
  /** The family's one counter of password attempts, shared with logins and switching. */
  passwordGuard: ParentPasswordGuard;
  /** Asks a code besides the password, for a new e-mail, when two-factor sign-in is on. */
  twoFactor: Pick<TwoFactorService, 'requireCodeIfOn'>;
  emailChange: EmailChangeService;
  defaultSessionTimeoutMinutes: number;
}

/** Profile, password, sessions, export and deletion: the account parts of the settings page. */
export function accountSettingsService({
  db,
  passwordGuard,
  twoFactor,
  emailChange,
  defaultSessionTimeoutMinutes,
}: AccountSettingsDeps) {
  const usersRepo = usersRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const tokensRepo = emailTokensRepository(db);
  const settingsRepo = settingsRepository(db);
  const twoFactorRepo = twoFactorRepository(db);
  const accountData = accountDataRepository(db);

  /** A parent's password, counted with every other way the family's password is tried. */
  async function checkPassword(user: UserRow, password: string, address: string) {
    await passwordGuard.attempt(user.id, address);
    const matches = await verifyPassword(user.passwordHash, password);
    if (matches) await passwordGuard.passed(user.id, address);
    return matches;
  }

  /**
   * What a session alone must not be enough for: the current password, as change-password
   * asks, and with two-factor sign-in on an authenticator or recovery code too.
   */
  async function proveOwner(
    user: UserRow,
    proof: { current_password?: string | undefined; code?: string | undefined },
    address: string,
  ): Promise<void> {
    if (!proof.current_password) throw new HttpError(422, profileMessages.passwordForEmail);
    if (!(await checkPassword(user, proof.current_password, address))) {
      throw new HttpError(400, changePasswordMessages.currentWrong);
    }
    await twoFactor.requireCodeIfOn(
      user.id,
      proof.code,
      { missing: [422, profileMessages.codeForEmail], wrong: 400 },
      address,
    );
  }

  /** The accounts a deletion or export covers: the caller, and a parent's children. */
  async function ownedAccounts(user: UserRow, tx: Executor = db): Promise<UserRow[]> {
    if (user.accountType !== 'PARENT') return [user];
    return [user, ...(await usersRepo.findChildren(user.id, tx))];
  }

  return {
    /**
     * Applies the fields that differ from the stored profile. A new e-mail takes the proof a new
     * password takes (the current password, and a code with two-factor sign-in on) and is only
     * pending until the link mailed to it is followed (services/email-change-service.ts).
     */
    async updateProfile(
      user: UserRow,
      body: ProfileUpdateBody,
      address: string,
    ): Promise<ProfileUpdateResponse> {
      const changes: Parameters<typeof usersRepo.updateProfile>[1] = {};
      if (body.username !== undefined && body.username !== user.username) {
        changes.username = body.username;
      }
      const pendingBefore = await emailChange.pendingAddress(user.id);
      let newEmail: string | undefined;
      if (body.email !== undefined) {
        const email = body.email.toLowerCase();
        // Asking again for the address already waiting sends its links anew.
        if (email !== user.email?.toLowerCase()) newEmail = email;
      }
      if (newEmail !== undefined && user.accountType !== 'PARENT') {
        throw new HttpError(422, profileMessages.childHasNoEmail);
      }
      if (body.age !== undefined) {
        const birthYear = currentYear() - body.age;
        if (birthYear !== user.birthYear) changes.birthYear = birthYear;
      }
      if (body.bio !== undefined && body.bio !== (user.bio ?? '')) changes.bio = body.bio;
      if (Object.keys(changes).length === 0 && newEmail === undefined) {
        throw new HttpError(400, profileMessages.noChanges);
      }
      if (newEmail !== undefined) await proveOwner(user, body, address);

      let updated: UserRow;
      let change: Awaited<ReturnType<typeof emailChange.request>> | undefined;
      try {
        updated = await db.transaction(async (tx) => {
          if (changes.username) {
            await claimUsername(usersRepo, changes.username, tx, {
              takenMessage: profileMessages.conflict,
              exceptId: user.id,
            });
          }
          if (newEmail !== undefined) change = await emailChange.request(user, newEmail, tx);
          return Object.keys(changes).length > 0
            ? usersRepo.updateProfile(user.id, changes, tx)
            : user;
        });
      } catch (error) {
        // Two accounts racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, profileMessages.conflict);
        throw error;
      }
      if (change) await emailChange.mail(change);
      return {
        message: change ? profileMessages.emailChangePending : profileMessages.updated,
        verification_sent: change !== undefined,
        profile: toEditableProfile(updated, change?.newAddress ?? pendingBefore),
      };
    },

    /**
     * A parent's new password. Every other session of the family ends (its children log in
     * with this password too), and no reset link sent earlier nor login waiting for its
     * two-factor code works any more.
     */
    async changePassword(
      user: UserRow,
      session: SessionRow,
      body: ChangePasswordBody,
      address: string,
    ): Promise<{ message: string }> {
      if (!(await checkPassword(user, body.current_password, address))) {
        throw new HttpError(400, changePasswordMessages.currentWrong);
      }
      assertStrongPassword(body.new_password);
      const passwordHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        await usersRepo.setPasswordHash(user.id, passwordHash, tx);
        await sessionsRepo.revokeFamily(user.id, tx, session.id);
        await tokensRepo.revokeOutstandingResetTokens(user.id, tx);
        await twoFactorRepo.endChallenges(user.id, tx);
      });
      return { message: changePasswordMessages.changed };
    },

    async sessions(user: UserRow, current: SessionRow): Promise<{ sessions: AccountSession[] }> {
      const stored = await settingsRepo.find(user.id);
      const idle = sessionTimeoutOf(stored?.security, defaultSessionTimeoutMinutes);
      const rows = await sessionsRepo.listLive(user.id, idle);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.device,
          browser: row.browser,
          location: 'Unknown',
          last_active: row.lastActive.toISOString(),
          is_current: row.id === current.id,
        })),
      };
    },

    async revokeSession(user: UserRow, sessionId: number): Promise<{ message: string }> {
      if (!(await sessionsRepo.revokeOwn(sessionId, user.id))) {
        throw new HttpError(404, sessionMessages.notFound);
      }
      return { message: sessionMessages.revoked };
    },

    async revokeOtherSessions(
      user: UserRow,
      current: SessionRow,
    ): Promise<{ message: string; revoked: number }> {
      const revoked = await sessionsRepo.revokeOthers(user.id, current.id);
      return { message: sessionMessages.allRevoked, revoked };
    },

    async exportData(user: UserRow): Promise<AccountExport> {
      const accounts = await ownedAccounts(user);
      return {
        exported_at: new Date().toISOString(),
        accounts: accounts.map((a) => a.username),
        tables: await accountData.exportRows(accounts.map((a) => a.id)),
      };
    },

    /**
     * Removes the parent and everything it owns, its children with theirs, in one transaction:
     * either all of it goes or nothing does.
     */
    async deleteAccount(
      user: UserRow,
      body: DeleteAccountBody,
      address: string,
    ): Promise<DeleteAccountResponse> {
      if (body.confirmation_text !== DELETE_CONFIRMATION) {
        throw new HttpError(400, deleteAccountMessages.confirmationMismatch);
      }
      if (!(await checkPassword(user, body.password, address))) {
        throw new HttpError(401, deleteAccountMessages.wrongPassword);
      }
      const accounts = await db.transaction(async (tx) => {
        // Inside the transaction: a child added meanwhile goes too.
        const owned = await ownedAccounts(user, tx);
        const emails = owned.flatMap((a) => (a.email ? [a.email] : []));
        await accountData.deleteAccounts(
          owned.map((a) => a.id),
          emails,
          tx,
        );
        return owned;
      });
      return {
        message: deleteAccountMessages.deleted,
        deleted_accounts: accounts.map((a) => a.username),
      };
    },
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
