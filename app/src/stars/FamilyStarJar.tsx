import { useEffect, useId, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  REWARD_PRICE_MAX,
  REWARD_PRICE_MIN,
  REWARD_TITLE_MAX,
  type FamilyAccount,
  type Redemption,
  type Reward,
} from '@taskboard/contract';
import { rewardRequestMachine, type RewardDecision } from '@taskboard/machines';
import {
  Banner,
  Button,
  Card,
  Dialog,
  EmptyState,
  Heading,
  RewardCard,
  RewardList,
  RewardRequestCard,
  Select,
  Stack,
  StarJar,
  Switch,
  TaskPicturePicker,
  Text,
  TextField,
  type RewardRequestAction,
  type TaskPictureName,
} from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { useDateFormatting } from '../preferences/usePreferences';
import { rewardOf, rewardRequestOf, starSharesOf } from '../presentation/rewards';
import type { StarJarChange, StarJarChangeResult } from './starJarChanges';
import { requestRecordOf, type FamilyStarJarData } from './starJarData';

// The Family page's "Star jar" section, for the parent: the family's switch, the family jar with
// each child's share, the requests waiting for an answer, the rewards (new, edited, archived)
// and the history of every request with its outcome.

const familyValue = 'family';

const submitChange = (fetcher: ReturnType<typeof useFetcher>, change: StarJarChange) =>
  void fetcher.submit(change, { method: 'post', action: '/family', encType: 'application/json' });

/** One request, bound to its flow: approve or decline with a note, undo for a while. */
function FamilyRequestCard({ request }: { request: Redemption }) {
  const translateKnown = useTranslateKnown();
  const dates = useDateFormatting();
  const { revalidate } = useRevalidator();
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    rewardRequestMachine.provide({
      actors: {
        approveRequest: fromPromise(async ({ input }: { input: RewardDecision }) =>
          requestRecordOf(await api.rewards.approve(input.id, { note: input.note }))!,
        ),
        declineRequest: fromPromise(async ({ input }: { input: RewardDecision }) =>
          requestRecordOf(await api.rewards.decline(input.id, { note: input.note }))!,
        ),
        undoRequest: fromPromise(async ({ input }: { input: { id: number } }) =>
          requestRecordOf(await api.rewards.undo(input.id))!,
        ),
      },
      actions: { notifyChanged: () => void revalidate() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { request: requestRecordOf(request) } });
  const { status, id } = request;
  useEffect(() => {
    send({ type: 'request.sync', request: requestRecordOf(request) });
    // The request object is new on every reload; its id and status are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, status, send]);

  const pending: RewardRequestAction | null = snapshot.matches('approving')
    ? 'approve'
    : snapshot.matches('declining')
      ? 'decline'
      : snapshot.matches('undoing')
        ? 'undo'
        : null;
  const when = dates.dateTime(request.undone_at ?? request.decided_at ?? request.requested_at);
  return (
    <li>
      <RewardRequestCard
        request={rewardRequestOf(request, when)}
        undoable={snapshot.matches({ approved: 'undoable' })}
        pending={pending}
        error={snapshot.context.errorMessage ? translateKnown(snapshot.context.errorMessage) : null}
        onApprove={(note) => send({ type: 'request.approve', note })}
        onDecline={(note) => send({ type: 'request.decline', note })}
        onUndo={() => send({ type: 'request.undo' })}
        headingLevel={4}
      />
    </li>
  );
}

type RewardDraft = {
  title: string;
  picture: TaskPictureName | null;
  price: string;
  forWhom: string;
};

const draftOf = (reward: Reward | null): RewardDraft => ({
  title: reward?.title ?? '',
  picture: (reward?.picture as TaskPictureName | undefined) ?? 'gift',
  price: reward ? String(reward.price) : '',
  forWhom: reward?.child_id ? String(reward.child_id) : familyValue,
});

/** Creates a reward, or edits one: title, picture, price and for whom. */
function RewardDialog({
  reward,
  open,
  onOpenChange,
  childAccounts,
}: {
  reward: Reward | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  childAccounts: readonly FamilyAccount[];
}) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fetcher = useFetcher<StarJarChangeResult>();
  const [draft, setDraft] = useState(() => draftOf(reward));
  const saving = fetcher.state !== 'idle';
  const result = fetcher.data;
  const saved = result?.saved;
  useEffect(() => {
    if (saved) onOpenChange(false);
    // Closes once, when the reward is saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const fieldError = (field: string) => {
    const message = result?.fieldErrors?.[field];
    return message ? translateKnown(message) : undefined;
  };
  const price = draft.price.trim() === '' ? Number.NaN : Number(draft.price);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={t(reward ? 'stars.form.editTitle' : 'stars.form.createTitle')}
        description={t('stars.form.description')}
      >
        <form
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            submitChange(fetcher, {
              intent: 'starJar.saveReward',
              rewardId: reward?.id ?? null,
              reward: {
                title: draft.title,
                picture: draft.picture ?? 'gift',
                price,
                child_id: draft.forWhom === familyValue ? null : Number(draft.forWhom),
              },
            });
          }}
        >
          <Stack gap="md">
            {result?.error ? <Banner tone="danger">{translateKnown(result.error)}</Banner> : null}
            <TextField
              label={t('stars.form.title')}
              placeholder={t('stars.form.titlePlaceholder')}
              value={draft.title}
              maxLength={REWARD_TITLE_MAX}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              error={fieldError('title')}
              required
            />
            <TextField
              label={t('stars.form.price')}
              hint={t('stars.form.priceHint', { min: REWARD_PRICE_MIN, max: REWARD_PRICE_MAX })}
              inputMode="numeric"
              value={draft.price}
              onChange={(event) => setDraft({ ...draft, price: event.target.value })}
              error={fieldError('price')}
              required
            />
            <Select
              label={t('stars.form.forWhom')}
              value={draft.forWhom}
              onValueChange={(forWhom) => setDraft({ ...draft, forWhom })}
              error={fieldError('child_id')}
              options={[
                { value: familyValue, label: t('stars.family.wholeFamily') },
                ...childAccounts.map((child) => ({
                  value: String(child.id),
                  label: child.username,
                })),
              ]}
            />
            <TaskPicturePicker
              label={t('stars.form.picture')}
              value={draft.picture}
              onValueChange={(picture) => setDraft({ ...draft, picture })}
            />
            {fieldError('picture') ? <Banner tone="danger">{fieldError('picture')}</Banner> : null}
            <Stack direction="row" gap="sm" wrap>
              <Button type="submit" pending={saving}>
                {t(saving ? 'stars.form.saving' : 'stars.form.save')}
              </Button>
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
                {t('stars.form.cancel')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** One reward in the parent's list: as a child sees it, for whom, and its buttons. */
function RewardItem({
  reward,
  childName,
  onEdit,
}: {
  reward: Reward;
  childName: string | null;
  onEdit: () => void;
}) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fetcher = useFetcher<StarJarChangeResult>();
  return (
    <li>
      <Stack gap="xs">
        <RewardCard reward={rewardOf(reward)} stars={reward.stars} headingLevel={4} />
        <Text size="sm" tone="muted">
          {childName === null
            ? t('stars.family.forFamily')
            : t('stars.family.forChild', { name: childName })}
        </Text>
        <Stack direction="row" gap="sm" wrap>
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('stars.family.editNamed', { title: reward.title })}
          >
            {t('stars.family.edit')}
          </Button>
          <Button
            variant="ghost"
            tone="danger"
            size="sm"
            pending={fetcher.state !== 'idle'}
            aria-label={t('stars.family.archiveNamed', { title: reward.title })}
            onClick={() =>
              submitChange(fetcher, { intent: 'starJar.archiveReward', rewardId: reward.id })
            }
          >
            {t('stars.family.archive')}
          </Button>
        </Stack>
        {fetcher.data?.error ? (
          <Banner tone="danger">{translateKnown(fetcher.data.error)}</Banner>
        ) : null}
      </Stack>
    </li>
  );
}

/** The family's star jar, for the parent. */
export function FamilyStarJar({
  state,
  childAccounts,
}: {
  state: FamilyStarJarData;
  /** The family's children, for a reward's "Who is it for?". */
  childAccounts: readonly FamilyAccount[];
}) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const headingId = useId();
  const switcher = useFetcher<StarJarChangeResult>();
  // Null: closed; 'new' or a reward: the dialog for it.
  const [editing, setEditing] = useState<Reward | 'new' | null>(null);

  if ('error' in state) {
    return (
      <Card asChild>
        <section aria-labelledby={headingId}>
          <Stack gap="md">
            <Heading level={2} id={headingId}>
              {t('stars.family.title')}
            </Heading>
            <Banner tone="danger">{translateKnown(state.error)}</Banner>
          </Stack>
        </section>
      </Card>
    );
  }

  // The switch shows its new place while the change is being saved.
  const sending = switcher.json as { enabled?: boolean } | undefined;
  const enabled = sending?.enabled ?? state.enabled;
  const nameOf = (childId: number | null) =>
    childId === null
      ? null
      : (childAccounts.find((child) => child.id === childId)?.username ?? String(childId));
  const rewards = state.rewards.filter((reward) => !reward.archived);
  const waiting = state.redemptions.filter((request) => request.status === 'PENDING');
  const history = state.redemptions.filter((request) => request.status !== 'PENDING');

  return (
    <Card asChild>
      <section aria-labelledby={headingId} data-testid="star-jar-section">
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={2} id={headingId}>
              {t('stars.family.title')}
            </Heading>
            <Text tone="muted">{t('stars.family.intro')}</Text>
          </Stack>
          <Switch
            label={t('stars.family.switch')}
            description={t('stars.family.switchHint')}
            checked={enabled}
            onCheckedChange={(checked) =>
              submitChange(switcher, { intent: 'starJar.switch', enabled: checked })
            }
          />
          {switcher.data?.error ? (
            <Banner tone="danger">{translateKnown(switcher.data.error)}</Banner>
          ) : null}
          {enabled ? (
            <>
              <StarJar
                size="large"
                shares={starSharesOf(state.stars.family.shares)}
                messages={{ label: t('stars.family.jar') }}
              />
              <Stack gap="sm" as="section" aria-labelledby={`${headingId}-waiting`}>
                <Heading level={3} id={`${headingId}-waiting`}>
                  {t('stars.family.waiting')}
                </Heading>
                {waiting.length === 0 ? (
                  <Text tone="muted">{t('stars.family.noWaiting')}</Text>
                ) : (
                  <Stack gap="sm" as="ul" aria-labelledby={`${headingId}-waiting`}>
                    {waiting.map((request) => (
                      <FamilyRequestCard key={request.id} request={request} />
                    ))}
                  </Stack>
                )}
              </Stack>
              <Stack gap="sm" as="section" aria-labelledby={`${headingId}-rewards`}>
                <Stack direction="row" gap="sm" align="center" justify="between" wrap>
                  <Heading level={3} id={`${headingId}-rewards`}>
                    {t('stars.family.rewards')}
                  </Heading>
                  <Button onClick={() => setEditing('new')}>{t('stars.family.addReward')}</Button>
                </Stack>
                {rewards.length === 0 ? (
                  <EmptyState title={t('stars.family.noRewards')} />
                ) : (
                  <RewardList aria-labelledby={`${headingId}-rewards`}>
                    {rewards.map((reward) => (
                      <RewardItem
                        key={reward.id}
                        reward={reward}
                        childName={nameOf(reward.child_id)}
                        onEdit={() => setEditing(reward)}
                      />
                    ))}
                  </RewardList>
                )}
              </Stack>
              <Stack gap="sm" as="section" aria-labelledby={`${headingId}-history`}>
                <Heading level={3} id={`${headingId}-history`}>
                  {t('stars.family.history')}
                </Heading>
                {history.length === 0 ? (
                  <Text tone="muted">{t('stars.family.noHistory')}</Text>
                ) : (
                  <Stack gap="sm" as="ul" aria-labelledby={`${headingId}-history`}>
                    {history.map((request) => (
                      <FamilyRequestCard key={request.id} request={request} />
                    ))}
                  </Stack>
                )}
              </Stack>
            </>
          ) : (
            <Text tone="muted">{t('stars.family.off')}</Text>
          )}
        </Stack>
        {editing !== null ? (
          <RewardDialog
            key={editing === 'new' ? 'new' : editing.id}
            reward={editing === 'new' ? null : editing}
            open
            onOpenChange={(open) => {
              if (!open) setEditing(null);
            }}
            childAccounts={childAccounts}
          />
        ) : null}
      </section>
    </Card>
  );
}
