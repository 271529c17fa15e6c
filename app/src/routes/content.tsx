import { Heading, Text } from '@taskboard/ui';

export default function Content() {
  return (
    <>
      <Heading level={1}>Content</Heading>
      <Text tone="muted">This part of Bitesize TaskBoard is on its way.</Text>
    </>
  );
}
