import type { ClientLoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Heading, Stack, TextLink } from '@taskboard/ui';
import { Link } from 'react-router';
import { api } from '../api';
import { ContentList, loadPage } from '../content/ContentList';
import { tagIcon, titleCaseTag } from '../content/contentText';
import { PublicPage } from '../navigation/PublicPage';

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const url = new URL(request.url);
  return {
    tag,
    ...(await loadPage(url, (query) => api.content.byTag(tag, query, request.signal))),
  };
}

export function meta({ data }: { data: Awaited<ReturnType<typeof clientLoader>> | undefined }) {
  const name = titleCaseTag(data?.tag ?? '');
  return [
    { title: `${name} | Bitesize TaskBoard articles` },
    { name: 'description', content: `Articles for parents of 3-7-year-olds about ${name}.` },
  ];
}

export default function ContentTag() {
  const data = useLoaderData<typeof clientLoader>();
  const icon = tagIcon(data.tag);
  return (
    <PublicPage>
      <ContentList
        data={data}
        title={
          <Stack gap="xs">
            <TextLink asChild>
              <Link to="/content">All articles</Link>
            </TextLink>
            <Heading level={1}>
              {icon ? <span aria-hidden="true">{icon} </span> : null}
              {titleCaseTag(data.tag)}
            </Heading>
          </Stack>
        }
      />
    </PublicPage>
  );
}
