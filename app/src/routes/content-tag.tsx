import { Heading, Text } from '@taskboard/ui';

export default function ContentTag() {
  return (
    <>
      <Heading level={1}>Content by tag</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
