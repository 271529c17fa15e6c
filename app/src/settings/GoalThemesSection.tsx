import { useCallback, useEffect, useId, useState } from 'react';
import { detailOr, type UserCategoryDataResponse } from '@taskboard/contract';
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
  type ThemeDraft,
} from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { translate, useT } from '../i18n/useT';
import { customChoice, draftOf, flavorChoice, loadGoalThemes, themeBodyOf } from './goalThemes';

/** Spec §9: success messages vanish after 3 s. */
const SUCCESS_MS = 3000;

type View =
  | { open: 'none' }
  | { open: 'picker' }
  | { open: 'editor'; mode: 'create' }
  | { open: 'editor'; mode: 'edit'; themeId: string }
  | { open: 'delete'; themeId: string };

/**
 * The settings section for grouping goals (content spec §2 modals, §4 Grouping theme and Theme
 * editor): the theme in use, the grouping theme modal to switch, the editor to create, change
 * and delete custom themes. The board's category select and the profile's chart read the chosen
 * theme from the server, so they follow it on their next load.
 */
export function GoalThemesSection() {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const [data, setData] = useState<UserCategoryDataResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [view, setView] = useState<View>({ open: 'none' });
  const [pending, setPending] = useState(false);
  const [actionError, setActionError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setData(await loadGoalThemes());
    } catch (error) {
      setLoadError(detailOr(error, translate('settings.themes.loadFailed')));
    }
  }, []);

  useEffect(() => void load(), [load]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Runs one change, reloads the themes, and says what happened (or why it failed). */
  async function run(action: () => Promise<string>, failure: string, next: View) {
    setPending(true);
    setActionError(undefined);
    try {
      const message = await action();
      setData(await loadGoalThemes());
      setNotice(message);
      setView(next);
    } catch (error) {
      setActionError(detailOr(error, failure));
    } finally {
      setPending(false);
    }
  }

  function open(next: View) {
    setActionError(undefined);
    setView(next);
  }

  function save(mode: 'create' | 'edit', draft: ThemeDraft, themeId?: string) {
    const checked = themeBodyOf(mode, draft);
    if (!checked.ok) {
      setActionError(checked.message);
      return;
    }
    void run(
      async () => {
        if (mode === 'create') {
          await api.backlog.createCustomTheme(checked.body);
          return t('settings.themes.created', { name: checked.body.name.trim() });
        }
        await api.backlog.updateCustomTheme(themeId!, checked.body);
        return t('settings.themes.updated', { name: checked.body.name.trim() });
      },
      mode === 'create' ? t('settings.themes.createFailed') : t('settings.themes.updateFailed'),
      { open: 'picker' },
    );
  }

  if (loadError) {
    return (
      <Card>
        <Stack gap="md">
          <Heading level={2}>{t('settings.themes.heading')}</Heading>
          <Banner tone="danger">{translateKnown(loadError)}</Banner>
          <div>
            <Button variant="secondary" onClick={() => void load()}>
              {t('settings.tryAgain')}
            </Button>
          </div>
        </Stack>
      </Card>
    );
  }

  const shownActionError = actionError === undefined ? undefined : translateKnown(actionError);
  const flavors = data?.flavors.map(flavorChoice) ?? [];
  const customThemes = data?.custom_themes.map(customChoice) ?? [];
  const current = [...flavors, ...customThemes].find((theme) => theme.id === data?.current_flavor);
  const editing =
    view.open === 'editor' && view.mode === 'edit'
      ? data?.custom_themes.find((theme) => theme.theme_id === view.themeId)
      : undefined;
  const deleting =
    view.open === 'delete'
      ? data?.custom_themes.find((theme) => theme.theme_id === view.themeId)
      : undefined;

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading level={2} id={headingId}>
            {t('settings.themes.heading')}
          </Heading>
          <Text tone="muted">{t('settings.themes.text')}</Text>
          {notice ? <Banner tone="success">{translateKnown(notice)}</Banner> : null}
          {data === null ? (
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
            <Button disabled={data === null} onClick={() => open({ open: 'picker' })}>
              {t('settings.themes.change')}
            </Button>
          </div>
        </Stack>

        <GroupingThemeDialog
          open={view.open === 'picker'}
          onOpenChange={(next) => open(next ? { open: 'picker' } : { open: 'none' })}
          flavors={flavors}
          customThemes={customThemes}
          currentThemeId={data?.current_flavor ?? ''}
          loading={data === null}
          pending={pending}
          error={view.open === 'picker' ? shownActionError : undefined}
          onSwitch={(themeId) =>
            void run(
              async () => (await api.backlog.switchFlavor(themeId)).message,
              t('settings.themes.switchFailed'),
              { open: 'none' },
            )
          }
          onCreateTheme={() => open({ open: 'editor', mode: 'create' })}
          onEditTheme={(themeId) => open({ open: 'editor', mode: 'edit', themeId })}
        />

        <ThemeEditorDialog
          open={view.open === 'editor'}
          onOpenChange={(next) => (next ? undefined : open({ open: 'picker' }))}
          mode={view.open === 'editor' ? view.mode : 'create'}
          defaultValue={editing ? draftOf(editing) : undefined}
          pending={pending}
          error={view.open === 'editor' ? shownActionError : undefined}
          onSave={(draft) =>
            save(view.open === 'editor' ? view.mode : 'create', draft, editing?.theme_id)
          }
          onDelete={editing ? () => open({ open: 'delete', themeId: editing.theme_id }) : undefined}
        />

        <ConfirmDialog
          open={view.open === 'delete'}
          onOpenChange={(next) =>
            next || !deleting
              ? undefined
              : open({ open: 'editor', mode: 'edit', themeId: deleting.theme_id })
          }
          title={
            deleting
              ? t('settings.themes.deleteTitle', { name: deleting.name })
              : t('settings.themes.deleteUnnamedTitle')
          }
          description={t('settings.themes.deleteText')}
          confirmLabel={t('settings.themes.deleteConfirm')}
          pendingLabel={t('settings.themes.deleting')}
          pending={pending}
          error={view.open === 'delete' ? shownActionError : undefined}
          onConfirm={() =>
            deleting &&
            void run(
              async () => {
                await api.backlog.deleteCustomTheme(deleting.theme_id);
                return t('settings.themes.deleted', { name: deleting.name });
              },
              t('settings.themes.deleteFailed'),
              { open: 'picker' },
            )
          }
        />
      </section>
    </Card>
  );
}
