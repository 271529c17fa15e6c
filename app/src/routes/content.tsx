import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Heading, Stack, Text } from '@taskboard/ui';
import { api } from '../api';
import { translate, useT } from '../i18n/useT';
import { ContentList, loadPage, prerenderedPage } from '../content/ContentList';
import { languageOfPage } from '../content/readerLanguage';
import { PublicPage } from '../navigation/PublicPage';
import { prerenderedList } from '../prerender/contentSnapshot.server';

/** At build time only: the first page the server answers, which the page is prerendered with. */
export function loader({ request }: LoaderFunctionArgs) {
  return prerenderedPage(prerenderedList('/content', languageOfPage(request.url)));
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadPage(new URL(request.url), (query) => api.content.list(query, request.signal));
}

export function meta() {
  return [
    { title: translate('content.meta.title') },
    { name: 'description', content: translate('content.meta.description') },
  ];
}

export default function Content() {
  const data = useLoaderData<typeof clientLoader>();
  const t = useT();
  return (
    <PublicPage>
      <ContentList
        data={data}
        title={
          <Stack gap="xs">
            <Heading level={1}>{t('content.heading')}</Heading>
            <Text tone="muted">{t('content.intro')}</Text>
          </Stack>
        }
      />
    </PublicPage>
  );
}
