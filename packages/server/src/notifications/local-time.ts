/**
 * A member's clock: the day, weekday and time of day a moment is in their time zone, the moment
 * a local day and time is, and quiet hours (20:00 to 07:00 local: nothing but security mail).
 */

export const QUIET_FROM = '20:00';
export const QUIET_UNTIL = '07:00';

export const WEEKDAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export interface LocalMoment {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
  weekday: WeekdayName;
}

export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    day,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!,
  };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment the member's clock shows `time` on `day`. */
export function zonedMoment(day: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  // Once more, in case the offset changed between the guess and the answer (summer time).
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const isQuietTime = (time: string) => time >= QUIET_FROM || time < QUIET_UNTIL;

/** `at` when it is outside the member's quiet hours, else the 07:00 that ends them. */
export function outsideQuietHours(at: Date, timeZone: string): Date {
  const local = localMoment(at, timeZone);
  if (!isQuietTime(local.time)) return at;
  const day = local.time >= QUIET_FROM ? addDays(local.day, 1) : local.day;
  return zonedMoment(day, QUIET_UNTIL, timeZone);
}
