import { useId } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  editedTheme,
  themeManagementMachine,
  type ThemeAction,
  type ThemeManagementInput,
} from '@taskboard/machines';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  GroupingThemeDialog,
  Heading,
  Skeleton,
  Stack,
  Text,
  ThemeEditorDialog,
  ThemePreview,
} from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import type { MessageId } from '../i18n/messageId';
import { useT } from '../i18n/useT';
import { customChoice, draftOf, flavorChoice, goalThemeActors, themeBodyOf } from './goalThemes';

/** The section's own words for a failure the server did not explain. */
const failureIds: Record<ThemeAction, MessageId> = {
  load: 'settings.themes.loadFailed',
  switch: 'settings.themes.switchFailed',
  create: 'settings.themes.createFailed',
  update: 'settings.themes.updateFailed',
  delete: 'settings.themes.deleteFailed',
};

const providedMachine = themeManagementMachine.provide({ actors: goalThemeActors });

export type GoalThemesFlow = ActorRefFrom<typeof providedMachine>;

/**
 * The theme management machine, started with the themes the settings route's loader read. The
 * page holds it, so it outlives the Preferences tab's unmounting when another tab is chosen.
 */
export function useGoalThemesFlow(themes: ThemeManagementInput): GoalThemesFlow {
  return useActorRef(providedMachine, { input: themes });
}

/**
 * The settings section for grouping goals (content spec §2 modals, §4 Grouping theme and Theme
 * editor): the theme in use, the grouping theme modal to switch, the editor to create, change
 * and delete custom themes. The board's category select and the profile's chart read the chosen
 * theme from the server, so they follow it on their next load. The flow is the theme management
 * machine's; this binds it to the dialogs.
 */
export function GoalThemesSection({ flow }: { flow: GoalThemesFlow }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const state = useSelector(flow, (snapshot) => snapshot);
  const { send } = flow;
  const headingId = useId();
  const { themes, failure, notice } = state.context;
  const failureText = failure && translateKnown(failure.message ?? t(failureIds[failure.action]));

  if (state.matches('loadFailed')) {
    return (
      <Card>
        <Stack gap="md">
          <Heading level={2}>{t('settings.themes.heading')}</Heading>
          <Banner tone="danger">{failureText}</Banner>
          <div>
            <Button variant="secondary" onClick={() => send({ type: 'themes.retry' })}>
              {t('settings.tryAgain')}
            </Button>
          </div>
        </Stack>
      </Card>
    );
  }

  const inDialog = (dialog: 'picker' | 'creating' | 'editing' | 'confirmingDelete') =>
    state.matches({ ready: { dialog } });
  const picking = inDialog('picker');
  const editorMode = inDialog('editing') ? 'edit' : 'create';
  const inEditor = inDialog('creating') || inDialog('editing');
  const confirmingDelete = inDialog('confirmingDelete');
  const pending =
    state.matches({ ready: { dialog: { picker: 'choosing' } } }) ||
    state.matches({ ready: { dialog: { creating: 'saving' } } }) ||
    state.matches({ ready: { dialog: { editing: 'saving' } } }) ||
    state.matches({ ready: { dialog: { confirmingDelete: 'deleting' } } });
  const flavors = themes?.flavors.map(flavorChoice) ?? [];
  const customThemes = themes?.custom_themes.map(customChoice) ?? [];
  const current = [...flavors, ...customThemes].find(
    (theme) => theme.id === themes?.current_flavor,
  );
  const theme = editedTheme(state.context);
  const editing = inDialog('editing') ? theme : undefined;
  const deleting = confirmingDelete ? theme : undefined;
  const shownNotice = state.matches({ ready: { notice: 'shown' } }) ? notice : null;

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading level={2} id={headingId}>
            {t('settings.themes.heading')}
          </Heading>
          <Text tone="muted">{t('settings.themes.text')}</Text>
          {shownNotice ? <Banner tone="success">{translateKnown(shownNotice)}</Banner> : null}
          {themes === null ? (
            <Skeleton height="9rem" aria-label={t('settings.themes.loading')} />
          ) : current ? (
            <ThemePreview
              interactive={false}
              name={current.name}
              description={current.description}
              categories={current.categories}
            />
          ) : null}
          <div>
            <Button disabled={themes === null} onClick={() => send({ type: 'themes.openPicker' })}>
              {t('settings.themes.change')}
            </Button>
          </div>
        </Stack>

        <GroupingThemeDialog
          open={picking}
          onOpenChange={(next) => send({ type: next ? 'themes.openPicker' : 'themes.close' })}
          flavors={flavors}
          customThemes={customThemes}
          currentThemeId={themes?.current_flavor ?? ''}
          loading={themes === null}
          pending={pending}
          error={picking ? (failureText ?? undefined) : undefined}
          onSwitch={(themeId) => send({ type: 'themes.choose', themeId })}
          onCreateTheme={() => send({ type: 'themes.create' })}
          onEditTheme={(themeId) => send({ type: 'themes.edit', themeId })}
        />

        <ThemeEditorDialog
          open={inEditor}
          onOpenChange={(next) => (next ? undefined : send({ type: 'themes.close' }))}
          mode={editorMode}
          defaultValue={editing ? draftOf(editing) : undefined}
          pending={pending}
          error={inEditor ? (failureText ?? undefined) : undefined}
          onSave={(draft) => send({ type: 'themes.save', check: themeBodyOf(editorMode, draft) })}
          onDelete={editing ? () => send({ type: 'themes.delete' }) : undefined}
        />

        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={(next) => (next ? undefined : send({ type: 'themes.close' }))}
          title={
            deleting
              ? t('settings.themes.deleteTitle', { name: deleting.name })
              : t('settings.themes.deleteUnnamedTitle')
          }
          description={t('settings.themes.deleteText')}
          confirmLabel={t('settings.themes.deleteConfirm')}
          pendingLabel={t('settings.themes.deleting')}
          pending={pending}
          error={confirmingDelete ? (failureText ?? undefined) : undefined}
          onConfirm={() => send({ type: 'themes.confirmDelete' })}
        />
      </section>
    </Card>
  );
}
