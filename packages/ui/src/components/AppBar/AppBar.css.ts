import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.size.borderThin} solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.lg,
  flexShrink: 0,
});

// Never narrower than its links: on a narrow screen the actions wrap to a second row instead of
// sliding over them (overlapping targets cannot be tapped).
export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 1,
  // Links that draw nothing (no install offer, no Features on a phone) take no gap of the bar's
  // either, so a phone's brand and menu button stay on one line.
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
  flexShrink: 0,
});

// A link in the bar (the brand, Features) is a target like the buttons beside it: as tall as the
// density's touch target, so a child's bar has nothing smaller than its fingers.
globalStyle(`${brand} a, ${content} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
});
