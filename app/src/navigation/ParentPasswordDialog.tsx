import { useState, type FormEvent } from 'react';
import type { FamilyAccount } from '@taskboard/contract';
import { Button, Dialog, PasswordField, Stack } from '@taskboard/ui';

export interface ParentPasswordDialogProps {
  /** The parent account being switched to; the dialog is open while it is set. */
  account: FamilyAccount | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks a child for the parent's password before switching to the parent account. */
export function ParentPasswordDialog({ account, onSubmit, onCancel }: ParentPasswordDialogProps) {
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(password);
    setPassword('');
  }

  return (
    <Dialog.Root
      open={account !== null}
      onOpenChange={(open) => {
        if (open) return;
        setPassword('');
        onCancel();
      }}
    >
      <Dialog.Content
        title={`Switch to ${account?.username ?? 'the parent account'}`}
        description="Switching to the parent account needs the parent's password."
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              label="Parent Password"
              name="parent_password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Stack direction="row" gap="sm" justify="end">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit">Switch Account</Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
