/**
 * A hotel's calendar: stays are in the hotel's dates, so "today" is the date in its time zone. Kept
 * free of zod so the web's first chunk can use it.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs more than a room list's other work. */
function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date in a time zone, `yyyy-MM-dd` (throws RangeError for a zone the runtime does not know). */
export function localToday(timeZone: string, now: Date): string {
  return dayFormat(timeZone).format(now);
}

/** An IANA time zone the runtime knows (`Asia/Shanghai`), not any text. */
export function isTimeZone(value: string): boolean {
  try {
    dayFormat(value);
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}
