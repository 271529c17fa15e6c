import type { Language } from '@taskboard/contract';
import type { Executor } from '../db/database';
import { settingsRepository } from '../repositories/settings-repository';
import { preferencesOf } from '../services/settings-service';

/**
 * The language a user's e-mails are written in: their language setting. Sign-up sets it to the
 * language of the page the family signed up on (the app sends it; without it, the page's cookie
 * or the browser's Accept-Language), so until the family changes it their mail speaks that one.
 * English when neither was ever known.
 */
export function recipientLanguage(db: Executor) {
  const repo = settingsRepository(db);
  return async (userId: number, tx: Executor = db): Promise<Language> =>
    preferencesOf(await repo.find(userId, tx)).language;
}
