import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { userSettings, type UserSettingsRow } from '../db/schema';

export type StoredSection = 'notifications' | 'privacy' | 'preferences' | 'security';

export function settingsRepository(db: Executor) {
  return {
    /** The user's stored choices, or undefined when the user never changed a setting. */
    async find(userId: number, tx: Executor = db): Promise<UserSettingsRow | undefined> {
      const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
      return row;
    },

    /** The stored choices of several users at once, by user id (users who never chose are absent). */
    async findMany(userIds: number[], tx: Executor = db): Promise<Map<number, UserSettingsRow>> {
      if (userIds.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(userSettings)
        .where(inArray(userSettings.userId, userIds));
      return new Map(rows.map((row) => [row.userId, row]));
    },

    /**
     * Merges `changes` into one section in a single statement (jsonb `||`), so two tabs saving
     * different fields of the same section at once both keep their change.
     */
    async mergeSection(
      userId: number,
      section: StoredSection,
      changes: Record<string, unknown>,
      tx: Executor = db,
    ): Promise<void> {
      const json = JSON.stringify(changes);
      const column = userSettings[section];
      await tx
        .insert(userSettings)
        .values({ userId, [section]: changes })
        .onConflictDoUpdate({
          target: userSettings.userId,
          set: {
            [section]: sql`${column} || ${json}::jsonb`,
            updatedAt: sql`now()`,
          },
        });
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
