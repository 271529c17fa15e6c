import type { UsageHistoryResponse } from '@taskboard/contract';
import {
  Banner,
  Card,
  Heading,
  Stack,
  Table,
  Text,
  UsageBar,
  UsageHistoryChart,
  type UsageDay,
} from '@taskboard/ui';
import { activeLanguage } from '../i18n/i18n';
import { HelperShareSlider } from './HelperShare';
import { useTranslateKnown } from '../i18n/knownMessages';
import { translate, useT } from '../i18n/useT';

/** What the family page knows of the helper's use: the history, or why it could not be loaded. */
export type HelperUsageState = { history: UsageHistoryResponse } | { error: string };

/** The history's days in the chart's words ("Mon 23"), in the language shown. */
export function usageDays(history: UsageHistoryResponse): UsageDay[] {
  const dayLabel = new Intl.DateTimeFormat(activeLanguage(), {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return history.days.map((day) => ({
    day: day.date,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    used: day.tokens_used,
    limit: day.daily_limit,
  }));
}

const memberKind = (member: { account_type: string; is_primary_child: boolean }) =>
  translate(
    member.account_type === 'PARENT'
      ? 'family.usage.parent'
      : member.is_primary_child
        ? 'family.usage.primaryChild'
        : 'family.usage.child',
  );

/** A member's share of the family's use, "12.5%", in the language's way of writing it. */
const sharePercent = (percent: number) =>
  new Intl.NumberFormat(activeLanguage(), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(percent / 100);

/** The helper's use over the last days, today's allowance and each family member's share. */
export function HelperUsage({ usage }: { usage: HelperUsageState }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  return (
    <Card padding="lg" asChild>
      <Stack as="section" gap="md" aria-labelledby="helper-usage-title">
        <Heading level={2} id="helper-usage-title">
          {t('family.usage.title')}
        </Heading>
        {'error' in usage ? (
          <Banner tone="danger">{translateKnown(usage.error)}</Banner>
        ) : (
          <HelperUsageDetails history={usage.history} />
        )}
      </Stack>
    </Card>
  );
}

function HelperUsageDetails({ history }: { history: UsageHistoryResponse }) {
  const t = useT();
  const today = history.days.at(-1);
  const members = history.members ?? [];
  const tokens = (count: number) => count.toLocaleString(activeLanguage());
  return (
    <>
      {today?.reduced_until_verified ? (
        // A standing note, there from the page's first paint: read in its place, not announced
        // over whatever the parent is doing (as an alert would be).
        <Banner tone="warning" role="note">
          {t('family.usage.unverified')}
        </Banner>
      ) : null}
      {today ? <UsageBar percent={today.usage_percentage} label={t('family.usage.today')} /> : null}
      {today ? <HelperShareSlider percent={today.helper_share_percent} /> : null}
      <UsageHistoryChart days={usageDays(history)} />
      {members.length > 0 ? (
        <Table.Root density="compact">
          <Table.Caption>
            {t('family.usage.shareCaption', { days: history.days.length })}
          </Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{t('family.usage.member')}</Table.HeaderCell>
              <Table.HeaderCell>{t('family.usage.account')}</Table.HeaderCell>
              <Table.HeaderCell>{t('family.usage.tokens')}</Table.HeaderCell>
              <Table.HeaderCell>{t('family.usage.share')}</Table.HeaderCell>
              <Table.HeaderCell>{t('family.usage.todayColumn')}</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.user_id}>
                <Table.HeaderCell scope="row">{member.username}</Table.HeaderCell>
                <Table.Cell>{memberKind(member)}</Table.Cell>
                <Table.Cell>{tokens(member.tokens_used)}</Table.Cell>
                <Table.Cell>{sharePercent(member.share_percentage)}</Table.Cell>
                <Table.Cell>
                  {t('family.usage.todayOf', {
                    used: tokens(member.today_tokens_used),
                    limit: tokens(member.today_limit),
                  })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text tone="muted">{t('family.usage.none')}</Text>
      )}
    </>
  );
}
