import { useState, type FormEvent } from 'react';
import type { FamilyAccount } from '@taskboard/contract';
import { Button, Dialog, PasswordField, Stack, TextField } from '@taskboard/ui';
import { useT } from '../i18n/useT';

export interface ParentPasswordDialogProps {
  /** The parent account being switched to; the dialog is open while it is set. */
  account: Pick<FamilyAccount, 'username'> | null;
  /** `code`: the parent's authenticator code, empty when none was typed. */
  onSubmit: (password: string, code: string) => void;
  onCancel: () => void;
}

/**
 * Asks a child for the parent's password before switching to the parent account. Whether it is
 * open, and what happens on submit or cancel, is the switch machine's; only the typed values
 * live here.
 */
export function ParentPasswordDialog({ account, onSubmit, onCancel }: ParentPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const t = useT();

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
        title={
          account
            ? t('navigation.parentPassword.title', { username: account.username })
            : t('navigation.parentPassword.titleUnnamed')
        }
        description={t('navigation.parentPassword.description')}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordField
              label={t('navigation.parentPassword.password')}
              name="parent_password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={t('navigation.parentPassword.code')}
              hint={t('navigation.parentPassword.codeHint')}
              name="two_factor_code"
              autoComplete="one-time-code"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Stack direction="row" gap="sm" justify="end">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('navigation.parentPassword.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit">{t('navigation.parentPassword.submit')}</Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
