import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const output = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: vars.size.touchTarget,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  // The track is a UI boundary: its outline keeps 3:1 against the surface.
  boxShadow: `inset 0 0 0 ${vars.size.borderThin} ${vars.color.border}`,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const thumb = style({
  display: 'block',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `calc(${vars.size.borderThick} * 2) solid ${vars.color.primary}`,
  boxShadow: vars.shadow.md,
  cursor: 'grab',
  // A 44 px invisible hit area around the visible knob.
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: `calc((${vars.size.touchTarget} - ${vars.size.iconLg}) / -2)`,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
