import { Heading, Text } from '@taskboard/ui';

export default function Badges() {
  return (
    <>
      <Heading level={1}>Badge statistics</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
