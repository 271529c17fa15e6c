import {
  defaultPreferences,
  notificationSettings,
  preferences as preferencesSchema,
  privacySettings,
  securitySettingsUpdate,
  type NotificationSettings,
  type Preferences,
  type PrivacySettings,
  type SettingsSectionName,
  type SettingsUpdate,
  type UserSettings,
} from '@taskboard/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../db/database';
import type { UserRow, UserSettingsRow } from '../db/schema';
import { HttpError } from '../http-error';
import { settingsRepository } from '../repositories/settings-repository';
import { englishMessages } from '@taskboard/contract/messages';

export const settingsMessages = {
  smsUnavailable: englishMessages['settings.smsUnavailable'],
  marketingNeverSent:
    'marketing_emails cannot be switched on: this product never sends marketing e-mails',
  childNotificationsGoToParent: englishMessages['settings.childNotificationsParentOnly'],
  twoFactorOnlyByEnrolment:
    'two_factor_enabled cannot be switched on here: set up two-factor sign-in in Settings, Security (POST /api/users/two-factor/setup, then confirm a code from your authenticator app)',
  twoFactorOffNeedsCode:
    'two_factor_enabled cannot be switched off here: turning two-factor sign-in off needs your password and a code (POST /api/users/two-factor/disable)',
} as const;

export const defaultNotifications: NotificationSettings = {
  email_notifications: true,
  // Push reaches only the devices a member subscribed (POST /api/push/subscriptions turns it
  // on); no SMS gateway exists on this server (settingsMessages above).
  push_notifications: false,
  sms_notifications: false,
  task_reminders: 'DAILY',
  goal_deadlines: 'DAILY',
  badge_achievements: 'INSTANT',
  community_updates: 'WEEKLY',
  system_announcements: 'INSTANT',
  weekly_digest: true,
  marketing_emails: false,
  newsletter: false,
  product_updates: false,
};

/**
 * Privacy by default: nobody is listed in the users directory until they choose to be (a parent
 * sets PUBLIC; a child is never shown outside its family whatever it sets).
 */
export function defaultPrivacy(user: Pick<UserRow, 'accountType'>): PrivacySettings {
  const child = user.accountType === 'CHILD';
  return {
    profile_visibility: 'PRIVATE',
    show_email: false,
    show_age: false,
    show_badges: true,
    show_progress: true,
    show_activity_feed: !child,
    allow_friend_requests: !child,
    searchable_by_email: false,
    searchable_by_username: !child,
    analytics_tracking: false,
    third_party_integrations: false,
  };
}

/** A user's privacy settings as they apply: the stored choices over the defaults. */
export function privacyOf(
  user: Pick<UserRow, 'accountType'>,
  row: Pick<UserSettingsRow, 'privacy'> | undefined,
): PrivacySettings {
  return withDefaults(privacySettings, defaultPrivacy(user), row?.privacy);
}

/**
 * Stored choices over the defaults. A stored value that no longer passes the schema (a choice
 * dropped in a later version) falls back to the default instead of failing the whole page.
 */
function withDefaults<S extends z.ZodObject>(
  schema: S,
  defaults: z.infer<S>,
  stored: Record<string, unknown> | undefined,
): z.infer<S> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [field, value] of Object.entries(stored ?? {})) {
    const fieldSchema = schema.shape[field] as z.ZodType | undefined;
    if (fieldSchema?.safeParse(value).success) merged[field] = value;
  }
  return merged as z.infer<S>;
}

/** The preferences a stored row holds, defaults filled in (no row: every default). */
export function preferencesOf(row: Pick<UserSettingsRow, 'preferences'> | undefined): Preferences {
  return withDefaults(preferencesSchema, defaultPreferences, row?.preferences);
}

/** The session idle limit a stored security section sets, or the server's default. */
export function sessionTimeoutOf(
  security: Record<string, unknown> | undefined,
  fallbackMinutes: number,
): number {
  const parsed = securitySettingsUpdate.shape.session_timeout_minutes.safeParse(
    security?.session_timeout_minutes,
  );
  return parsed.success ? parsed.data : fallbackMinutes;
}

export interface SettingsServiceDeps {
  db: Database;
  /** SESSION_TIMEOUT_MINUTES: the idle limit of users who never chose one. */
  defaultSessionTimeoutMinutes: number;
  /** Whether the user has two-factor sign-in on (read from its own table). */
  twoFactorEnabled: (userId: number, tx?: Executor) => Promise<boolean>;
}

export function settingsService({
  db,
  defaultSessionTimeoutMinutes,
  twoFactorEnabled,
}: SettingsServiceDeps) {
  const repo = settingsRepository(db);

  async function assemble(
    user: UserRow,
    row: UserSettingsRow | undefined,
    tx: Executor,
  ): Promise<UserSettings> {
    return {
      notifications: withDefaults(notificationSettings, defaultNotifications, row?.notifications),
      privacy: privacyOf(user, row),
      preferences: preferencesOf(row),
      security: {
        two_factor_enabled: await twoFactorEnabled(user.id, tx),
        login_notifications: row?.security.login_notifications === true,
        session_timeout_minutes: sessionTimeoutOf(row?.security, defaultSessionTimeoutMinutes),
        last_password_change: user.passwordChangedAt?.toISOString() ?? null,
      },
    };
  }

  return {
    async get(user: UserRow, tx: Executor = db): Promise<UserSettings> {
      return assemble(user, await repo.find(user.id, tx), tx);
    },

    /** Stores the changed fields of one section and answers with the whole settings object. */
    async update<S extends SettingsSectionName>(
      user: UserRow,
      section: S,
      changes: SettingsUpdate[S],
    ): Promise<UserSettings> {
      if (section === 'notifications') {
        // Nothing is sent to a child: what its parent receives is the parent's to choose.
        if (user.accountType === 'CHILD') {
          throw new HttpError(403, settingsMessages.childNotificationsGoToParent);
        }
        const notifications = changes as SettingsUpdate['notifications'];
        if (notifications.marketing_emails === true) {
          throw new HttpError(422, settingsMessages.marketingNeverSent);
        }
        if (notifications.sms_notifications === true) {
          throw new HttpError(422, settingsMessages.smsUnavailable);
        }
      }
      let stored: Record<string, unknown> = changes;
      if (section === 'security') {
        // Read from the two-factor table, never stored here: only a change of it is refused.
        const { two_factor_enabled: wanted, ...rest } = changes as SettingsUpdate['security'];
        if (wanted !== undefined && wanted !== (await twoFactorEnabled(user.id, db))) {
          throw new HttpError(
            422,
            wanted
              ? settingsMessages.twoFactorOnlyByEnrolment
              : settingsMessages.twoFactorOffNeedsCode,
          );
        }
        stored = rest;
      }
      return db.transaction(async (tx) => {
        if (Object.keys(stored).length > 0) {
          await repo.mergeSection(user.id, section, stored, tx);
        }
        return assemble(user, await repo.find(user.id, tx), tx);
      });
    },

    /** One user's preferences, for features that follow them (time zone, formats, paging). */
    async preferencesOf(userId: number, tx: Executor = db): Promise<Preferences> {
      return preferencesOf(await repo.find(userId, tx));
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
