import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The columns follow the room the layout is given, not the window's: placed in a narrow column
// of a wide page it stacks as on a phone, instead of squeezing its main part to a letter a line.
export const root = style({ containerType: 'inline-size' });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@container': {
    // Side by side once both columns have room; the aside follows the main part otherwise.
    '(min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

export const main = style({ minWidth: 0 });

export const aside = style({
  '@container': { '(min-width: 56rem)': { position: 'sticky', top: vars.space.lg } },
});
