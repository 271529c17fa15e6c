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
import { useTranslateKnown } from '../i18n/knownMessages';
import { RichMessage, useT } from '../i18n/useT';
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
  const t = useT();
  const translateKnown = useTranslateKnown();
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
      setFailure(failureMessage(error, t('settings.twoFactor.startFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code === '') {
      setFailure(t('settings.twoFactor.codeMissing'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const { message, recovery_codes } = await api.twoFactor.confirm(code);
      setStep({ kind: 'codes', message, codes: recovery_codes });
      onChange();
    } catch (error) {
      setFailure(failureMessage(error, t('settings.twoFactor.turnOnFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" as="section" aria-labelledby="two-factor-heading">
      <Heading level={3} id="two-factor-heading">
        {t('settings.twoFactor.heading')}
      </Heading>
      {failure ? <Banner tone="danger">{translateKnown(failure)}</Banner> : null}
      {notice ? <Banner tone="success">{translateKnown(notice)}</Banner> : null}

      {step.kind === 'codes' ? (
        <Stack gap="sm">
          <Banner tone="success" title={translateKnown(step.message)}>
            {t('settings.twoFactor.saveCodes')}
          </Banner>
          <RecoveryCodeList codes={step.codes} fileName="taskboard-recovery-codes.txt" />
          <div>
            <Button onClick={() => setStep({ kind: 'idle' })}>
              {t('settings.twoFactor.savedCodes')}
            </Button>
          </div>
        </Stack>
      ) : step.kind === 'enrolling' ? (
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <Stack gap="md">
            <Text>{t('settings.twoFactor.scan')}</Text>
            <QrCode value={step.setup.otpauth_uri} label={t('settings.twoFactor.qrLabel')} />
            <Text tone="muted" size="sm">
              {t('settings.twoFactor.cantScan')}
            </Text>
            <Text as="div" weight="bold" data-testid="two-factor-secret">
              <code>{step.setup.secret}</code>
            </Text>
            <TextField
              label={t('settings.twoFactor.codeLabel')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
            />
            <Stack direction="row" gap="sm">
              <Button type="submit" pending={busy}>
                {t('settings.twoFactor.turnOn')}
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
                {t('settings.form.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : enabled ? (
        <Stack gap="sm">
          <Text>
            <RichMessage id="settings.twoFactor.on" elements={{ 0: <strong /> }} />
          </Text>
          <Stack direction="row" gap="sm">
            <Button variant="secondary" onClick={() => setDialog('codes')}>
              {t('settings.twoFactor.newCodes')}
            </Button>
            <Button tone="danger" onClick={() => setDialog('disable')}>
              {t('settings.twoFactor.turnOff')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            <RichMessage id="settings.twoFactor.off" elements={{ 0: <strong /> }} />
          </Text>
          <div>
            <Button onClick={() => void startSetup()} pending={busy}>
              {t('settings.twoFactor.setUp')}
            </Button>
          </div>
        </Stack>
      )}

      <PasswordAndCodeDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        title={t('settings.twoFactor.disable.title')}
        description={t('settings.twoFactor.disable.description')}
        submitLabel={t('settings.twoFactor.turnOff')}
        busyLabel={t('settings.twoFactor.disable.busy')}
        fallbackError={t('settings.twoFactor.disable.failed')}
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
        title={t('settings.twoFactor.newCodes')}
        description={t('settings.twoFactor.codes.description')}
        submitLabel={t('settings.twoFactor.codes.submit')}
        busyLabel={t('settings.twoFactor.codes.busy')}
        fallbackError={t('settings.twoFactor.codes.failed')}
        onSubmit={async (body) => {
          const { message, recovery_codes } = await api.twoFactor.regenerateRecoveryCodes(body);
          setStep({ kind: 'codes', message, codes: recovery_codes });
        }}
      />
    </Stack>
  );
}
