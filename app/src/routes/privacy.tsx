import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { translate, useT } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: translate('legal.privacy.meta.title') },
    { name: 'description', content: translate('legal.privacy.meta.description') },
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
        <Heading level={1}>{t('legal.privacy.heading')}</Heading>
        <Text size="lg">{t('legal.privacy.intro')}</Text>
        <Part title={t('legal.privacy.accounts.title')}>
          <Text>{t('legal.privacy.accounts.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.board.title')}>
          <Text>{t('legal.privacy.board.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.sessions.title')}>
          <Text>{t('legal.privacy.sessions.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.helper.title')}>
          <Text>{t('legal.privacy.helper.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.email.title')}>
          <Text>{t('legal.privacy.email.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.directory.title')}>
          <Text>{t('legal.privacy.directory.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.browser.title')}>
          <Text>{t('legal.privacy.browser.text')}</Text>
        </Part>
        <Part title={t('legal.privacy.security.title')}>
          <Text>{t('legal.privacy.security.text')}</Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
