import { keyframes, style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from '../../internal/shared.css';
import { reducedMotionQuery } from '../../theme/reducedMotion';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  // On a narrow screen (or a child's large type) the words go under the jar rather than standing
  // one word a line beside it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
  selectors: {
    '&[data-size="small"]': {
      display: 'inline-flex',
      flexWrap: 'nowrap',
      gap: 0,
      paddingInlineEnd: vars.space.sm,
    },
    '&[data-size="large"]': { flexDirection: 'column', textAlign: 'center' },
  },
});

export const picture = style({ position: 'relative', display: 'block', flexShrink: 0 });

export const jar = style({
  display: 'block',
  // 100 × 120: the jar is a little taller than wide.
  width: vars.size.pictureLg,
  aspectRatio: '5 / 6',
  height: 'auto',
  selectors: {
    [`${root}[data-size="small"] &`]: { width: 'auto', height: vars.size.touchTarget },
    [`${root}[data-size="large"] &`]: { width: vars.size.pictureXl },
  },
});

export const badge = style({
  position: 'absolute',
  insetInlineEnd: `calc(-1 * ${vars.space.sm})`,
  insetBlockEnd: 0,
  minWidth: vars.size.iconLg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  border: `${vars.size.borderThick} solid ${vars.color.surface}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightNormal,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

// A new star falls from the jar's neck into its place and settles.
const drop = keyframes({
  '0%': { transform: 'translateY(-70px)', opacity: 0 },
  '60%': { transform: 'translateY(3px)', opacity: 1 },
  '100%': { transform: 'translateY(0)', opacity: 1 },
});

export const star = style({
  transformBox: 'fill-box',
  selectors: {
    '&[data-new="true"]': {
      animation: `${drop} 0.7s ${vars.motion.easingStandard} both`,
    },
    '[data-motion="reduced"] &[data-new="true"]': { animation: 'none' },
  },
  '@media': {
    [reducedMotionQuery]: { selectors: { '&[data-new="true"]': { animation: 'none' } } },
  },
});

export const goalLine = style({ stroke: vars.color.pictureInk, strokeWidth: 2 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  // About two short words a line at the least, else the words go under the jar.
  flex: '1 1 8em',
  minWidth: 0,
  selectors: {
    // A small jar's words are for screen readers only: its badge shows the number.
    [`${root}[data-size="small"] &`]: visuallyHiddenRules,
    [`${root}[data-size="large"] &`]: { flex: 'none', alignItems: 'center' },
  },
});

export const count = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const shares = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
});

export const share = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  // A name and its number stay together.
  whiteSpace: 'nowrap',
});

export const key = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });
