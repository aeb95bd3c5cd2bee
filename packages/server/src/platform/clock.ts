/** The clock every service is given, so tests can fix the calendar. */
export type Clock = () => Date;

/** Today's date in a time zone, `yyyy-MM-dd`. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
