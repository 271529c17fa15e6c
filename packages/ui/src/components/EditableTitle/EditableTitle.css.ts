import { style } from '@vanilla-extract/css';
import { wholeWords } from '../../internal/shared.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  // On a phone the title keeps a readable width and the buttons after it move to a new line.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const title = style([
  wholeWords,
  {
    flex: '1 1 8rem',
    minWidth: 0,
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    selectors: {
      [`${root}[data-size="lg"] &`]: { fontFamily: vars.font.heading, fontSize: vars.fontSize.lg },
      '&[data-editable="true"]': { cursor: 'text' },
    },
  },
]);

export const editor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  selectors: { [`${root}[data-size="lg"] &`]: { fontSize: vars.fontSize.lg } },
});
