import {
  type DeskBooking,
  type DeskCreated,
  type DeskMember,
  type DeskOffers,
  type DeskQuote,
  type DeskQuoteRequest,
  type DeskStay,
  deskBookingPaths,
} from '@hotel/contract/schemas/admin-desk-booking';
import { adminRequest } from '../../../lib/api/adminApi.ts';

/** The desk's reservation calls (ADR 0021): rooms and rates for a stay, the chosen one's price, the booking. */
export const deskBookingApi = {
  offers: (stay: DeskStay) => adminRequest<DeskOffers>('POST', deskBookingPaths.offers, { body: stay }),
  quote: (choice: DeskQuoteRequest) => adminRequest<DeskQuote>('POST', deskBookingPaths.quote, { body: choice }),
  create: (booking: DeskBooking & { verifyAmount: number }) =>
    adminRequest<DeskCreated>('POST', deskBookingPaths.create, { body: booking }),
  member: (reference: string) => adminRequest<DeskMember>('GET', deskBookingPaths.member, { query: { reference } }),
};

/** Today in the hotel's time zone (a walk-in's arrival night), as YYYY-MM-DD. */
export function hotelToday(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
