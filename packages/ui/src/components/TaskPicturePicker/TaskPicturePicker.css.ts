import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weightMedium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** Sixty-odd pictures: a grid that scrolls inside the dialog rather than making it tall. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.controlLg}, 1fr))`,
  gap: vars.space.xs,
  maxHeight: '15rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    // A disabled picker has nothing to focus, so nothing to scroll with a keyboard: show it all.
    [`${root}:disabled &`]: { maxHeight: 'none', overflowY: 'visible' },
  },
});

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.controlLg,
  borderRadius: vars.radius.md,
  // The pictures keep their own colours in both themes: a light tile under each.
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
});

/** The real radio button, invisible but covering the whole tile, so it takes every tap. */
export const input = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
  zIndex: 1,
});

/** The tile's face: ringed when chosen, with the focus ring on keyboard focus. */
export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  outline: `${vars.size.borderThick} solid transparent`,
  outlineOffset: `calc(-1 * ${vars.size.borderThick})`,
  selectors: {
    [`${input}:checked + &`]: {
      outlineColor: vars.color.text,
      backgroundColor: vars.color.surfaceSunken,
    },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});
