/** Joins class names, skipping empty ones; the caller's className is passed last so it wins. */
export function cx(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
