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

export interface DeleteAccountDialogProps {
  /** The children whose accounts go with the parent's, named before the parent confirms. */
  childUsernames: string[];
}

/** 'Delete Account' and its dialog, driven by accountDeletionMachine (spec §4, §5, §8). */
export function DeleteAccountDialog({ childUsernames }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const [state, send] = useMachine(
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
        <Button tone="danger">Delete Account</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Delete Account"
        description="This deletes your account and everything in it, now and for good."
        hideClose={deleting || done}
      >
        {done ? (
          <Banner tone="success">{context.successMessage}</Banner>
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
                <Banner tone="warning" title="Your children's accounts are deleted too">
                  {childUsernames.join(', ')}: their goals, tasks and badges go with them.
                </Banner>
              ) : null}
              {context.errorMessage ? <Banner tone="danger">{context.errorMessage}</Banner> : null}
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                value={context.password}
                onChange={edit('password')}
                error={context.passwordError ?? undefined}
                disabled={deleting}
              />
              <TextField
                label={`Type "${DELETE_CONFIRMATION_TEXT}" to confirm`}
                name="confirmation_text"
                autoComplete="off"
                value={context.confirmationText}
                onChange={edit('confirmationText')}
                error={context.confirmationError ?? undefined}
                disabled={deleting}
              />
              <TextArea
                label="Reason (optional)"
                name="reason"
                rows={3}
                maxLength={1000}
                value={context.reason}
                onChange={edit('reason')}
                disabled={deleting}
              />
              <Text tone="muted" size="sm">
                This cannot be undone.
              </Text>
              <Stack direction="row" gap="sm" justify="end">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={deleting}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  tone="danger"
                  pending={deleting}
                  disabled={!canSubmitDeletion(context)}
                >
                  {deleting ? 'Deleting...' : 'Delete My Account'}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
