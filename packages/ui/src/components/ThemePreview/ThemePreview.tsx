import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { CheckIcon } from '../../internal/icons';
import * as styles from './ThemePreview.css';

export type ThemeCategory = { name: string; icon?: string | null };

/** A preview shows at most this many category icons (content spec §4). */
export const themePreviewIconLimit = 8;

export type ThemePreviewProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onSelect'> & {
  name: string;
  description?: string | null;
  categories: readonly ThemeCategory[];
  selected?: boolean;
  onSelect?: () => void;
};

/** A goals grouping theme (a flavor or a custom theme) to pick, with up to 8 category icons. */
export function ThemePreview({
  name,
  description,
  categories,
  selected = false,
  onSelect,
  className,
  ...props
}: ThemePreviewProps) {
  const shown = categories.slice(0, themePreviewIconLimit);
  const hidden = categories.length - shown.length;
  return (
    <button
      type="button"
      aria-pressed={selected}
      data-state={selected ? 'selected' : 'idle'}
      className={cx(styles.root, className)}
      onClick={onSelect}
      {...props}
    >
      <span className={styles.header}>
        <span className={styles.name}>{name}</span>
        <span className={styles.check} aria-hidden="true">
          <CheckIcon />
        </span>
      </span>
      {description ? <span className={styles.description}>{description}</span> : null}
      <span className={styles.icons}>
        {shown.map((category, index) => (
          <span key={`${category.name}-${index}`} className={styles.icon} title={category.name}>
            <span aria-hidden="true">{category.icon || '📝'}</span>
          </span>
        ))}
        {hidden > 0 ? <span className={styles.more}>+{hidden} more</span> : null}
      </span>
      <span className={styles.description}>
        {categories.length} {categories.length === 1 ? 'category' : 'categories'}
      </span>
    </button>
  );
}
