import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { BIO_MAX, type CurrentUser } from '@taskboard/contract';
import {
  isDirty,
  settingsSectionMachine,
  type SaveSectionInput,
  type SectionValues,
} from '@taskboard/machines';
import { Banner, Button, Card, Heading, Stack, Text, TextArea, TextField } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';

function profileValues(user: CurrentUser): SectionValues {
  return {
    username: user.username,
    email: user.email ?? '',
    age: user.age === null ? '' : String(user.age),
    bio: user.bio ?? '',
  };
}

/** What a new e-mail address takes besides a session: the password, and a code with 2FA on. */
interface EmailChangeProof {
  current_password: string;
  code: string;
}

/**
 * The edited fields as the API takes them: age as a number, an emptied age left out, and with a
 * new e-mail the proof (the code only when one was typed).
 */
function profileChanges(changes: SectionValues, proof: EmailChangeProof): Record<string, unknown> {
  const body: Record<string, unknown> = { ...changes };
  if ('age' in body) {
    if (body.age === '') delete body.age;
    else body.age = Number(body.age);
  }
  if ('email' in body) {
    body.current_password = proof.current_password;
    if (proof.code.trim() !== '') body.code = proof.code.trim();
  }
  return body;
}

export interface ProfileSectionProps {
  user: CurrentUser;
  /** Two-factor sign-in is on: a new e-mail asks for a code too. */
  twoFactorOn: boolean;
  /** The auto_save preference: text is saved when focus leaves the form. */
  autoSave?: boolean;
  /** After a save: the layout reloads the signed-in user (and its name in the menus). */
  onSaved: () => void;
  onSavingChange: (saving: boolean) => void;
}

/** The Profile tab: username, email, age and bio of the signed-in account (spec §5 Profile). */
export function ProfileSection({
  user,
  twoFactorOn,
  autoSave = false,
  onSaved,
  onSavingChange,
}: ProfileSectionProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const isChild = user.account_type === 'CHILD';
  // Typed only while a new e-mail is being saved; never part of the profile's values.
  const [proof, setProof] = useState<EmailChangeProof>({ current_password: '', code: '' });
  // The machine's save actor is made once: it reads the proof typed by the time Save is pressed.
  const proofNow = useRef(proof);
  proofNow.current = proof;
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    settingsSectionMachine.provide({
      actors: {
        saveSection: fromPromise<SectionValues, SaveSectionInput>(async ({ input }) => {
          const { profile } = await api.settings.updateProfile(
            profileChanges(input.changes, proofNow.current),
          );
          setProof({ current_password: '', code: '' });
          // The stored auth names the account in the menus: keep it in step with a new username.
          const auth = api.currentAuth();
          if (auth && auth.username !== profile.username) {
            api.storeAuth({ ...auth, username: profile.username });
          }
          onSaved();
          return {
            username: profile.username,
            email: profile.email ?? '',
            age: profile.age === null ? '' : String(profile.age),
            bio: profile.bio ?? '',
          };
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine, {
    input: { section: 'profile', saved: profileValues(user) },
  });
  const { edits, saved, successMessage, errorMessage } = state.context;
  const saving = state.matches('saving');
  useEffect(() => onSavingChange(saving), [saving, onSavingChange]);
  const edit = (field: string) => (event: { currentTarget: { value: string } }) =>
    send({ type: 'settings.edit', field, value: event.currentTarget.value });
  const bio = String(edits.bio ?? '');
  const emailChanged = edits.email !== saved.email;
  // Auto-save: text is saved when focus leaves the form (not at every keystroke, nor between its
  // fields); a new e-mail address waits for its password and the Save button.
  const savesItself = autoSave && !emailChanged;

  return (
    <Card>
      <form
        noValidate
        aria-label={t('settings.profile.title')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'settings.save' });
        }}
        onBlur={(event) => {
          const leaving = !event.currentTarget.contains(event.relatedTarget as Node | null);
          if (savesItself && leaving && isDirty(state.context)) send({ type: 'settings.save' });
        }}
      >
        <Stack gap="md">
          <Heading level={2}>{t('settings.profile.title')}</Heading>
          {autoSave ? (
            <Text role="status" tone="muted" size="sm">
              {saving
                ? t('settings.autoSave.saving')
                : state.matches('saved')
                  ? t('settings.autoSave.saved')
                  : t('settings.autoSave.hint')}
            </Text>
          ) : null}
          {successMessage && !autoSave ? (
            <Banner tone="success">{translateKnown(successMessage)}</Banner>
          ) : null}
          {errorMessage ? <Banner tone="danger">{translateKnown(errorMessage)}</Banner> : null}
          <TextField
            label={t('settings.profile.username')}
            name="username"
            autoComplete="username"
            value={String(edits.username ?? '')}
            onChange={edit('username')}
            disabled={saving}
          />
          {isChild ? null : (
            <TextField
              label={t('settings.profile.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={String(edits.email ?? '')}
              onChange={edit('email')}
              hint={emailChanged ? t('settings.profile.emailChangeWarning') : undefined}
              disabled={saving}
            />
          )}
          {!isChild && emailChanged ? (
            <TextField
              label={t('settings.profile.currentPassword')}
              name="current_password"
              type="password"
              autoComplete="current-password"
              required
              value={proof.current_password}
              onChange={(event) =>
                setProof({ ...proof, current_password: event.currentTarget.value })
              }
              disabled={saving}
            />
          ) : null}
          {!isChild && emailChanged && twoFactorOn ? (
            <TextField
              label={t('settings.profile.twoFactorCode')}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              hint={t('settings.profile.twoFactorCodeHint')}
              value={proof.code}
              onChange={(event) => setProof({ ...proof, code: event.currentTarget.value })}
              disabled={saving}
            />
          ) : null}
          {user.pending_email ? (
            <Banner tone="info">
              {t('settings.profile.pendingEmail', {
                email: user.pending_email,
                current: user.email ?? '',
              })}
            </Banner>
          ) : null}
          <TextField
            label={t('settings.profile.age')}
            name="age"
            inputMode="numeric"
            value={String(edits.age ?? '')}
            onChange={edit('age')}
            disabled={saving}
          />
          <TextArea
            label={t('settings.profile.bio')}
            name="bio"
            rows={4}
            maxLength={BIO_MAX}
            showCount
            value={bio}
            onChange={edit('bio')}
            disabled={saving}
          />
          {isDirty(state.context) || saving ? (
            <Stack direction="row" gap="sm">
              {savesItself ? null : (
                <Button type="submit" pending={saving}>
                  {t('settings.form.save')}
                </Button>
              )}
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => send({ type: 'settings.discard' })}
              >
                {t('settings.form.discard')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
