import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { translate, useT } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: translate('landing.terms.meta.title') },
    { name: 'description', content: translate('landing.terms.meta.description') },
  ];
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{title}</Heading>
      {children}
    </Stack>
  );
}

export default function Terms() {
  const t = useT();
  return (
    <PublicPage>
      <Stack gap="lg">
        <Heading level={1}>{t('landing.terms.heading')}</Heading>
        <Text size="lg">{t('landing.terms.intro')}</Text>
        <Part title={t('landing.terms.eligibility.title')}>
          <Text>{t('landing.terms.eligibility.text')}</Text>
        </Part>
        <Part title={t('landing.terms.use.title')}>
          <Text>{t('landing.terms.use.text')}</Text>
        </Part>
        <Part title={t('landing.terms.advice.title')}>
          <Text>{t('landing.terms.advice.text')}</Text>
        </Part>
        <Part title={t('landing.terms.content.title')}>
          <Text>{t('landing.terms.content.text')}</Text>
        </Part>
        <Part title={t('landing.terms.ending.title')}>
          <Text>{t('landing.terms.ending.text')}</Text>
        </Part>
        <Part title={t('landing.terms.changes.title')}>
          <Text>{t('landing.terms.changes.text')}</Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
