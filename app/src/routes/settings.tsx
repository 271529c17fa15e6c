import { Heading, Stack, Text } from '@taskboard/ui';
import { GoalThemesSection } from '../settings/GoalThemesSection';

export function meta() {
  return [{ title: 'Settings | Bitesize TaskBoard' }];
}

export default function Settings() {
  return (
    <Stack gap="lg">
      <Heading level={1}>Settings</Heading>
      <Text tone="muted">More settings are on their way.</Text>
      <GoalThemesSection />
    </Stack>
  );
}
