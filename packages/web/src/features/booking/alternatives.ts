import { addDays } from '@hotel/contract/schemas/common';
import type { RateCalendar } from '@hotel/contract/schemas/search';

export interface OtherDates {
  checkInDate: string;
  checkOutDate: string;
  /** The lowest one-night price over the stay's nights, in the calendar's currency. */
  fromAmount: number;
}

/** The months (`yyyy-MM`) a search for other dates around a check-in reads from the rate calendar. */
export function calendarMonthsAround(checkInDate: string, spanDays: number, nights: number): string[] {
  const months = new Set<string>();
  for (let offset = -spanDays; offset <= spanDays + nights; offset += 1) {
    months.add(addDays(checkInDate, offset).slice(0, 7));
  }
  return [...months].sort();
}

/**
 * Stays of the same length near the asked one whose every night has a bookable price in the hotel's
 * rate calendar, the closest first (later before earlier at the same distance), none before `today`.
 */
export function otherStayDates(
  calendars: RateCalendar[],
  stay: { checkInDate: string; nights: number; today: string },
  options: { spanDays: number; limit: number },
): OtherDates[] {
  const lowest = new Map<string, number>();
  for (const calendar of calendars) {
    for (const day of calendar.days) if (day.lowestPrice) lowest.set(day.date, day.lowestPrice.amount);
  }
  const found: OtherDates[] = [];
  for (let distance = 1; distance <= options.spanDays && found.length < options.limit; distance += 1) {
    for (const offset of [distance, -distance]) {
      const checkInDate = addDays(stay.checkInDate, offset);
      if (checkInDate < stay.today || found.length >= options.limit) continue;
      const prices = Array.from({ length: stay.nights }, (_, index) => lowest.get(addDays(checkInDate, index)));
      if (prices.some((price) => price === undefined)) continue;
      found.push({
        checkInDate,
        checkOutDate: addDays(checkInDate, stay.nights),
        fromAmount: Math.min(...(prices as number[])),
      });
    }
  }
  return found.sort((a, b) => a.checkInDate.localeCompare(b.checkInDate));
}
