import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Redemption, Reward } from '@taskboard/contract';
import { rewardRequestMachine } from '@taskboard/machines';
import { Banner, Heading, RewardCard, RewardList, Stack, StarJar } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import { lastRequestFor, rewardAnswerOf, rewardOf } from '../presentation/rewards';
import { requestRecordOf, type ChildStarJarData } from './starJarData';

// A child's star jar and rewards on its board. The jar sits in the page's title row, small, so
// the board's columns stay where they were on every screen; the rewards come under the board. Finishing a task
// reloads the board, and with it the jar, so a star drops in as the card lands in Done.

/** The price of the next reward to save for: the cheapest the child cannot ask for yet. */
function nextGoal(data: ChildStarJarData): number | undefined {
  const own = data.rewards.filter((reward) => reward.child_id !== null && !reward.archived);
  const ahead = own.filter((reward) => reward.missing > 0).map((reward) => reward.price);
  const prices = ahead.length > 0 ? ahead : own.map((reward) => reward.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/**
 * The child's jar: small on its board, with the number on its badge (a grown-up who switched in
 * reads it); on its profile, `compact`, with the number beside it.
 */
export function ChildStarJar({
  data,
  size = 'small',
}: {
  data: ChildStarJarData | null;
  size?: 'small' | 'compact';
}) {
  if (!data) return null;
  return <StarJar size={size} stars={data.stars.stars} goal={nextGoal(data)} />;
}

/** One reward, bound to its request's flow: asking, waiting, and the grown-up's answer. */
function ChildRewardCard({ reward, request }: { reward: Reward; request: Redemption | null }) {
  const translateKnown = useTranslateKnown();
  const { revalidate } = useRevalidator();
  const [now] = useState(() => Date.now());
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    rewardRequestMachine.provide({
      actors: {
        askReward: fromPromise(async () => requestRecordOf(await api.rewards.redeem(reward.id))!),
      },
      actions: { notifyChanged: () => void revalidate() },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { request: requestRecordOf(request) } });
  // Every reload brings the server's word on the request (the grown-up may have answered).
  const status = request?.status;
  const requestId = request?.id;
  useEffect(() => {
    send({ type: 'request.sync', request: requestRecordOf(request) });
    // The request object is new on every reload; its id and status are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestId, status, send]);

  const answer = snapshot.matches('pending')
    ? 'pending'
    : snapshot.matches('approved') || snapshot.matches('declined')
      ? rewardAnswerOf(request, now)
      : null;
  const { errorMessage } = snapshot.context;
  return (
    <Stack gap="xs" as="li">
      <RewardCard
        reward={rewardOf(reward)}
        stars={reward.stars}
        answer={answer}
        note={answer === 'approved' || answer === 'declined' ? request?.note : null}
        asking={snapshot.matches('asking')}
        onAsk={() => send({ type: 'request.ask' })}
      />
      {errorMessage ? (
        <Banner tone="danger" role="alert">
          {translateKnown(errorMessage)}
        </Banner>
      ) : null}
    </Stack>
  );
}

/** The rewards a child can save for: its own and the family's. */
export function ChildRewards({ data }: { data: ChildStarJarData | null }) {
  const t = useT();
  if (!data) return null;
  const rewards = data.rewards.filter((reward) => !reward.archived);
  if (rewards.length === 0) return null;
  return (
    <Stack gap="sm" as="section" aria-labelledby="child-rewards">
      <Heading level={2} id="child-rewards">
        {t('stars.child.rewards')}
      </Heading>
      <RewardList aria-labelledby="child-rewards">
        {rewards.map((reward) => (
          <ChildRewardCard
            key={reward.id}
            reward={reward}
            request={lastRequestFor(data.redemptions, reward.id)}
          />
        ))}
      </RewardList>
    </Stack>
  );
}
