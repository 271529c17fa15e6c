import { useState, type FormEvent } from 'react';
import { CloseIcon, PlusIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { CategoryColorPicker } from '../CategoryColorPicker';
import * as Dialog from '../Dialog/Dialog';
import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { ThemePreview } from '../ThemePreview';
import * as styles from './ThemeEditorDialog.css';
import { themeBadgeKinds, type ThemeBadgeKind } from './themeBadgeKinds';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export { themeBadgeKinds, type ThemeBadgeKind } from './themeBadgeKinds';

/** The select's value for "no badge" (a Radix select value cannot be empty). */
const NO_BADGE = 'NONE';

export type ThemeDraftCategory = {
  /** The category's id when it already exists; kept so its goals stay in it. */
  id?: number;
  name: string;
  icon: string;
  color: CategoryColor;
  description: string;
  badgeKind: ThemeBadgeKind | null;
};

export type ThemeDraft = {
  name: string;
  description: string;
  categories: ThemeDraftCategory[];
};

export const themeEditorModes = ['create', 'edit'] as const;
export type ThemeEditorMode = (typeof themeEditorModes)[number];

/** Emoji a child recognises without reading; the first is the default (a note, spec §3). */
export const defaultCategoryIcons = [
  '📝',
  '📚',
  '🧹',
  '🍎',
  '🎨',
  '⚽',
  '🎵',
  '🌳',
  '🛁',
  '💛',
  '🐶',
  '🚀',
  '⭐',
  '🧩',
  '🔬',
  '✏️',
  '🏊',
  '🚲',
  '🌻',
  '🍳',
  '🤝',
  '🎮',
  '🦄',
  '🏰',
] as const;

/** Every text of the editor, with English defaults (colour names come from CategoryColorPicker). */
export type ThemeEditorDialogMessages = {
  createTitle: string;
  editTitle: string;
  description: string;
  nameLabel: string;
  descriptionLabel: string;
  categoriesLegend: string;
  /** A category's heading, given its place in the list. */
  categoryHeading: (position: number) => string;
  categoryNameLabel: string;
  iconLabel: string;
  colorLabel: string;
  categoryDescriptionLabel: string;
  badgeKindLabel: string;
  /** The select's choices: each badge's name, and `NONE` for no badge. */
  badgeKinds: Record<ThemeBadgeKind | typeof NO_BADGE, string>;
  /** Under the select, given the chosen badge's name. */
  badgeKindHint: (badge: string) => string;
  /** Under the select while no badge is chosen. */
  noBadgeKindHint: string;
  addCategory: string;
  removeCategory: (position: number) => string;
  previewHeading: string;
  /** The preview's name while the theme has none. */
  untitled: string;
  create: string;
  save: string;
  saving: string;
  cancel: string;
  delete: string;
};

export const defaultThemeEditorDialogMessages: ThemeEditorDialogMessages = defineMessages(
  'themeEditorDialog',
  {
    createTitle: 'Create Custom Theme',
    editTitle: 'Edit Custom Theme',
    description: 'Name your own categories for grouping goals, each with an icon and a colour.',
    nameLabel: 'Theme name',
    descriptionLabel: 'Theme description',
    categoriesLegend: 'Categories',
    categoryHeading: icu('Category {position}', (position: number) => ({
      position,
    })),
    categoryNameLabel: 'Category name',
    iconLabel: 'Icon',
    colorLabel: 'Colour',
    categoryDescriptionLabel: 'Category description (optional)',
    badgeKindLabel: 'Counts towards badge',
    badgeKinds: {
      NONE: 'No badge',
      HELPER: 'Helper',
      LEARNER: 'Learner',
      CREATIVE_THINKER: 'Creative Thinker',
    },
    badgeKindHint: icu('Tasks here count towards the {badge} badge', (badge: string) => ({
      badge,
    })),
    noBadgeKindHint: 'Tasks here count towards the badges for all tasks only',
    addCategory: 'Add category',
    removeCategory: icu('Remove category {position}', (position: number) => ({
      position,
    })),
    previewHeading: 'Preview',
    untitled: 'Untitled theme',
    create: 'Create Theme',
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    delete: 'Delete Theme',
  },
);

export type ThemeEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ThemeEditorMode;
  /** The theme to edit; a new theme starts with one empty category. Read when the dialog opens. */
  defaultValue?: ThemeDraft;
  /** Called with the draft as typed; checking it and saving it is the caller's. */
  onSave: (draft: ThemeDraft) => void;
  /** Edit mode: the Delete button asks the caller to confirm and delete the theme. */
  onDelete?: () => void;
  /** The save runs: fields and buttons wait, the dialog stays open. */
  pending?: boolean;
  /** Why the last save failed; shown above the buttons. */
  error?: string;
  iconChoices?: readonly string[];
  /** The most categories a theme may have; Add category stops there. */
  maxCategories?: number;
  messages?: Partial<ThemeEditorDialogMessages>;
};

const blankCategory = (icon: string): ThemeDraftCategory => ({
  name: '',
  icon,
  color: categoryColors[0],
  description: '',
  badgeKind: null,
});

const isBadgeKind = (value: string): value is ThemeBadgeKind =>
  (themeBadgeKinds as readonly string[]).includes(value);

/** The custom theme editor (content spec §4): create or edit, with a live preview. */
export function ThemeEditorDialog({
  open,
  onOpenChange,
  mode,
  defaultValue,
  onSave,
  onDelete,
  pending = false,
  error,
  iconChoices = defaultCategoryIcons,
  maxCategories = 12,
  messages: overrides,
}: ThemeEditorDialogProps) {
  const m = useUiMessages('themeEditorDialog', defaultThemeEditorDialogMessages, overrides);
  return (
    <Dialog.Root
      open={open}
      // A running save cannot be walked away from half-way.
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
    >
      <Dialog.Content
        title={mode === 'create' ? m.createTitle : m.editTitle}
        description={m.description}
        className={styles.content}
        aria-busy={pending || undefined}
        data-mode={mode}
      >
        {/* Content mounts on every open, so the draft starts from defaultValue each time. */}
        <EditorForm
          mode={mode}
          defaultValue={defaultValue}
          onSave={onSave}
          onDelete={onDelete}
          onCancel={() => onOpenChange(false)}
          pending={pending}
          error={error}
          iconChoices={iconChoices}
          maxCategories={maxCategories}
          m={m}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function EditorForm({
  mode,
  defaultValue,
  onSave,
  onDelete,
  onCancel,
  pending,
  error,
  iconChoices,
  maxCategories,
  m,
}: Required<Pick<ThemeEditorDialogProps, 'mode' | 'onSave' | 'iconChoices' | 'maxCategories'>> &
  Pick<ThemeEditorDialogProps, 'defaultValue' | 'onDelete' | 'error'> & {
    onCancel: () => void;
    pending: boolean;
    m: ThemeEditorDialogMessages;
  }) {
  const firstIcon = iconChoices[0] ?? '📝';
  const [draft, setDraft] = useState<ThemeDraft>(
    () => defaultValue ?? { name: '', description: '', categories: [blankCategory(firstIcon)] },
  );

  const setCategory = (index: number, change: Partial<ThemeDraftCategory>) =>
    setDraft((d) => ({
      ...d,
      categories: d.categories.map((c, i) => (i === index ? { ...c, ...change } : c)),
    }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSave(draft);
  }

  // An icon the theme already has stays choosable even when it is not in the list.
  const badgeKindOptions = ([NO_BADGE, ...themeBadgeKinds] as const).map((kind) => ({
    value: kind,
    label: m.badgeKinds[kind],
  }));

  const iconOptions = (current: string) =>
    [...new Set([current, ...iconChoices])].filter(Boolean).map((icon) => ({
      value: icon,
      label: icon,
    }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={m.nameLabel}
        value={draft.name}
        onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
        disabled={pending}
        required
        autoComplete="off"
      />
      <TextField
        label={m.descriptionLabel}
        value={draft.description}
        onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
        disabled={pending}
        required
        autoComplete="off"
      />

      <fieldset className={styles.categories} disabled={pending}>
        <legend className={styles.legend}>{m.categoriesLegend}</legend>
        {draft.categories.map((category, index) => {
          const position = index + 1;
          return (
            <div
              key={category.id ?? `new-${index}`}
              role="group"
              aria-label={m.categoryHeading(position)}
              className={styles.category}
            >
              <div className={styles.categoryHeader}>
                <span aria-hidden="true">{m.categoryHeading(position)}</span>
                <IconButton
                  label={m.removeCategory(position)}
                  size="sm"
                  disabled={pending || draft.categories.length === 1}
                  onClick={() =>
                    setDraft((d) => ({
                      ...d,
                      categories: d.categories.filter((_, i) => i !== index),
                    }))
                  }
                >
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.pair}>
                <TextField
                  label={m.categoryNameLabel}
                  value={category.name}
                  onChange={(event) => setCategory(index, { name: event.target.value })}
                  required
                  autoComplete="off"
                />
                <Select
                  label={m.iconLabel}
                  options={iconOptions(category.icon)}
                  value={category.icon}
                  onValueChange={(icon) => setCategory(index, { icon })}
                  disabled={pending}
                />
              </div>
              <CategoryColorPicker
                label={m.colorLabel}
                value={category.color}
                onValueChange={(color) => setCategory(index, { color })}
                disabled={pending}
              />
              <TextField
                label={m.categoryDescriptionLabel}
                value={category.description}
                onChange={(event) => setCategory(index, { description: event.target.value })}
                autoComplete="off"
              />
              <Select
                label={m.badgeKindLabel}
                options={badgeKindOptions}
                value={category.badgeKind ?? NO_BADGE}
                onValueChange={(kind) =>
                  setCategory(index, { badgeKind: isBadgeKind(kind) ? kind : null })
                }
                hint={
                  category.badgeKind
                    ? m.badgeKindHint(m.badgeKinds[category.badgeKind])
                    : m.noBadgeKindHint
                }
                disabled={pending}
              />
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            disabled={pending || draft.categories.length >= maxCategories}
            onClick={() =>
              setDraft((d) => ({ ...d, categories: [...d.categories, blankCategory(firstIcon)] }))
            }
          >
            <PlusIcon /> {m.addCategory}
          </Button>
        </div>
      </fieldset>

      <section aria-label={m.previewHeading}>
        <h3 className={styles.previewHeading}>{m.previewHeading}</h3>
        <ThemePreview
          interactive={false}
          name={draft.name.trim() || m.untitled}
          description={draft.description}
          categories={draft.categories.map((c) => ({ name: c.name, icon: c.icon, color: c.color }))}
        />
      </section>

      {error ? <Banner tone="danger">{error}</Banner> : null}
      <div className={styles.actions}>
        {mode === 'edit' && onDelete ? (
          <Button
            tone="danger"
            className={styles.deleteAction}
            disabled={pending}
            onClick={onDelete}
          >
            {m.delete}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button type="submit" pending={pending}>
          {pending ? m.saving : mode === 'create' ? m.create : m.save}
        </Button>
      </div>
    </form>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    themeEditorDialog: ThemeEditorDialogMessages;
  }
}
