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
  weekdays,
  type SettingsSectionName,
  type TimeFormat,
  type Timezone,
} from '@taskboard/contract';
import type { MessageId } from '../i18n/messageId';
import type { Translate } from '../i18n/useT';

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
      /** A line under the select saying what it does (or why it sends nothing). */
      description?: string;
    };

const choices = <V extends string | number>(
  values: readonly V[],
  label: (v: V) => string = String,
) => values.map((v) => ({ value: String(v), label: label(v) }));

const frequency = (
  t: Translate,
  field: string,
  label: string,
  description?: string,
): SettingField => ({
  kind: 'select',
  field,
  label,
  options: choices(notificationFrequencies, (v) => t(`settings.frequency.${v}`)),
  ...(description ? { description } : {}),
});

/** Reminder times offered: every half hour from 07:00 to 19:30, outside quiet hours. */
export const reminderTimes = Array.from({ length: 26 }, (_, step) => {
  const minutes = 7 * 60 + step * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/** "18:00" on the member's clock: 6:00 PM on the 12-hour clock, in the language shown. */
export function reminderTimeLabel(time: string, timeFormat: TimeFormat, language: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: timeFormat === '12h' ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/** When reminders and summaries arrive (stored with the preferences, shown in Notifications). */
export const reminderFields = (
  t: Translate,
  timeFormat: TimeFormat,
  language: string,
): SettingField[] => [
  {
    kind: 'select',
    field: 'reminder_time',
    label: t('settings.field.reminder_time'),
    options: reminderTimes.map((time) => ({
      value: time,
      label: reminderTimeLabel(time, timeFormat, language),
    })),
    description: t('settings.field.reminder_time.description'),
  },
  {
    kind: 'select',
    field: 'reminder_weekday',
    label: t('settings.field.reminder_weekday'),
    options: choices(weekdays, (v) => t(`settings.weekday.${v}`)),
  },
];

/** Each time zone by its city and the name of its time, in the language shown. */
const timezoneLabels: Record<Timezone, MessageId> = {
  UTC: 'settings.timezone.utc',
  'America/New_York': 'settings.timezone.newYork',
  'America/Los_Angeles': 'settings.timezone.losAngeles',
  'Europe/London': 'settings.timezone.london',
  'Europe/Paris': 'settings.timezone.paris',
  'Asia/Tokyo': 'settings.timezone.tokyo',
  'Asia/Shanghai': 'settings.timezone.shanghai',
};

/** 15 minutes, 1 hour, 8 hours. */
const timeoutLabel = (t: Translate, minutes: number) =>
  minutes < 60
    ? t('settings.timeout.minutes', { count: minutes })
    : t('settings.timeout.hours', { count: minutes / 60 });

/** The controls of each section, in the order the tab shows them (spec §3), in the language shown. */
export const sectionFields = (
  t: Translate,
): Record<Exclude<SettingsSectionName, 'security'>, SettingField[]> => ({
  notifications: [
    {
      kind: 'switch',
      field: 'email_notifications',
      label: t('settings.field.email_notifications'),
      description: t('settings.field.email_notifications.description'),
    },
    {
      kind: 'switch',
      field: 'push_notifications',
      label: t('settings.field.push_notifications'),
      description: t('settings.field.push_notifications.description'),
    },
    {
      kind: 'switch',
      field: 'sms_notifications',
      label: t('settings.field.sms_notifications'),
      description: t('settings.field.sms_notifications.description'),
      disabled: true,
    },
    frequency(t, 'task_reminders', t('settings.field.task_reminders')),
    {
      kind: 'switch',
      field: 'weekly_digest',
      label: t('settings.field.weekly_digest'),
      description: t('settings.field.weekly_digest.description'),
    },
    frequency(t, 'goal_deadlines', t('settings.field.goal_deadlines')),
    frequency(t, 'badge_achievements', t('settings.field.badge_achievements')),
    frequency(
      t,
      'community_updates',
      t('settings.field.community_updates'),
      t('settings.field.community_updates.description'),
    ),
    frequency(
      t,
      'system_announcements',
      t('settings.field.system_announcements'),
      t('settings.field.system_announcements.description'),
    ),
    {
      kind: 'switch',
      field: 'marketing_emails',
      label: t('settings.field.marketing_emails'),
      description: t('settings.field.marketing_emails.description'),
      disabled: true,
    },
    {
      kind: 'switch',
      field: 'newsletter',
      label: t('settings.field.newsletter'),
      description: t('settings.field.newsletter.description'),
    },
    {
      kind: 'switch',
      field: 'product_updates',
      label: t('settings.field.product_updates'),
      description: t('settings.field.product_updates.description'),
    },
  ],
  privacy: [
    {
      kind: 'select',
      field: 'profile_visibility',
      label: t('settings.field.profile_visibility'),
      options: [
        { value: 'PUBLIC', label: t('settings.visibility.PUBLIC') },
        { value: 'FRIENDS', label: t('settings.visibility.FRIENDS') },
        { value: 'PRIVATE', label: t('settings.visibility.PRIVATE') },
      ].filter((o) => (profileVisibilities as readonly string[]).includes(o.value)),
    },
    { kind: 'switch', field: 'show_email', label: t('settings.field.show_email') },
    { kind: 'switch', field: 'show_age', label: t('settings.field.show_age') },
    { kind: 'switch', field: 'show_badges', label: t('settings.field.show_badges') },
    { kind: 'switch', field: 'show_progress', label: t('settings.field.show_progress') },
    { kind: 'switch', field: 'show_activity_feed', label: t('settings.field.show_activity_feed') },
    {
      kind: 'switch',
      field: 'allow_friend_requests',
      label: t('settings.field.allow_friend_requests'),
    },
    {
      kind: 'switch',
      field: 'searchable_by_email',
      label: t('settings.field.searchable_by_email'),
    },
    {
      kind: 'switch',
      field: 'searchable_by_username',
      label: t('settings.field.searchable_by_username'),
    },
    { kind: 'switch', field: 'analytics_tracking', label: t('settings.field.analytics_tracking') },
    {
      kind: 'switch',
      field: 'third_party_integrations',
      label: t('settings.field.third_party_integrations'),
    },
  ],
  preferences: [
    {
      kind: 'select',
      field: 'theme',
      label: t('settings.field.theme'),
      options: choices(themePreferences, (v) => t(`settings.theme.${v}`)),
    },
    {
      kind: 'select',
      field: 'language',
      label: t('common.language.label'),
      options: choices(languages, (v) => t(`common.language.${v}`)),
    },
    {
      kind: 'select',
      field: 'timezone',
      label: t('settings.field.timezone'),
      options: choices(timezones, (v) => t(timezoneLabels[v])),
    },
    {
      kind: 'select',
      field: 'date_format',
      label: t('settings.field.date_format'),
      options: choices(dateFormats),
    },
    {
      kind: 'select',
      field: 'time_format',
      label: t('settings.field.time_format'),
      options: [
        { value: '12h', label: t('settings.timeFormat.12h') },
        { value: '24h', label: t('settings.timeFormat.24h') },
      ].filter((o) => (timeFormats as readonly string[]).includes(o.value)),
    },
    {
      kind: 'select',
      field: 'default_dashboard_view',
      label: t('settings.field.default_dashboard_view'),
      options: choices(dashboardViews, (v) => t(`settings.dashboard.${v}`)),
    },
    {
      kind: 'select',
      field: 'items_per_page',
      label: t('settings.field.items_per_page'),
      options: choices(itemsPerPageChoices),
      numeric: true,
    },
    {
      kind: 'switch',
      field: 'auto_save',
      label: t('settings.field.auto_save'),
      description: t('settings.field.auto_save.description'),
    },
    {
      kind: 'switch',
      field: 'keyboard_shortcuts',
      label: t('settings.field.keyboard_shortcuts'),
      description: t('settings.field.keyboard_shortcuts.description'),
    },
  ],
});

export const securityFields = (t: Translate): SettingField[] => [
  {
    kind: 'switch',
    field: 'login_notifications',
    label: t('settings.field.login_notifications'),
    description: t('settings.field.login_notifications.description'),
  },
  {
    kind: 'select',
    field: 'session_timeout_minutes',
    label: t('settings.field.session_timeout_minutes'),
    options: choices(sessionTimeoutChoices, (m) => timeoutLabel(t, m)),
    numeric: true,
  },
];
