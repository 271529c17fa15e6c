import { useId, useState } from 'react';
import { PlusIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Banner } from '../Banner';
import { Button } from '../Button';
import * as Dialog from '../Dialog/Dialog';
import { Skeleton } from '../Skeleton';
import { ThemePreview, type ThemeCategory } from '../ThemePreview';
import * as styles from './GroupingThemeDialog.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

/** A built-in flavor or a custom theme, as the dialog shows it. */
export type ThemeChoice = {
  id: string;
  name: string;
  description?: string | null;
  categories: readonly ThemeCategory[];
};

/** Every text of the dialog, with English defaults (its close button's comes from Dialog). */
export type GroupingThemeDialogMessages = {
  title: string;
  description: string;
  builtInHeading: string;
  customHeading: string;
  noCustomThemes: string;
  createTheme: string;
  /** An edit button's accessible name, given the theme's name. */
  editTheme: (name: string) => string;
  edit: string;
  resetWarning: string;
  switchTheme: string;
  switching: string;
  cancel: string;
  loading: string;
};

export const defaultGroupingThemeDialogMessages: GroupingThemeDialogMessages = defineMessages(
  'groupingThemeDialog',
  {
    title: 'Choose Goals Grouping Theme',
    description: 'Pick the set of categories your goals are sorted into.',
    builtInHeading: 'Flavors',
    customHeading: 'Your Custom Themes',
    noCustomThemes: 'No custom themes yet. Make one with your own categories.',
    createTheme: 'Create Custom Theme',
    editTheme: icu('Edit {name}', (name: string) => ({ name })),
    edit: 'Edit',
    resetWarning:
      'Switching takes every goal out of its category: you can give them new ones on the board.',
    switchTheme: 'Use This Theme',
    switching: 'Switching...',
    cancel: 'Cancel',
    loading: 'Loading themes...',
  },
);

export type GroupingThemeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The built-in flavors. */
  flavors: readonly ThemeChoice[];
  /** The user's own themes. */
  customThemes: readonly ThemeChoice[];
  /** The theme the goals are grouped by now; chosen when the dialog opens. */
  currentThemeId: string;
  /** The user confirmed another theme. */
  onSwitch: (themeId: string) => void;
  onCreateTheme: () => void;
  onEditTheme: (themeId: string) => void;
  /** Themes are still loading: placeholders instead of cards. */
  loading?: boolean;
  /** The switch runs: buttons wait, the dialog stays open. */
  pending?: boolean;
  /** Why the last switch failed. */
  error?: string;
  messages?: Partial<GroupingThemeDialogMessages>;
};

/** The goals grouping theme modal (content spec §2, §4): flavors and custom themes to pick from. */
export function GroupingThemeDialog({ open, onOpenChange, ...props }: GroupingThemeDialogProps) {
  const m = useUiMessages(
    'groupingThemeDialog',
    defaultGroupingThemeDialogMessages,
    props.messages,
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (props.pending ? undefined : onOpenChange(next))}
    >
      <Dialog.Content
        title={m.title}
        description={m.description}
        className={styles.content}
        aria-busy={props.pending || props.loading || undefined}
      >
        {/* Mounted on every open, so the choice starts at the theme in use. */}
        <Choices {...props} m={m} onCancel={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Choices({
  flavors,
  customThemes,
  currentThemeId,
  onSwitch,
  onCreateTheme,
  onEditTheme,
  loading = false,
  pending = false,
  error,
  onCancel,
  m,
}: Omit<GroupingThemeDialogProps, 'open' | 'onOpenChange' | 'messages'> & {
  onCancel: () => void;
  m: GroupingThemeDialogMessages;
}) {
  const [chosen, setChosen] = useState(currentThemeId);
  const id = useId();
  const changed = chosen !== currentThemeId;

  const card = (theme: ThemeChoice) => (
    <ThemePreview
      name={theme.name}
      description={theme.description}
      categories={theme.categories}
      selected={chosen === theme.id}
      disabled={pending}
      onSelect={() => setChosen(theme.id)}
    />
  );

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-flavors`}>
        <h3 id={`${id}-flavors`} className={styles.heading}>
          {m.builtInHeading}
        </h3>
        {loading ? (
          <div className={styles.grid} aria-label={m.loading} role="status">
            <Skeleton height="9rem" />
            <Skeleton height="9rem" />
          </div>
        ) : (
          <ul className={styles.grid}>
            {flavors.map((theme) => (
              <li key={theme.id}>{card(theme)}</li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-custom`}>
        <h3 id={`${id}-custom`} className={styles.heading}>
          {m.customHeading}
        </h3>
        {!loading && customThemes.length === 0 ? (
          <p className={styles.empty}>{m.noCustomThemes}</p>
        ) : null}
        {customThemes.length > 0 ? (
          <ul className={styles.grid}>
            {customThemes.map((theme) => (
              <li key={theme.id} className={styles.item}>
                {card(theme)}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={m.editTheme(theme.name)}
                  disabled={pending}
                  onClick={() => onEditTheme(theme.id)}
                >
                  {m.edit}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" disabled={pending || loading} onClick={onCreateTheme}>
            <PlusIcon /> {m.createTheme}
          </Button>
        </div>
      </section>

      {changed ? <Banner tone="warning">{m.resetWarning}</Banner> : null}
      {error ? <Banner tone="danger">{error}</Banner> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button pending={pending} disabled={!changed || loading} onClick={() => onSwitch(chosen)}>
          {pending ? m.switching : m.switchTheme}
        </Button>
      </div>
    </>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    groupingThemeDialog: GroupingThemeDialogMessages;
  }
}
