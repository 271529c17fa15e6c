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
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/messages';
import { accountDataRepository } from '../repositories/account-data-repository';
import { emailTokensRepository } from '../repositories/email-tokens-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { usersRepository } from '../repositories/users-repository';
import type { ParentPasswordGuard } from '../security/parent-password-guard';
import { hashPassword, verifyPassword } from '../security/passwords';
import { assertStrongPassword } from '../security/password-policy';
import { hashToken, newToken } from '../security/tokens';
import { sessionTimeoutOf } from './settings-service';

const VERIFY_TOKEN_HOURS = 24;

/** Unique-index violations from both drivers (Drizzle puts the driver's error on the cause). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const currentYear = () => new Date().getUTCFullYear();

function toEditableProfile(user: UserRow): EditableProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    age: user.birthYear === null ? null : currentYear() - user.birthYear,
    bio: user.bio,
    is_verified: user.isVerified,
  };
}

export interface AccountSettingsDeps {
  db: Database;
  mailer: Mailer;
  /** The family's one counter of password attempts, shared with logins and switching. */
  passwordGuard: ParentPasswordGuard;
  appUrl: string;
  defaultSessionTimeoutMinutes: number;
  logError: (error: unknown, message: string) => void;
}

/** Profile, password, sessions, export and deletion: the account parts of the settings page. */
export function accountSettingsService({
  db,
  mailer,
  passwordGuard,
  appUrl,
  defaultSessionTimeoutMinutes,
  logError,
}: AccountSettingsDeps) {
  const usersRepo = usersRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const tokensRepo = emailTokensRepository(db);
  const settingsRepo = settingsRepository(db);
  const accountData = accountDataRepository(db);

  /** A parent's password, counted with every other way the family's password is tried. */
  async function checkPassword(user: UserRow, password: string, address: string) {
    await passwordGuard.attempt(user.id, address);
    const matches = await verifyPassword(user.passwordHash, password);
    if (matches) await passwordGuard.passed(user.id, address);
    return matches;
  }

  /** The accounts a deletion or export covers: the caller, and a parent's children. */
  async function ownedAccounts(user: UserRow, tx: Executor = db): Promise<UserRow[]> {
    if (user.accountType !== 'PARENT') return [user];
    return [user, ...(await usersRepo.findChildren(user.id, tx))];
  }

  return {
    /**
     * Applies the fields that differ from the stored profile. A new e-mail is unverified until
     * the link sent to it is used; links sent to the old address stop working.
     */
    async updateProfile(user: UserRow, body: ProfileUpdateBody): Promise<ProfileUpdateResponse> {
      const changes: Parameters<typeof usersRepo.updateProfile>[1] = {};
      if (body.username !== undefined && body.username !== user.username) {
        changes.username = body.username;
      }
      const email = body.email?.toLowerCase();
      if (email !== undefined && email !== user.email?.toLowerCase()) {
        if (user.accountType !== 'PARENT')
          throw new HttpError(422, profileMessages.childHasNoEmail);
        changes.email = email;
        changes.isVerified = false;
      }
      if (body.age !== undefined) {
        const birthYear = currentYear() - body.age;
        if (birthYear !== user.birthYear) changes.birthYear = birthYear;
      }
      if (body.bio !== undefined && body.bio !== (user.bio ?? '')) changes.bio = body.bio;
      if (Object.keys(changes).length === 0) throw new HttpError(400, profileMessages.noChanges);

      const token = changes.email ? newToken() : undefined;
      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          if (changes.username) {
            const other = await usersRepo.findByUsername(changes.username, tx);
            if (other && other.id !== user.id) throw new HttpError(409, profileMessages.conflict);
          }
          if (changes.email) {
            const other = await usersRepo.findByEmail(changes.email, tx);
            if (other && other.id !== user.id) throw new HttpError(409, profileMessages.conflict);
          }
          const row = await usersRepo.updateProfile(user.id, changes, tx);
          if (token) {
            await tokensRepo.revokeOutstanding(user.id, 'verify', tx);
            await tokensRepo.revokeOutstandingResetTokens(user.id, tx);
            await tokensRepo.insert(
              {
                tokenHash: hashToken(token),
                userId: user.id,
                purpose: 'verify',
                expiresAt: new Date(Date.now() + VERIFY_TOKEN_HOURS * 3600_000),
              },
              tx,
            );
          }
          return row;
        });
      } catch (error) {
        // Two accounts racing for one name: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, profileMessages.conflict);
        throw error;
      }
      if (token && updated.email) {
        const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
        try {
          await mailer.send(verificationMail(updated.email, updated.username, link));
        } catch (error) {
          logError(error, `mail to ${updated.email} failed: verification after an e-mail change`);
        }
      }
      return {
        message: token ? profileMessages.updatedWithVerification : profileMessages.updated,
        verification_sent: token !== undefined,
        profile: toEditableProfile(updated),
      };
    },

    /**
     * A parent's new password. Every other session of the family ends (its children log in
     * with this password too) and no reset link sent earlier works any more.
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
