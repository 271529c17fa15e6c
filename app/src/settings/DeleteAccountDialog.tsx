import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  accountDeletionMachine,
  canSubmitDeletion,
  DELETE_CONFIRMATION_TEXT,
  type DeleteAccountRequest,
} from '@taskboard/machines';
import {
  Banner,
  Button,
  Dialog,
  PasswordField,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@taskboard/ui';
import { api } from '../api';
import { activeLanguage } from '../i18n/i18n';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';

export interface DeleteAccountDialogProps {
  /** The children whose accounts go with the parent's, named before the parent confirms. */
  childUsernames: string[];
}

/** 'Delete Account' and its dialog, driven by accountDeletionMachine (spec §4, §5, §8). */
export function DeleteAccountDialog({ childUsernames }: DeleteAccountDialogProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const navigate = useNavigate();
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    accountDeletionMachine.provide({
      actors: {
        deleteAccount: fromPromise(async ({ input }: { input: DeleteAccountRequest }) => {
          await api.settings.deleteAccount(input);
        }),
      },
      actions: {
        clearStoredAuth: () => api.clearAuth(),
        // Signed out, the home page is the public one (/ would send the visitor to log in).
        navigateHome: () => void navigate('/homepage', { replace: true }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const { context } = state;
  const open = !state.matches('closed');
  const deleting = state.matches('deleting');
  const done = state.matches('deleted') || state.matches('redirected');
  const edit =
    (field: 'password' | 'confirmationText' | 'reason') =>
    (event: { currentTarget: { value: string } }) =>
      send({ type: 'accountDeletion.edit', field, value: event.currentTarget.value });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) send({ type: 'accountDeletion.open' });
        else if (!deleting && !done) send({ type: 'accountDeletion.cancel' });
      }}
    >
      <Dialog.Trigger asChild>
        <Button tone="danger">{t('settings.delete.heading')}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={t('settings.delete.heading')}
        description={t('settings.delete.description')}
        hideClose={deleting || done}
      >
        {done ? (
          <Banner tone="success">
            {context.successMessage ? translateKnown(context.successMessage) : null}
          </Banner>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'accountDeletion.submit' });
            }}
          >
            <Stack gap="md">
              {childUsernames.length > 0 ? (
                <Banner tone="warning" title={t('settings.delete.childrenTitle')}>
                  {t('settings.delete.childrenText', {
                    names: new Intl.ListFormat(activeLanguage()).format(childUsernames),
                  })}
                </Banner>
              ) : null}
              {context.errorMessage ? (
                <Banner tone="danger">{translateKnown(context.errorMessage)}</Banner>
              ) : null}
              <PasswordField
                label={t('settings.delete.password')}
                name="password"
                autoComplete="current-password"
                value={context.password}
                onChange={edit('password')}
                error={context.passwordError ? translateKnown(context.passwordError) : undefined}
                disabled={deleting}
              />
              <TextField
                label={t('settings.delete.confirmLabel', { text: DELETE_CONFIRMATION_TEXT })}
                name="confirmation_text"
                autoComplete="off"
                value={context.confirmationText}
                onChange={edit('confirmationText')}
                error={
                  context.confirmationError ? translateKnown(context.confirmationError) : undefined
                }
                disabled={deleting}
              />
              <TextArea
                label={t('settings.delete.reason')}
                name="reason"
                rows={3}
                maxLength={1000}
                value={context.reason}
                onChange={edit('reason')}
                disabled={deleting}
              />
              <Text tone="muted" size="sm">
                {t('settings.delete.irreversible')}
              </Text>
              <Stack direction="row" gap="sm" justify="end">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={deleting}>
                    {t('settings.form.cancel')}
                  </Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  tone="danger"
                  pending={deleting}
                  disabled={!canSubmitDeletion(context)}
                >
                  {deleting ? t('settings.delete.deleting') : t('settings.delete.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
