import { Heading, Text } from '@taskboard/ui';

export default function Family() {
  return (
    <>
      <Heading level={1}>Family</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
