import type { DateFormat, Preferences, TimeFormat, Timezone } from '@taskboard/contract';

export type DatePreferences = Pick<Preferences, 'timezone' | 'date_format' | 'time_format'>;

/** Day, month and year of `date` on the wall calendar of `timezone`. */
function partsIn(date: Date, timezone: Timezone) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: Number(get('hour')),
    minute: get('minute'),
  };
}

const datePatterns: Record<DateFormat, (p: ReturnType<typeof partsIn>) => string> = {
  'MM/DD/YYYY': (p) => `${p.month}/${p.day}/${p.year}`,
  'DD/MM/YYYY': (p) => `${p.day}/${p.month}/${p.year}`,
  'YYYY-MM-DD': (p) => `${p.year}-${p.month}-${p.day}`,
  'DD.MM.YYYY': (p) => `${p.day}.${p.month}.${p.year}`,
};

function timeOf(p: ReturnType<typeof partsIn>, format: TimeFormat): string {
  if (format === '24h') return `${String(p.hour).padStart(2, '0')}:${p.minute}`;
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${p.minute} ${p.hour < 12 ? 'AM' : 'PM'}`;
}

/** A date in the user's time zone and date format (spec §3 Preferences). */
export function formatDate(value: string | Date, prefs: DatePreferences): string {
  return datePatterns[prefs.date_format](partsIn(new Date(value), prefs.timezone));
}

/** A date and time in the user's time zone, date format and 12/24-hour clock. */
export function formatDateTime(value: string | Date, prefs: DatePreferences): string {
  const parts = partsIn(new Date(value), prefs.timezone);
  return `${datePatterns[prefs.date_format](parts)} ${timeOf(parts, prefs.time_format)}`;
}
