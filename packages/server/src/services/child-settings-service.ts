import type {
  ChildSettingsEntry,
  ChildSettingsList,
  ChildSettingsUpdate,
  Preferences,
  PrivacySettings,
} from '@taskboard/contract';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { HttpError } from '../http-error';
import { familyRepository } from '../repositories/family-repository';
import { settingsRepository } from '../repositories/settings-repository';
import { familyMessages } from './family-service';
import { preferencesOf, privacyOf, type SettingsService } from './settings-service';

function entryOf(
  child: UserRow,
  preferences: Preferences,
  privacy: PrivacySettings,
): ChildSettingsEntry {
  return {
    id: child.id,
    username: child.username,
    display_name: preferences.display_name,
    cheer_sound: preferences.cheer_sound,
    calm_celebrations: preferences.calm_celebrations,
    show_activity_feed: privacy.show_activity_feed,
  };
}

/**
 * A parent's choices for each of its children (the name a child is called by, its board's
 * cheer and calm celebrations, kept in the child's own preferences; whether its doings show in
 * the family's activity feed, the child's own privacy setting).
 */
export function childSettingsService({
  db,
  settings,
}: {
  db: Database;
  settings: SettingsService;
}) {
  const family = familyRepository(db);
  const settingsRepo = settingsRepository(db);

  const childrenOf = async (parent: UserRow) =>
    (await family.findMembers(parent.id)).filter((member) => member.accountType === 'CHILD');

  return {
    /** Every child of `parent` with its settings, in the family's order. */
    async list(parent: UserRow): Promise<ChildSettingsList> {
      const children = await childrenOf(parent);
      const stored = await settingsRepo.findMany(children.map((child) => child.id));
      return {
        children: children.map((child) => {
          const row = stored.get(child.id);
          return entryOf(child, preferencesOf(row), privacyOf(child, row));
        }),
      };
    },

    /** Stores the changed fields for one child of `parent`; anyone else's child is not found. */
    async update(
      parent: UserRow,
      username: string,
      changes: ChildSettingsUpdate,
    ): Promise<ChildSettingsEntry> {
      const wanted = username.trim().toLowerCase();
      const child = (await childrenOf(parent)).find((c) => c.username.toLowerCase() === wanted);
      if (!child) throw new HttpError(404, familyMessages.childNotFound);
      const { show_activity_feed: showActivityFeed, ...preferenceChanges } = changes;
      // A blank name is no name: the child is called by its username again.
      const stored =
        preferenceChanges.display_name === ''
          ? { ...preferenceChanges, display_name: null }
          : preferenceChanges;
      if (showActivityFeed !== undefined) {
        await settings.update(child, 'privacy', { show_activity_feed: showActivityFeed });
      }
      const { preferences, privacy } = await settings.update(child, 'preferences', stored);
      return entryOf(child, preferences, privacy);
    },
  };
}

export type ChildSettingsService = ReturnType<typeof childSettingsService>;
