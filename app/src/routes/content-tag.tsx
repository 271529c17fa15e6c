import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Heading, Stack, TextLink } from '@taskboard/ui';
import { Link } from 'react-router';
import { api } from '../api';
import { ContentList, loadPage, prerenderedPage } from '../content/ContentList';
import { tagIcon, tagNameInPosts, titleCaseTag } from '../content/contentText';
import { languageOfPage } from '../content/readerLanguage';
import { useLocalizedPath } from '../i18n/localizedPath';
import type { MessageId } from '../i18n/messageId';
import { translate, useT, type Translate } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';
import { prerenderedList } from '../prerender/contentSnapshot.server';

/** At build time only: the tag's first page the server answers, which the page is drawn with. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const tag = params.tag ?? '';
  return {
    tag,
    ...prerenderedPage(prerenderedList(`/content/tags/${tag}`, languageOfPage(request.url))),
  };
}

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const url = new URL(request.url);
  return {
    tag,
    ...(await loadPage(url, (query) => api.content.byTag(tag, query, request.signal))),
  };
}

/** The featured tags' names in the reader's language, as the interface names them. */
const featuredTagNames: Readonly<Record<string, MessageId>> = {
  'growth-mindset': 'content.tag.growthMindset',
  'study-support': 'content.tag.studySupport',
  'well-being': 'content.tag.wellBeing',
};

/**
 * A tag's name: a featured tag's from the catalogue, any other as the posts written in the
 * reader's language call it, else the tag itself, title-cased.
 */
function tagName(tag: string, posts: Parameters<typeof tagNameInPosts>[0], t: Translate): string {
  const id = featuredTagNames[tag.toLowerCase()];
  return id ? t(id) : (tagNameInPosts(posts, tag) ?? titleCaseTag(tag));
}

export function meta({ data }: { data: Awaited<ReturnType<typeof clientLoader>> | undefined }) {
  const tag = tagName(data?.tag ?? '', data?.results ?? [], translate);
  return [
    { title: translate('content.tag.metaTitle', { tag }) },
    { name: 'description', content: translate('content.tag.metaDescription', { tag }) },
  ];
}

export default function ContentTag() {
  const data = useLoaderData<typeof clientLoader>();
  const icon = tagIcon(data.tag);
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <PublicPage>
      <ContentList
        data={data}
        title={
          <Stack gap="xs">
            <TextLink asChild>
              <Link to={localized('/content')}>{t('content.allArticles')}</Link>
            </TextLink>
            <Heading level={1}>
              {icon ? <span aria-hidden="true">{icon} </span> : null}
              {tagName(data.tag, data.results, t)}
            </Heading>
          </Stack>
        }
      />
    </PublicPage>
  );
}
