// How an article's target age reads (content spec §5, §9), free of React so it is unit-tested.

/** Above 27 reads 'Parent'; otherwise the range 'n-(n+1)'; empty reads 'N/A'. */
export function formatTargetAge(targetAge: number | string | null | undefined): string {
  if (!targetAge) return 'N/A';
  const age = Number(targetAge);
  if (!Number.isFinite(age)) return 'N/A';
  if (age > 27) return 'Parent';
  return `${age}-${age + 1}`;
}
