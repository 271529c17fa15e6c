import { Suspense } from 'react';
import { Await } from 'react-router';
import type { DetailedProfile } from '@taskboard/contract';
import {
  BadgeTier,
  Card,
  Heading,
  MusicToggle,
  NextBadgeProgress,
  Stack,
  StreakCard,
} from '@taskboard/ui';
import { useDateFormatting, usePreferences } from '../preferences/usePreferences';
import { badgesOf, nextBadgesOf } from '../presentation/badges';
import { streakOf, zeroStreak } from '../presentation/profile';
import { ChildStarJar } from '../stars/ChildStars';
import type { ChildStarJarData } from '../stars/starJarData';
import type { StreakLoad } from './streakLoad';
import { StreakFailureBanner } from './StreakFailureBanner';
import type { useBackgroundMusic } from './useBackgroundMusic';

/**
 * A child's own profile, drawn for a child: the name its parent gave it, its streak, its star jar
 * and its badges as pictures first, and music behind a picture button. No account labels (role,
 * access level, e-mail) and no counters meant for grown-ups.
 */
export function ChildProfile({
  profile,
  streak,
  starJar,
  music,
}: {
  profile: DetailedProfile;
  /** The streak as it loads; null when the child's progress is not shown. */
  streak: Promise<StreakLoad> | null;
  /** The child's jar as it loads: null when the family's jar is off or could not be read. */
  starJar: Promise<ChildStarJarData | null> | null;
  music: ReturnType<typeof useBackgroundMusic>;
}) {
  const dates = useDateFormatting();
  const { display_name } = usePreferences();
  return (
    <Stack gap="lg">
      <Stack direction="row" gap="md" align="center" justify="between" wrap>
        {/* The username until the parent gives a name on the Family page. */}
        <Heading level={1}>{display_name || profile.username}</Heading>
        <MusicToggle
          ref={music.controlRef}
          state={music.state}
          onToggle={music.toggle}
          look="picture"
        />
      </Stack>
      <Suspense fallback={<StreakCard loading current={0} longest={0} />}>
        <Await resolve={streak ?? Promise.resolve({ streak: zeroStreak, failure: null })}>
          {(s) => (
            <Stack gap="sm">
              <StreakFailureBanner failure={s.failure} />
              <StreakCard {...streakOf(s.streak)} />
            </Stack>
          )}
        </Await>
      </Suspense>
      {/* The stars it has saved, between the streak and the badges: the jar, then its number. */}
      {starJar ? (
        <Suspense fallback={null}>
          <Await resolve={starJar}>
            {(jar: ChildStarJarData | null) =>
              jar ? (
                <Card>
                  <ChildStarJar data={jar} size="compact" />
                </Card>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
      <BadgeTier
        badges={badgesOf(profile.badges)}
        formatDate={dates.date}
        headingLevel={2}
        look="picture"
      />
      <NextBadgeProgress badges={nextBadgesOf(profile.potential_badges)} headingLevel={2} />
    </Stack>
  );
}
