import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { CloseIcon } from '../../internal/icons';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { useDensityClass } from '../Density/Density';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';
import { defineMessages } from '../../messages/defineMessages';

// Radix Dialog with the theme's look. Radix traps focus, closes on Escape and returns focus to
// the trigger. Use as Dialog.Root / Dialog.Trigger / Dialog.Content / Dialog.Close.

export const Root = RadixDialog.Root;
export type RootProps = RadixDialog.DialogProps;

/** Wraps the control that opens the dialog; pass `asChild` to keep that control's element. */
export const Trigger = RadixDialog.Trigger;

/** Closes the dialog; pass `asChild` around a Button. */
export const Close = RadixDialog.Close;

/** The dialog's own words, with English defaults. */
export type DialogMessages = {
  /** The corner close button's name. */
  close: string;
};

export const defaultDialogMessages: DialogMessages = defineMessages('dialog', {
  close: 'Close',
});

export type ContentProps = Omit<ComponentPropsWithRef<typeof RadixDialog.Content>, 'title'> & {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** One sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  /** Hide the corner close button when the dialog offers its own way out. */
  hideClose?: boolean;
  messages?: Partial<DialogMessages>;
};

/** The modal panel: overlay, title, optional description, a close button and your content. */
/** Where typing begins: the first field that takes text or a choice. */
const firstFieldSelector = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[role="combobox"]:not([disabled])',
].join(', ');

/**
 * The WAI-ARIA dialog pattern's first focus: an element marked `data-autofocus` (a destructive
 * confirmation marks its Cancel), else the first field, else the primary action (the last
 * button of the dialog's own, where this library puts it) — never the corner Close.
 */
function initialFocusOf(content: HTMLElement): HTMLElement | null {
  const chosen =
    content.querySelector<HTMLElement>('[data-autofocus]') ??
    content.querySelector<HTMLElement>(firstFieldSelector);
  if (chosen) return chosen;
  const actions = [...content.querySelectorAll<HTMLElement>('button:not([disabled])')].filter(
    (button) => !button.closest('[data-dialog-header]'),
  );
  return actions.at(-1) ?? null;
}

export function Content({
  title,
  description,
  hideClose = false,
  messages,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: ContentProps) {
  const text = useUiMessages('dialog', defaultDialogMessages, messages);
  const density = useDensityClass();
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cx(density, styles.content, className)}
        // Without a description Radix must be told there is none, or it warns.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = initialFocusOf(event.currentTarget as HTMLElement);
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        <div className={styles.header} data-dialog-header="">
          <div className={styles.titles}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <RadixDialog.Close asChild>
              <IconButton label={text.close} className={styles.close}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          )}
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    dialog: DialogMessages;
  }
}
