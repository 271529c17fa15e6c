import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';
import type { ChipTone, TaskPriority } from './chipTones';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightNormal,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants<Record<ChipTone, Parameters<typeof style>[0]>>({
  neutral: { backgroundColor: vars.color.priority.low, color: vars.color.priority.lowText },
  info: { backgroundColor: vars.color.infoSoft, color: vars.color.text },
  success: { backgroundColor: vars.color.successSoft, color: vars.color.text },
  warning: { backgroundColor: vars.color.warningSoft, color: vars.color.text },
  danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.text },
  accent: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
});

export const priority = styleVariants<Record<TaskPriority, Parameters<typeof style>[0]>>({
  high: { backgroundColor: vars.color.priority.high, color: vars.color.priority.highText },
  medium: { backgroundColor: vars.color.priority.medium, color: vars.color.priority.mediumText },
  low: { backgroundColor: vars.color.priority.low, color: vars.color.priority.lowText },
});

export const column = styleVariants<Record<BoardColumn, Parameters<typeof style>[0]>>({
  new: { backgroundColor: vars.color.status.new, color: vars.color.status.newText },
  progress: { backgroundColor: vars.color.status.progress, color: vars.color.status.progressText },
  done: { backgroundColor: vars.color.status.done, color: vars.color.status.doneText },
});
