import { z } from 'zod';
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM } from '../constants.ts';
import { V } from '../validation.ts';
import { checkStay, codeSchema, countSchema, isoDateSchema } from './common.ts';

/**
 * A change of a confirmed booking (issue 24, 1): other dates, room type, rate or party per room, in
 * the same hotel with the same number of rooms. Guests, add-ons' kinds and requests stay with the rooms.
 */
const changeFields = z.object({
  checkInDate: isoDateSchema,
  checkOutDate: isoDateSchema,
  roomTypeCode: codeSchema,
  ratePlanCode: codeSchema,
  adultsPerRoom: countSchema(1, MAX_ADULTS_PER_ROOM),
  childrenPerRoom: countSchema(0, MAX_CHILDREN_PER_ROOM),
});
export const orderChangeSchema = changeFields.superRefine((change, ctx) => checkStay(change, ctx));
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** Applying a change: what was quoted (the new amount to pay and the order's version it was quoted on). */
export const orderChangeApplySchema = changeFields
  .extend({
    verifyAmount: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
    version: z.number({ error: V.required }).int({ error: V.notInteger }).min(0),
  })
  .superRefine((change, ctx) => checkStay(change, ctx));
export type OrderChangeApply = z.infer<typeof orderChangeApplySchema>;

/**
 * How the difference is settled: `none` (same amount), `atHotel` (pay-at-hotel and guaranteed stays:
 * the new amount is paid at the hotel), `refund` (a prepaid stay whose price goes down: the difference
 * is refunded to the online payment, part of it, when the change is applied), `charge` (a prepaid stay
 * whose price goes up: applying it opens a pending change the guest pays the difference of online; the
 * booking changes once that payment succeeded).
 */
export const CHANGE_SETTLEMENTS = ['none', 'atHotel', 'refund', 'charge'] as const;
export type ChangeSettlement = (typeof CHANGE_SETTLEMENTS)[number];

const staySideSchema = z.object({
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  ratePlanCode: z.string(),
  ratePlanName: z.string(),
  adultsPerRoom: z.number().int(),
  childrenPerRoom: z.number().int(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  cancellationFlag: z.number().int(),
  cancellationDeadline: z.string().nullable(),
});
export type ChangeStaySide = z.infer<typeof staySideSchema>;

/** `POST .../orders/{id}/change/quote`: the booking before and after, the difference and how it is settled. */
export const orderChangeQuoteSchema = z.object({
  currency: z.string(),
  /** The hotel's time zone (its policy deadlines are shown in it). */
  timeZone: z.string(),
  before: staySideSchema,
  after: staySideSchema,
  /** after.payAmount - before.payAmount, in minor units (negative: less to pay). */
  difference: z.number().int(),
  /** What the change itself costs under the booked rate's policy (changes are free while the booking may be cancelled). */
  changeFee: z.number().int(),
  settlement: z.enum(CHANGE_SETTLEMENTS),
  /** Send back with the change to apply it. */
  verifyAmount: z.number().int(),
  version: z.number().int(),
});
export type OrderChangeQuote = z.infer<typeof orderChangeQuoteSchema>;

/**
 * A change of a prepaid booking that raises its price, waiting for the guest to pay the difference online
 * (`difference`, minor units) before `deadline`; the booking is unchanged until then (ADR 0017).
 */
export const pendingChangeSchema = z.object({
  changeId: z.string(),
  difference: z.number().int(),
  currency: z.string(),
  deadline: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  roomTypeName: z.string(),
  /** The new amount of the booking once paid. */
  payAmount: z.number().int(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** `POST .../orders/{id}/change/payment`: pays a pending change's difference with an online channel. */
export const changePaymentSchema = z.object({
  changeId: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(120),
  channel: z.number({ error: V.required }).int({ error: V.notInteger }),
});
export type ChangePayment = z.infer<typeof changePaymentSchema>;

/** The booking-change addresses below the API prefix: the guest's and the back office's. */
export const orderChangePaths = {
  quote: (lang: string, transactionId: string) => `/${lang}/orders/${encodeURIComponent(transactionId)}/change/quote`,
  apply: (lang: string, transactionId: string) => `/${lang}/orders/${encodeURIComponent(transactionId)}/change`,
  /** Starts the online payment of a pending change's difference (the hosted page's address). */
  payment: (lang: string, transactionId: string) =>
    `/${lang}/orders/${encodeURIComponent(transactionId)}/change/payment`,
  adminQuote: (transactionId: string) => `/reservations/${encodeURIComponent(transactionId)}/change/quote`,
  adminApply: (transactionId: string) => `/reservations/${encodeURIComponent(transactionId)}/change`,
};
