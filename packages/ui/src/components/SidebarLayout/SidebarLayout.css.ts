import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    // Side by side once both columns have room; the aside follows the main part on phones.
    'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

export const main = style({ minWidth: 0 });

export const aside = style({
  '@media': { 'screen and (min-width: 56rem)': { position: 'sticky', top: vars.space.lg } },
});
