import {
  DEFAULT_HELPER_SHARE,
  type BadgeTier,
  type CreateChildBody,
  type FamilyAccount,
  type HelperShareResponse,
  type RemoveChildBody,
  type SwitchAccountBody,
  type SwitchAccountResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { familyRepository } from '../repositories/family-repository';
import { progressRepository } from '../repositories/progress-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { usersRepository } from '../repositories/users-repository';
import { isLookAlike, lookAlikeMessages } from '../security/look-alike';
import type { ParentPasswordGuard } from '../security/parent-password-guard';
import { verifyPassword } from '../security/passwords';
import { assertRoomForChild, lockUser } from './limits';
import { hashToken, newToken } from '../security/tokens';
import { accountMessages } from './account-messages';
import type { TwoFactorService } from './two-factor-service';
import { claimUsername } from './username-claim';
import { familyParentId } from './family-parent';
import { canSee, viewerKind } from './profile-privacy';
import { privacyOf } from './settings-service';
import { englishMessages, messageText } from '@taskboard/contract/messages';

export const familyMessages = {
  incorrectParentPassword: englishMessages['family.parentPasswordIncorrect'],
  parentPasswordBlank: englishMessages['family.parentPasswordRequired'],
  parentPasswordRequired: englishMessages['accountSwitch.parentPasswordRequired'],
  cannotRemoveParent: englishMessages['family.cannotRemoveParent'],
  cannotRemovePrimaryChild: englishMessages['family.cannotRemovePrimaryChild'],
  childNotFound: englishMessages['family.childNotFound'],
  accountNotFound: englishMessages['family.accountNotFound'],
  childCreated: (username: string) => messageText('family.childCreated', { username }),
  childRemoved: (username: string) => messageText('family.childRemoved', { username }),
} as const;

/** Both drivers report a unique index violation with PostgreSQL's code, Drizzle on the cause. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

function toFamilyAccount(
  user: UserRow,
  tiers: Record<BadgeTier, number> | undefined,
): FamilyAccount {
  return {
    id: user.id,
    username: user.username,
    // Children have no e-mail of their own.
    email: user.accountType === 'PARENT' ? user.email : null,
    account_type: user.accountType,
    is_primary_child: user.isPrimaryChild,
    created_at: user.createdAt.toISOString(),
    badge_counts: {
      gold: tiers?.GOLD ?? 0,
      silver: tiers?.SILVER ?? 0,
      bronze: tiers?.BRONZE ?? 0,
    },
  };
}

export function familyService({
  db,
  passwordGuard,
  twoFactor,
  onSignIn = async () => {},
}: {
  db: Database;
  passwordGuard: ParentPasswordGuard;
  twoFactor: TwoFactorService;
  /** Each new session made by a switch, in its transaction: the sign-in alert is queued there. */
  onSignIn?: (session: SessionRow, account: string, tx: Executor) => Promise<void>;
}) {
  const family = familyRepository(db);
  const usersRepo = usersRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const progressRepo = progressRepository(db);
  const settingsRepo = settingsRepository(db);

  /**
   * Checks the password of the family's parent; a wrong one is refused. A blank one is refused
   * before any hashing, and every check counts against the family's one password limit.
   */
  async function checkParentPassword(
    caller: UserRow,
    password: string,
    address: string,
  ): Promise<void> {
    if (password.trim() === '') throw new HttpError(422, familyMessages.parentPasswordBlank);
    const parentId = familyParentId(caller);
    await passwordGuard.attempt(parentId, address);
    const parent = caller.accountType === 'PARENT' ? caller : await usersRepo.findById(parentId);
    if (!(await verifyPassword(parent?.passwordHash ?? null, password))) {
      throw new HttpError(403, familyMessages.incorrectParentPassword);
    }
    await passwordGuard.passed(parentId, address);
  }

  /** A member of the caller's family by username, or undefined for anyone else. */
  async function findMember(caller: UserRow, username: string): Promise<UserRow | undefined> {
    const target = await usersRepo.findByUsername(username.trim());
    const parentId = familyParentId(caller);
    if (!target || (target.id !== parentId && target.parentId !== parentId)) return undefined;
    return target;
  }

  return {
    /** The part of the family's daily helper each child may use, for any member to read. */
    async helperShare(caller: UserRow): Promise<HelperShareResponse> {
      const terms = await family.helperTerms(familyParentId(caller));
      return { percent: terms?.sharePercent ?? DEFAULT_HELPER_SHARE };
    },

    /** A parent sets each child's part of the family's daily helper (the route checks 10-100). */
    async setHelperShare(parent: UserRow, percent: number): Promise<HelperShareResponse> {
      await family.setHelperShare(parent.id, percent);
      return { percent };
    },

    /**
     * The family's accounts, for switching and the Family page. A member's badges count only
     * where its privacy lets the caller see it (a PRIVATE parent or sibling reads as none).
     */
    async accounts(caller: UserRow): Promise<{ family_accounts: FamilyAccount[] }> {
      const members = await family.findMembers(familyParentId(caller));
      const ids = members.map((m) => m.id);
      const [counts, settings] = await Promise.all([
        progressRepo.tierCounts(ids),
        settingsRepo.findMany(ids),
      ]);
      return {
        family_accounts: members.map((m) => {
          const { profile_visibility } = privacyOf(m, settings.get(m.id));
          const seen = canSee(viewerKind(caller, m), m, profile_visibility);
          return toFamilyAccount(m, seen ? counts.get(m.id) : undefined);
        }),
      };
    },

    /** A further CHILD account of a parent; it logs in with the parent's password. */
    async createChild(
      parent: UserRow,
      body: CreateChildBody,
      address: string,
    ): Promise<{ message: string }> {
      await checkParentPassword(parent, body.parent_password, address);
      const username = body.child_username.trim();
      if (isLookAlike(username)) throw new HttpError(422, lookAlikeMessages.username);
      try {
        await db.transaction(async (tx) => {
          await lockUser(parent.id, tx);
          await assertRoomForChild(parent.id, tx);
          await claimUsername(usersRepo, username, tx, {
            takenMessage: accountMessages.usernameTaken,
          });
          const child = await usersRepo.insert(
            {
              username,
              accountType: 'CHILD',
              parentId: parent.id,
              isPrimaryChild: false,
              birthYear: body.child_birth_year,
            },
            tx,
          );
          // A new child speaks the family's language: the parent's, when the parent chose one.
          const language = (await settingsRepo.find(parent.id, tx))?.preferences?.language;
          if (language !== undefined) {
            await settingsRepo.mergeSection(child.id, 'preferences', { language }, tx);
          }
        });
      } catch (error) {
        // Two requests racing for the same name: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, accountMessages.usernameTaken);
        throw error;
      }
      return { message: familyMessages.childCreated(username) };
    },

    /** Removes a non-primary child with everything it owns, and ends its sessions. */
    async removeChild(
      parent: UserRow,
      body: RemoveChildBody,
      address: string,
    ): Promise<{ message: string }> {
      await checkParentPassword(parent, body.parent_password, address);
      const target = await findMember(parent, body.child_username);
      if (!target) throw new HttpError(404, familyMessages.childNotFound);
      if (target.accountType === 'PARENT') {
        throw new HttpError(400, familyMessages.cannotRemoveParent);
      }
      if (target.isPrimaryChild) throw new HttpError(400, familyMessages.cannotRemovePrimaryChild);
      await db.transaction(async (tx) => {
        // Removed meanwhile by another request: throwing here also rolls the sessions back.
        if (!(await family.deleteChild(target.id, parent.id, tx))) {
          throw new HttpError(404, familyMessages.childNotFound);
        }
      });
      return { message: familyMessages.childRemoved(target.username) };
    },

    /**
     * A new session for another account of the caller's family. A parent enters any of its
     * children and a child any sibling without a password; a child needs the parent's password
     * to enter the parent, and a code too when the parent has two-factor sign-in on. Accounts
     * outside the family all answer the same 404.
     */
    async switchAccount(
      caller: UserRow,
      body: SwitchAccountBody,
      client: { device: string; browser: string },
      address: string,
      fromSessionId: number,
    ): Promise<SwitchAccountResponse> {
      const target = await findMember(caller, body.target_username);
      if (!target) throw new HttpError(404, familyMessages.accountNotFound);
      if (target.accountType === 'PARENT' && caller.accountType !== 'PARENT') {
        const password = body.parent_password?.trim() ? body.parent_password : undefined;
        if (password === undefined) {
          throw new HttpError(403, familyMessages.parentPasswordRequired);
        }
        await checkParentPassword(caller, password, address);
        await twoFactor.checkSwitchToParent(target.id, body.two_factor_code, address);
      }
      // The session switched away from ends: a device holds one family account at a time, and
      // a parent comes back into a child without a password anyway.
      const token = newToken();
      await db.transaction(async (tx) => {
        const session = await sessionsRepo.insert(
          { tokenHash: hashToken(token), userId: target.id, ...client },
          tx,
        );
        await sessionsRepo.revoke(fromSessionId, tx);
        await onSignIn(session, target.username, tx);
      });
      return {
        token,
        account_type: target.accountType,
        username: target.username,
        is_primary_child: target.isPrimaryChild,
      };
    },
  };
}

export type FamilyService = ReturnType<typeof familyService>;
