import { useState } from 'react';
import { failureMessage } from '@taskboard/contract';
import { Banner, Button, Heading, Stack, Text } from '@taskboard/ui';
import { api } from '../api';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';

/** The Privacy tab's "Download my data": everything the account owns, as one JSON file. */
export function ExportDataButton() {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setPending(true);
    setFailure(null);
    try {
      const data = await api.settings.exportData();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `bitesize-taskboard-${data.exported_at.slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(failureMessage(error, t('settings.export.failed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="sm" as="section" aria-labelledby="export-heading">
      <Heading level={3} id="export-heading">
        {t('settings.export.heading')}
      </Heading>
      <Text tone="muted" size="sm">
        {t('settings.export.text')}
      </Text>
      {failure ? <Banner tone="danger">{translateKnown(failure)}</Banner> : null}
      <div>
        <Button variant="secondary" pending={pending} onClick={() => void download()}>
          {t('settings.export.button')}
        </Button>
      </div>
    </Stack>
  );
}
