import { Suspense, useState } from 'react';
import { Await, Link, redirect, useLoaderData, useRevalidator } from 'react-router';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { ApiError, type Task } from '@taskboard/contract';
import {
  Banner,
  BadgeTier,
  Button,
  Cockpit,
  EmptyState,
  GoalAchievements,
  GoalDetailsDialog,
  Heading,
  MusicToggle,
  NextBadgeProgress,
  ProfileColumns,
  ProfileHeader,
  RadarChart,
  Stack,
  StreakCard,
  type CompletedGoal,
  type RadarRange,
} from '@taskboard/ui';
import { api } from '../api';
import { useReloadOnReturn } from '../board/useReloadOnReturn';
import { badgesOf, nextBadgesOf } from '../presentation/badges';
import {
  cockpitOf,
  completedGoalsOf,
  emptyDistribution,
  fallbackMetrics,
  goalTasksOf,
  profileHeaderOf,
  radarSlicesOf,
  RECENT_GOALS,
  RECENT_GOALS_ON_PHONE,
  streakOf,
} from '../presentation/profile';
import { currentAccount, withLastCopy } from '../offline/lastCopy';
import { copyKeys } from '../offline/offlineStore';
import { ChildProfile } from '../profile/ChildProfile';
import { loadStreak } from '../profile/streakLoad';
import { StreakFailureBanner } from '../profile/StreakFailureBanner';
import { useProfileDesktop } from '../profile/useProfileDesktop';
import { loadChildStarJar } from '../stars/starJarData';
import { useBackgroundMusic } from '../profile/useBackgroundMusic';
import { useDateFormatting } from '../preferences/usePreferences';
import { translate, useT } from '../i18n/useT';
import { refusesReplacedSession, sessionToken } from '../session/refusedSession';

/** The statistics of the profile, each loading on its own; a failure falls back (spec §8). */
function loadWidgets(userId: number | undefined) {
  const who = userId === undefined ? {} : { user_id: userId };
  return {
    achievements: api.stats.recentAchievements({ ...who, limit: RECENT_GOALS }).catch(() => []),
    metrics: api.stats
      .performanceMetrics(who)
      .then((metrics) => ({ metrics, failed: false }))
      .catch(() => ({ metrics: fallbackMetrics, failed: true })),
    streak: loadStreak(who),
    allCategories: api.stats
      .categoryDistribution({ ...who, status_filter: 'CLOSED' })
      .catch(() => emptyDistribution),
    recentCategories: api.stats
      .recentCategoryDistribution({ ...who, days: 30 })
      .catch(() => emptyDistribution),
  };
}

export async function clientLoader({ params, request }: ClientLoaderFunctionArgs) {
  const requested = params.userId === undefined ? undefined : Number(params.userId);
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0)) {
    return { failure: 'notFound' } as const;
  }
  const sentWith = sessionToken();
  try {
    // Offline, the profile as last read (issue #28); its statistics fall back on their own.
    const profile = await withLastCopy(copyKeys.profile(currentAccount() ?? '', requested), () =>
      requested === undefined ? api.users.profile() : api.users.profileOf(requested),
    );
    const widgets = profile.show_progress
      ? loadWidgets(profile.is_own_profile ? undefined : profile.id)
      : null;
    // A child's own profile shows its star jar (when the family's jar is on), loading on its own.
    const starJar =
      profile.is_own_profile && profile.account_type === 'CHILD' ? loadChildStarJar() : null;
    return { profile, widgets, starJar } as const;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      // Loaded again with the session an account switch stored meanwhile (refusedSession.ts).
      if (refusesReplacedSession(error, sentWith)) throw redirect(url.pathname + url.search);
      throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof ApiError && error.status === 404) {
      return { failure: 'notFound' } as const;
    }
    return { failure: 'loadFailed' } as const;
  }
}

export function meta() {
  return [{ title: translate('profile.meta.title') }];
}

function ProfileActions({ own }: { own: boolean }) {
  const t = useT();
  return (
    <>
      <Button asChild variant="secondary" size="sm">
        <Link to="/users">{t('profile.action.directory')}</Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to="/taskboard">{t('profile.action.board')}</Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link to="/content">{t('profile.action.content')}</Link>
      </Button>
      {own ? (
        <Button asChild variant="secondary" size="sm">
          <Link to="/settings">{t('profile.action.settings')}</Link>
        </Button>
      ) : null}
    </>
  );
}

/** A completed goal opened in the dialog, with its description and tasks once they arrive. */
interface OpenGoal {
  goal: CompletedGoal;
  description: string | null;
  tasks: Task[] | null;
}

/**
 * The goal dialog of a profile, anyone's: the goal and its tasks are read from that profile
 * (GET /users/{userId}/goals/{goalId}), under its privacy rules.
 */
function useGoalDialog(userId: number) {
  const [open, setOpen] = useState<OpenGoal | null>(null);
  const show = (goal: CompletedGoal) => {
    setOpen({ goal, description: null, tasks: null });
    // Spec §8: a goal-task failure is an empty list.
    void api.users
      .profileGoal(userId, Number(goal.id))
      .then((found) => ({ description: found.goal.description ?? null, tasks: found.tasks }))
      .catch(() => ({ description: null, tasks: [] }))
      .then((details) =>
        setOpen((current) => (current?.goal.id === goal.id ? { goal, ...details } : current)),
      );
  };
  return { open, show, close: () => setOpen(null) };
}

export default function Profile() {
  const t = useT();
  const dates = useDateFormatting();
  const data = useLoaderData<typeof clientLoader>();
  // Spec §9: the profile's desktop layout from 1024 px; narrower, its mobile layout.
  const desktop = useProfileDesktop();
  const { revalidate } = useRevalidator();
  useReloadOnReturn();
  const [range, setRange] = useState<RadarRange>('recent');
  const goalDialog = useGoalDialog('failure' in data ? 0 : data.profile.id);
  const music = useBackgroundMusic(!('failure' in data) && data.profile.is_own_profile);

  // Without a profile the empty state is all the page has: its title is the page's heading.
  if ('failure' in data) {
    return data.failure === 'notFound' ? (
      <EmptyState
        headingLevel={1}
        icon="🔍"
        title={t('profile.notFound.title')}
        description={t('profile.notFound.text')}
      />
    ) : (
      <EmptyState
        headingLevel={1}
        icon="⚠️"
        title={t('profile.loadFailed.title')}
        description={t('profile.loadFailed.text')}
        action={<Button onClick={() => void revalidate()}>{t('profile.tryAgain')}</Button>}
      />
    );
  }

  const { profile, widgets } = data;
  if (profile.is_own_profile && profile.account_type === 'CHILD') {
    return (
      <ChildProfile
        profile={profile}
        streak={widgets?.streak ?? null}
        starJar={data.starJar}
        music={music}
      />
    );
  }
  // The header's one-line streak is named apart from the full streak card further down the page.
  const compactStreak = { label: t('profile.streakAtAGlance') };
  const streak = widgets ? (
    <Suspense
      fallback={<StreakCard compact loading current={0} longest={0} messages={compactStreak} />}
    >
      <Await resolve={widgets.streak}>
        {(s) => <StreakCard compact {...streakOf(s.streak)} messages={compactStreak} />}
      </Await>
    </Suspense>
  ) : null;

  // What is next for each badge: one's own profile only (the server tells no one else). Under the
  // charts when they are shown, where its list has the wider column; else beside the badges.
  const nextBadges = profile.is_own_profile ? (
    <NextBadgeProgress
      badges={nextBadgesOf(profile.potential_badges)}
      headingLevel={widgets ? 3 : 2}
    />
  ) : null;

  return (
    <Stack gap="lg">
      <ProfileHeader
        {...profileHeaderOf(profile)}
        streak={streak}
        actions={<ProfileActions own={profile.is_own_profile} />}
      />
      {profile.is_own_profile ? (
        <MusicToggle ref={music.controlRef} state={music.state} onToggle={music.toggle} />
      ) : null}

      {/* Side by side from 1024 px: the charts and goals achieved, then badges and the streak. */}
      <ProfileColumns
        main={
          widgets ? (
            <>
              {/* The charts' own headings are level 3: this one keeps the page's outline whole. */}
              <Heading level={2}>{t('profile.progress')}</Heading>
              <Suspense
                fallback={<RadarChart slices={[]} loading value={range} onValueChange={setRange} />}
              >
                <Await
                  resolve={range === 'recent' ? widgets.recentCategories : widgets.allCategories}
                >
                  {(distribution) => (
                    <RadarChart
                      {...radarSlicesOf(distribution)}
                      value={range}
                      onValueChange={setRange}
                    />
                  )}
                </Await>
              </Suspense>

              <Suspense fallback={<Cockpit {...cockpitOf(fallbackMetrics)} aria-busy="true" />}>
                <Await resolve={widgets.metrics}>
                  {({ metrics, failed }) => (
                    <Stack gap="sm">
                      {failed ? <Banner tone="warning">{t('profile.metricsFailed')}</Banner> : null}
                      <Cockpit {...cockpitOf(metrics)} />
                    </Stack>
                  )}
                </Await>
              </Suspense>

              <Suspense fallback={<GoalAchievements goals={[]} loading />}>
                <Await resolve={widgets.achievements}>
                  {(achievements) => {
                    const goals = completedGoalsOf(achievements);
                    return (
                      <GoalAchievements
                        goals={goals}
                        formatDate={dates.date}
                        {...(desktop ? {} : { collapsedCount: RECENT_GOALS_ON_PHONE })}
                        onGoalSelect={(id) => {
                          const goal = goals.find((g) => g.id === id);
                          if (goal) goalDialog.show(goal);
                        }}
                      />
                    );
                  }}
                </Await>
              </Suspense>
              {nextBadges}
            </>
          ) : null
        }
        side={
          <>
            <BadgeTier
              badges={badgesOf(profile.badges)}
              formatDate={dates.date}
              // Under Progress when the charts are shown, else a part of the page of its own.
              headingLevel={widgets ? 3 : 2}
            />
            {widgets ? null : nextBadges}
            {widgets ? (
              <Suspense fallback={<StreakCard loading current={0} longest={0} />}>
                <Await resolve={widgets.streak}>
                  {({ streak, failure }) => (
                    <Stack gap="sm">
                      <StreakFailureBanner failure={failure} />
                      <StreakCard {...streakOf(streak)} />
                    </Stack>
                  )}
                </Await>
              </Suspense>
            ) : null}
          </>
        }
      />

      <GoalDetailsDialog
        formatDate={dates.date}
        open={goalDialog.open !== null}
        onOpenChange={(open) => {
          if (!open) goalDialog.close();
        }}
        title={goalDialog.open?.goal.title ?? ''}
        completedAt={goalDialog.open?.goal.completedAt}
        description={goalDialog.open?.description}
        tasks={goalTasksOf(goalDialog.open?.tasks ?? [])}
        loading={goalDialog.open !== null && goalDialog.open.tasks === null}
      />
    </Stack>
  );
}
