/** 'surfaceRaised' → 'surface-raised'. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A token's CSS custom property name, without the leading `--`: `tb-color-surface-raised`. */
export const themeVariableName = (path: readonly string[]) => `tb-${path.map(kebab).join('-')}`;

/**
 * A token's `var(--tb-…)` reference built from its path, for code that runs in the page: the
 * names are stable, so such code needs no copy of the whole contract object (vars.css.ts), which
 * would ride along in every script that reads a single token.
 */
export const themeVar = (...path: string[]) => `var(--${themeVariableName(path)})`;
