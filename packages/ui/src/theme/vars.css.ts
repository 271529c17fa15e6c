import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

// The contract takes its shape (never its values) from the token objects, so a token added to
// ThemeTokens becomes a CSS variable every theme must fill.
export const vars = createThemeContract(lightTokens);
