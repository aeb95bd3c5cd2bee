import { z } from 'zod';
import { codeSchema } from './common.ts';

/** `GET /api/v1/admin/dashboard?hotelCode`: the day's work of one hotel of the staff member (default: their first). */
export const dashboardQuerySchema = z.object({ hotelCode: codeSchema.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A stay arriving or leaving today, as the desk lists it. */
export const dashboardStaySchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  guestNames: z.array(z.string()),
  bookerName: z.string(),
  roomType: z.string(),
  roomCount: z.number().int(),
  nights: z.number().int(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  status: z.number().int(),
});
export type DashboardStay = z.infer<typeof dashboardStaySchema>;

/** Rooms sold of rooms for sale over the nights from today (`nights` of them). */
export const occupancySpanSchema = z.object({
  nights: z.number().int(),
  sold: z.number().int(),
  total: z.number().int(),
});

/** Bookings made (or cancelled) within the last `hours`: how many, their room nights and room revenue. */
export const pickupSchema = z.object({
  hours: z.number().int(),
  bookings: z.number().int(),
  roomNights: z.number().int(),
  revenue: z.number().int(),
  cancellations: z.number().int(),
});

export const dashboardSchema = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  /** The hotel's today (`yyyy-MM-dd` in its time zone). */
  today: z.string(),
  currency: z.string(),
  arrivals: z.array(dashboardStaySchema),
  /** Stays leaving today: still in house, and those already checked out. */
  departures: z.array(dashboardStaySchema),
  /** Rooms occupied tonight by guests checked in or expected (stays covering tonight). */
  inHouse: z.number().int(),
  /** Today, the next 7 and the next 30 nights. */
  occupancy: z.array(occupancySpanSchema),
  /** Room revenue of tonight's stays, in minor units of the hotel's currency. */
  revenueTonight: z.number().int(),
  /** The last 24 hours and the last 7 days. */
  pickup: z.array(pickupSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
