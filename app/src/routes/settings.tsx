import { Suspense, use, useCallback, useState, useTransition } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import {
  failureMessage,
  type AccountSession,
  type SettingsSectionName,
  type SettingsUpdate,
  type UserCategoryDataResponse,
  type UserSettings,
} from '@taskboard/contract';
import type { LoadOutcome, SectionValues } from '@taskboard/machines';
import { Banner, Button, Card, Heading, PageShell, Stack, Tabs, Text } from '@taskboard/ui';
import { api } from '../api';
import { SpinnerText } from '../board/SpinnerText';
import { useCurrentUser, useFamilyAccounts } from '../navigation/layoutData';
import { ChangePasswordDialog } from '../settings/ChangePasswordDialog';
import { DeleteAccountDialog } from '../settings/DeleteAccountDialog';
import { ExportDataButton } from '../settings/ExportDataButton';
import { reminderFields, sectionFields, securityFields } from '../settings/fields';
import {
  ChildNotificationsNotice,
  ChildrenNotificationsList,
} from '../settings/NotificationsOwner';
import { formatDateTime } from '../preferences/formatting';
import { useTranslateKnown } from '../i18n/knownMessages';
import { activeLanguage } from '../i18n/i18n';
import { translate, useT } from '../i18n/useT';
import { storePreferences } from '../preferences/storedPreferences';
import { GoalThemesSection, useGoalThemesFlow } from '../settings/GoalThemesSection';
import { loadGoalThemes } from '../settings/goalThemes';
import { settle } from '../settings/loadOutcome';
import { ProfileSection } from '../settings/ProfileSection';
import { SectionForm } from '../settings/SectionForm';
import { PushDevices } from '../settings/PushDevices';
import { loadSessions, SessionsPanel, useSessionsFlow } from '../settings/SessionsPanel';
import { TwoFactorSection } from '../settings/TwoFactorSection';

/**
 * GET /users/settings, the goal themes and the sessions, all three asked for at once and handed
 * on un-awaited: the page says 'Loading settings...' at once instead of keeping the previous
 * page, and each answer (or failure) is data the page, the theme management machine and the
 * sessions machine start from. A change revalidates this loader, so the settings shown are the
 * server's; the themes and the sessions are read again by their machines after their changes.
 */
export function clientLoader() {
  return {
    settings: settle(api.settings.get()),
    themes: settle(loadGoalThemes()),
    sessions: settle(loadSessions()),
  };
}

export function meta() {
  return [{ title: translate('settings.meta.title') }];
}

const tabs = ['profile', 'notifications', 'privacy', 'preferences', 'security'] as const;

/** The count of tabs saving right now, for the one 'Saving changes...' banner. */
function useSavingCount() {
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (tab: string) => (pending: boolean) =>
      setSaving((current) => (current[tab] === pending ? current : { ...current, [tab]: pending })),
    [],
  );
  return { anySaving: Object.values(saving).some(Boolean), report };
}

export default function Settings() {
  const { settings, themes, sessions } = useLoaderData<typeof clientLoader>();
  return (
    <Suspense fallback={<SettingsLoading />}>
      <SettingsScreen settings={settings} themes={themes} sessions={sessions} />
    </Suspense>
  );
}

/**
 * 'Loading settings...': words a parent can read beside the spinner, under the page's heading;
 * the page is marked busy until the settings, the themes and the sessions are in.
 */
function SettingsLoading() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true">
      <Heading level={1}>{t('settings.heading')}</Heading>
      <SpinnerText text={t('settings.loading')} />
    </Stack>
  );
}

interface SettingsLoads {
  settings: Promise<LoadOutcome<UserSettings>>;
  themes: Promise<LoadOutcome<UserCategoryDataResponse>>;
  sessions: Promise<LoadOutcome<AccountSession[]>>;
}

/** The settings once read: the page, or the spec's failure with 'Try Again'. */
function SettingsScreen({ settings, ...sections }: SettingsLoads) {
  const loaded = use(settings);
  return loaded.ok ? (
    <SettingsTabs settings={loaded.data} {...sections} />
  ) : (
    <SettingsLoadFailed error={loaded.error} />
  );
}

/**
 * Spec §8: the API message, or 'Failed to load settings'. 'Try Again' runs the loader again;
 * while its answer is awaited the page says 'Loading settings...' once more.
 */
function SettingsLoadFailed({ error }: { error: unknown }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const { revalidate } = useRevalidator();
  const [retrying, startRetry] = useTransition();
  if (retrying) return <SettingsLoading />;
  return (
    <Stack gap="md">
      <Heading level={1}>{t('settings.heading')}</Heading>
      <Banner tone="danger" title={t('settings.loadFailed.title')}>
        <Stack gap="sm">
          {translateKnown(failureMessage(error, translate('settings.loadFailed.text')))}
          <div>
            <Button variant="secondary" onClick={() => startRetry(() => revalidate())}>
              {t('settings.tryAgain')}
            </Button>
          </div>
        </Stack>
      </Banner>
    </Stack>
  );
}

function SettingsTabs({
  settings,
  themes,
  sessions,
}: { settings: UserSettings } & Omit<SettingsLoads, 'settings'>) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const user = useCurrentUser();
  const family = useFamilyAccounts();
  const { revalidate } = useRevalidator();
  const { anySaving, report } = useSavingCount();
  // Held here, not in their tabs: a tab's content unmounts while another tab is shown.
  const goalThemesFlow = useGoalThemesFlow(use(themes));
  const sessionsFlow = useSessionsFlow(use(sessions));
  // A mail's link opens its tab (`/settings?tab=security` from a sign-in alert).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string>(() => {
    const asked = searchParams.get('tab');
    return tabs.find((name) => name === asked) ?? 'profile';
  });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState<string | null>(null);
  const isParent = user.account_type === 'PARENT';

  const saveSection =
    (section: SettingsSectionName) =>
    async (changes: SectionValues): Promise<SectionValues> => {
      const next = await api.settings.update(section, changes as SettingsUpdate[typeof section]);
      // The next page load paints with new preferences; the loaders read everything again, so
      // every screen (and this page) follows what the server now holds.
      if (section === 'preferences') storePreferences(next.preferences);
      void revalidate();
      return next[section] as SectionValues;
    };
  const children = family.accounts.filter((a) => a.account_type === 'CHILD');
  const fields = sectionFields(t);
  // auto_save: every section saves each change at once; off, each keeps its Save button.
  const autoSave = settings.preferences.auto_save;

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('settings.heading')}</Heading>
      {anySaving ? <Banner tone="info">{t('settings.saving')}</Banner> : null}
      <Tabs.Root value={tab} onValueChange={setTab} orientation="vertical">
        <Tabs.List aria-label={t('settings.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`settings.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileSection
            user={user}
            twoFactorOn={settings.security.two_factor_enabled}
            autoSave={autoSave}
            onSaved={revalidate}
            onSavingChange={report('profile')}
          />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          {isParent ? (
            <Stack gap="lg">
              <SectionForm
                section="notifications"
                title={t('settings.notifications.title')}
                saved={settings.notifications}
                fields={fields.notifications}
                save={saveSection('notifications')}
                onSavingChange={report('notifications')}
                autoSave={autoSave}
              />
              <PushDevices />
              {/* When: stored with the preferences, chosen where the mails are. */}
              <SectionForm
                section="preferences"
                title={t('settings.reminders.title')}
                intro={
                  <Text tone="muted" size="sm">
                    {t('settings.reminders.description')}
                  </Text>
                }
                saved={{
                  reminder_time: settings.preferences.reminder_time,
                  reminder_weekday: settings.preferences.reminder_weekday,
                }}
                fields={reminderFields(t, settings.preferences.time_format, activeLanguage())}
                save={saveSection('preferences')}
                onSavingChange={report('reminders')}
                autoSave={autoSave}
              />
              <ChildrenNotificationsList childAccounts={children} settings={settings} />
            </Stack>
          ) : (
            <ChildNotificationsNotice />
          )}
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <SectionForm
            section="privacy"
            title={t('settings.privacy.title')}
            saved={settings.privacy}
            fields={fields.privacy}
            save={saveSection('privacy')}
            onSavingChange={report('privacy')}
            autoSave={autoSave}
          >
            <ExportDataButton />
          </SectionForm>
        </Tabs.Content>
        <Tabs.Content value="preferences">
          <Stack gap="lg">
            <SectionForm
              section="preferences"
              title={t('settings.preferences.title')}
              saved={settings.preferences}
              fields={fields.preferences}
              save={saveSection('preferences')}
              onSavingChange={report('preferences')}
              autoSave={autoSave}
            />
            {/* Goal grouping themes: flavors and custom themes (spec §4). */}
            <GoalThemesSection flow={goalThemesFlow} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="security">
          <SectionForm
            section="security"
            title={t('settings.security.title')}
            saved={{
              login_notifications: settings.security.login_notifications,
              session_timeout_minutes: settings.security.session_timeout_minutes,
            }}
            fields={securityFields(t)}
            save={saveSection('security')}
            onSavingChange={report('security')}
            autoSave={autoSave}
          >
            {isParent ? (
              <Stack gap="sm" as="section" aria-labelledby="password-heading">
                <Heading level={3} id="password-heading">
                  {t('settings.password.heading')}
                </Heading>
                {passwordChanged ? (
                  <Banner tone="success">{translateKnown(passwordChanged)}</Banner>
                ) : null}
                <Text tone="muted" size="sm">
                  {settings.security.last_password_change
                    ? t('settings.password.lastChanged', {
                        date: formatDateTime(
                          settings.security.last_password_change,
                          settings.preferences,
                        ),
                      })
                    : t('settings.password.neverChanged')}
                </Text>
                <div>
                  <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
                    {t('settings.password.change')}
                  </Button>
                </div>
                <ChangePasswordDialog
                  open={passwordOpen}
                  onOpenChange={setPasswordOpen}
                  onChanged={(message) => {
                    setPasswordChanged(message);
                    void revalidate();
                  }}
                />
              </Stack>
            ) : null}
            {/* Child accounts have no second factor of their own (they use the parent's password). */}
            {isParent ? (
              <TwoFactorSection
                enabled={settings.security.two_factor_enabled}
                onChange={() => void revalidate()}
              />
            ) : null}
            <SessionsPanel flow={sessionsFlow} dates={settings.preferences} />
          </SectionForm>
          {isParent ? (
            <Card>
              <Stack gap="sm" as="section" aria-labelledby="delete-heading">
                <Heading level={2} id="delete-heading">
                  {t('settings.delete.heading')}
                </Heading>
                <Text tone="muted" size="sm">
                  {t('settings.delete.text')}
                </Text>
                <div>
                  <DeleteAccountDialog childUsernames={children.map((c) => c.username)} />
                </div>
              </Stack>
            </Card>
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <PageShell>
      <Heading level={1}>{t('settings.error.title')}</Heading>
      <Banner tone="danger">
        <Stack gap="sm">
          {t('settings.error.text')}
          <div>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('settings.tryAgain')}
            </Button>
          </div>
        </Stack>
      </Banner>
    </PageShell>
  );
}
