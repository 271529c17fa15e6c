import { Heading, Text } from '@taskboard/ui';

export default function TaskBoard() {
  return (
    <>
      <Heading level={1}>My Bitesize TaskBoard</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
