import type { Executor } from '../db/database';
import { HttpError } from '../http-error';
import type { UsersRepository } from '../repositories/users-repository';
import { lookAlikeMessages } from '../security/look-alike';

/**
 * Refuses with a 409 a new username that someone already has, in any case, or that would pass
 * for someone's (`aIicep` beside `alicep`, `b0bp_kid` beside `bobp_kid`). Call it inside the
 * transaction that writes the name: the name's look-alike key stays locked until it commits.
 */
export async function claimUsername(
  usersRepo: UsersRepository,
  username: string,
  tx: Executor,
  { takenMessage, exceptId }: { takenMessage: string; exceptId?: number },
): Promise<void> {
  await usersRepo.lockUsernameSkeleton(username, tx);
  const clash = await usersRepo.findUsernameClash(username, { exceptId, tx });
  if (clash === 'taken') throw new HttpError(409, takenMessage);
  if (clash === 'look-alike') throw new HttpError(409, lookAlikeMessages.usernameResembles);
}
