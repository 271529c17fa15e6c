import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { StreakTone } from './streakTier';

export const root = style({
  display: 'flex',
  // On a narrow card (a phone, a child's large type) the words move under the picture rather
  // than standing one word a line beside it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-compact="true"]': {
      display: 'inline-flex',
      gap: vars.space.sm,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.full,
      boxShadow: 'none',
    },
  },
});

export const flame = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  selectors: {
    [`${root}[data-compact="true"] &`]: {
      width: vars.size.iconLg,
      height: vars.size.iconLg,
      fontSize: vars.fontSize.sm,
    },
  },
});

export const tone = styleVariants<Record<StreakTone, Parameters<typeof style>[0]>>({
  none: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  started: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  building: { backgroundColor: vars.color.streak.green, color: vars.color.streak.greenText },
  consistent: { backgroundColor: vars.color.streak.orange, color: vars.color.streak.orangeText },
  dedicated: { backgroundColor: vars.color.streak.red, color: vars.color.streak.redText },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // About two short words a line at the least, else the words wrap under the picture.
  flex: '1 1 12em',
  minWidth: 0,
  selectors: { [`${root}[data-compact="true"] &`]: { flex: 'none' } },
});

export const label = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  selectors: { [`${root}[data-compact="true"] &`]: { fontSize: vars.fontSize.sm } },
});

export const message = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md });

export const longest = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
