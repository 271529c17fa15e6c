import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { translate, useT } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: translate('landing.privacy.meta.title') },
    { name: 'description', content: translate('landing.privacy.meta.description') },
  ];
}

/** One titled part of the page. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{title}</Heading>
      {children}
    </Stack>
  );
}

export default function Privacy() {
  const t = useT();
  return (
    <PublicPage>
      <Stack gap="lg">
        <Heading level={1}>{t('landing.privacy.heading')}</Heading>
        <Text size="lg">{t('landing.privacy.intro')}</Text>
        <Part title={t('landing.privacy.accounts.title')}>
          <Text>{t('landing.privacy.accounts.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.board.title')}>
          <Text>{t('landing.privacy.board.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.sessions.title')}>
          <Text>{t('landing.privacy.sessions.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.helper.title')}>
          <Text>{t('landing.privacy.helper.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.email.title')}>
          <Text>{t('landing.privacy.email.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.directory.title')}>
          <Text>{t('landing.privacy.directory.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.browser.title')}>
          <Text>{t('landing.privacy.browser.text')}</Text>
        </Part>
        <Part title={t('landing.privacy.security.title')}>
          <Text>{t('landing.privacy.security.text')}</Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
