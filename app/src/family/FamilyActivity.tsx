import { useRevalidator } from 'react-router';
import { failureMessage, type ActivityResponse } from '@taskboard/contract';
import { ActivityFeed, Stack, Text } from '@taskboard/ui';
import { api } from '../api';
import { translate, useT } from '../i18n/useT';
import { activityItemOf } from '../live/liveEvents';

/** The family's recent activity, or why it could not be read (the rest of the page still works). */
export type FamilyActivityState = { activity: ActivityResponse } | { error: string };

export async function loadFamilyActivity(): Promise<FamilyActivityState> {
  try {
    return { activity: await api.events.activity() };
  } catch (error) {
    return { error: failureMessage(error, translate('live.feed.error')) };
  }
}

/**
 * The last things the family's members did, newest first, kept live by the page's reloads on
 * each change (live/LiveUpdates.tsx). Members whose "Show activity feed" setting is off are left
 * out, and named, so the feed never looks as if they did nothing.
 */
export function FamilyActivity({ state }: { state: FamilyActivityState }) {
  const t = useT();
  const { revalidate } = useRevalidator();
  const items =
    'activity' in state
      ? state.activity.items.flatMap((item) => activityItemOf(item, t) ?? [])
      : [];
  const hidden = 'activity' in state ? state.activity.hidden_members.map((m) => m.name) : [];
  // The feed draws its own card.
  return (
    <Stack gap="sm">
      <ActivityFeed
        items={items}
        error={'error' in state ? state.error : null}
        onRetry={() => void revalidate()}
        now={new Date()}
        headingLevel={2}
      />
      {hidden.length > 0 ? (
        <Text tone="muted" size="sm">
          {t('live.feed.hidden', { names: hidden.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
