import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Where the profile's desktop layout starts (spec §9: desktop breakpoint for profile 1024 px). */
export const profileDesktopQuery = 'screen and (min-width: 1024px)';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [profileDesktopQuery]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gap: vars.space.xl,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
