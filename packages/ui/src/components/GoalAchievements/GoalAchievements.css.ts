import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const goal = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.sm,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { backgroundColor: vars.color.ghostHover },
    'button&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.status.done,
  color: vars.color.status.doneText,
  fontWeight: vars.font.weightBold,
});

export const goalText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const goalTitle = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const goalDate = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const toggle = style({
  alignSelf: 'flex-start',
  padding: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const goalDescription = style({ margin: 0, marginBlockEnd: vars.space.md });

export const tasksTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
});

export const task = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const taskTick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderThin} solid ${vars.color.border}`,
  selectors: {
    [`${task}[data-done="true"] &`]: {
      backgroundColor: vars.color.status.done,
      color: vars.color.status.doneText,
      borderColor: vars.color.status.done,
    },
  },
});
