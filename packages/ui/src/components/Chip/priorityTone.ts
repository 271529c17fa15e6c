export const chipTones = [
  'neutral',
  'high',
  'medium',
  'low',
  'info',
  'success',
  'warning',
  'danger',
  'new',
  'progress',
  'done',
] as const;
export type ChipTone = (typeof chipTones)[number];

/** HIGH is red, MEDIUM yellow, anything else (LOW, unknown) grey. */
export function priorityTone(priority: string): ChipTone {
  const upper = priority.toUpperCase();
  if (upper === 'HIGH') return 'high';
  if (upper === 'MEDIUM') return 'medium';
  return 'low';
}
