import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { CheckIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { isCategoryColor } from '../../theme/categoryColors';
import * as styles from './ThemePreview.css';
import { defineMessages } from '../../messages/defineMessages';
import { icu } from '../../messages/icu';

export type ThemeCategory = {
  name: string;
  icon?: string | null;
  /** One of the ten category colours; the icon sits on that colour's fill. */
  color?: string | null;
};

/** A preview shows at most this many category icons (content spec §4). */
export const themePreviewIconLimit = 8;

export type ThemePreviewProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onSelect'> & {
  name: string;
  description?: string | null;
  categories: readonly ThemeCategory[];
  selected?: boolean;
  onSelect?: () => void;
  /** False draws the same card as a plain picture (the theme editor's live preview). */
  interactive?: boolean;
  messages?: Partial<ThemePreviewMessages>;
};

/** Every text of the preview, with English defaults. */
export type ThemePreviewMessages = {
  /** The count under the icons. */
  count: (count: number) => string;
  /** What stands for the icons past the eighth ('+2 more'). */
  more: (hidden: number) => string;
};

export const defaultThemePreviewMessages: ThemePreviewMessages = defineMessages('themePreview', {
  count: icu('{count, plural, one {# category} other {# categories}}', (count: number) => ({
    count,
  })),
  more: icu('+{hidden} more', (hidden: number) => ({ hidden })),
});

/** A goals grouping theme (a flavor or a custom theme) to pick, with up to 8 category icons. */
export function ThemePreview({
  name,
  description,
  categories,
  selected = false,
  onSelect,
  interactive = true,
  messages,
  className,
  ...props
}: ThemePreviewProps) {
  const text = useUiMessages('themePreview', defaultThemePreviewMessages, messages);
  const shown = categories.slice(0, themePreviewIconLimit);
  const hidden = categories.length - shown.length;
  const body = (
    <>
      <span className={styles.header}>
        <span className={styles.name}>{name}</span>
        <span className={styles.check} aria-hidden="true">
          <CheckIcon />
        </span>
      </span>
      {description ? <span className={styles.description}>{description}</span> : null}
      <span className={styles.icons}>
        {shown.map((category, index) => (
          <span
            key={`${category.name}-${index}`}
            className={cx(
              styles.icon,
              isCategoryColor(category.color) ? styles.iconColor[category.color] : undefined,
            )}
            data-color={category.color ?? undefined}
            title={category.name}
          >
            <span aria-hidden="true">{category.icon || '📝'}</span>
          </span>
        ))}
        {hidden > 0 ? <span className={styles.more}>{text.more(hidden)}</span> : null}
      </span>
      <span className={styles.description}>{text.count(categories.length)}</span>
    </>
  );
  if (!interactive) {
    return (
      <div data-state="idle" className={cx(styles.root, styles.still, className)}>
        {body}
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-state={selected ? 'selected' : 'idle'}
      className={cx(styles.root, className)}
      onClick={onSelect}
      {...props}
    >
      {body}
    </button>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    themePreview: ThemePreviewMessages;
  }
}
