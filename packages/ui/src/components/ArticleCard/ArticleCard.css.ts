import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusRing } from '../../internal/shared.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const titleLink = style([
  focusRing,
  {
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const summary = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const metaTerm = style({ fontWeight: vars.font.weightBold });

export const metaValue = style({ margin: 0 });

export const tags = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

export const tag = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.secondaryHover } },
  },
]);
