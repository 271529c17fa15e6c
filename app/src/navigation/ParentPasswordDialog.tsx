import { useState, type FormEvent } from 'react';
import type { FamilyAccount } from '@taskboard/contract';
import { Button, Dialog, PasswordField, Stack, TextField } from '@taskboard/ui';

export interface ParentPasswordDialogProps {
  /** The parent account being switched to; the dialog is open while it is set. */
  account: FamilyAccount | null;
  /** `code`: the parent's authenticator code, empty when none was typed. */
  onSubmit: (password: string, code: string) => void;
  onCancel: () => void;
}

/** Asks a child for the parent's password before switching to the parent account. */
export function ParentPasswordDialog({ account, onSubmit, onCancel }: ParentPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(password, code);
    setPassword('');
    setCode('');
  }

  return (
    <Dialog.Root
      open={account !== null}
      onOpenChange={(open) => {
        if (open) return;
        setPassword('');
        setCode('');
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
            <TextField
              label="Authenticator code"
              hint="Only if the parent account has two-factor sign-in on: the code from its app, or a recovery code."
              name="two_factor_code"
              autoComplete="one-time-code"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
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
