import { useId } from 'react';
import { useFetcher } from 'react-router';
import {
  DISPLAY_NAME_MAX,
  failureMessage,
  type ChildSettingsEntry,
  type ChildSettingsList,
  type ChildSettingsUpdate,
} from '@taskboard/contract';
import { Banner, Button, Card, Heading, Stack, Switch, Text, TextField } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { translate, useT } from '../i18n/useT';

// A parent's choices for each child's own screens: the name the child is called by, and how its
// board celebrates (cheer sound, calm celebrations). Saved as soon as a switch flips; the name
// with its button.

/** What the family page knows of its children's settings, or why it could not load them. */
export type ChildSettingsState = ChildSettingsList | { error: string };

export async function loadChildSettings(): Promise<ChildSettingsState> {
  try {
    return await api.users.childSettings();
  } catch (error) {
    return { error: failureMessage(error, translate('family.childSettings.loadFailed')) };
  }
}

/** One change for one child, as the family page's action receives it. */
export type ChildSettingsChange = {
  intent: 'childSettings';
  username: string;
} & ChildSettingsUpdate;

export type ChildSettingsResult = { saved?: ChildSettingsEntry; error?: string };

/** The family page's action for a child's settings: saves the change; the page then reloads. */
export async function saveChildSettings({
  username,
  intent: _intent,
  ...changes
}: ChildSettingsChange): Promise<ChildSettingsResult> {
  try {
    return { saved: await api.users.setChildSettings(username, changes) };
  } catch (error) {
    return { error: failureMessage(error, translate('family.childSettings.saveFailed')) };
  }
}

function ChildSettingsCard({ child }: { child: ChildSettingsEntry }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fetcher = useFetcher<ChildSettingsResult>();
  const headingId = useId();
  // A switch shows its new place while the change is being saved.
  const sending = (fetcher.json ?? {}) as Partial<ChildSettingsChange>;
  const shown = { ...child, ...sending };
  const save = (changes: ChildSettingsUpdate) =>
    void fetcher.submit(
      { intent: 'childSettings', username: child.username, ...changes },
      { method: 'post', action: '/family', encType: 'application/json' },
    );
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading level={3} id={headingId}>
            {child.display_name ?? child.username}
          </Heading>
          {fetcher.data?.error ? (
            <Banner tone="danger">{translateKnown(fetcher.data.error)}</Banner>
          ) : null}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const name = new FormData(event.currentTarget).get('display_name');
              save({ display_name: typeof name === 'string' ? name : null });
            }}
          >
            <Stack gap="sm" align="start">
              <TextField
                // A new name from the server (saved, or cleared) refills the field.
                key={child.display_name ?? ''}
                label={t('family.childSettings.displayName', { username: child.username })}
                hint={t('family.childSettings.displayNameHint')}
                name="display_name"
                autoComplete="off"
                maxLength={DISPLAY_NAME_MAX}
                defaultValue={child.display_name ?? ''}
              />
              <Button type="submit" variant="secondary" pending={fetcher.state !== 'idle'}>
                {t('family.childSettings.saveName')}
              </Button>
            </Stack>
          </form>
          <Switch
            label={t('family.childSettings.cheerSound')}
            checked={shown.cheer_sound}
            onCheckedChange={(on) => save({ cheer_sound: on })}
          />
          <Switch
            label={t('family.childSettings.calm')}
            description={t('family.childSettings.calmDescription')}
            checked={shown.calm_celebrations}
            onCheckedChange={(on) => save({ calm_celebrations: on })}
          />
          <Switch
            label={t('family.childSettings.showActivity')}
            description={t('family.childSettings.showActivityDescription', {
              name: child.display_name ?? child.username,
            })}
            checked={shown.show_activity_feed}
            onCheckedChange={(on) => save({ show_activity_feed: on })}
          />
        </Stack>
      </section>
    </Card>
  );
}

/** The family page's part about each child's own screens. */
export function ChildSettings({ state }: { state: ChildSettingsState }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Heading level={2}>{t('family.childSettings.title')}</Heading>
        <Text tone="muted">{t('family.childSettings.intro')}</Text>
      </Stack>
      {'error' in state ? (
        <Banner tone="danger">{translateKnown(state.error)}</Banner>
      ) : (
        state.children.map((child) => <ChildSettingsCard key={child.id} child={child} />)
      )}
    </Stack>
  );
}
