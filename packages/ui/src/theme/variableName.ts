/** 'surfaceRaised' → 'surface-raised'. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A token's CSS custom property name, without the leading `--`: `tb-color-surface-raised`. */
export const themeVariableName = (path: readonly string[]) => `tb-${path.map(kebab).join('-')}`;
