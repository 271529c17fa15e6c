import { Heading, Text } from '@taskboard/ui';

export default function Users() {
  return (
    <>
      <Heading level={1}>Users</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
