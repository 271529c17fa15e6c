import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TwoFactorPasswordAndCodeBody } from '@taskboard/contract';
import { twoFactorSetupMachine, type TwoFactorFailure } from '@taskboard/machines';
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
import type { MessageId } from '../i18n/messageId';
import { RichMessage, useT } from '../i18n/useT';
import { PasswordAndCodeDialog } from './PasswordAndCodeDialog';

export interface TwoFactorSectionProps {
  /** security.two_factor_enabled of the loaded settings. */
  enabled: boolean;
  /** After it was turned on or off: the settings are read again. */
  onChange: () => void;
}

/**
 * The section's words for a step that failed without the server saying why; the dialogs' steps
 * show their failure in the dialog, in its own words.
 */
const sectionFailureIds: Record<TwoFactorFailure['kind'], MessageId | null> = {
  start: 'settings.twoFactor.startFailed',
  codeMissing: 'settings.twoFactor.codeMissing',
  confirm: 'settings.twoFactor.turnOnFailed',
  disable: null,
  regenerate: null,
};

/** twoFactorSetupMachine with the calls of the API client. */
function useTwoFactorSetup(enabled: boolean, onChange: () => void) {
  // The machine is made once; the latest callback is read when a change is announced.
  const announceChange = useRef(onChange);
  useEffect(() => {
    announceChange.current = onChange;
  }, [onChange]);
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    twoFactorSetupMachine.provide({
      actors: {
        beginEnrolment: fromPromise(() => api.twoFactor.setup()),
        confirmEnrolment: fromPromise(({ input }: { input: { code: string } }) =>
          api.twoFactor.confirm(input.code),
        ),
        disableTwoFactor: fromPromise(({ input }: { input: TwoFactorPasswordAndCodeBody }) =>
          api.twoFactor.disable(input),
        ),
        regenerateRecoveryCodes: fromPromise(({ input }: { input: TwoFactorPasswordAndCodeBody }) =>
          api.twoFactor.regenerateRecoveryCodes(input),
        ),
      },
      actions: { notifyChanged: () => announceChange.current() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { enabled } });
  useEffect(() => {
    send({ type: 'twoFactor.sync', enabled });
  }, [enabled, send]);
  return [snapshot, send] as const;
}

/**
 * Two-factor sign-in of a parent: set up with a QR code (or the key typed by hand) and a code,
 * the recovery codes shown once, new codes and turning off with the password and a code.
 */
export function TwoFactorSection({ enabled, onChange }: TwoFactorSectionProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const [snapshot, send] = useTwoFactorSetup(enabled, onChange);
  const { enrolment, recoveryCodes, failure, notice } = snapshot.context;
  const failureId = failure ? sectionFailureIds[failure.kind] : null;
  const sectionFailure = failure && failureId ? (failure.serverMessage ?? t(failureId)) : null;
  const confirming = snapshot.matches('confirming');

  return (
    <Stack gap="sm" as="section" aria-labelledby="two-factor-heading">
      <Heading level={3} id="two-factor-heading">
        {t('settings.twoFactor.heading')}
      </Heading>
      {sectionFailure ? <Banner tone="danger">{translateKnown(sectionFailure)}</Banner> : null}
      {notice ? <Banner tone="success">{translateKnown(notice)}</Banner> : null}

      {recoveryCodes ? (
        <Stack gap="sm">
          <Banner tone="success" title={translateKnown(recoveryCodes.message)}>
            {t('settings.twoFactor.saveCodes')}
          </Banner>
          <RecoveryCodeList
            codes={recoveryCodes.recovery_codes}
            fileName="taskboard-recovery-codes.txt"
          />
          <div>
            <Button onClick={() => send({ type: 'twoFactor.codesSaved' })}>
              {t('settings.twoFactor.savedCodes')}
            </Button>
          </div>
        </Stack>
      ) : enrolment ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const code = new FormData(event.currentTarget).get('code');
            send({ type: 'twoFactor.confirm', code: String(code ?? '') });
          }}
        >
          <Stack gap="md">
            <Text>{t('settings.twoFactor.scan')}</Text>
            <QrCode value={enrolment.otpauth_uri} label={t('settings.twoFactor.qrLabel')} />
            <Text tone="muted" size="sm">
              {t('settings.twoFactor.cantScan')}
            </Text>
            <Text as="div" weight="bold" data-testid="two-factor-secret">
              <code>{enrolment.secret}</code>
            </Text>
            <TextField
              label={t('settings.twoFactor.codeLabel')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              spellCheck={false}
            />
            <Stack direction="row" gap="sm">
              <Button type="submit" pending={confirming}>
                {t('settings.twoFactor.turnOn')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={confirming}
                onClick={() => send({ type: 'twoFactor.cancel' })}
              >
                {t('settings.form.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : snapshot.matches('off') || snapshot.matches('starting') ? (
        <Stack gap="sm">
          <Text>
            <RichMessage id="settings.twoFactor.off" elements={{ 0: <strong /> }} />
          </Text>
          <div>
            <Button
              onClick={() => send({ type: 'twoFactor.start' })}
              pending={snapshot.matches('starting')}
            >
              {t('settings.twoFactor.setUp')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            <RichMessage id="settings.twoFactor.on" elements={{ 0: <strong /> }} />
          </Text>
          <Stack direction="row" gap="sm">
            <Button variant="secondary" onClick={() => send({ type: 'twoFactor.newCodes' })}>
              {t('settings.twoFactor.newCodes')}
            </Button>
            <Button tone="danger" onClick={() => send({ type: 'twoFactor.disable' })}>
              {t('settings.twoFactor.turnOff')}
            </Button>
          </Stack>
        </Stack>
      )}

      <PasswordAndCodeDialog
        open={snapshot.matches('disabling')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'twoFactor.cancel' });
        }}
        title={t('settings.twoFactor.disable.title')}
        description={t('settings.twoFactor.disable.description')}
        submitLabel={t('settings.twoFactor.turnOff')}
        pendingLabel={t('settings.twoFactor.disable.pending')}
        fallbackError={t('settings.twoFactor.disable.failed')}
        tone="danger"
        pending={snapshot.matches({ disabling: 'pending' })}
        failure={failure?.kind === 'disable' ? failure : null}
        onSubmit={(body) => send({ type: 'twoFactor.submit', body })}
      />
      <PasswordAndCodeDialog
        open={snapshot.matches('regenerating')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'twoFactor.cancel' });
        }}
        title={t('settings.twoFactor.newCodes')}
        description={t('settings.twoFactor.codes.description')}
        submitLabel={t('settings.twoFactor.codes.submit')}
        pendingLabel={t('settings.twoFactor.codes.pending')}
        fallbackError={t('settings.twoFactor.codes.failed')}
        pending={snapshot.matches({ regenerating: 'pending' })}
        failure={failure?.kind === 'regenerate' ? failure : null}
        onSubmit={(body) => send({ type: 'twoFactor.submit', body })}
      />
    </Stack>
  );
}
