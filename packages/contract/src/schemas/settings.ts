import { z } from 'zod';

// Per-user settings (spec §3 Notification, Privacy, Preferences, Security settings; §7 the
// settings calls). Every choice is declared once as a tuple: the server validates with it, the
// settings page builds its selects from it.

export const notificationFrequencies = ['INSTANT', 'DAILY', 'WEEKLY', 'NEVER'] as const;
export const profileVisibilities = ['PUBLIC', 'FRIENDS', 'PRIVATE'] as const;
export const themePreferences = ['LIGHT', 'DARK', 'AUTO'] as const;
export const languages = ['en', 'es', 'fr', 'de', 'zh', 'ja'] as const;
export const timezones = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Shanghai',
] as const;
export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export const timeFormats = ['12h', '24h'] as const;
export const dashboardViews = ['OVERVIEW', 'TASKS', 'GOALS', 'BADGES'] as const;
export const itemsPerPageChoices = [10, 20, 50, 100] as const;
export const sessionTimeoutChoices = [15, 30, 60, 120, 480] as const;
export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * Quiet hours in the member's time zone: from 20:00 until 07:00 nothing but security mail is
 * sent, so a reminder time in them would never arrive and is refused.
 */
export const QUIET_HOURS = { start: '20:00', end: '07:00' } as const;

/** Whether a "HH:MM" time of day falls in quiet hours (20:00 inclusive to 07:00 exclusive). */
export function isInQuietHours(time: string): boolean {
  return time >= QUIET_HOURS.start || time < QUIET_HOURS.end;
}

/** The time of day reminders and summaries go out, "HH:MM" on a 24-hour clock, outside quiet hours. */
export const reminderTime = z
  .string({ error: 'reminder_time must be a time of day as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reminder_time must be a time of day as HH:MM')
  .refine(
    (time) => !isInQuietHours(time),
    `reminder_time must be between ${QUIET_HOURS.end} and ${QUIET_HOURS.start}: nothing but security mail is sent in quiet hours (${QUIET_HOURS.start}–${QUIET_HOURS.end})`,
  );

export type NotificationFrequency = (typeof notificationFrequencies)[number];
export type ProfileVisibility = (typeof profileVisibilities)[number];
export type ThemePreference = (typeof themePreferences)[number];
export type Language = (typeof languages)[number];
export type Timezone = (typeof timezones)[number];
export type DateFormat = (typeof dateFormats)[number];
export type TimeFormat = (typeof timeFormats)[number];
export type DashboardView = (typeof dashboardViews)[number];

/** A choice among fixed values; a wrong one is refused with a message naming the field. */
function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
}
function oneOfNumbers<const T extends readonly [number, ...number[]]>(field: string, values: T) {
  return z.literal(values, { error: `${field} must be one of ${values.join(', ')}` });
}
function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

const frequency = (field: string) => oneOf(field, notificationFrequencies);

export const notificationSettings = z.object({
  email_notifications: flag('email_notifications'),
  push_notifications: flag('push_notifications'),
  sms_notifications: flag('sms_notifications'),
  task_reminders: frequency('task_reminders'),
  goal_deadlines: frequency('goal_deadlines'),
  badge_achievements: frequency('badge_achievements'),
  community_updates: frequency('community_updates'),
  system_announcements: frequency('system_announcements'),
  /** The parent's weekly digest of the family's week, its own switch beside task_reminders. */
  weekly_digest: flag('weekly_digest'),
  marketing_emails: flag('marketing_emails'),
  newsletter: flag('newsletter'),
  product_updates: flag('product_updates'),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

export const privacySettings = z.object({
  profile_visibility: oneOf('profile_visibility', profileVisibilities),
  show_email: flag('show_email'),
  show_age: flag('show_age'),
  show_badges: flag('show_badges'),
  show_progress: flag('show_progress'),
  show_activity_feed: flag('show_activity_feed'),
  allow_friend_requests: flag('allow_friend_requests'),
  searchable_by_email: flag('searchable_by_email'),
  searchable_by_username: flag('searchable_by_username'),
  analytics_tracking: flag('analytics_tracking'),
  third_party_integrations: flag('third_party_integrations'),
});
export type PrivacySettings = z.infer<typeof privacySettings>;

/** The longest name a parent may give a child to be called by on its screens. */
export const DISPLAY_NAME_MAX = 40;

/**
 * The name a person is called by on its own screens (a child's, as its parent wrote it), or null
 * for its username. Blank text clears it (the server stores null).
 */
export const displayName = z
  .string({ error: 'display_name must be text or null' })
  .trim()
  .max(DISPLAY_NAME_MAX, `display_name must be at most ${DISPLAY_NAME_MAX} characters`)
  .nullable();

export const preferences = z.object({
  theme: oneOf('theme', themePreferences),
  language: oneOf('language', languages),
  timezone: oneOf('timezone', timezones),
  date_format: oneOf('date_format', dateFormats),
  time_format: oneOf('time_format', timeFormats),
  default_dashboard_view: oneOf('default_dashboard_view', dashboardViews),
  items_per_page: oneOfNumbers('items_per_page', itemsPerPageChoices),
  auto_save: flag('auto_save'),
  keyboard_shortcuts: flag('keyboard_shortcuts'),
  display_name: displayName,
  /** The board's celebration plays a short cheer (off until a parent turns it on). */
  cheer_sound: flag('cheer_sound'),
  /** The board's celebration is a still picture and spoken words, with no motion. */
  calm_celebrations: flag('calm_celebrations'),
  /** When reminders and daily summaries go out, in the member's time zone ("HH:MM"). */
  reminder_time: reminderTime,
  /** The day weekly mails go out, in the member's time zone. */
  reminder_weekday: oneOf('reminder_weekday', weekdays),
});
export type Preferences = z.infer<typeof preferences>;

/** Every account's preferences until it chooses; the app uses them before it knows the user. */
export const defaultPreferences: Preferences = {
  theme: 'AUTO',
  language: 'en',
  timezone: 'UTC',
  date_format: 'MM/DD/YYYY',
  time_format: '12h',
  default_dashboard_view: 'OVERVIEW',
  items_per_page: 20,
  // Off until chosen: each settings section keeps its Save button (on, every change saves at once).
  auto_save: false,
  keyboard_shortcuts: false,
  display_name: null,
  cheer_sound: false,
  calm_celebrations: false,
  reminder_time: '18:00',
  reminder_weekday: 'SUNDAY',
};

/** What the security tab edits; two_factor_enabled and last_password_change are read-only. */
export const securitySettingsUpdate = z.object({
  login_notifications: flag('login_notifications'),
  session_timeout_minutes: oneOfNumbers('session_timeout_minutes', sessionTimeoutChoices),
});

export const securitySettings = z.object({
  /** Changed only through two-factor enrolment, never through this object. */
  two_factor_enabled: z.boolean(),
  login_notifications: z.boolean(),
  /** One of the choices, or the server's configured default before the user picks one. */
  session_timeout_minutes: z.number().int(),
  last_password_change: z.string().nullable(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;

export const userSettings = z.object({
  notifications: notificationSettings,
  privacy: privacySettings,
  preferences,
  security: securitySettings,
});
export type UserSettings = z.infer<typeof userSettings>;

/**
 * A section update carries only the changed fields (spec §4). Unknown fields are refused rather
 * than ignored, so a misspelt setting is an error the caller sees, not a silent no-op.
 */
const changesOf = <S extends z.ZodRawShape>(section: z.ZodObject<S>) => section.partial().strict();

export const notificationSettingsUpdate = changesOf(notificationSettings);
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdate>;
export const privacySettingsUpdate = changesOf(privacySettings);
export type PrivacySettingsUpdate = z.infer<typeof privacySettingsUpdate>;
export const preferencesUpdate = changesOf(preferences);
export type PreferencesUpdate = z.infer<typeof preferencesUpdate>;
/**
 * two_factor_enabled is accepted here only so that an attempt to flip it gets a clear answer
 * (the server refuses a change: enrolment and the password-and-code call change it).
 */
export const securitySettingsChanges = changesOf(
  securitySettingsUpdate.extend({ two_factor_enabled: flag('two_factor_enabled') }),
);
export type SecuritySettingsUpdate = z.infer<typeof securitySettingsChanges>;

export const settingsSections = ['notifications', 'privacy', 'preferences', 'security'] as const;
export type SettingsSectionName = (typeof settingsSections)[number];

/** The update body of each section, for the server's routes and the app's save calls. */
export const settingsUpdates = {
  notifications: notificationSettingsUpdate,
  privacy: privacySettingsUpdate,
  preferences: preferencesUpdate,
  security: securitySettingsChanges,
} as const;

export type SettingsUpdate = {
  notifications: NotificationSettingsUpdate;
  privacy: PrivacySettingsUpdate;
  preferences: PreferencesUpdate;
  security: SecuritySettingsUpdate;
};
