import { useState } from 'react';
import { useFetcher } from 'react-router';
import { HELPER_SHARE_MAX, HELPER_SHARE_MIN, failureMessage } from '@taskboard/contract';
import { Banner, Slider } from '@taskboard/ui';
import { api } from '../api';
import { activeLanguage } from '../i18n/i18n';
import { useTranslateKnown } from '../i18n/knownMessages';
import { translate, useT } from '../i18n/useT';

// The parent's say over the family's daily helper: how much of it each child may use. The server
// enforces it on every helper call; the parent itself may use whatever is left.

/** One change of the share, as the family page's action receives it. */
export type HelperShareChange = { intent: 'helperShare'; percent: number };

export type HelperShareResult = { error?: string };

/** The save before the newest, settled or not. */
let previousSave: Promise<unknown> = Promise.resolve();

/**
 * The family page's action for the share: saves it; the page then reloads the usage card. Each
 * arrow key commits a value, so saves go one after another: sent together, an earlier value could
 * reach the server last and be the one kept.
 */
export function saveHelperShare({ percent }: HelperShareChange): Promise<HelperShareResult> {
  const save = previousSave.then(async () => {
    try {
      await api.users.setHelperShare({ percent });
      return {};
    } catch (error) {
      return { error: failureMessage(error, translate('family.helperShare.saveFailed')) };
    }
  });
  previousSave = save;
  return save;
}

/** "50 %" in the language shown. */
const formatShare = (percent: number) =>
  new Intl.NumberFormat(activeLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );

/** A slider from 10 to 100 %, saved when the parent lets go of it. */
export function HelperShareSlider({ percent }: { percent: number }) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const fetcher = useFetcher<HelperShareResult>();
  const saving = fetcher.state !== 'idle';
  const [value, setValue] = useState(percent);
  // The server's value (saved elsewhere, or ours refused) moves the thumb once our saves have
  // settled: taken while keys are still being pressed, an earlier save's answer would pull the
  // thumb back under the parent's finger.
  const [settled, setSettled] = useState({ percent, saving });
  if (settled.percent !== percent || settled.saving !== saving) {
    setSettled({ percent, saving });
    if (!saving) setValue(percent);
  }
  return (
    <>
      <Slider
        label={t('family.helperShare.label')}
        hint={t('family.helperShare.hint')}
        value={value}
        onValueChange={setValue}
        min={HELPER_SHARE_MIN}
        max={HELPER_SHARE_MAX}
        step={5}
        formatValue={(value) => t('family.helperShare.value', { share: formatShare(value) })}
        onValueCommit={(value) =>
          void fetcher.submit(
            { intent: 'helperShare', percent: value } satisfies HelperShareChange,
            { method: 'post', action: '/family', encType: 'application/json' },
          )
        }
      />
      {fetcher.data?.error ? (
        <Banner tone="danger">{translateKnown(fetcher.data.error)}</Banner>
      ) : null}
    </>
  );
}
