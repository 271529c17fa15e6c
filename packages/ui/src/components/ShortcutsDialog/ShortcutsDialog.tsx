import { Fragment, type ReactNode } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import * as Dialog from '../Dialog/Dialog';
import * as styles from './ShortcutsDialog.css';
import { defineMessages } from '../../messages/defineMessages';

export type Shortcut = {
  /** The keys pressed one after the other, e.g. ['g', 'b']; one key for a single press. */
  keys: readonly string[];
  /** What the shortcut does, in a few words ("Go to the task board"). */
  description: string;
};

/** Every text of the dialog, with English defaults (its close button's comes from Dialog). */
export type ShortcutsDialogMessages = {
  title: string;
  /** The word between the keys of a sequence ("g then b"). */
  then: string;
};

export const defaultShortcutsDialogMessages: ShortcutsDialogMessages = defineMessages(
  'shortcutsDialog',
  {
    title: 'Keyboard shortcuts',
    then: 'then',
  },
);

export type ShortcutsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortcuts: readonly Shortcut[];
  /** One sentence under the title. */
  description?: ReactNode;
  messages?: Partial<ShortcutsDialogMessages>;
};

/**
 * The list of keyboard shortcuts, each as its keys and what it does. A Radix dialog: focus stays
 * inside, Escape closes it and focus returns to where it was.
 */
export function ShortcutsDialog({
  open,
  onOpenChange,
  shortcuts,
  description,
  messages,
}: ShortcutsDialogProps) {
  const text = useUiMessages('shortcutsDialog', defaultShortcutsDialogMessages, messages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={text.title} description={description}>
        <dl className={styles.list}>
          {shortcuts.map((shortcut) => (
            <div key={shortcut.keys.join(' ')} className={styles.row}>
              <dt className={styles.keys}>
                {shortcut.keys.map((key, index) => (
                  <Fragment key={index}>
                    {/* Spaces around "then", so the keys read as words; the flex gap draws them. */}
                    {index > 0 ? (
                      <>
                        {' '}
                        <span className={styles.then}>{text.then}</span>{' '}
                      </>
                    ) : null}
                    <kbd className={styles.key}>{key}</kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className={styles.description}>{shortcut.description}</dd>
            </div>
          ))}
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    shortcutsDialog: ShortcutsDialogMessages;
  }
}
