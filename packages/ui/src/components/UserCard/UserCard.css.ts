import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

// A name too long to sit beside the avatar (a username in a child's large type, in a narrow
// column) goes under it, whole, rather than being broken inside the word.
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.font.weightBold,
    textAlign: 'start',
    // Breaks a word only when it is wider than the whole card (min-content keeps it whole).
    overflowWrap: 'break-word',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      'a&:hover': { textDecoration: 'underline' },
    },
  },
]);

export const missingName = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const verified = style({
  display: 'inline-flex',
  color: vars.color.success,
  fontSize: vars.size.iconMd,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const bio = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  margin: 0,
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const counterLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
});

export const counterValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
});

export const badges = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});
export const nameHeading = style({ margin: 0 });

export const details = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
