import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { darkTokens, reducedMotionTokens } from './tokens';
import { reducedMotionQuery } from './reducedMotion';

export const darkTheme = createTheme(vars, darkTokens, 'darkTheme');

globalStyle(darkTheme, {
  colorScheme: 'dark',
  '@media': {
    [reducedMotionQuery]: {
      vars: assignVars(vars.motion, { ...darkTokens.motion, ...reducedMotionTokens }),
    },
  },
});
