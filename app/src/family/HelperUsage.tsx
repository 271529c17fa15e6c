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
  formatPercent,
  type UsageDay,
} from '@taskboard/ui';

/** What the family page knows of the helper's use: the history, or why it could not be loaded. */
export type HelperUsageState = { history: UsageHistoryResponse } | { error: string };

const dayLabel = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The history's days in the chart's words ("Mon 23"). */
export function usageDays(history: UsageHistoryResponse): UsageDay[] {
  return history.days.map((day) => ({
    day: day.date,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    used: day.tokens_used,
    limit: day.daily_limit,
  }));
}

const memberKind = (member: { account_type: string; is_primary_child: boolean }) =>
  member.account_type === 'PARENT' ? 'Parent' : member.is_primary_child ? 'Primary Child' : 'Child';

/** The helper's use over the last days, today's allowance and each family member's share. */
export function HelperUsage({ usage }: { usage: HelperUsageState }) {
  return (
    <Card padding="lg" asChild>
      <Stack as="section" gap="md" aria-labelledby="helper-usage-title">
        <Heading level={2} id="helper-usage-title">
          Helper use
        </Heading>
        {'error' in usage ? (
          <Banner tone="danger">{usage.error}</Banner>
        ) : (
          <HelperUsageDetails history={usage.history} />
        )}
      </Stack>
    </Card>
  );
}

function HelperUsageDetails({ history }: { history: UsageHistoryResponse }) {
  const today = history.days.at(-1);
  const members = history.members ?? [];
  return (
    <>
      {today ? (
        <UsageBar percent={today.usage_percentage} label="Today's family helper allowance used" />
      ) : null}
      <UsageHistoryChart days={usageDays(history)} />
      {members.length > 0 ? (
        <Table.Root density="compact">
          <Table.Caption>Each family member’s share, last {history.days.length} days</Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>Member</Table.HeaderCell>
              <Table.HeaderCell>Account</Table.HeaderCell>
              <Table.HeaderCell>Tokens used</Table.HeaderCell>
              <Table.HeaderCell>Share</Table.HeaderCell>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.user_id}>
                <Table.HeaderCell scope="row">{member.username}</Table.HeaderCell>
                <Table.Cell>{memberKind(member)}</Table.Cell>
                <Table.Cell>{member.tokens_used.toLocaleString('en')}</Table.Cell>
                <Table.Cell>{formatPercent(member.share_percentage)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text tone="muted">No family members have used the helper yet.</Text>
      )}
    </>
  );
}
