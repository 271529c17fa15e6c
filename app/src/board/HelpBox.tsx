import { Card, Heading, Stack, Text } from '@taskboard/ui';
import type { MessageId } from '../i18n/messageId';
import { useT } from '../i18n/useT';

/** Spec §1: the advice for families using the board. */
export const boardAdvice: readonly MessageId[] = [
  'board.help.simpleGoals',
  'board.help.smallSteps',
  'board.help.childMoves',
  'board.help.closeGoal',
  'board.help.fun',
];

export function HelpBox() {
  const t = useT();
  return (
    <Card padding="md" asChild>
      <Stack as="section" gap="sm" aria-labelledby="taskboard-help">
        <Heading level={3} id="taskboard-help">
          {t('board.help.title')}
        </Heading>
        <Stack as="ul" gap="xs">
          {boardAdvice.map((advice) => (
            <li key={advice}>
              <Text as="span">{t(advice)}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
