import { z } from 'zod';
import { V } from '../validation.ts';
import { codeSchema, isoDateSchema, nightsBetween } from './common.ts';

/** Longest range the calendar shows or a bulk edit changes at once. */
export const CALENDAR_MAX_NIGHTS = 366;

/** `GET /api/v1/admin/hotels/:hotelCode/calendar?from&to` (both nights included). */
export const calendarQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.to >= range.from, { error: V.checkOutAfterCheckIn, path: ['to'] })
  .refine((range) => nightsBetween(range.from, range.to) < CALENDAR_MAX_NIGHTS, { error: V.stayTooLong, path: ['to'] });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarCellSchema = z.object({
  night: z.string(),
  total: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  closed: z.boolean(),
  minStay: z.number().int(),
  /** Price per rate plan code in the hotel currency's minor units; null when the plan has no price that night. */
  prices: z.record(z.string(), z.number().int().nullable()),
  /** The restrictions set per rate plan code that night (plans without any are left out). */
  restrictions: z
    .record(
      z.string(),
      z.object({ stopSell: z.boolean(), closedToArrival: z.boolean(), closedToDeparture: z.boolean() }),
    )
    .optional(),
});
export type CalendarCell = z.infer<typeof calendarCellSchema>;

export const calendarSchema = z.object({
  hotelCode: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  ratePlans: z.array(
    z.object({
      ratePlanCode: z.string(),
      name: z.string(),
      /**
       * A derived plan: its prices follow `ratePlanCode`'s moved by `percent` (the server refuses to set them,
       * 90247), so the calendar shows them without offering them for editing; restrictions stay its own.
       */
      derivedFrom: z.object({ ratePlanCode: z.string(), percent: z.number().int() }).nullable(),
    }),
  ),
  roomTypes: z.array(z.object({ roomTypeCode: z.string(), name: z.string(), nights: z.array(calendarCellSchema) })),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** 0 Sunday .. 6 Saturday. */
export const weekdaySchema = z
  .number({ error: V.invalid })
  .int({ error: V.notInteger })
  .min(0, { error: V.tooSmall })
  .max(6, { error: V.tooBig });

/** One rate plan's restrictions a bulk edit sets (each left out stays as it is; at least one given). */
export const rateRestrictionSchema = z
  .object({
    ratePlanCode: codeSchema,
    stopSell: z.boolean({ error: V.invalid }).optional(),
    closedToArrival: z.boolean({ error: V.invalid }).optional(),
    closedToDeparture: z.boolean({ error: V.invalid }).optional(),
  })
  .refine(
    (item) => item.stopSell !== undefined || item.closedToArrival !== undefined || item.closedToDeparture !== undefined,
    { error: V.required, path: ['stopSell'] },
  );
export type RateRestriction = z.infer<typeof rateRestrictionSchema>;

/** The restrictions of a rate plan that a bulk edit can set, by name. */
export const RESTRICTIONS = ['stopSell', 'closedToArrival', 'closedToDeparture'] as const;
export type RestrictionName = (typeof RESTRICTIONS)[number];

/**
 * `PUT /api/v1/admin/hotels/:hotelCode/calendar`: over `from`..`to` (included) on the chosen weekdays,
 * for the chosen room types: set the price of rate plans or move it by a percentage, set rooms (total), close or
 * open, min stay.
 * All or nothing: when a night's new total would fall below held + sold, nothing changes (90205).
 */
export const calendarBulkEditSchema = z
  .object({
    roomTypeCodes: z.array(codeSchema).min(1, { error: V.required }).max(50, { error: V.tooBig }),
    from: isoDateSchema,
    to: isoDateSchema,
    weekdays: z
      .array(weekdaySchema)
      .min(1, { error: V.required })
      .max(7, { error: V.tooBig })
      .default([0, 1, 2, 3, 4, 5, 6]),
    prices: z
      .array(
        z.object({
          ratePlanCode: codeSchema,
          amount: z
            .number({ error: V.invalid })
            .int({ error: V.notInteger })
            .min(1, { error: V.tooSmall })
            .max(1_000_000_000, { error: V.tooBig }),
        }),
      )
      .max(30, { error: V.tooBig })
      .optional(),
    /**
     * Prices moved by a percentage of what each night holds (+10 raises, -15 lowers), rounded to the
     * currency's smallest unit; nights without a price stay without one.
     */
    priceChanges: z
      .array(
        z.object({
          ratePlanCode: codeSchema,
          percent: z
            .number({ error: V.invalid })
            .int({ error: V.notInteger })
            .min(-90, { error: V.tooSmall })
            .max(300, { error: V.tooBig })
            .refine((percent) => percent !== 0, { error: V.invalid }),
        }),
      )
      .max(30, { error: V.tooBig })
      .optional(),
    total: z
      .number({ error: V.invalid })
      .int({ error: V.notInteger })
      .min(0, { error: V.tooSmall })
      .max(10_000, { error: V.tooBig })
      .optional(),
    closed: z.boolean({ error: V.invalid }).optional(),
    minStay: z
      .number({ error: V.invalid })
      .int({ error: V.notInteger })
      .min(1, { error: V.tooSmall })
      .max(30, { error: V.tooBig })
      .optional(),
    /**
     * Restrictions of rate plans on the nights (of their existing prices): stop-sell (the plan is not sold that
     * night), closed to arrival (no stay starts that day), closed to departure (no stay ends that day).
     */
    restrictions: z.array(rateRestrictionSchema).max(30, { error: V.tooBig }).optional(),
  })
  .refine((edit) => edit.to >= edit.from, { error: V.checkOutAfterCheckIn, path: ['to'] })
  .refine((edit) => nightsBetween(edit.from, edit.to) < CALENDAR_MAX_NIGHTS, { error: V.stayTooLong, path: ['to'] })
  .refine(
    (edit) =>
      Boolean(edit.prices?.length) ||
      Boolean(edit.priceChanges?.length) ||
      edit.total !== undefined ||
      edit.closed !== undefined ||
      edit.minStay !== undefined ||
      Boolean(edit.restrictions?.length),
    { error: V.required, path: ['total'] },
  );
export type CalendarBulkEdit = z.infer<typeof calendarBulkEditSchema>;

/** A night a bulk edit could not change: its rooms held and sold exceed the total asked for. */
export const refusedNightSchema = z.object({
  roomTypeCode: z.string(),
  night: z.string(),
  held: z.number().int(),
  sold: z.number().int(),
});
export type RefusedNight = z.infer<typeof refusedNightSchema>;

export const calendarBulkEditResultSchema = z.object({
  /** Nights (room type x night) changed. */
  changedNights: z.number().int(),
  nights: z.array(z.string()),
});
export type CalendarBulkEditResult = z.infer<typeof calendarBulkEditResultSchema>;

/** The last bulk edit of a hotel's calendar that can still be undone: who made it, when, what it asked. */
export const calendarLastEditSchema = z.object({
  auditId: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  edit: z.object({
    roomTypeCodes: z.array(z.string()),
    from: z.string(),
    to: z.string(),
    weekdays: z.array(z.number().int()),
    prices: z.array(z.object({ ratePlanCode: z.string(), amount: z.number().int() })).optional(),
    priceChanges: z.array(z.object({ ratePlanCode: z.string(), percent: z.number().int() })).optional(),
    total: z.number().int().optional(),
    closed: z.boolean().optional(),
    minStay: z.number().int().optional(),
    restrictions: z
      .array(
        z.object({
          ratePlanCode: z.string(),
          stopSell: z.boolean().optional(),
          closedToArrival: z.boolean().optional(),
          closedToDeparture: z.boolean().optional(),
        }),
      )
      .optional(),
  }),
});
export type CalendarLastEdit = z.infer<typeof calendarLastEditSchema>;

/**
 * `POST /api/v1/admin/hotels/:hotelCode/calendar/undo`: puts back what the last bulk edit (`auditId`, as the page
 * showed it) changed, from the values its audit row kept. Refused when another edit came since (90231).
 */
export const calendarUndoSchema = z.object({
  auditId: z.number({ error: V.invalid }).int({ error: V.notInteger }).min(1, { error: V.tooSmall }),
});
export type CalendarUndo = z.infer<typeof calendarUndoSchema>;

/** Longest range the tape chart shows at once (four weeks and a few days). */
export const TAPE_CHART_MAX_NIGHTS = 31;

/** `GET /api/v1/admin/hotels/:hotelCode/tape-chart?from&to` (both nights included, at most 31 nights). */
export const tapeChartQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.to >= range.from, { error: V.checkOutAfterCheckIn, path: ['to'] })
  .refine((range) => nightsBetween(range.from, range.to) < TAPE_CHART_MAX_NIGHTS, {
    error: V.stayTooLong,
    path: ['to'],
  });
export type TapeChartQuery = z.infer<typeof tapeChartQuerySchema>;

/** One room type on one night: rooms total, held (orders being paid), sold, free (never below 0), closed. */
export const tapeChartCellSchema = z.object({
  night: z.string(),
  total: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  free: z.number().int(),
  closed: z.boolean(),
});
export type TapeChartCell = z.infer<typeof tapeChartCellSchema>;

/** Room types by nights: the counts of the inventory rows, one row per room type (no prices). */
export const tapeChartSchema = z.object({
  hotelCode: z.string(),
  hotelName: z.string(),
  from: z.string(),
  to: z.string(),
  nights: z.array(z.string()),
  roomTypes: z.array(z.object({ roomTypeCode: z.string(), name: z.string(), cells: z.array(tapeChartCellSchema) })),
});
export type TapeChart = z.infer<typeof tapeChartSchema>;

/** How full a tape chart cell is, for its colour and its word: closed, none left, few left (under 20 %), open. */
export type Fullness = 'closed' | 'full' | 'nearlyFull' | 'open';
export function fullnessOf(cell: Pick<TapeChartCell, 'total' | 'free' | 'closed'>): Fullness {
  if (cell.closed) return 'closed';
  if (cell.free <= 0) return 'full';
  if (cell.free / Math.max(1, cell.total) < 0.2) return 'nearlyFull';
  return 'open';
}
