import type { DateFormat, Preferences, Timezone } from '@taskboard/contract';
import { activeLanguage } from '../i18n/i18n';

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

/**
 * The time of day on the 12- or 24-hour clock. The 12-hour clock is written the way the language
 * shown writes it (2:30 PM, 2:30 p. m., 下午2:30, 午後2:30).
 */
function timeOf(date: Date, p: ReturnType<typeof partsIn>, prefs: DatePreferences): string {
  if (prefs.time_format === '24h') return `${String(p.hour).padStart(2, '0')}:${p.minute}`;
  return (
    new Intl.DateTimeFormat(activeLanguage(), {
      timeZone: prefs.timezone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .format(date)
      // Recent ICU puts a narrow no-break space before AM/PM: the same plain space everywhere.
      .replace(/\u202f/g, ' ')
  );
}

/** A date in the user's time zone and date format (spec §3 Preferences). */
export function formatDate(value: string | Date, prefs: DatePreferences): string {
  return datePatterns[prefs.date_format](partsIn(new Date(value), prefs.timezone));
}

/** A date and time in the user's time zone, date format and 12/24-hour clock. */
export function formatDateTime(value: string | Date, prefs: DatePreferences): string {
  const date = new Date(value);
  const parts = partsIn(date, prefs.timezone);
  return `${datePatterns[prefs.date_format](parts)} ${timeOf(date, parts, prefs)}`;
}
