import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import * as Dialog from '../Dialog/Dialog';
import { PasswordField } from '../PasswordField';
import * as styles from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirm button's words, naming the action ("Delete goal"). */
  confirmLabel: string;
  /** The confirm button's words while the action runs ("Deleting…"). */
  pendingLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Ask for the account password before the action can be confirmed. */
  requirePassword?: boolean;
  passwordLabel?: string;
  /** The action is running: the buttons are busy and the dialog stays open. */
  pending?: boolean;
  /** Why the last attempt failed; shown above the buttons. */
  error?: string;
  onConfirm: (password?: string) => void;
};

/** Asks "are you sure?" before a destructive or important action, optionally with a password. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  requirePassword = false,
  passwordLabel = 'Password',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
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
              label={passwordLabel}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={pending}
              required
            />
          ) : null}
          {error ? <Banner tone="error">{error}</Banner> : null}
          <div className={styles.actions}>
            <Button variant="secondary" disabled={pending} onClick={() => changeOpen(false)}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={tone} loading={pending} disabled={blocked}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
