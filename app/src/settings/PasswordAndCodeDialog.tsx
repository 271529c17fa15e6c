import {
  twoFactorPasswordAndCodeBody,
  type TwoFactorPasswordAndCodeBody,
} from '@taskboard/contract';
import {
  Banner,
  Button,
  Dialog,
  PasswordField,
  Stack,
  TextField,
  type ButtonTone,
} from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { useDialogForm } from './useDialogForm';

export interface PasswordAndCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  /** What the action tries when it fails without a message of the server's. */
  fallbackError: string;
  tone?: ButtonTone;
  /** Sends the password and code; resolves when the action is done. */
  onSubmit: (body: TwoFactorPasswordAndCodeBody) => Promise<void>;
}

/** The password and a current code (or a recovery code): what changing two-factor sign-in asks. */
export function PasswordAndCodeDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  busyLabel,
  fallbackError,
  tone = 'neutral',
  onSubmit,
}: PasswordAndCodeDialogProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const { errors, failure, busy, close, submit } = useDialogForm(
    twoFactorPasswordAndCodeBody,
    onOpenChange,
    onSubmit,
    fallbackError,
  );

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content title={title} description={description}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {failure ? <Banner tone="danger">{translateKnown(failure)}</Banner> : null}
            <PasswordField
              label={t('settings.twoFactor.password')}
              name="password"
              autoComplete="current-password"
              error={errors.password && translateKnown(errors.password)}
            />
            <TextField
              label={t('settings.twoFactor.code')}
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
              error={errors.code && translateKnown(errors.code)}
            />
            <Stack direction="row" gap="sm" justify="end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={busy}>
                  {t('settings.form.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" tone={tone} pending={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
