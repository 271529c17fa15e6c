import { Heading, Text } from '@taskboard/ui';

export default function BadgeDemo() {
  return (
    <>
      <Heading level={1}>Badge demo</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
