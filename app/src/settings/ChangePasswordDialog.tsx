import { changePasswordForm } from '@taskboard/contract';
import { Banner, Button, Dialog, PasswordField, Stack } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { useDialogForm } from './useDialogForm';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a change: the other sessions of the family have ended, this one stays. */
  onChanged: (message: string) => void;
}

/** The change-password modal (spec §5 Change password). */
export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const { errors, failure, pending, close, submit } = useDialogForm(
    changePasswordForm,
    onOpenChange,
    async ({ current_password, new_password }) => {
      const { message } = await api.settings.changePassword({ current_password, new_password });
      onChanged(message);
    },
    t('settings.password.failed'),
  );

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content
        title={t('settings.password.change')}
        description={t('settings.password.description')}
      >
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {failure ? <Banner tone="danger">{translateKnown(failure)}</Banner> : null}
            <PasswordField
              label={t('settings.password.current')}
              name="current_password"
              autoComplete="current-password"
              error={errors.current_password && translateKnown(errors.current_password)}
            />
            <PasswordField
              label={t('settings.password.new')}
              name="new_password"
              autoComplete="new-password"
              error={errors.new_password && translateKnown(errors.new_password)}
            />
            <PasswordField
              label={t('settings.password.confirm')}
              name="confirm_password"
              autoComplete="new-password"
              error={errors.confirm_password && translateKnown(errors.confirm_password)}
            />
            <Stack direction="row" gap="sm" justify="end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={pending}>
                  {t('settings.form.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" pending={pending}>
                {pending ? t('settings.password.changing') : t('settings.password.change')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
