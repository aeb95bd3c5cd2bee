/** The clock every service is given, so tests can fix the calendar. */
export type Clock = () => Date;

/** Today's date in a hotel's time zone (the contract's rule, shared with the web). */
export { localToday } from '@hotel/contract/hotelCalendar';

/** Today's date in UTC, `yyyy-MM-dd`: for what no one hotel's calendar decides (the mall, a member's vouchers). */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}
