import { z } from 'zod';
import { V } from '../validation.ts';
import { codeSchema, isoDateSchema, nightsBetween } from './common.ts';

/** Longest range of one report. */
export const REPORT_MAX_DAYS = 366;

const reportRangeSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** `csv` answers `text/csv` (a download) instead of the JSON envelope. */
  format: z.enum(['json', 'csv'], { error: V.invalid }).default('json'),
});

function rangeRules(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: V.checkOutAfterCheckIn });
  else if (nightsBetween(query.from, query.to) >= REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: V.stayTooLong });
  }
}

/**
 * `GET /api/v1/admin/reports/bookings`: by stay night, reservations reserved, in house or completed
 * (status 1, 5, 2): bookings (distinct reservations), room nights, room revenue (nightly price x rooms,
 * minor units of `currency`) and average daily rate (revenue / room nights), per day or per hotel.
 */
export const bookingsReportQuerySchema = reportRangeSchema
  .extend({
    by: z.enum(['day', 'hotel'], { error: V.invalid }).default('day'),
    hotelCode: codeSchema.optional(),
  })
  .superRefine(rangeRules);
export type BookingsReportQuery = z.infer<typeof bookingsReportQuerySchema>;

export const bookingsReportRowSchema = z.object({
  /** The day (yyyy-MM-dd) or the hotel code. */
  key: z.string(),
  currency: z.string(),
  bookings: z.number().int(),
  roomNights: z.number().int(),
  revenue: z.number().int(),
  averageDailyRate: z.number().int(),
});
export type BookingsReportRow = z.infer<typeof bookingsReportRowSchema>;
export const bookingsReportSchema = z.object({ rows: z.array(bookingsReportRowSchema) });
export type BookingsReport = z.infer<typeof bookingsReportSchema>;

/** `GET /api/v1/admin/reports/occupancy`: rooms sold / rooms total per day (all room types of the hotels in scope). */
export const occupancyReportQuerySchema = reportRangeSchema
  .extend({ hotelCode: codeSchema.optional() })
  .superRefine(rangeRules);
export type OccupancyReportQuery = z.infer<typeof occupancyReportQuerySchema>;
export const occupancyReportRowSchema = z.object({
  day: z.string(),
  sold: z.number().int(),
  /**
   * Of `sold` (the inventory: every channel), the room nights of this site's reservations (what the
   * bookings report counts) and the rest, sold through other channels (or, in the demo, the seed's history).
   */
  fromReservations: z.number().int(),
  otherChannels: z.number().int(),
  total: z.number().int(),
  /** sold / total in per cent, one decimal; 0 when nothing is on sale. */
  occupancyPercent: z.number(),
});
export type OccupancyReportRow = z.infer<typeof occupancyReportRowSchema>;
export const occupancyReportSchema = z.object({ rows: z.array(occupancyReportRowSchema) });
export type OccupancyReport = z.infer<typeof occupancyReportSchema>;

/** `GET /api/v1/admin/reports/page-views`: page views of a site by day, page, language or campaign. */
export const pageViewsReportQuerySchema = reportRangeSchema
  .extend({
    by: z.enum(['day', 'page', 'language', 'campaign'], { error: V.invalid }).default('language'),
    siteCode: z.string().trim().max(32, { error: V.tooLong }).optional(),
  })
  .superRefine(rangeRules);
export type PageViewsReportQuery = z.infer<typeof pageViewsReportQuerySchema>;
export const pageViewsReportSchema = z.object({
  rows: z.array(z.object({ key: z.string(), views: z.number().int() })),
});
export type PageViewsReport = z.infer<typeof pageViewsReportSchema>;
