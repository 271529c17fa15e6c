import { Suspense } from 'react';
import type { Message } from '@taskboard/contract';
import { Banner, Button, Stack } from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';

type SwitchFailureProps = {
  failure: Message | null | undefined;
  onDismiss: () => void;
};

/** A failed account switch, in the spec's words for where it happened, until dismissed. */
export function SwitchFailureBanner(props: SwitchFailureProps) {
  // The failure comes from the switch machine, outside a navigation: while its words download,
  // only the banner waits, the screen stays.
  return (
    <Suspense fallback={null}>
      <SwitchFailure {...props} />
    </Suspense>
  );
}

function SwitchFailure({ failure, onDismiss }: SwitchFailureProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  if (!failure) return null;
  return (
    <Banner tone="danger">
      <Stack direction="row" gap="sm" align="center" justify="between" wrap>
        {translateKnown(failure)}
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('navigation.switchFailure.dismiss')}
        </Button>
      </Stack>
    </Banner>
  );
}
