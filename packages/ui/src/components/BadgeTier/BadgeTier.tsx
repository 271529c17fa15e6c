import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { EmptyState } from '../EmptyState';
import { badgeScrollThreshold, badgeTierLabels, groupBadges, type Badge } from './badgeGroups';
import { formatDay } from './formatDay';
import * as styles from './BadgeTier.css';

export type BadgeTierProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  badges: readonly Badge[];
  /** Defaults to 'Badges (N)'. */
  title?: string;
  /** Formats earned_at; defaults to the reader's locale ('Mar 4, 2026'). */
  formatDate?: (earnedAt: string) => string;
};

/** Earned badges grouped Gold, Silver and Bronze with counts; the list scrolls above 9. */
export function BadgeTier({
  badges,
  title = `Badges (${badges.length})`,
  formatDate = formatDay,
  className,
  ...props
}: BadgeTierProps) {
  const headingId = useId();
  const groups = groupBadges(badges);
  const scrolls = badges.length > badgeScrollThreshold;

  return (
    <section aria-labelledby={headingId} className={cx(styles.root, className)} {...props}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      {badges.length === 0 ? (
        <EmptyState
          headingLevel={4}
          icon="🏅"
          title="No badges earned yet"
          description="Start Your Badge Journey"
          action={
            <ul className={styles.hints} aria-label="Ways to earn a badge">
              <li>Complete your first task</li>
              <li>Finish a goal</li>
              <li>Join a community</li>
            </ul>
          }
        />
      ) : (
        <>
          <ul className={styles.counts} aria-label="Badges per tier">
            {groups.map((group) => (
              <li key={group.tier} className={styles.medal[group.tier]}>
                {badgeTierLabels[group.tier]}: {group.badges.length}
              </li>
            ))}
          </ul>
          <div
            // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
            role={scrolls ? 'region' : undefined}
            aria-label={scrolls ? 'Earned badges' : undefined}
            tabIndex={scrolls ? 0 : undefined}
            data-scroll={scrolls ? 'true' : 'false'}
            className={styles.scroller}
          >
            {groups
              .filter((group) => group.badges.length > 0)
              .map((group) => (
                <section
                  key={group.tier}
                  className={styles.group}
                  aria-label={`${badgeTierLabels[group.tier]} badges`}
                >
                  <h4 className={styles.groupTitle}>
                    {badgeTierLabels[group.tier]} ({group.badges.length})
                  </h4>
                  <ul className={styles.list}>
                    {group.badges.map((badge) => (
                      <li key={badge.id} className={styles.badge} data-tier={group.tier}>
                        <span className={styles.medal[group.tier]} aria-hidden="true">
                          {badgeTierLabels[group.tier].charAt(0)}
                        </span>
                        <div>
                          <p className={styles.badgeName}>{badge.name}</p>
                          {badge.description ? (
                            <p className={styles.badgeText}>{badge.description}</p>
                          ) : null}
                          {badge.earned_at ? (
                            <p className={styles.badgeText}>Earned {formatDate(badge.earned_at)}</p>
                          ) : null}
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
          </div>
        </>
      )}
    </section>
  );
}
