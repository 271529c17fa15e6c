// When an inline title edit is worth saving (spec §5), free of React so it is unit-tested.

/** The trimmed title to save, or null when it is blank or unchanged. */
export function titleToSave(draft: string, current: string): string | null {
  const title = draft.trim();
  if (title === '' || title === current.trim()) return null;
  return title;
}
