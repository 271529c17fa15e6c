import { useState, type FormEvent } from 'react';
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
import { fieldErrors, type FieldErrors } from '../forms';
import { useTranslateKnown, type Shown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { useDialogForm } from './useDialogForm';

export interface PasswordAndCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /** What the action tries when it fails without a message of the server's. */
  fallbackError: string;
  tone?: ButtonTone;
  /**
   * Sends the password and code; resolves when the action is done. When `pending` is given, it
   * only hands the checked fields over and the caller runs the call.
   */
  onSubmit: (body: TwoFactorPasswordAndCodeBody) => Promise<void> | void;
  /**
   * Given when the caller runs the call itself (a machine): the dialog shows it under way as
   * told, and closes only when `open` says so.
   */
  pending?: boolean;
  /**
   * With `pending`: the last try failed, with the server's message (by its id, or its words) or
   * else `fallbackError`.
   */
  failure?: { serverMessage: Shown | null } | null;
}

/** The password and a current code (or a recovery code): what changing two-factor sign-in asks. */
export function PasswordAndCodeDialog(props: PasswordAndCodeDialogProps) {
  return props.pending === undefined ? (
    <SelfSendingDialog {...props} />
  ) : (
    <CallerSendingDialog {...props} pending={props.pending} />
  );
}

/** Sends with `onSubmit` and keeps its own pending and failure, closing when it succeeds. */
function SelfSendingDialog({
  onOpenChange,
  onSubmit,
  fallbackError,
  pending: _pending,
  failure: _failure,
  ...view
}: PasswordAndCodeDialogProps) {
  const { errors, failure, pending, close, submit } = useDialogForm(
    twoFactorPasswordAndCodeBody,
    onOpenChange,
    async (body) => {
      await onSubmit(body);
    },
    fallbackError,
  );
  return (
    <PasswordAndCodeForm
      {...view}
      onOpenChange={close}
      errors={errors}
      failure={failure}
      pending={pending}
      onSubmit={submit}
    />
  );
}

/** The caller (a machine) runs the call: only the fields' check is the dialog's own. */
function CallerSendingDialog({
  onOpenChange,
  onSubmit,
  fallbackError,
  pending,
  failure,
  ...view
}: PasswordAndCodeDialogProps & { pending: boolean }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <PasswordAndCodeForm
      {...view}
      onOpenChange={(next) => {
        if (!next) setErrors({});
        onOpenChange(next);
      }}
      errors={errors}
      failure={failure ? (failure.serverMessage ?? fallbackError) : null}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = twoFactorPasswordAndCodeBody.safeParse(
          Object.fromEntries(new FormData(event.currentTarget)),
        );
        setErrors(parsed.success ? {} : fieldErrors(parsed.error));
        if (parsed.success) void onSubmit(parsed.data);
      }}
    />
  );
}

interface PasswordAndCodeFormProps extends Pick<
  PasswordAndCodeDialogProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'submitLabel' | 'pendingLabel' | 'tone'
> {
  errors: FieldErrors;
  failure: Shown | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
}

function PasswordAndCodeForm({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pendingLabel,
  tone = 'neutral',
  errors,
  failure,
  pending,
  onSubmit,
}: PasswordAndCodeFormProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} description={description}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
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
                <Button variant="secondary" disabled={pending}>
                  {t('settings.form.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" tone={tone} pending={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
