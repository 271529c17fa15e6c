import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  // On a phone the select moves under the title rather than squeezing it.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  selectors: {
    '&[data-status="CLOSED"]': { color: vars.color.textMuted },
  },
});

export const title = style({ flex: '1 1 10rem' });

export const status = style({ flex: '0 0 8rem', marginInlineStart: 'auto' });
