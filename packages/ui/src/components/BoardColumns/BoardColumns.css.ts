import { createContainer, createVar, style, styleVariants } from '@vanilla-extract/css';
import { shortLabel } from '../../internal/shared.css';
import { vars } from '../../theme/vars.css';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';

/** The board's own width decides its columns' padding (Column.css.ts queries it). */
export const boardContainer = createContainer();
/** How many columns the board has: the width they need side by side follows it. */
export const columnCount = createVar();

export const root = style({
  vars: { [columnCount]: '3' },
  containerName: boardContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** Columns side by side, each at least the theme's board column wide. */
export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

/**
 * An invisible line as wide as the columns need side by side: the board measures it against its
 * own width. It sits in a clipped, zero-height box so it never widens the page.
 */
export const probeBox = style({ height: 0, overflow: 'hidden' });
export const probe = style({
  width: `calc(${vars.size.boardColumn} * ${columnCount} + ${vars.space.sm} * (${columnCount} - 1))`,
  height: '1px',
});

export const tabs = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.controlLg,
  padding: vars.space.xs,
  border: `${vars.size.borderThick} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      backgroundColor: vars.color.surfaceRaised,
      borderColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const tabTop = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.size.iconLg,
});

export const countBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconLg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
});

export const count = styleVariants<Record<BoardColumn, Parameters<typeof style>[0]>>({
  new: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  progress: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
  done: { backgroundColor: vars.color.status.done, color: vars.color.status.doneText },
});

export const tabTitle = style([shortLabel, { maxWidth: '100%' }]);
