import { useEffect } from 'react';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
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
  formatTargetAge,
} from '@taskboard/ui';
import { api } from '../api';
import { metaDescription } from '../content/contentText';
import { PromoBox } from '../content/PromoBox';
import { PublicPage } from '../navigation/PublicPage';
import { useDateFormatting } from '../preferences/usePreferences';

export const ADD_GOAL_FAILED = 'Failed to add goal';

type LoaderData = { post: Post; signedIn: boolean } | { post: null; failure: string };

export async function clientLoader({
  params,
  request,
}: ClientLoaderFunctionArgs): Promise<LoaderData> {
  try {
    const post = await api.content.post(params.postId ?? DEFAULT_POST_ID, request.signal);
    // The server names a media-store target only for posts that are a link into it (spec §2).
    if (post.redirect_url) window.location.replace(post.redirect_url);
    return { post, signedIn: api.currentAuth() !== null };
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 422);
    return {
      post: null,
      failure: missing ? POST_NOT_FOUND : 'This post could not be loaded. Please try again.',
    };
  }
}

type AddGoalResult = { added?: string; error?: string };

/** A challenge post becomes a goal on the signed-in user's board. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<AddGoalResult> {
  const title = String((await request.formData()).get('title') ?? '');
  try {
    await api.backlog.createGoal({ title });
    return { added: title };
  } catch {
    return { error: ADD_GOAL_FAILED };
  }
}

export function meta({ data }: { data: LoaderData | undefined }) {
  if (!data?.post) return [{ title: `${POST_NOT_FOUND} | Bitesize TaskBoard` }];
  return [
    { title: `${data.post.title} | Bitesize TaskBoard` },
    { name: 'description', content: metaDescription(data.post.content) },
  ];
}

function ChallengeBox({ post, signedIn }: { post: Post; signedIn: boolean }) {
  const result = useActionData<AddGoalResult>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Stack gap="sm" as="section" aria-label="Challenge">
      <Text weight="bold">This article is a challenge: try it with your child this week.</Text>
      {result?.added ? (
        <Banner tone="success">
          Added “{result.added}” to your board.{' '}
          <TextLink asChild>
            <Link to="/taskboard">Open the TaskBoard</Link>
          </TextLink>
        </Banner>
      ) : null}
      {result?.error ? <Banner tone="danger">{result.error}</Banner> : null}
      {signedIn ? (
        <Form method="post">
          <input type="hidden" name="title" value={post.title} />
          <Button type="submit" pending={busy} disabled={Boolean(result?.added)}>
            Add as a goal
          </Button>
        </Form>
      ) : (
        <Text>
          <TextLink asChild>
            <Link to="/login">Log in</Link>
          </TextLink>{' '}
          to add this challenge to your board as a goal.
        </Text>
      )}
    </Stack>
  );
}

export default function ContentPost() {
  const dates = useDateFormatting();
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
          <Heading level={1}>{'failure' in data ? data.failure : POST_NOT_FOUND}</Heading>
          <TextLink asChild>
            <Link to="/content">Browse all articles</Link>
          </TextLink>
        </Stack>
      </PublicPage>
    );
  }
  if (post.redirect_url) {
    return (
      <PublicPage>
        <Spinner label="Opening the file..." />
      </PublicPage>
    );
  }
  const signedIn = 'signedIn' in data && data.signedIn;
  return (
    <PublicPage>
      <SidebarLayout aside={<PromoBox />} asideLabel="The TaskBoard">
        <Stack as="article" gap="lg">
          <Stack gap="sm">
            <TextLink asChild>
              <Link to="/content">All articles</Link>
            </TextLink>
            <Heading level={1}>{post.title}</Heading>
            <Text size="lg">{post.running_title}</Text>
            <Stack direction="row" gap="sm" wrap align="center">
              <Text tone="muted">
                By {post.author} · {dates.date(post.publication_date)}
              </Text>
              <Chip tone="info">Age {formatTargetAge(post.target_age)}</Chip>
              {post.challenge ? <Chip tone="warning">Challenge</Chip> : null}
            </Stack>
          </Stack>
          <ArticleBody html={post.content} title={post.title} />
          {post.challenge ? <ChallengeBox post={post} signedIn={signedIn} /> : null}
          <Stack gap="xs" as="section" aria-label="Keywords">
            <Text weight="bold">Keywords</Text>
            <Stack as="ul" direction="row" gap="sm" wrap>
              {post.keywords.map((keyword) => (
                <li key={keyword}>
                  <TextLink asChild>
                    <Link to={`/content/tags/${encodeURIComponent(keyword)}`}>{keyword}</Link>
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
