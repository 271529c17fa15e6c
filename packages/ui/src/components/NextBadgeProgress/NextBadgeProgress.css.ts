import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { BadgeTierName } from '../../illustrations/badgeArtNames';
import type { NextBadgeProgressVariant } from './nextBadgeProgressVariants';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
});

export const list = styleVariants<Record<NextBadgeProgressVariant, Parameters<typeof style>[0]>>({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    gap: vars.space.sm,
  },
  spotlight: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
  },
});

export const item = style({
  display: 'flex',
  // On a narrow card the words go under the picture rather than a word a line beside it.
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 10rem',
  minWidth: 0,
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const name = style({ margin: 0, fontWeight: vars.font.weightBold });

const medalBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
});

export const medal = styleVariants<Record<BadgeTierName, Parameters<typeof style>[0]>>({
  gold: [medalBase, { backgroundColor: vars.color.tier.gold, color: vars.color.tier.goldText }],
  silver: [
    medalBase,
    { backgroundColor: vars.color.tier.silver, color: vars.color.tier.silverText },
  ],
  bronze: [
    medalBase,
    { backgroundColor: vars.color.tier.bronze, color: vars.color.tier.bronzeText },
  ],
});

export const track = styleVariants<Record<NextBadgeProgressVariant, Parameters<typeof style>[0]>>({
  list: {
    height: vars.space.md,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.track,
    boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
    overflow: 'hidden',
  },
  spotlight: {
    height: vars.space.lg,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.track,
    boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
    overflow: 'hidden',
  },
});

export const fill = style({
  height: '100%',
  // A sliver shows even at the start, so the bar reads as a bar to fill.
  minWidth: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  transition: `width ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
});

export const hint = style({ margin: 0 });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const earned = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.lg,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

/**
 * The words a parent reads aloud, and the badge's name: lines break only at spaces (and where a
 * word is wider than its whole box). Children's Japanese is written with a space between words
 * (あと 2 こ おてつだいの タスクを …), so keep-all never cuts one in half; English breaks at its
 * spaces as ever.
 */
export const spokenWords = style({
  overflowWrap: 'break-word',
  wordBreak: 'keep-all',
  hyphens: 'manual',
  lineBreak: 'strict',
});
