import { Link } from 'react-router';
import { badgeTypeList, tierOrder } from '@taskboard/contract';
import { BadgeTier, Button, Heading, PageShell, Stack, Text, type Badge } from '@taskboard/ui';
import { translate, useT } from '../i18n/useT';
import { badgeGoal, badgeName } from '../profile/badgeWords';
import { badgeKindOf, badgeTierOf } from '../presentation/badges';

export function meta() {
  return [{ title: translate('profile.badgeDemo.meta.title') }];
}

/** Every badge type in every tier, as earned badges look, with what earns each. */
const everyBadge = (): Badge[] =>
  badgeTypeList.flatMap((type) =>
    tierOrder.map((tier) => ({
      id: `${type}-${tier}`,
      name: badgeName(type),
      description: badgeGoal(type, tier),
      tier: badgeTierOf(tier),
      kind: badgeKindOf(type),
    })),
  );

export default function BadgeDemo() {
  const t = useT();
  return (
    // Outside the signed-in layout: the page is its own main landmark.
    <PageShell as="main">
      <Stack gap="lg">
        <Heading level={1}>{t('profile.badgeDemo.heading')}</Heading>
        <Text tone="muted">{t('profile.badgeDemo.text')}</Text>
        <BadgeTier
          badges={everyBadge()}
          headingLevel={2}
          messages={{ title: (count) => t('profile.badgeDemo.listTitle', { count }) }}
        />
        <div>
          <Button asChild variant="secondary">
            <Link to="/taskboard">{t('profile.action.board')}</Link>
          </Button>
        </div>
      </Stack>
    </PageShell>
  );
}
