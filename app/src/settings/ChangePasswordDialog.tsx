import { changePasswordForm } from '@taskboard/contract';
import { Banner, Button, Dialog, PasswordField, Stack } from '@taskboard/ui';
import { api } from '../api';
import { useDialogForm } from './useDialogForm';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a change: the other sessions of the family have ended, this one stays. */
  onChanged: (message: string) => void;
}

/** The change-password modal (spec §5 Change password). */
export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  const { errors, failure, busy, close, submit } = useDialogForm(
    changePasswordForm,
    onOpenChange,
    async ({ current_password, new_password }) => {
      const { message } = await api.settings.changePassword({ current_password, new_password });
      onChanged(message);
    },
    'Failed to change password',
  );

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title="Change Password"
        description="Your other devices, and your children's, will need to log in again."
      >
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {failure ? <Banner tone="danger">{failure}</Banner> : null}
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
              <Button type="submit" pending={busy}>
                {busy ? 'Changing...' : 'Change Password'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
