import { Link } from 'react-router';
import { Button, Card, Heading, Stack, Text } from '@taskboard/ui';
import { useT } from '../i18n/useT';

/** The side box of every content page (spec §2): from reading to doing, on the TaskBoard. */
export function PromoBox() {
  const t = useT();
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Heading level={2}>{t('content.promo.title')}</Heading>
        <Text>{t('content.promo.text')}</Text>
        <div>
          <Button asChild>
            <Link to="/taskboard">{t('content.promo.open')}</Link>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
