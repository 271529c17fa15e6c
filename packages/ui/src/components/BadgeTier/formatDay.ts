/** A date as the reader's locale writes a day ('Mar 4, 2026'); unparsable input is shown as is. */
export function formatDay(value: string | Date, locale?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
