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
  NextBadgeProgress,
  Stack,
  Text,
} from '@taskboard/ui';
import { api } from '../api';
import { badgesOf, nextBadgesOf } from '../presentation/badges';
import { useDateFormatting, usePreferences } from '../preferences/usePreferences';
import { translate, useT } from '../i18n/useT';
import { refusesReplacedSession, sessionToken } from '../session/refusedSession';

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const sentWith = sessionToken();
  try {
    const profile = await api.users.profile();
    return {
      username: profile.username,
      child: profile.account_type === 'CHILD',
      badges: profile.badges,
      next: profile.potential_badges,
      error: null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      // Loaded again with the session an account switch stored meanwhile (refusedSession.ts).
      if (refusesReplacedSession(error, sentWith)) throw redirect(url.pathname + url.search);
      throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
    }
    const signedOut = error instanceof ApiError && error.error_code === 'NO_AUTH_TOKEN';
    return {
      username: null,
      child: false,
      badges: [],
      next: [],
      error: signedOut ? 'signedOut' : 'loadFailed',
    } as const;
  }
}

export function meta() {
  return [{ title: translate('profile.badges.meta.title') }];
}

/** Spec §2 Badge statistics: the user's badges grouped Gold, Silver, Bronze with their dates. */
export default function Badges() {
  const t = useT();
  const dates = useDateFormatting();
  const { username, child, badges: earned, next, error } = useLoaderData<typeof clientLoader>();
  // A child is named as its parent wrote it, and counts its medals in pictures.
  const { display_name } = usePreferences();
  const name = (child && display_name) || username;
  // Named and described at render time, in the language shown.
  const badges = badgesOf(earned);
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('profile.badges.heading')}</Heading>
      {error ? (
        <Banner tone="danger">
          {t(error === 'signedOut' ? 'profile.badges.signedOut' : 'profile.badges.loadFailed')}
        </Banner>
      ) : (
        <>
          <Text tone="muted">
            {t('profile.badges.summary', { username: name ?? '', count: badges.length })}
          </Text>
          {badges.length === 0 ? (
            <EmptyState
              headingLevel={2}
              icon={<EmptyPicture name="no-badges" />}
              title={t('profile.badges.empty.title')}
              description={t('profile.badges.empty.text')}
              action={
                <Button asChild>
                  <Link to="/taskboard">{t('profile.action.board')}</Link>
                </Button>
              }
            />
          ) : (
            <BadgeTier
              badges={badges}
              formatDate={dates.date}
              headingLevel={2}
              look={child ? 'picture' : 'words'}
              messages={{ title: (count) => t('profile.badges.listTitle', { count }) }}
            />
          )}
          <NextBadgeProgress badges={nextBadgesOf(next)} headingLevel={2} />
        </>
      )}
    </Stack>
  );
}
