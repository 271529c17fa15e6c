import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { lightTokens, reducedMotionTokens } from './tokens';
import { reducedMotionQuery } from './reducedMotion';

export const lightTheme = createTheme(vars, lightTokens, 'lightTheme');

globalStyle(lightTheme, {
  colorScheme: 'light',
  '@media': {
    [reducedMotionQuery]: {
      vars: assignVars(vars.motion, { ...lightTokens.motion, ...reducedMotionTokens }),
    },
  },
});
