import {
  emailChangeMessages,
  profileMessages,
  type EmailChangeCancelResponse,
  type EmailChangeConfirmResponse,
} from '@taskboard/contract';
import type { Database, Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import type { MailMessage, Mailer } from '../mail/mailer';
import { emailChangeConfirmMail, emailChangeNoticeMail } from '../mail/messages';
import { recipientLanguage } from '../mail/recipient-language';
import { emailTokensRepository } from '../repositories/email-tokens-repository';
import { sessionsRepository } from '../repositories/sessions-repository';
import { usersRepository } from '../repositories/users-repository';
import { signupMessages } from '../security/signup-guard';
import { hashToken, newToken } from '../security/tokens';

/** How long the new address's confirmation link works. */
export const CONFIRM_LINK_HOURS = 24;
/**
 * How long the old address's cancel link works: longer than the confirmation, so an owner who
 * reads the notice late still takes the account back after a thief confirmed the new address.
 */
export const CANCEL_LINK_HOURS = 7 * 24;
/**
 * Changes of address one account may ask for in an hour, and confirmations one address may
 * receive in an hour from every account: each request mails two inboxes, so without a limit an
 * account could flood any inbox (and its own old one) by asking again and again.
 */
export const EMAIL_CHANGES_PER_HOUR = 3;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

/** 'mallory@evil.example' → 'm…@e….example': enough to recognise, not enough to harvest. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const top = dot > 0 ? domain.slice(dot) : '';
  return `${[...local][0] ?? ''}…@${[...domain][0] ?? ''}…${top}`;
}

/** Unique-index violations from both drivers (Drizzle puts the driver's error on the cause). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface EmailChangeDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logError: (error: unknown, message: string) => void;
}

/**
 * A parent's new e-mail address. Asking for it (with the proof the profile call checks) only
 * makes it pending: the old address stays the login and the recovery address until the link
 * mailed to the new one is followed. The old address is told at once, with a link that undoes
 * the change, even a confirmed one, and ends every session of the family.
 */
export function emailChangeService({ db, mailer, appUrl, logError }: EmailChangeDeps) {
  const usersRepo = usersRepository(db);
  const tokensRepo = emailTokensRepository(db);
  const sessionsRepo = sessionsRepository(db);
  const languageOf = recipientLanguage(db);

  async function deliver(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      logError(error, `mail to ${message.to} failed: ${message.subject}`);
    }
  }

  /** Refuses with 429 a change past EMAIL_CHANGES_PER_HOUR, from the account or to the address. */
  async function assertWithinHourlyLimit(userId: number, address: string, tx: Executor) {
    const since = new Date(Date.now() - 3600_000);
    const counts = await Promise.all([
      tokensRepo.countSince('email_change', { userId }, since, tx),
      tokensRepo.countSince('email_change', { address }, since, tx),
    ]);
    if (counts.some((count) => count >= EMAIL_CHANGES_PER_HOUR)) {
      // The spec's words for a rate limit; Retry-After says how long "a moment" is at most.
      throw new HttpError(429, signupMessages.tooMany, { 'retry-after': '3600' });
    }
  }

  /**
   * Refuses an address another account uses, whatever its case, or one kept for another
   * account's undo link (its old address until that link expires).
   */
  async function assertFree(userId: number, address: string, tx: Executor, detail: string) {
    const other = await usersRepo.findByEmail(address, tx);
    if (other && other.id !== userId) throw new HttpError(409, detail);
    const keptFor = await tokensRepo.keptFor(address, tx);
    if (keptFor !== undefined && keptFor !== userId) throw new HttpError(409, detail);
  }

  /** The links of a change asked for in `request`, mailed once its transaction is committed. */
  interface PendingChange {
    user: UserRow;
    oldAddress: string;
    newAddress: string;
    confirmToken: string;
    cancelToken: string;
  }

  return {
    /** The address waiting for its confirmation link, if any. */
    pendingAddress: (userId: number, tx: Executor = db): Promise<string | null> =>
      tokensRepo.liveAddress(userId, 'email_change', tx),

    /**
     * Stores `newAddress` as pending inside the caller's transaction; a change asked for earlier
     * and not confirmed is replaced (its link stops working). Call `mail` after the commit.
     */
    async request(user: UserRow, newAddress: string, tx: Executor): Promise<PendingChange> {
      if (user.accountType !== 'PARENT' || !user.email) {
        throw new HttpError(422, profileMessages.childHasNoEmail);
      }
      await assertFree(user.id, newAddress, tx, profileMessages.conflict);
      await assertWithinHourlyLimit(user.id, newAddress, tx);
      const change = {
        user,
        oldAddress: user.email,
        newAddress,
        confirmToken: newToken(),
        cancelToken: newToken(),
      };
      await tokensRepo.revokeOutstanding(user.id, 'email_change', tx);
      await tokensRepo.insert(
        {
          tokenHash: hashToken(change.confirmToken),
          userId: user.id,
          purpose: 'email_change',
          address: newAddress,
          expiresAt: hoursFromNow(CONFIRM_LINK_HOURS),
        },
        tx,
      );
      await tokensRepo.insert(
        {
          tokenHash: hashToken(change.cancelToken),
          userId: user.id,
          purpose: 'email_change_cancel',
          address: change.oldAddress,
          expiresAt: hoursFromNow(CANCEL_LINK_HOURS),
        },
        tx,
      );
      return change;
    },

    /** The confirmation to the new address and the notice to the old one. */
    async mail(change: PendingChange): Promise<void> {
      const link = (page: string, token: string) =>
        `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
      const language = await languageOf(change.user.id);
      await deliver(
        emailChangeConfirmMail({
          to: change.newAddress,
          username: change.user.username,
          link: link('confirm-email-change', change.confirmToken),
          language,
          hours: CONFIRM_LINK_HOURS,
        }),
      );
      await deliver(
        emailChangeNoticeMail({
          to: change.oldAddress,
          username: change.user.username,
          maskedNewAddress: maskAddress(change.newAddress),
          link: link('cancel-email-change', change.cancelToken),
          language,
          days: CANCEL_LINK_HOURS / 24,
        }),
      );
    },

    /** The new address's link: it becomes the login (verified), once. */
    async confirm(token: string): Promise<EmailChangeConfirmResponse> {
      try {
        return await db.transaction(async (tx) => {
          const link = await tokensRepo.consumeBound(hashToken(token), 'email_change', tx);
          if (!link) throw new HttpError(400, emailChangeMessages.badConfirmLink);
          await assertFree(link.userId, link.address, tx, emailChangeMessages.addressTaken);
          await usersRepo.updateProfile(link.userId, { email: link.address, isVerified: true }, tx);
          // Verification and reset links went to the old address: they no longer concern the login.
          await tokensRepo.revokeOutstanding(link.userId, 'verify', tx);
          await tokensRepo.revokeOutstandingResetTokens(link.userId, tx);
          return { message: emailChangeMessages.confirmed, email: link.address };
        });
      } catch (error) {
        // The address taken by a sign-up racing this confirmation: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, emailChangeMessages.addressTaken);
        throw error;
      }
    },

    /**
     * The old address's link: a pending change is dropped, a confirmed one undone (unless an
     * account took the old address since), and every session of the family ends, since whoever
     * asked for the change held one and knew the password. The undo links of later changes die
     * with it; those of earlier ones live on: a later change's link, mailed to an address a thief
     * confirmed, must not end the owner's link to the address before.
     */
    async cancel(token: string): Promise<EmailChangeCancelResponse> {
      return db.transaction(async (tx) => {
        const link = await tokensRepo.consumeBound(hashToken(token), 'email_change_cancel', tx);
        if (!link) throw new HttpError(400, emailChangeMessages.badCancelLink);
        const { userId, address } = link;
        await tokensRepo.revokeOutstanding(userId, 'email_change', tx);
        await tokensRepo.revokeOutstandingAfter(userId, 'email_change_cancel', link.id, tx);
        let user = await usersRepo.findById(userId, tx);
        if (!user) throw new HttpError(400, emailChangeMessages.badCancelLink);
        const taken = await usersRepo.findByEmail(address, tx);
        if (user.email?.toLowerCase() !== address.toLowerCase() && !taken) {
          user = await usersRepo.updateProfile(userId, { email: address, isVerified: true }, tx);
          // Links mailed to the address being undone must not open the account.
          await tokensRepo.revokeOutstanding(userId, 'verify', tx);
          await tokensRepo.revokeOutstandingResetTokens(userId, tx);
        }
        await sessionsRepo.revokeFamily(userId, tx);
        return { message: emailChangeMessages.cancelled, email: user.email ?? address };
      });
    },
  };
}

export type EmailChangeService = ReturnType<typeof emailChangeService>;
