import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { shortLabel } from '../../internal/shared.css';
import { vars } from '../../theme/vars.css';
import { boardContainer } from '../BoardColumns/BoardColumns.css';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';

/** How many task slots the column keeps open: the task count of the fullest column. */
export const taskSlots = createVar();
/** One task slot is 64 px (spec §9), 4rem at the default font size. */
const taskSlotHeight = '4rem';

export const root = style({
  vars: { [taskSlots]: '1' },
  // Columns side by side share the row equally, whatever their titles' lengths.
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.borderThick} dashed transparent`,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-over="true"]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.secondary,
    },
  },
  // Three columns on a tablet beside a menu: the columns' own padding gives its room to the cards.
  '@container': {
    [`${boardContainer} (max-width: 42rem)`]: { padding: vars.space.xs },
  },
});

export const header = style({
  display: 'flex',
  // In a narrow column the count goes under the name rather than splitting it.
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weightBold,
  minHeight: vars.size.touchTarget,
});

/**
 * The column's name keeps its words whole, beside its count or above it. It asks only for its
 * longest word's width, so a name of two words wraps between them beside its count ("New /
 * Tasks  1") rather than pushing the count to a row of its own, and the cards start higher.
 */
export const title = style([shortLabel, { minWidth: 0, flex: '1 1 min-content' }]);

export const count = styleVariants<Record<BoardColumn, Parameters<typeof style>[0]>>({
  new: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  progress: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
  done: { backgroundColor: vars.color.status.done, color: vars.color.status.doneText },
});

export const countBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconLg,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
});

export const tasks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  minHeight: `calc(${taskSlotHeight} * ${taskSlots})`,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  minHeight: `calc(${taskSlotHeight} * ${taskSlots})`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
