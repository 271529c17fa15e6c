import { z } from 'zod';
import { USERNAME_MAX } from './accounts';
import { preferences, privacySettings } from './settings';

// What a parent chooses for each child on the Family page: the name the child is called by on
// its screens and how its board celebrates, stored with the child's own preferences, so the
// child's screens read them as they read its language; and whether what the child does shows in
// the family's activity feed (the child's own privacy setting show_activity_feed).

export const childSettings = preferences
  .pick({
    display_name: true,
    cheer_sound: true,
    calm_celebrations: true,
  })
  .extend(privacySettings.pick({ show_activity_feed: true }).shape);
export type ChildSettings = z.infer<typeof childSettings>;

/** One child's settings, named by the child's username. */
export const childSettingsEntry = childSettings.extend({
  id: z.number().int(),
  username: z.string(),
});
export type ChildSettingsEntry = z.infer<typeof childSettingsEntry>;

export const childSettingsList = z.object({ children: z.array(childSettingsEntry) });
export type ChildSettingsList = z.infer<typeof childSettingsList>;

/** Only the changed fields; an unknown field is refused, not ignored. */
export const childSettingsUpdate = childSettings.partial().strict();
export type ChildSettingsUpdate = z.infer<typeof childSettingsUpdate>;

export const childSettingsParams = z.object({
  username: z.string().min(1).max(USERNAME_MAX),
});
