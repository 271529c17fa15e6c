import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';
import { themeVariableName } from './variableName';

// The contract takes its shape (never its values) from the token objects, so a token added to
// ThemeTokens becomes a CSS variable every theme must fill. Its names are stable and documented
// (`--tb-color-primary`, `--tb-radius-md`, `--tb-space-lg` …; the list is theme-variables.txt): a
// consumer restyles the components with plain CSS, no build step of ours needed.
export const vars = createGlobalThemeContract(lightTokens, (_value, path) =>
  themeVariableName(path),
);
