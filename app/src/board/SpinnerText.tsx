import { Spinner, Stack, Text } from '@taskboard/ui';

/**
 * A spinner with words a parent can read, for content still loading ('Loading...') or a call
 * pending ('Creating with TaskBoard Helper...').
 */
export function SpinnerText({ text }: { text: string }) {
  return (
    <Stack direction="row" gap="sm" align="center" role="status">
      <Spinner label="" />
      <Text tone="muted">{text}</Text>
    </Stack>
  );
}
