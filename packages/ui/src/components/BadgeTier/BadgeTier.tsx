import { useId, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { BadgeArt } from '../../illustrations/BadgeArt';
import { EmptyPicture } from '../../illustrations/EmptyPicture';
import { headingTag } from '../../internal/headingTag';
import { visuallyHidden } from '../../internal/shared.css';
import { useUiMessages } from '../../messages/UiMessagesProvider';
import { EmptyState } from '../EmptyState';
import type { HeadingLevel } from '../Heading';
import {
  badgeScrollThreshold,
  defaultBadgeTierMessages,
  groupBadges,
  type Badge,
  type BadgeTierMessages,
} from './badgeGroups';
import { formatDay } from './formatDay';
import * as styles from './BadgeTier.css';

export type BadgeTierProps = Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> & {
  badges: readonly Badge[];
  /** Formats earnedAt; defaults to the reader's locale ('Mar 4, 2026'). */
  formatDate?: (earnedAt: string) => string;
  /** The level of the panel's heading (tier groups sit one below it). */
  headingLevel?: HeadingLevel;
  /** Replaces any of the panel's texts (title, empty state, tier names…). */
  messages?: Partial<BadgeTierMessages>;
  /**
   * How the counts per tier are drawn: `words` ('Gold: 1'), or `picture` for a child who may not
   * read yet: each tier's medal with its number beside it, the tier's name kept for screen
   * readers.
   */
  look?: BadgeTierLook;
};

/** The ways the counts per tier can be drawn (see `look`). */
export const badgeTierLooks = ['words', 'picture'] as const;
export type BadgeTierLook = (typeof badgeTierLooks)[number];

/** Earned badges grouped Gold, Silver and Bronze with counts; the list scrolls above 9. */
export function BadgeTier({
  badges,
  formatDate = formatDay,
  headingLevel = 3,
  messages,
  look = 'words',
  className,
  ...props
}: BadgeTierProps) {
  const headingId = useId();
  const text = useUiMessages('badgeTier', defaultBadgeTierMessages, messages);
  const Title = headingTag(headingLevel);
  const GroupTitle = headingTag(headingLevel + 1);
  const groups = groupBadges(badges);
  const scrolls = badges.length > badgeScrollThreshold;

  return (
    <section
      aria-labelledby={headingId}
      data-look={look}
      className={cx(styles.root, className)}
      {...props}
    >
      <Title id={headingId} className={styles.title}>
        {text.title(badges.length)}
      </Title>
      {badges.length === 0 ? (
        <EmptyState
          headingLevel={Math.min(4, headingLevel + 1) as HeadingLevel}
          icon={<EmptyPicture name="no-badges" />}
          title={text.emptyTitle}
          description={text.emptyDescription}
          action={
            <ul className={styles.hints} aria-label={text.hintsLabel}>
              {text.hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <>
          <ul className={styles.counts} aria-label={text.countsLabel}>
            {groups.map((group) => (
              <li key={group.tier} className={styles.medal[group.tier]} data-tier={group.tier}>
                {look === 'picture' ? (
                  <>
                    <BadgeArt tier={group.tier} size="sm" />
                    <span className={visuallyHidden}>{text.tiers[group.tier]}: </span>
                    <span className={styles.count}>{group.badges.length}</span>
                  </>
                ) : (
                  <>
                    {text.tiers[group.tier]}: {group.badges.length}
                  </>
                )}
              </li>
            ))}
          </ul>
          <div
            // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
            role={scrolls ? 'region' : undefined}
            aria-label={scrolls ? text.listLabel : undefined}
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
                  aria-label={text.tierGroup(text.tiers[group.tier])}
                >
                  <GroupTitle className={styles.groupTitle}>
                    {text.tiers[group.tier]} ({group.badges.length})
                  </GroupTitle>
                  <ul className={styles.list}>
                    {group.badges.map((badge) => (
                      <li key={badge.id} className={styles.badge} data-tier={group.tier}>
                        <BadgeArt kind={badge.kind} tier={group.tier} size="md" />
                        <div>
                          <p className={styles.badgeName}>{badge.name}</p>
                          {badge.description ? (
                            <p className={styles.badgeText}>{badge.description}</p>
                          ) : null}
                          {badge.earnedAt ? (
                            <p className={styles.badgeText}>
                              {text.earned(formatDate(badge.earnedAt))}
                            </p>
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
