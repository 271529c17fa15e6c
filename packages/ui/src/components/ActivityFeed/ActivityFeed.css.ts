import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { ActivityTone } from './activityPictures';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  minWidth: 0,
});

/** A sentence in pictures before the words: who, what they did, and the task's picture. */
export const pictures = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const actionTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.pictureSm,
  height: vars.size.pictureSm,
  borderRadius: vars.radius.full,
  fontSize: vars.size.iconMd,
});

export const tone = styleVariants<Record<ActivityTone, Parameters<typeof style>[0]>>({
  todo: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  underway: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
  complete: { backgroundColor: vars.color.status.done, color: vars.color.status.doneText },
  reward: { backgroundColor: vars.color.tier.gold, color: vars.color.tier.goldText },
  neutral: { backgroundColor: vars.color.secondary, color: vars.color.secondaryText },
});

/**
 * The words take what room is left, and go below the pictures when too little is: the box never
 * shrinks below its longest word, so a narrow panel never cuts a word a child is reading.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 10em',
});

export const sentence = style({ margin: 0, fontSize: vars.fontSize.md });

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
