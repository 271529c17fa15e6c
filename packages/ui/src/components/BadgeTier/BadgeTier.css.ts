import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';
import type { BadgeTierName } from '../../illustrations/badgeArtNames';

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

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const scroller = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    selectors: {
      '&[data-scroll="true"]': {
        maxHeight: '28rem',
        overflowY: 'auto',
        paddingInlineEnd: vars.space.sm,
        borderRadius: vars.radius.md,
      },
    },
  },
]);

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weightBold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
});

const medalBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
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

// A child's counts: the medal first, its number beside it, large enough to count at a glance.
globalStyle(`${root}[data-look="picture"] ${counts} > li`, {
  gap: vars.space.xs,
  height: 'auto',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
});

export const count = style({ fontSize: vars.fontSize.lg, lineHeight: 1 });

export const badgeName = style({ margin: 0, fontWeight: vars.font.weightBold });

export const badgeText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const hints = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  color: vars.color.text,
  textAlign: 'start',
});
