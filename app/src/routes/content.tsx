import type { ClientLoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Heading, Stack, Text } from '@taskboard/ui';
import { api } from '../api';
import { ContentList, loadPage } from '../content/ContentList';
import { PublicPage } from '../navigation/PublicPage';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadPage(new URL(request.url), (query) => api.content.list(query, request.signal));
}

export function meta() {
  return [
    { title: 'Articles for parents | Bitesize TaskBoard' },
    {
      name: 'description',
      content:
        'Short, practical articles for parents of 3-7-year-olds: growth mindset, study support, well-being, routines, sleep and more.',
    },
  ];
}

export default function Content() {
  const data = useLoaderData<typeof clientLoader>();
  return (
    <PublicPage>
      <ContentList
        data={data}
        title={
          <Stack gap="xs">
            <Heading level={1}>Articles for parents</Heading>
            <Text tone="muted">
              Practical ideas for families with children aged 3 to 7: growth mindset, study support,
              well-being and everyday routines.
            </Text>
          </Stack>
        }
      />
    </PublicPage>
  );
}
