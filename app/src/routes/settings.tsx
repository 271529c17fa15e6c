import { Heading, Text } from '@taskboard/ui';

export default function Settings() {
  return (
    <>
      <Heading level={1}>Settings</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
