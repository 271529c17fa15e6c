import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as popoverStyles from '../../internal/popover.css';
import { useDensityClass } from '../Density/Density';
import * as styles from './Menu.css';

// Radix DropdownMenu with the theme's look (the account menu and the like): arrow keys,
// typeahead, Escape to close. Use as Menu.Root / Trigger / Content / Item / Separator / Label.

export type RootProps = RadixMenu.DropdownMenuProps;
/**
 * Non-modal by default: the page behind an open account menu stays readable, and the trigger is
 * never hidden from assistive technology while it keeps focus.
 */
export function Root({ modal = false, ...props }: RootProps) {
  return <RadixMenu.Root modal={modal} {...props} />;
}

/** Wraps the button that opens the menu; pass `asChild` around a Button or IconButton. */
export const Trigger = RadixMenu.Trigger;

export type ContentProps = ComponentPropsWithRef<typeof RadixMenu.Content>;
export function Content({ className, sideOffset = 6, align = 'end', ...props }: ContentProps) {
  const density = useDensityClass();
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cx(density, popoverStyles.popover, className)}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

export const menuItemTones = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export type ItemProps = ComponentPropsWithRef<typeof RadixMenu.Item> & {
  /** Red (danger), for actions like "Log out" or "Delete account". */
  tone?: MenuItemTone;
};
export function Item({ className, tone = 'neutral', ...props }: ItemProps) {
  return (
    <RadixMenu.Item
      data-tone={tone}
      className={cx(popoverStyles.item, tone === 'danger' && styles.danger, className)}
      {...props}
    />
  );
}

export type SeparatorProps = ComponentPropsWithRef<typeof RadixMenu.Separator>;
export function Separator({ className, ...props }: SeparatorProps) {
  return <RadixMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

export type LabelProps = ComponentPropsWithRef<typeof RadixMenu.Label>;
export function Label({ className, ...props }: LabelProps) {
  return <RadixMenu.Label className={cx(styles.label, className)} {...props} />;
}

export const Group = RadixMenu.Group;
