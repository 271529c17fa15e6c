import { timezones, type Timezone } from '@taskboard/contract';
import type { Executor } from '../db/database';
import type { UserSettingsRow } from '../db/schema';
import { settingsRepository } from '../repositories/settings-repository';

/**
 * The time zone whose calendar a user's days follow (streak days, the helper allowance's day,
 * the weekly digest's week). A test may answer synchronously with a fixed zone.
 */
export type TimeZoneOf = (user: { id: number }, tx?: Executor) => string | Promise<string>;

export const DEFAULT_TIME_ZONE: Timezone = 'UTC';

/** The zone chosen in these stored settings (Preferences), UTC until one is chosen. */
export function timeZoneIn(settings: Pick<UserSettingsRow, 'preferences'> | undefined): Timezone {
  const chosen = settings?.preferences?.timezone;
  return timezones.includes(chosen as Timezone) ? (chosen as Timezone) : DEFAULT_TIME_ZONE;
}

/** The zone the user chose in Preferences, UTC until they choose one. */
export function preferredTimeZone(db: Executor): TimeZoneOf {
  const repo = settingsRepository(db);
  return async (user, tx = db) => timeZoneIn(await repo.find(user.id, tx));
}
