import { Link } from 'react-router';
import { badgeDescription, badgeRules, badgeTypeList, tierOrder } from '@taskboard/contract';
import { BadgeTier, Button, Heading, PageShell, Stack, Text, type Badge } from '@taskboard/ui';
import { badgeKindOf, badgeTierOf } from '../presentation/badges';

export function meta() {
  return [{ title: 'Badge Demo | Bitesize TaskBoard' }];
}

/** Every badge type in every tier, as earned badges look, with what earns each. */
const everyBadge: Badge[] = badgeTypeList.flatMap((type) =>
  tierOrder.map((tier) => ({
    id: `${type}-${tier}`,
    name: badgeRules[type].name,
    description: badgeDescription(type, tier),
    tier: badgeTierOf(tier),
    kind: badgeKindOf(type),
  })),
);

export default function BadgeDemo() {
  return (
    <PageShell>
      <Stack gap="lg">
        <Heading level={1}>Badge Demo</Heading>
        <Text tone="muted">
          Every badge a child can earn, in gold, silver and bronze, and what it takes to earn it.
        </Text>
        <BadgeTier
          badges={everyBadge}
          headingLevel={2}
          messages={{ title: (count) => `All badges (${count})` }}
        />
        <div>
          <Button asChild variant="secondary">
            <Link to="/taskboard">Go to Task Board</Link>
          </Button>
        </div>
      </Stack>
    </PageShell>
  );
}
