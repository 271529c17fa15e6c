import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  ApiError,
  DEFAULT_POST_ID,
  POST_NOT_FOUND,
  type ContentPost as Post,
} from '@taskboard/contract';
import {
  ArticleBody,
  Banner,
  Button,
  Chip,
  Heading,
  SidebarLayout,
  Spinner,
  Stack,
  Text,
  TextLink,
} from '@taskboard/ui';
import { api } from '../api';
import { metaDescription } from '../content/contentText';
import { PromoBox } from '../content/PromoBox';
import { languageOfPage, readerLanguage } from '../content/readerLanguage';
import { targetAge } from '../content/targetAge';
import {
  loadKnownMessages,
  translateKnown as translateKnownNow,
  useTranslateKnown,
} from '../i18n/knownMessages';
import { useLocalizedPath } from '../i18n/localizedPath';
import { RichMessage, useT } from '../i18n/useT';
import { InlineLink } from '../navigation/InlineLink';
import { PublicPage } from '../navigation/PublicPage';
import { useSignedInAs } from '../navigation/useSignedInAs';
import { prerenderedPost } from '../prerender/contentSnapshot.server';
import { useDateFormatting } from '../preferences/usePreferences';

/** Why a post is not shown: no such post, or it could not be loaded. */
type PostFailure = 'missing' | 'unavailable';

type LoaderData = { post: Post } | { post: null; failure: PostFailure };

/**
 * At build time only: the article as the server answers it in the language of the address,
 * which the page is drawn with.
 */
export function loader({ params, request }: LoaderFunctionArgs): LoaderData {
  return { post: prerenderedPost(params.postId ?? DEFAULT_POST_ID, languageOfPage(request.url)) };
}

/** The article in the reader's language, or in English (with a note) until it is written in it. */
export async function clientLoader({
  params,
  request,
}: ClientLoaderFunctionArgs): Promise<LoaderData> {
  try {
    const post = await api.content.post(
      params.postId ?? DEFAULT_POST_ID,
      request.signal,
      readerLanguage(new URL(request.url)),
    );
    // The server names a media-store target only for posts that are a link into it (spec §2).
    if (post.redirect_url) window.location.replace(post.redirect_url);
    return { post };
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
    // The page's title says so too, and a title cannot wait: the reader's messages (and the
    // table that names them) come before the page is drawn.
    if (missing) await loadKnownMessages().catch(() => undefined);
    return { post: null, failure: missing ? 'missing' : 'unavailable' };
  }
}

type AddGoalResult = { added?: string; failed?: true };

/**
 * A challenge post becomes a goal on the signed-in user's board, titled as the reader read it:
 * in their language.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<AddGoalResult> {
  const title = String((await request.formData()).get('title') ?? '');
  try {
    await api.backlog.createGoal({ title });
    return { added: title };
  } catch {
    return { failed: true };
  }
}

export function meta({ data }: { data: LoaderData | undefined }) {
  if (!data?.post) return [{ title: `${translateKnownNow(POST_NOT_FOUND)} | Bitesize TaskBoard` }];
  return [
    { title: `${data.post.title} | Bitesize TaskBoard` },
    { name: 'description', content: metaDescription(data.post.content) },
  ];
}

function ChallengeBox({ post }: { post: Post }) {
  const result = useActionData<AddGoalResult>();
  const pending = useNavigation().state === 'submitting';
  const signedIn = useSignedInAs() !== null;
  const t = useT();
  return (
    <Stack gap="sm" as="section" aria-label={t('content.post.challenge')}>
      <Text weight="bold">{t('content.challenge.intro')}</Text>
      {result?.added ? (
        <Banner tone="success">
          {t('content.challenge.added', { title: result.added })}{' '}
          <TextLink asChild>
            <Link to="/taskboard">{t('content.promo.open')}</Link>
          </TextLink>
        </Banner>
      ) : null}
      {result?.failed ? <Banner tone="danger">{t('content.challenge.addFailed')}</Banner> : null}
      {signedIn ? (
        <Form method="post">
          <input type="hidden" name="title" value={post.title} />
          <Button type="submit" pending={pending} disabled={Boolean(result?.added)}>
            {t('content.challenge.addGoal')}
          </Button>
        </Form>
      ) : (
        <Text>
          <RichMessage
            id="content.challenge.logInToAdd"
            elements={{ 0: <InlineLink to="/login" /> }}
          />
        </Text>
      )}
    </Stack>
  );
}

export default function ContentPost() {
  const dates = useDateFormatting();
  const t = useT();
  const translateKnown = useTranslateKnown();
  const localized = useLocalizedPath();
  const language = useLingui().i18n.locale;
  const data = useLoaderData<typeof clientLoader>();
  const post = data.post;
  // Scroll to the top when one article links to another.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [post?.url_id]);

  if (!post) {
    return (
      <PublicPage>
        <Stack gap="md">
          <Heading level={1}>
            {'failure' in data && data.failure === 'unavailable'
              ? t('content.post.loadFailed')
              : translateKnown(POST_NOT_FOUND)}
          </Heading>
          <TextLink asChild>
            <Link to={localized('/content')}>{t('content.browseAll')}</Link>
          </TextLink>
        </Stack>
      </PublicPage>
    );
  }
  // The article's own words are marked with their language when it is not the page's.
  const articleLang = post.language === language ? undefined : post.language;
  if (post.redirect_url) {
    return (
      <PublicPage>
        <Spinner label={t('content.post.opening')} />
      </PublicPage>
    );
  }
  return (
    <PublicPage>
      <SidebarLayout aside={<PromoBox />} asideLabel={t('content.promo.label')}>
        <Stack as="article" gap="lg">
          <Stack gap="sm">
            <TextLink asChild>
              <Link to={localized('/content')}>{t('content.allArticles')}</Link>
            </TextLink>
            {/* Not written in the reader's language yet: said in their language, never silently. */}
            {post.language === 'en' && language !== 'en' ? (
              <Banner tone="info">{t('content.post.notTranslated')}</Banner>
            ) : null}
            <Heading level={1} lang={articleLang}>
              {post.title}
            </Heading>
            <Text size="lg" lang={articleLang}>
              {post.running_title}
            </Text>
            <Stack direction="row" gap="sm" wrap align="center">
              <Text tone="muted">
                {t('content.post.byline', {
                  author: post.author,
                  date: dates.date(post.publication_date),
                })}
              </Text>
              <Chip tone="info">
                {t('content.post.age', { age: targetAge(post.target_age, t) })}
              </Chip>
              {post.challenge ? <Chip tone="warning">{t('content.post.challenge')}</Chip> : null}
            </Stack>
          </Stack>
          <ArticleBody html={post.content} title={post.title} lang={post.language} />
          {post.challenge ? <ChallengeBox post={post} /> : null}
          <Stack gap="xs" as="section" aria-label={t('content.post.keywords')}>
            <Text weight="bold">{t('content.post.keywords')}</Text>
            <Stack as="ul" direction="row" gap="sm" wrap>
              {post.keywords.map((keyword, index) => (
                <li key={keyword} lang={articleLang}>
                  <TextLink asChild>
                    <Link to={localized(`/content/tags/${encodeURIComponent(keyword)}`)}>
                      {post.keyword_names[index] ?? keyword}
                    </Link>
                  </TextLink>
                </li>
              ))}
            </Stack>
          </Stack>
        </Stack>
      </SidebarLayout>
    </PublicPage>
  );
}
