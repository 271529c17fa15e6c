import type {
  ChildAccount,
  CurrentUser,
  Language,
  LoginResponse,
  LoginResult,
  RegisterBody,
  RegisterResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import type { MailMessage, Mailer } from '../mail/mailer';
import { passwordResetMail, verificationMail } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import { emailTokensRepository } from '../repositories/email-tokens-repository';
import { progressRepository } from '../repositories/progress-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { twoFactorRepository } from '../repositories/two-factor-repository';
import { usersRepository } from '../repositories/users-repository';
import { normalizeIdentity } from '../security/identity';
import { isLookAlike, lookAlikeMessages } from '../security/look-alike';
import type { ParentPasswordGuard } from '../security/parent-password-guard';
import { assertStrongPassword } from '../security/password-policy';
import { hashPassword, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import { accountMessages } from './account-messages';
import { badgeOut } from './progress-service';
import { claimUsername } from './username-claim';
import type { EmailChangeService } from './email-change-service';
import type { TwoFactorService } from './two-factor-service';

const VERIFY_TOKEN_HOURS = 24;
const RESET_TOKEN_HOURS = 1;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

/** Unique-constraint violations from PostgreSQL and PGlite alike. */
function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  // Drizzle wraps driver errors; the PostgreSQL code sits on the cause.
  if (e && e.code === undefined && e.cause) e = e.cause as typeof e;
  return e?.code === '23505' ? (e.constraint ?? '') : undefined;
}

function ageFrom(birthYear: number | null): number | null {
  return birthYear === null ? null : new Date().getUTCFullYear() - birthYear;
}

export interface AccountsServiceDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** Where a failed delivery is reported (the request's logger). */
  logError: (error: unknown, message: string) => void;
  passwordGuard: ParentPasswordGuard;
  twoFactor: TwoFactorService;
  /** The signed-in parent's pending new address, shown until it is confirmed. */
  emailChange: Pick<EmailChangeService, 'pendingAddress'>;
  /** Each new session, in its own transaction: the sign-in alert is queued there. */
  onSignIn?: (session: SessionRow, account: string, tx: Executor) => Promise<void>;
}

export function accountsService({
  db,
  mailer,
  appUrl,
  logError,
  passwordGuard,
  twoFactor,
  emailChange,
  onSignIn = async () => {},
}: AccountsServiceDeps) {
  const usersRepo = usersRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const tokensRepo = emailTokensRepository(db);
  const progressRepo = progressRepository(db);
  const settingsRepo = settingsRepository(db);
  const twoFactorRepo = twoFactorRepository(db);
  const languageOf = recipientLanguage(db);

  const pending = new Set<Promise<void>>();
  /** Work the caller must not wait for (nor time): it runs after the answer is sent. */
  function afterAnswer(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => logError(error, 'work after an answer failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /**
   * The primary child is named after its parent; a suffix number keeps it unique and unlike
   * any existing name (`bobp_kid` is not given beside a `b0bp_kid`).
   */
  async function freeChildUsername(parentUsername: string, tx: Executor) {
    for (let n = 1; ; n += 1) {
      const candidate = `${parentUsername}_kid${n === 1 ? '' : n}`;
      await usersRepo.lockUsernameSkeleton(candidate, tx);
      if (!(await usersRepo.findUsernameClash(candidate, { tx }))) return candidate;
    }
  }

  /**
   * A mail server that is down must not fail the call: the account already exists (and can log
   * in unverified), and forgot-password must answer the same whatever happens to the mail.
   */
  async function deliver(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      logError(error, `mail to ${message.to} failed: ${message.subject}`);
    }
  }

  async function familyChildren(user: UserRow): Promise<ChildAccount[]> {
    const parentId = user.accountType === 'PARENT' ? user.id : user.parentId;
    if (parentId === null) return [];
    const children = await usersRepo.findChildren(parentId);
    return children.map((c) => ({
      id: c.id,
      username: c.username,
      is_primary_child: c.isPrimaryChild,
    }));
  }

  async function openSession(
    user: UserRow,
    client: { device: string; browser: string },
  ): Promise<LoginResponse> {
    const token = newToken();
    await db.transaction(async (tx) => {
      const session = await sessionsRepo.insert(
        { tokenHash: hashToken(token), userId: user.id, ...client },
        tx,
      );
      await onSignIn(session, user.username, tx);
    });
    return {
      token,
      account_type: user.accountType,
      username: user.username,
      is_primary_child: user.isPrimaryChild,
      child_accounts: await familyChildren(user),
    };
  }

  return {
    /**
     * A PARENT and its primary CHILD, created together or not at all. `pageLanguage` is the
     * language of the page the request came from (its cookie or Accept-Language), used when the
     * body names none: the family's setting and its e-mails start in it.
     */
    async register(body: RegisterBody, pageLanguage?: Language): Promise<RegisterResponse> {
      const language = body.language ?? pageLanguage;
      if (isLookAlike(body.username)) throw new HttpError(422, lookAlikeMessages.username);
      if (isLookAlike(body.email.trim())) throw new HttpError(422, lookAlikeMessages.email);
      const email = body.email.trim().toLowerCase();
      if (await usersRepo.findByEmail(email)) throw new HttpError(409, accountMessages.emailTaken);
      // An account's old address is kept for it while the link that undoes its change lives.
      if ((await tokensRepo.keptFor(email)) !== undefined) {
        throw new HttpError(409, accountMessages.emailTaken);
      }
      assertStrongPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const token = newToken();
      let parent: UserRow;
      try {
        parent = await db.transaction(async (tx) => {
          await claimUsername(usersRepo, body.username, tx, {
            takenMessage: accountMessages.usernameTaken,
          });
          const created = await usersRepo.insert(
            {
              username: body.username,
              email,
              passwordHash,
              accountType: 'PARENT',
              birthYear: body.birth_year,
            },
            tx,
          );
          const child = await usersRepo.insert(
            {
              username: await freeChildUsername(body.username, tx),
              accountType: 'CHILD',
              parentId: created.id,
              isPrimaryChild: true,
            },
            tx,
          );
          // The family starts in the language the parent signed up in (the child shares the
          // device, so its board speaks it too); without one, the default applies.
          if (language !== undefined) {
            for (const member of [created, child]) {
              await settingsRepo.mergeSection(member.id, 'preferences', { language }, tx);
            }
          }
          await tokensRepo.insert(
            {
              tokenHash: hashToken(token),
              userId: created.id,
              purpose: 'verify',
              expiresAt: hoursFromNow(VERIFY_TOKEN_HOURS),
            },
            tx,
          );
          return created;
        });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        throw new HttpError(
          409,
          constraint.includes('email') ? accountMessages.emailTaken : accountMessages.usernameTaken,
        );
      }
      const link = `${appUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await deliver(
        verificationMail({
          to: email,
          username: parent.username,
          link,
          language: language ?? 'en',
          hours: VERIFY_TOKEN_HOURS,
        }),
      );
      return { message: accountMessages.registered, username: parent.username, email };
    },

    async verifyEmail(token: string): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const userId = await tokensRepo.consume(hashToken(token), 'verify', tx);
        if (userId === undefined) throw new HttpError(400, accountMessages.badVerifyLink);
        await usersRepo.markVerified(userId, tx);
      });
      return { message: accountMessages.verified };
    },

    /**
     * Answers the same, in the same time, whether or not the e-mail has an account (no account
     * enumeration): the answer goes out after one lookup, and the link is made and mailed after.
     */
    async forgotPassword(emailInput: string): Promise<{ msg: string }> {
      // Found by the same spelling login uses: full-width or differently cased, one address.
      const user = await usersRepo.findByEmail(normalizeIdentity(emailInput));
      if (user?.email && user.accountType === 'PARENT') {
        const { email, id, username } = user;
        afterAnswer(async () => {
          const token = newToken();
          await tokensRepo.insert({
            tokenHash: hashToken(token),
            userId: id,
            purpose: 'reset',
            expiresAt: hoursFromNow(RESET_TOKEN_HOURS),
          });
          const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await deliver(
            passwordResetMail({
              to: email,
              username,
              link,
              language: await languageOf(id),
              hours: RESET_TOKEN_HOURS,
            }),
          );
        });
      }
      return { msg: accountMessages.resetSent };
    },

    /** Resolves when the work started after earlier answers is done (shutdown, tests). */
    settled: async (): Promise<void> => void (await Promise.all(pending)),

    /**
     * Sets the new password and ends every session of the family, which shares it, and every
     * login still waiting for its two-factor code.
     */
    async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
      assertStrongPassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const userId = await tokensRepo.consume(hashToken(token), 'reset', tx);
        if (userId === undefined) throw new HttpError(400, accountMessages.badResetLink);
        await usersRepo.setPasswordHash(userId, passwordHash, tx);
        await sessionsRepo.revokeFamily(userId, tx);
        await twoFactorRepo.endChallenges(userId, tx);
        // Other reset links sent earlier must not set the password again.
        await tokensRepo.revokeOutstandingResetTokens(userId, tx);
      });
      return { message: accountMessages.resetDone };
    },

    /**
     * A parent logs in with its e-mail; a child with its username and the parent's password.
     * Every failure gives the same answer, so it does not reveal which accounts exist. A parent
     * with two-factor sign-in on gets a challenge, never a session, for the right password.
     */
    async login(
      identifier: string,
      password: string,
      client: { device: string; browser: string },
      address: string,
    ): Promise<LoginResult> {
      const identity = normalizeIdentity(identifier);
      let user: UserRow | undefined;
      let passwordHash: string | null = null;
      if (identity.includes('@')) {
        user = await usersRepo.findByEmail(identity);
        if (user?.accountType !== 'PARENT') user = undefined;
        passwordHash = user?.passwordHash ?? null;
      } else {
        user = await usersRepo.findByUsername(identity);
        if (user?.accountType !== 'CHILD' || user.parentId === null) user = undefined;
        const parent = user?.parentId ? await usersRepo.findById(user.parentId) : undefined;
        passwordHash = parent?.passwordHash ?? null;
      }
      // The family is the one key: a parent's e-mail and each child's name guess one password.
      const family = user ? (user.parentId ?? user.id) : identity;
      await passwordGuard.attempt(family, address);
      const matches = await verifyPassword(passwordHash, password);
      if (!user || !matches) throw new HttpError(401, accountMessages.badLogin);
      await passwordGuard.passed(family, address);

      if (user.accountType === 'PARENT' && (await twoFactor.isEnabled(user.id))) {
        return twoFactor.challenge(user, client);
      }
      return openSession(user, client);
    },

    /** The second step of a two-factor login: the challenge and a code give the session. */
    async loginWithCode(
      challenge: string,
      code: string,
      client: { device: string; browser: string },
      address: string,
    ): Promise<LoginResponse> {
      return openSession(await twoFactor.completeChallenge(challenge, code, address), client);
    },

    async logout(sessionId: number): Promise<{ message: string }> {
      await sessionsRepo.revoke(sessionId);
      return { message: accountMessages.loggedOut };
    },

    async currentUser(user: UserRow): Promise<CurrentUser> {
      const badges = await progressRepo.badgesOf(user.id);
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        age: ageFrom(user.birthYear),
        bio: user.bio,
        account_type: user.accountType,
        is_primary_child: user.isPrimaryChild,
        is_verified: user.isVerified,
        pending_email:
          user.accountType === 'PARENT' ? await emailChange.pendingAddress(user.id) : null,
        role: user.role,
        access_level: user.accessLevel,
        created_at: user.createdAt.toISOString(),
        badges: badges.map(badgeOut),
      };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
