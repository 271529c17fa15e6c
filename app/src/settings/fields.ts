import {
  dashboardViews,
  dateFormats,
  itemsPerPageChoices,
  languages,
  notificationFrequencies,
  profileVisibilities,
  sessionTimeoutChoices,
  themePreferences,
  timeFormats,
  timezones,
  type SettingsSectionName,
} from '@taskboard/contract';

/** One control of a settings section: an on/off switch or a choice among fixed values. */
export type SettingField =
  | { kind: 'switch'; field: string; label: string; description?: string; disabled?: boolean }
  | {
      kind: 'select';
      field: string;
      label: string;
      options: readonly { value: string; label: string }[];
      /** The stored value is a number (items per page, minutes). */
      numeric?: boolean;
    };

const choices = (values: readonly (string | number)[], label = (v: string) => v) =>
  values.map((v) => ({ value: String(v), label: label(String(v)) }));

const titleCase = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

const frequency = (field: string, label: string): SettingField => ({
  kind: 'select',
  field,
  label,
  options: choices(notificationFrequencies, titleCase),
});

const languageNames: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
  ja: '日本語',
};

export const NOT_AVAILABLE = 'Not available on this server';

/** The controls of each section, in the order the tab shows them (spec §3). */
export const sectionFields: Record<Exclude<SettingsSectionName, 'security'>, SettingField[]> = {
  notifications: [
    {
      kind: 'switch',
      field: 'email_notifications',
      label: 'Email notifications',
      description: 'Badges and the weekly summary arrive by e-mail.',
    },
    {
      kind: 'switch',
      field: 'push_notifications',
      label: 'Push notifications',
      description: NOT_AVAILABLE,
      disabled: true,
    },
    {
      kind: 'switch',
      field: 'sms_notifications',
      label: 'SMS notifications',
      description: NOT_AVAILABLE,
      disabled: true,
    },
    frequency('task_reminders', 'Task reminders'),
    frequency('goal_deadlines', 'Goal deadlines'),
    frequency('badge_achievements', 'Badge achievements'),
    frequency('community_updates', 'Community updates'),
    frequency('system_announcements', 'System announcements'),
    { kind: 'switch', field: 'marketing_emails', label: 'Marketing emails' },
    { kind: 'switch', field: 'newsletter', label: 'Newsletter' },
    { kind: 'switch', field: 'product_updates', label: 'Product updates' },
  ],
  privacy: [
    {
      kind: 'select',
      field: 'profile_visibility',
      label: 'Profile visibility',
      options: [
        { value: 'PUBLIC', label: 'Public: every signed-in user' },
        { value: 'FRIENDS', label: 'Friends: my family only' },
        { value: 'PRIVATE', label: 'Private: only me' },
      ].filter((o) => (profileVisibilities as readonly string[]).includes(o.value)),
    },
    { kind: 'switch', field: 'show_email', label: 'Show my email' },
    { kind: 'switch', field: 'show_age', label: 'Show my age' },
    { kind: 'switch', field: 'show_badges', label: 'Show my badges' },
    { kind: 'switch', field: 'show_progress', label: 'Show my progress' },
    { kind: 'switch', field: 'show_activity_feed', label: 'Show my activity feed' },
    { kind: 'switch', field: 'allow_friend_requests', label: 'Allow friend requests' },
    { kind: 'switch', field: 'searchable_by_email', label: 'Searchable by email' },
    { kind: 'switch', field: 'searchable_by_username', label: 'Searchable by username' },
    { kind: 'switch', field: 'analytics_tracking', label: 'Analytics tracking' },
    { kind: 'switch', field: 'third_party_integrations', label: 'Third-party integrations' },
  ],
  preferences: [
    {
      kind: 'select',
      field: 'theme',
      label: 'Theme',
      options: choices(themePreferences, titleCase),
    },
    {
      kind: 'select',
      field: 'language',
      label: 'Language',
      options: choices(languages, (v) => languageNames[v] ?? v),
    },
    {
      kind: 'select',
      field: 'timezone',
      label: 'Time zone',
      options: choices(timezones, (v) => v.replace('_', ' ')),
    },
    { kind: 'select', field: 'date_format', label: 'Date format', options: choices(dateFormats) },
    {
      kind: 'select',
      field: 'time_format',
      label: 'Time format',
      options: [
        { value: '12h', label: '12-hour (2:30 PM)' },
        { value: '24h', label: '24-hour (14:30)' },
      ].filter((o) => (timeFormats as readonly string[]).includes(o.value)),
    },
    {
      kind: 'select',
      field: 'default_dashboard_view',
      label: 'Start page after login',
      options: choices(dashboardViews, titleCase),
    },
    {
      kind: 'select',
      field: 'items_per_page',
      label: 'Items per page',
      options: choices(itemsPerPageChoices),
      numeric: true,
    },
    { kind: 'switch', field: 'auto_save', label: 'Auto-save' },
    {
      kind: 'switch',
      field: 'keyboard_shortcuts',
      label: 'Keyboard shortcuts',
      description: "Press '?' anywhere to see them.",
    },
  ],
};

export const securityFields: SettingField[] = [
  {
    kind: 'switch',
    field: 'login_notifications',
    label: 'Login notifications',
    description: 'An e-mail each time someone signs in to this account.',
  },
  {
    kind: 'select',
    field: 'session_timeout_minutes',
    label: 'Sign out after inactivity',
    options: sessionTimeoutChoices.map((m) => ({
      value: String(m),
      label: m < 60 ? `${m} minutes` : m === 60 ? '1 hour' : `${m / 60} hours`,
    })),
    numeric: true,
  },
];
