import { createContainer, createVar, style, styleVariants } from '@vanilla-extract/css';
import { categoryColors, type CategoryColor } from '../../theme/categoryColors';
import { vars } from '../../theme/vars.css';
import { focusRing, visuallyHiddenRules } from '../../internal/shared.css';

/** The card's horizontal offset while swiped, set inline from the gesture. */
export const offset = createVar();

/**
 * The card lays itself out by its own width, not the window's: the same card sits in a wide
 * desktop column, a tablet's narrow one and a phone's full-width one.
 */
const card = createContainer();
/** Narrower than this, the picture goes above the title so the title keeps the whole width. */
const stackedBelow = '22rem';
/** Narrower than this, 'Move to…' shows its arrow alone (its name stays for screen readers). */
const arrowOnlyBelow = '16rem';

export const root = style({
  vars: { [offset]: '0px' },
  containerName: card,
  containerType: 'inline-size',
  // Fills its row when placed beside a drag handle, as in a board column.
  flex: '1 1 auto',
  minWidth: 0,
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  // A card off screen is not laid out or painted until it scrolls near: a column of 200 cards
  // costs about what its first few do. Its height meanwhile is the last one it had, or an
  // estimate before it has ever been drawn (the width is always the column's).
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 150px',
});

export const actions = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  // The panel is as wide as the furthest reveal (180 px, spec §9), or as its three buttons need
  // when the density makes them larger; the card slides as far as the panel is wide.
  width: `max(11.25rem, calc(${vars.size.touchTarget} * 3 + ${vars.space.xs} * 4))`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-evenly',
  gap: vars.space.xs,
  paddingInline: vars.space.xs,
  visibility: 'hidden',
  selectors: {
    [`${root}[data-state="revealed"] &, ${root}[data-dragging="true"] &`]: {
      visibility: 'visible',
    },
  },
});

export const moveHint = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  visibility: 'hidden',
  selectors: {
    [`${root}[data-dragging="true"] &`]: { visibility: 'visible' },
    [`${root}[data-armed="true"] &`]: {
      backgroundColor: vars.color.status.done,
      color: vars.color.status.doneText,
      insetInlineEnd: 0,
    },
  },
});

export const surface = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minHeight: vars.size.controlLg,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.size.borderThin} solid ${vars.color.border}`,
    color: vars.color.text,
    transform: `translateX(${offset})`,
    transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    // Vertical scrolling stays with the browser; horizontal moves belong to the swipe.
    touchAction: 'pan-y',
    // Above the revealed tray, which follows it in the document.
    zIndex: 1,
    userSelect: 'none',
    cursor: 'grab',
    selectors: {
      [`${root}[data-dragging="true"] &`]: { transition: 'none', cursor: 'grabbing' },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
    '@container': {
      [`${card} (max-width: ${stackedBelow})`]: { padding: vars.space.xs },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@container': {
    [`${card} (max-width: ${stackedBelow})`]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
    },
  },
});

/** The title beside (or, in a narrow card, under) the picture takes what room is left. */
export const title = style({
  flex: '1 1 auto',
  alignSelf: 'stretch',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'break-word',
});

/**
 * The waiting-to-sync mark, in the card's bottom corner at its start: the footer's buttons sit at
 * the end, so the corner is free, and the mark takes no room in the card's layout.
 */
export const syncMark = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.size.iconMd,
  pointerEvents: 'none',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** The 'Move to…' button's words: hidden in a narrow card, where its arrow says it. */
export const moveLabel = style({
  '@container': {
    [`${card} (max-width: ${arrowOnlyBelow})`]: visuallyHiddenRules,
  },
});

/** The 'Move to…' button is then as square as the icon buttons beside it. */
export const moveButton = style({
  '@container': {
    [`${card} (max-width: ${arrowOnlyBelow})`]: { paddingInline: 0, aspectRatio: '1' },
  },
});

const byColor = Object.fromEntries(categoryColors.map((color) => [color, color])) as Record<
  CategoryColor,
  CategoryColor
>;

/** The task's colour as a stripe along the card's start. */
export const stripe = styleVariants(byColor, (color) => ({
  borderInlineStart: `calc(${vars.size.borderThick} * 3) solid ${vars.color.category[`${color}Ink`]}`,
}));

/** A task with a colour shows its picture on a rounded tile of that colour. */
export const pictureTile = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  '@container': {
    [`${card} (max-width: ${stackedBelow})`]: { padding: vars.space.xxs },
  },
});

export const tile = styleVariants(byColor, (color) => ({
  backgroundColor: vars.color.category[color],
}));
