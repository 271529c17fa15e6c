// How long ago something happened, in the steps a child and a parent glance at: just now,
// minutes, hours (within a day), yesterday (the calendar day before), then the date. The words
// are the feed's messages; this only picks the step, so a translation picks its own words.

export type TimeAgo =
  | { step: 'justNow' }
  | { step: 'minutes'; count: number }
  | { step: 'hours'; count: number }
  | { step: 'yesterday' }
  | { step: 'date'; date: Date };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The moment `when` names, or null when it names none (an unparsable string). */
export function toDate(when: Date | string): Date | null {
  const date = when instanceof Date ? when : new Date(when);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The local calendar day before `date`'s, at midnight. */
function startOfYesterday(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1);
}

/**
 * How long before `now` the moment `when` was. A moment in the future (a device whose clock is
 * a little ahead) is "just now".
 */
export function timeAgo(when: Date, now: Date): TimeAgo {
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < minute) return { step: 'justNow' };
  if (elapsed < hour) return { step: 'minutes', count: Math.floor(elapsed / minute) };
  if (elapsed < day) return { step: 'hours', count: Math.floor(elapsed / hour) };
  if (when.getTime() >= startOfYesterday(now).getTime()) return { step: 'yesterday' };
  return { step: 'date', date: when };
}
