import { Banner, Button, Stack } from '@taskboard/ui';

/** A failed account switch, in the spec's words for where it happened, until dismissed. */
export function SwitchFailureBanner({
  failure,
  onDismiss,
}: {
  failure: string | null | undefined;
  onDismiss: () => void;
}) {
  if (!failure) return null;
  return (
    <Banner tone="danger">
      <Stack direction="row" gap="sm" align="center" justify="between" wrap>
        {failure}
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </Stack>
    </Banner>
  );
}
