import { Card, Heading, Stack, Text } from '@taskboard/ui';

/** Spec §1: the advice for families using the board. */
export const boardAdvice = [
  'Set simple goals your child can achieve in 2-3 days.',
  'Break each goal into small steps.',
  'Let your child move the tasks themselves.',
  'Close a goal when it is done.',
  'Keep it fun!',
];

export function HelpBox() {
  return (
    <Card padding="md" asChild>
      <Stack as="section" gap="sm" aria-labelledby="taskboard-help">
        <Heading level={3} id="taskboard-help">
          How to Use the TaskBoard
        </Heading>
        <Stack as="ul" gap="xs">
          {boardAdvice.map((advice) => (
            <li key={advice}>
              <Text as="span">{advice}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
