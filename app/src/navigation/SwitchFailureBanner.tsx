import { Banner, Button, Stack } from '@taskboard/ui';
import { useT } from '../i18n/useT';

/** A failed account switch, in the spec's words for where it happened, until dismissed. */
export function SwitchFailureBanner({
  failure,
  onDismiss,
}: {
  failure: string | null | undefined;
  onDismiss: () => void;
}) {
  const t = useT();
  if (!failure) return null;
  return (
    <Banner tone="error">
      <Stack direction="row" gap="sm" align="center" justify="between" wrap>
        {failure}
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('navigation.switchFailure.dismiss')}
        </Button>
      </Stack>
    </Banner>
  );
}
