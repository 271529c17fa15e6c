import { useState, type FormEvent } from 'react';
import { failureMessage, type TwoFactorSetupResponse } from '@taskboard/contract';
import {
  Banner,
  Button,
  Heading,
  QrCode,
  RecoveryCodeList,
  Stack,
  Text,
  TextField,
} from '@taskboard/ui';
import { api } from '../api';
import { PasswordAndCodeDialog } from './PasswordAndCodeDialog';

export interface TwoFactorSectionProps {
  /** security.two_factor_enabled of the loaded settings. */
  enabled: boolean;
  /** After it was turned on or off: the settings are read again. */
  onChange: () => void;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; setup: TwoFactorSetupResponse }
  | { kind: 'codes'; message: string; codes: string[] };

/**
 * Two-factor sign-in of a parent: set up with a QR code (or the key typed by hand) and a code,
 * the recovery codes shown once, new codes and turning off with the password and a code.
 */
export function TwoFactorSection({ enabled, onChange }: TwoFactorSectionProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'codes' | null>(null);

  async function startSetup() {
    setFailure(null);
    setNotice(null);
    setBusy(true);
    try {
      setStep({ kind: 'enrolling', setup: await api.twoFactor.setup() });
    } catch (error) {
      setFailure(failureMessage(error, 'Failed to start the set-up'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code === '') {
      setFailure('Enter the code from your authenticator app');
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const { message, recovery_codes } = await api.twoFactor.confirm(code);
      setStep({ kind: 'codes', message, codes: recovery_codes });
      onChange();
    } catch (error) {
      setFailure(failureMessage(error, 'Failed to turn on two-factor sign-in'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" as="section" aria-labelledby="two-factor-heading">
      <Heading level={3} id="two-factor-heading">
        Two-factor sign-in
      </Heading>
      {failure ? <Banner tone="danger">{failure}</Banner> : null}
      {notice ? <Banner tone="success">{notice}</Banner> : null}

      {step.kind === 'codes' ? (
        <Stack gap="sm">
          <Banner tone="success" title={step.message}>
            Save these recovery codes now: they are shown only this once. If your phone is lost, a
            recovery code signs you in instead of a code from the app.
          </Banner>
          <RecoveryCodeList codes={step.codes} fileName="taskboard-recovery-codes.txt" />
          <div>
            <Button onClick={() => setStep({ kind: 'idle' })}>I have saved my codes</Button>
          </div>
        </Stack>
      ) : step.kind === 'enrolling' ? (
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <Stack gap="md">
            <Text>
              1. Scan this QR code with an authenticator app (for example Google Authenticator,
              Microsoft Authenticator, 1Password or Aegis).
            </Text>
            <QrCode
              value={step.setup.otpauth_uri}
              label="QR code to add Bitesize TaskBoard to your authenticator app"
            />
            <Text tone="muted" size="sm">
              Can&apos;t scan it? Enter this key in the app instead:
            </Text>
            <Text as="div" weight="bold" data-testid="two-factor-secret">
              <code>{step.setup.secret}</code>
            </Text>
            <TextField
              label="2. Enter the six-digit code the app shows"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
            />
            <Stack direction="row" gap="sm">
              <Button type="submit" pending={busy}>
                Turn on
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setFailure(null);
                  setStep({ kind: 'idle' });
                }}
              >
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : enabled ? (
        <Stack gap="sm">
          <Text>
            <strong>On.</strong> Logging in asks for a code from your authenticator app after your
            password.
          </Text>
          <Stack direction="row" gap="sm">
            <Button variant="secondary" onClick={() => setDialog('codes')}>
              New recovery codes
            </Button>
            <Button tone="danger" onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            <strong>Off.</strong> Add a second step to logging in: a code from an authenticator app
            on your phone, so your password alone is not enough.
          </Text>
          <div>
            <Button onClick={() => void startSetup()} pending={busy}>
              Set up two-factor sign-in
            </Button>
          </div>
        </Stack>
      )}

      <PasswordAndCodeDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        title="Turn off two-factor sign-in"
        description="Logging in will ask only for your password again. Enter your password and a code from your app (or a recovery code)."
        submitLabel="Turn off"
        busyLabel="Turning off..."
        fallbackError="Failed to turn off two-factor sign-in"
        tone="danger"
        onSubmit={async (body) => {
          const { message } = await api.twoFactor.disable(body);
          setNotice(message);
          onChange();
        }}
      />
      <PasswordAndCodeDialog
        open={dialog === 'codes'}
        onOpenChange={(open) => setDialog(open ? 'codes' : null)}
        title="New recovery codes"
        description="Your old recovery codes will stop working. Enter your password and a code from your app (or a recovery code)."
        submitLabel="Make new codes"
        busyLabel="Making codes..."
        fallbackError="Failed to make new recovery codes"
        onSubmit={async (body) => {
          const { message, recovery_codes } = await api.twoFactor.regenerateRecoveryCodes(body);
          setStep({ kind: 'codes', message, codes: recovery_codes });
        }}
      />
    </Stack>
  );
}
