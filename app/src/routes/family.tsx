import { useEffect, useState } from 'react';
import {
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router';
import type { ClientActionFunctionArgs } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  createChildBody,
  errorCatalogue,
  failureMessage,
  type FamilyAccount,
} from '@taskboard/contract';
import { childRemovalMachine, type RemoveChildRequest } from '@taskboard/machines';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  FamilyMemberCard,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@taskboard/ui';
import { api } from '../api';
import {
  ChildSettings,
  loadChildSettings,
  saveChildSettings,
  type ChildSettingsChange,
  type ChildSettingsResult,
} from '../family/ChildSettings';
import {
  saveHelperShare,
  type HelperShareChange,
  type HelperShareResult,
} from '../family/HelperShare';
import { HelperUsage, type HelperUsageState } from '../family/HelperUsage';
import { FamilyActivity, loadFamilyActivity } from '../family/FamilyActivity';
import { FamilyStarJar } from '../stars/FamilyStarJar';
import {
  isStarJarChange,
  saveStarJarChange,
  type StarJarChange,
  type StarJarChangeResult,
} from '../stars/starJarChanges';
import { loadFamilyStarJar } from '../stars/starJarData';
import { fieldErrors, formValues, type FormResult } from '../forms';
import { useTranslateKnown } from '../i18n/knownMessages';
import { translate, useT } from '../i18n/useT';
import { isSwitchingAccount } from '../navigation/accountStorage';
import { useCurrentUser, useFamilyAccounts } from '../navigation/layoutData';
import { ParentPasswordDialog } from '../navigation/ParentPasswordDialog';
import { SwitchFailureBanner } from '../navigation/SwitchFailureBanner';
import { useAccountSwitch } from '../navigation/useAccountSwitch';
import { useDateFormatting } from '../preferences/usePreferences';
import { familyMemberOf } from '../presentation/accounts';

export async function clientLoader() {
  const auth = api.currentAuth();
  // Only a parent manages the family (spec §6). Without a session the layout sends the visitor to
  // /login; a switch started here lands on / by itself.
  if (auth && auth.account_type !== 'PARENT' && !isSwitchingAccount()) return redirect('/');
  const [usage, childSettings, starJar, activity] = await Promise.all([
    loadHelperUsage(),
    loadChildSettings(),
    loadFamilyStarJar(),
    loadFamilyActivity(),
  ]);
  return { usage, childSettings, starJar, activity };
}

/** The helper's week for the parent's overview; a failure shows in its own card, not the page's. */
async function loadHelperUsage(): Promise<HelperUsageState> {
  try {
    return { history: await api.taskbreaker.usageHistory() };
  } catch (error) {
    return { error: failureMessage(error, translate('family.usage.loadFailed')) };
  }
}

type CreateChildResult = FormResult & { created?: string };

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<
  CreateChildResult | ChildSettingsResult | HelperShareResult | StarJarChangeResult
> {
  // A child's settings come as JSON from their card; the add-child form posts form fields.
  if (request.headers.get('content-type')?.includes('application/json')) {
    const change = (await request.json()) as
      ChildSettingsChange | HelperShareChange | StarJarChange;
    if (isStarJarChange(change)) return saveStarJarChange(change);
    return change.intent === 'helperShare' ? saveHelperShare(change) : saveChildSettings(change);
  }
  const parsed = createChildBody.safeParse(await formValues(request));
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error) };
  try {
    await api.users.createChild(parsed.data);
    // The action's revalidation reloads the family list with the new child.
    return { created: parsed.data.child_username };
  } catch (error) {
    // CREATE_CHILD_ERROR, or AUTH_REQUIRED without a session (spec §8), in the client's words.
    return { error: failureMessage(error, errorCatalogue.CREATE_CHILD_ERROR.message) };
  }
}

export function meta() {
  return [{ title: translate('family.meta.title') }];
}

function useChildRemoval() {
  const { revalidate } = useRevalidator();
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    childRemovalMachine.provide({
      actors: {
        // REMOVE_CHILD_ERROR or AUTH_REQUIRED: the machine shows the client error's message.
        removeChild: fromPromise(async ({ input }: { input: RemoveChildRequest }) => {
          await api.users.removeChild(input);
        }),
      },
      actions: {
        // Refusals are shown in a banner from the machine's context, not in a window alert.
        alertRefusal: () => {},
        reloadFamily: () => void revalidate(),
      },
    }),
  );
  return useMachine(machine);
}

function AddChildForm({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const result = useActionData<CreateChildResult>();
  const navigation = useNavigation();
  const creating = navigation.state === 'submitting' && navigation.formAction === '/family';
  const fieldError = (field: string) => {
    const message = result?.fieldErrors?.[field];
    return message && translateKnown(message);
  };
  return (
    <Card>
      <Form method="post" action="/family" noValidate>
        <Stack gap="md">
          <Heading level={2}>{t('family.addChild.title')}</Heading>
          {result?.error ? <Banner tone="danger">{translateKnown(result.error)}</Banner> : null}
          <TextField
            label={t('family.addChild.username')}
            name="child_username"
            autoComplete="off"
            required
            error={fieldError('child_username')}
          />
          <TextField
            label={t('family.addChild.birthYear')}
            name="child_birth_year"
            inputMode="numeric"
            placeholder={t('family.addChild.birthYearPlaceholder')}
            required
            error={fieldError('child_birth_year')}
          />
          <PasswordField
            label={t('family.parentPassword')}
            name="parent_password"
            autoComplete="current-password"
            hint={t('family.addChild.passwordHint')}
            required
            error={fieldError('parent_password')}
          />
          <Stack direction="row" gap="sm">
            <Button type="submit" pending={creating}>
              {t(creating ? 'family.addChild.creating' : 'family.addChild.create')}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={creating}>
              {t('family.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Card>
  );
}

export default function Family() {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const dates = useDateFormatting();
  const { usage, childSettings, starJar, activity } = useLoaderData<typeof clientLoader>();
  const user = useCurrentUser();
  const family = useFamilyAccounts();
  const result = useActionData<CreateChildResult>();
  const [adding, setAdding] = useState(false);
  const accountSwitch = useAccountSwitch('family');
  const [removal, sendRemoval] = useChildRemoval();

  useEffect(() => {
    // A created child closes the form; the list has already reloaded.
    if (result?.created) setAdding(false);
  }, [result]);

  const removing = removal.matches('removing');
  const childToRemove = removal.context.child;

  return (
    <Stack gap="lg">
      <Stack direction="row" justify="between" align="center" wrap>
        <Heading level={1}>{t('family.title')}</Heading>
        {adding ? null : (
          <Button onClick={() => setAdding(true)}>{t('family.addChild.open')}</Button>
        )}
      </Stack>
      {result?.created && !adding ? (
        <Banner tone="success">{t('family.addChild.created', { username: result.created })}</Banner>
      ) : null}
      {adding ? <AddChildForm onCancel={() => setAdding(false)} /> : null}
      <SwitchFailureBanner
        failure={accountSwitch.failure}
        onDismiss={accountSwitch.dismissFailure}
      />
      {removal.matches('refused') ? (
        <Banner tone="danger">
          <Stack direction="row" gap="sm" align="center" justify="between" wrap>
            {removal.context.refusal ? translateKnown(removal.context.refusal) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => sendRemoval({ type: 'childRemoval.cancel' })}
            >
              {t('family.dismiss')}
            </Button>
          </Stack>
        </Banner>
      ) : null}
      <Text tone="muted" size="sm">
        {t('family.switchHint')}
      </Text>
      {family.error ? (
        <Banner
          tone="danger"
          title={family.error.status === 401 ? undefined : translateKnown(family.error.message)}
        >
          {family.error.status === 401
            ? t('family.accessDenied')
            : translateKnown(family.error.description)}
        </Banner>
      ) : family.accounts.length === 0 ? (
        <EmptyState title={t('family.noMembers')} />
      ) : (
        <Stack gap="sm" as="ul" aria-label={t('family.members')}>
          {family.accounts.map((member: FamilyAccount) => (
            <li key={member.id}>
              <FamilyMemberCard
                member={familyMemberOf(member)}
                formatDate={dates.date}
                badges={member.badge_counts}
                current={member.username === user.username}
                pending={accountSwitch.switchingTo === member.username}
                onSelect={() => accountSwitch.requestSwitch(member)}
                onRemove={() => sendRemoval({ type: 'childRemoval.request', child: member })}
              />
            </li>
          ))}
        </Stack>
      )}
      <FamilyActivity state={activity} />
      {user.account_type === 'PARENT' ? <ChildSettings state={childSettings} /> : null}
      {user.account_type === 'PARENT' ? (
        <FamilyStarJar
          state={starJar}
          childAccounts={family.accounts.filter((member) => member.account_type === 'CHILD')}
        />
      ) : null}
      <HelperUsage usage={usage} />
      <ParentPasswordDialog
        account={accountSwitch.passwordFor}
        onSubmit={accountSwitch.submitPassword}
        onCancel={accountSwitch.cancelPassword}
      />
      <ConfirmDialog
        open={removal.matches('confirming') || removing}
        onOpenChange={(open) => {
          if (!open) sendRemoval({ type: 'childRemoval.cancel' });
        }}
        title={t('family.remove.title')}
        description={
          childToRemove
            ? t('family.remove.question', { username: childToRemove.username })
            : t('family.remove.questionUnnamed')
        }
        confirmLabel={t('family.remove.confirm')}
        pendingLabel={t('family.remove.pending')}
        messages={{ cancel: t('family.cancel') }}
        requirePassword
        passwordLabel={t('family.parentPassword')}
        pending={removing}
        error={
          removal.context.errorMessage ? translateKnown(removal.context.errorMessage) : undefined
        }
        onConfirm={(password) => {
          sendRemoval({ type: 'childRemoval.setPassword', password: password ?? '' });
          sendRemoval({ type: 'childRemoval.confirm' });
        }}
      />
    </Stack>
  );
}
