import { Link } from 'react-router';
import { Button, Card, Heading, Stack, Text } from '@taskboard/ui';

/** The side box of every content page (spec §2): from reading to doing, on the TaskBoard. */
export function PromoBox() {
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Heading level={2}>Turn an idea into a goal</Heading>
        <Text>
          Pick one idea, split it into bite-size tasks and let your child move them from New to
          Done.
        </Text>
        <div>
          <Button asChild>
            <Link to="/taskboard">Open the TaskBoard</Link>
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
