import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import type { BoardColumn } from '../TaskSwipeCard/taskMoves';

/** The column the item writes into data-column once its task is done. */
const doneColumn: BoardColumn = 'done';

export const root = style({
  display: 'flex',
  // On a phone the select moves under the title rather than squeezing it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  selectors: {
    // A done task greys out: the list keeps it, but the eye moves on to what is left.
    [`&[data-column="${doneColumn}"]`]: { color: vars.color.textMuted },
  },
});

export const title = style({ flex: '1 1 10rem' });

export const status = style({ flex: '0 0 8rem', marginInlineStart: 'auto' });
