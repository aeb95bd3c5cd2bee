/** The clock every service is given, so tests can fix the calendar. */
export type Clock = () => Date;

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

/** Today's date in a time zone, `yyyy-MM-dd`. */
export function localToday(timeZone: string, now: Date): string {
  return dayFormat(timeZone).format(now);
}

/** Today's date in UTC, `yyyy-MM-dd`: for what no one hotel's calendar decides (the mall, a member's vouchers). */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}
