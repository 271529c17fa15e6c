import { useState, type FormEvent, type ReactNode } from 'react';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { Banner } from '../Banner';
import { Button, type ButtonTone } from '../Button';
import * as Dialog from '../Dialog/Dialog';
import { PasswordField } from '../PasswordField';
import * as styles from './ConfirmDialog.css';
import { defineMessages } from '../../messages/defineMessages';

/** Every text of the dialog it brings itself, with English defaults. */
export type ConfirmDialogMessages = {
  cancel: string;
  /** The password field's label when none is given ('Password'). */
  password: string;
};

export const defaultConfirmDialogMessages: ConfirmDialogMessages = defineMessages('confirmDialog', {
  cancel: 'Cancel',
  password: 'Password',
});

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's words, naming the action ("Delete goal"). */
  confirmLabel: string;
  /** The confirm button's words while the action runs ("Deleting…"). */
  pendingLabel?: string;
  /** The confirm button's tone: danger (red) for an action that destroys something. */
  tone?: ButtonTone;
  /** Ask for the account password before the action can be confirmed. */
  requirePassword?: boolean;
  /** Which password, e.g. 'Parent Password'; 'Password' by default. */
  passwordLabel?: string;
  /** The action is running: the buttons are busy and the dialog stays open. */
  pending?: boolean;
  /** Why the last attempt failed; shown above the buttons. */
  error?: string;
  onConfirm: (password?: string) => void;
  messages?: Partial<ConfirmDialogMessages>;
};

/** Asks "are you sure?" before a destructive or important action, optionally with a password. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
  requirePassword = false,
  passwordLabel,
  pending = false,
  error,
  onConfirm,
  messages,
}: ConfirmDialogProps) {
  const text = useUiMessages('confirmDialog', defaultConfirmDialogMessages, messages);
  const [password, setPassword] = useState('');
  const blocked = pending || (requirePassword && password === '');

  function changeOpen(next: boolean) {
    // A running action cannot be walked away from half-way.
    if (pending) return;
    if (!next) setPassword('');
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked) return;
    onConfirm(requirePassword ? password : undefined);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Content
        title={title}
        description={description}
        hideClose
        role="alertdialog"
        data-tone={tone}
        aria-busy={pending || undefined}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          {requirePassword ? (
            <PasswordField
              label={passwordLabel ?? text.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={pending}
              required
            />
          ) : null}
          {error ? <Banner tone="danger">{error}</Banner> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => changeOpen(false)}
              // An action that destroys something starts on the way out, as alert dialogs do.
              {...(tone === 'danger' ? { 'data-autofocus': '' } : {})}
            >
              {text.cancel}
            </Button>
            <Button type="submit" tone={tone} pending={pending} disabled={blocked}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

// This component's texts in the library's registry of every text (messages/UiMessages.ts).
declare module '../../messages/UiMessages' {
  interface UiMessages {
    confirmDialog: ConfirmDialogMessages;
  }
}
