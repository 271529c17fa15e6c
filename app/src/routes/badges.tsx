import { Link, redirect, useLoaderData } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { ApiError } from '@taskboard/contract';
import {
  BadgeTier,
  Banner,
  Button,
  EmptyPicture,
  EmptyState,
  Heading,
  Stack,
  Text,
} from '@taskboard/ui';
import { api } from '../api';
import { badgesOf } from '../presentation/badges';
import { useDateFormatting } from '../preferences/usePreferences';

const SIGNED_OUT = 'Please log in to view badge statistics';
const LOAD_FAILED = 'Failed to load user profile';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  try {
    const profile = await api.users.profile();
    return { username: profile.username, badges: badgesOf(profile.badges), error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
    }
    const signedOut = error instanceof ApiError && error.error_code === 'NO_AUTH_TOKEN';
    return { username: null, badges: [], error: signedOut ? SIGNED_OUT : LOAD_FAILED };
  }
}

export function meta() {
  return [{ title: 'Badge Statistics | Bitesize TaskBoard' }];
}

/** Spec §2 Badge statistics: the user's badges grouped Gold, Silver, Bronze with their dates. */
export default function Badges() {
  const dates = useDateFormatting();
  const { username, badges, error } = useLoaderData<typeof clientLoader>();
  return (
    <Stack gap="lg">
      <Heading level={1}>Badge Statistics</Heading>
      {error ? (
        <Banner tone="danger">{error}</Banner>
      ) : (
        <>
          <Text tone="muted">
            {username} · Total badges: {badges.length}
          </Text>
          {badges.length === 0 ? (
            <EmptyState
              headingLevel={2}
              icon={<EmptyPicture name="no-badges" />}
              title="No Badges Yet"
              description="Finish tasks and goals on your task board to earn your first badge."
              action={
                <Button asChild>
                  <Link to="/taskboard">Go to Task Board</Link>
                </Button>
              }
            />
          ) : (
            <BadgeTier
              badges={badges}
              formatDate={dates.date}
              headingLevel={2}
              messages={{ title: (count) => `Your badges (${count})` }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
