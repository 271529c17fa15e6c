import { useState, type FormEvent } from 'react';
import { changePasswordForm, failureMessage } from '@taskboard/contract';
import { Banner, Button, Dialog, PasswordField, Stack } from '@taskboard/ui';
import { api } from '../api';
import { fieldErrors, type FieldErrors } from '../forms';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a change: the other sessions of the family have ended, this one stays. */
  onChanged: (message: string) => void;
}

/** The change-password modal (spec §5 Change password). */
export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = changePasswordForm.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const { message } = await api.settings.changePassword({
        current_password: parsed.data.current_password,
        new_password: parsed.data.new_password,
      });
      close(false);
      onChanged(message);
    } catch (error) {
      setFailure(failureMessage(error, 'Failed to change password'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title="Change Password"
        description="Your other devices, and your children's, will need to log in again."
      >
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {failure ? <Banner tone="error">{failure}</Banner> : null}
            <PasswordField
              label="Current Password"
              name="current_password"
              autoComplete="current-password"
              error={errors.current_password}
            />
            <PasswordField
              label="New Password"
              name="new_password"
              autoComplete="new-password"
              error={errors.new_password}
            />
            <PasswordField
              label="Confirm New Password"
              name="confirm_password"
              autoComplete="new-password"
              error={errors.confirm_password}
            />
            <Stack direction="row" gap="sm" justify="end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>
                {busy ? 'Changing...' : 'Change Password'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
