import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { translate, useT } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: translate('legal.terms.meta.title') },
    { name: 'description', content: translate('legal.terms.meta.description') },
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
        <Heading level={1}>{t('legal.terms.heading')}</Heading>
        <Text size="lg">{t('legal.terms.intro')}</Text>
        <Part title={t('legal.terms.eligibility.title')}>
          <Text>{t('legal.terms.eligibility.text')}</Text>
        </Part>
        <Part title={t('legal.terms.use.title')}>
          <Text>{t('legal.terms.use.text')}</Text>
        </Part>
        <Part title={t('legal.terms.advice.title')}>
          <Text>{t('legal.terms.advice.text')}</Text>
        </Part>
        <Part title={t('legal.terms.content.title')}>
          <Text>{t('legal.terms.content.text')}</Text>
        </Part>
        <Part title={t('legal.terms.ending.title')}>
          <Text>{t('legal.terms.ending.text')}</Text>
        </Part>
        <Part title={t('legal.terms.changes.title')}>
          <Text>{t('legal.terms.changes.text')}</Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
