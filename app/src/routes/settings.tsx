import { useCallback, useEffect, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import {
  failureMessage,
  type SettingsSectionName,
  type SettingsUpdate,
  type UserSettings,
} from '@taskboard/contract';
import type { SectionValues } from '@taskboard/machines';
import { Banner, Button, Card, Heading, PageShell, Stack, Tabs, Text } from '@taskboard/ui';
import { api } from '../api';
import { BusyText } from '../board/BusyText';
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
import { GoalThemesSection } from '../settings/GoalThemesSection';
import { ProfileSection } from '../settings/ProfileSection';
import { SectionForm } from '../settings/SectionForm';
import { PushDevices } from '../settings/PushDevices';
import { SessionsPanel } from '../settings/SessionsPanel';
import { TwoFactorSection } from '../settings/TwoFactorSection';

export function meta() {
  return [{ title: translate('settings.meta.title') }];
}

const tabs = ['profile', 'notifications', 'privacy', 'preferences', 'security'] as const;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; settings: UserSettings };

/** GET /users/settings with the spec's load states ('Loading settings...', 'Try Again'). */
function useSettingsLoad() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  /** `quietly`: refresh what is shown without the loading state (after a password change). */
  const reload = useCallback(async (quietly = false) => {
    if (!quietly) setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'loaded', settings: await api.settings.get() });
    } catch (error) {
      // Spec §8: the API message, or 'Failed to load settings'.
      setLoad({
        state: 'failed',
        message: failureMessage(error, translate('settings.loadFailed.text')),
      });
    }
  }, []);
  useEffect(() => void reload(), [reload]);
  return { load, setLoad, reload };
}

/** The count of tabs saving right now, for the one 'Saving changes...' banner. */
function useSavingCount() {
  const [saving, setSaving] = useState<Record<string, boolean>>({});
  const report = useCallback(
    (tab: string) => (busy: boolean) =>
      setSaving((current) => (current[tab] === busy ? current : { ...current, [tab]: busy })),
    [],
  );
  return { anySaving: Object.values(saving).some(Boolean), report };
}

export default function Settings() {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const user = useCurrentUser();
  const family = useFamilyAccounts();
  const { revalidate } = useRevalidator();
  const { load, setLoad, reload } = useSettingsLoad();
  const { anySaving, report } = useSavingCount();
  // A mail's link opens its tab (`/settings?tab=security` from a sign-in alert).
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<string>(() => {
    const asked = searchParams.get('tab');
    return tabs.find((name) => name === asked) ?? 'profile';
  });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState<string | null>(null);
  const isParent = user.account_type === 'PARENT';

  if (load.state === 'loading') {
    // Words a parent can read beside the spinner, under the page's heading.
    return (
      <Stack gap="md">
        <Heading level={1}>{t('settings.heading')}</Heading>
        <BusyText text={t('settings.loading')} />
      </Stack>
    );
  }
  if (load.state === 'failed') {
    return (
      <Stack gap="md">
        <Heading level={1}>{t('settings.heading')}</Heading>
        <Banner tone="danger" title={t('settings.loadFailed.title')}>
          <Stack gap="sm">
            {translateKnown(load.message)}
            <div>
              <Button variant="secondary" onClick={() => void reload()}>
                {t('settings.tryAgain')}
              </Button>
            </div>
          </Stack>
        </Banner>
      </Stack>
    );
  }

  const { settings } = load;
  const saveSection =
    (section: SettingsSectionName) =>
    async (changes: SectionValues): Promise<SectionValues> => {
      const next = await api.settings.update(section, changes as SettingsUpdate[typeof section]);
      setLoad({ state: 'loaded', settings: next });
      if (section === 'preferences') {
        // Every screen follows the new choices at once, and the next page load paints with them.
        storePreferences(next.preferences);
        void revalidate();
      }
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
            <GoalThemesSection />
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
                    void reload(true);
                  }}
                />
              </Stack>
            ) : null}
            {/* Child accounts have no second factor of their own (they use the parent's password). */}
            {isParent ? (
              <TwoFactorSection
                enabled={settings.security.two_factor_enabled}
                onChange={() => void reload(true)}
              />
            ) : null}
            <SessionsPanel dates={settings.preferences} />
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
