import { Banner } from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import type { StreakFailure } from './streakLoad';

/** The spec's words for a streak that could not be read, above the zero streak it falls back to. */
export function StreakFailureBanner({ failure }: { failure: StreakFailure | null }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  if (!failure) return null;
  return (
    <Banner tone="warning">
      {failure.detail
        ? translateKnown(failure.detail)
        : t('profile.streakFailed', { status: failure.status })}
    </Banner>
  );
}
