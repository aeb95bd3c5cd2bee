import { z } from 'zod';
import { HISTORY_REASONS } from '../enums.ts';
import { minorUnitsOf } from '../money.ts';
import { V } from '../validation.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin.ts';
import { codeSchema, isoDateSchema } from './common.ts';
import { historyDetailsSchema } from './history.ts';
import { onlinePaidSchema } from './order.ts';

/** `GET /api/v1/admin/reservations`: any mix of filters, paged, newest first. */
export const reservationSearchSchema = adminPageQuerySchema.extend({
  confirmationNumber: z.string().trim().max(40, { error: V.tooLong }).optional(),
  /** Part of a guest's or the booker's name. */
  guest: z.string().trim().max(100, { error: V.tooLong }).optional(),
  /** Part of the booker's or a room's e-mail, or of the booker's phone. */
  contact: z.string().trim().max(100, { error: V.tooLong }).optional(),
  /** Reservations in house that night (check-in <= date < check-out). */
  stayDate: isoDateSchema.optional(),
  status: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(0, { error: V.tooSmall })
    .max(7, { error: V.tooBig })
    .optional(),
  hotelCode: codeSchema.optional(),
});
export type ReservationSearch = z.infer<typeof reservationSearchSchema>;

export const reservationSummarySchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  hotelCode: z.string(),
  roomTypeCode: z.string(),
  ratePlanCode: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  roomCount: z.number().int(),
  status: z.number().int(),
  refundLabel: z.string().nullable(),
  bookerName: z.string(),
  bookerEmail: z.string(),
  bookerMobile: z.string(),
  guestNames: z.array(z.string()),
  memberId: z.string().nullable(),
  paymentType: z.number().int(),
  currency: z.string(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  createdAt: z.string(),
  /** Where it was booked: 'web' (the guest online), 'desk' or 'phone' (by staff; ADR 0021). */
  channel: z.string(),
  /** The staff member who booked it at the desk or on the phone, and their name (null: booked online). */
  createdByStaffId: z.string().nullable(),
  bookedByName: z.string().nullable(),
});
export type ReservationSummary = z.infer<typeof reservationSummarySchema>;
/** The hotel's, room type's and rate plan's names in the request's language (codes stay beside them). */
export const reservationNamesSchema = z.object({ hotel: z.string(), roomType: z.string(), ratePlan: z.string() });
/** A line of the reservation list: the summary with the names staff read instead of codes. */
export const reservationListItemSchema = reservationSummarySchema.extend({ names: reservationNamesSchema });
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;
export const reservationPageSchema = adminPageSchema(reservationListItemSchema);
export type ReservationPage = z.infer<typeof reservationPageSchema>;

/** A line of an order's history: the reason as a code (translated by the reader), what was typed as the note. */
/** Who wrote a history line: a staff member, a member, a guest not signed in, or the site itself (jobs, payments). */
export const HISTORY_ACTOR_KINDS = ['staff', 'member', 'guest', 'system'] as const;
export type HistoryActorKind = (typeof HISTORY_ACTOR_KINDS)[number];

export const reservationHistoryEntrySchema = z.object({
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  /** As stored (`staff:<id>`, `member:<id>`, `guest`, `system`); screens show `actorKind` and the names instead. */
  actor: z.string(),
  actorKind: z.enum(HISTORY_ACTOR_KINDS),
  /** The staff member's or member's name, when known. */
  actorName: z.string().nullable(),
  /** A member's card number. */
  actorCard: z.string().nullable(),
  reasonCode: z.enum(HISTORY_REASONS),
  note: z.string().nullable(),
  /** The line's values (amounts, dates, refund ids), worded by the reader's screen; null on older lines. */
  details: historyDetailsSchema.nullable(),
  at: z.string(),
});

/** A payment of an order as staff see it (reservations and goods orders alike). */
export const paymentRecordSchema = z.object({
  paymentId: z.string(),
  channel: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  /** pending, void, succeeded, failed, refundDue, refunded, refundFailed */
  status: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /**
   * Why its money goes back: cancelled, orderClosed, orderChanged; for part refunds staffRefund or
   * priceLowered; null when it does not.
   */
  refundReason: z.string().nullable(),
  refundAttempts: z.number().int(),
  nextRefundAt: z.string().nullable(),
  /** The refund job gave up: staff must refund this payment by hand. */
  needsStaff: z.boolean(),
  /** A part refund: the payment it gives part of back (its `amount` is the refund's); null for a payment. */
  refundOf: z.string().nullable(),
  /** What its refund gives back (a whole refund after part refunds: what they left); null when none is queued. */
  refundAmount: z.number().int().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const reservationDetailSchema = reservationSummarySchema.extend({
  adultsPerRoom: z.number().int(),
  childrenPerRoom: z.number().int(),
  cancellationFlag: z.number().int(),
  cancellationDeadline: z.string().nullable(),
  cancellationNumber: z.string().nullable(),
  roomAmount: z.number().int(),
  taxAmount: z.number().int(),
  serviceAmount: z.number().int(),
  addonAmount: z.number().int(),
  discountAmount: z.number().int(),
  pointDiscount: z.number().int(),
  voucherDiscount: z.number().int(),
  pointsUsed: z.number().int(),
  discountCode: z.string().nullable(),
  voucherCode: z.string().nullable(),
  rooms: z.array(
    z.object({
      roomIndex: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      guests: z.array(z.object({ title: z.string(), firstName: z.string(), lastName: z.string() })),
      email: z.string().nullable(),
      specialRequests: z.array(z.number().int()),
      comment: z.string(),
    }),
  ),
  nightlyAmounts: z.array(z.object({ night: z.string(), amount: z.number().int() })),
  history: z.array(reservationHistoryEntrySchema),
  payments: z.array(paymentRecordSchema),
  /** The online payment's money: paid, given back by refunds (queued or done), left paid; null when none was taken. */
  onlinePaid: onlinePaidSchema.nullable(),
  /** Staff of this role may give part of the online payment back here (hotel manager, group admin). */
  canRefund: z.boolean(),
  /** The hotel's, room type's and rate plan's names in the request's language (codes stay beside them). */
  names: z.object({ hotel: z.string(), roomType: z.string(), ratePlan: z.string() }),
  /** The member who booked: name, card number and tier (1-4); null for a guest without an account. */
  member: z
    .object({ memberId: z.string(), name: z.string(), cardNumber: z.string(), tier: z.number().int() })
    .nullable(),
  /**
   * What this staff member may do now (contract ORDER_TRANSITIONS, limited to staff actions and to the
   * member's role: an early check-out of a stay paid online is for hotel managers and group administrators).
   */
  allowedActions: z.array(z.enum(['checkIn', 'checkOut', 'noShow', 'cancel'])),
  /** The status allows a check-out, but leaving early gives money back: a hotel manager must do it. */
  checkOutNeedsManager: z.boolean(),
  /** The hotel's time zone (IANA): history, payment and refund times are shown in it. */
  timeZone: z.string(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

export const RESERVATION_ACTIONS = ['checkIn', 'checkOut', 'noShow', 'cancel'] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** `POST /api/v1/admin/reservations/:transactionId/{check-in|check-out|no-show|cancel}`. */
export const reservationActionSchema = z.object({
  reason: z.string().trim().max(200, { error: V.tooLong }).optional(),
});
export type ReservationActionInput = z.infer<typeof reservationActionSchema>;

export const reservationParamsSchema = z.object({
  transactionId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
});

/** Answer of a staff action: the reservation after it, and for a check-out what the member earned. */
export const reservationActionResultSchema = z.object({
  reservation: reservationDetailSchema,
  credited: z.object({ points: z.number().int(), growth: z.number().int() }).nullable(),
});
export type ReservationActionResult = z.infer<typeof reservationActionResultSchema>;

/** `POST /api/v1/admin/reservations/:transactionId/refunds`: give part of the online payment back. */
export const partRefundInputSchema = z
  .object({
    /** Typed in major units of `currency` ("120.50"); turned into minor units as text (money.ts). */
    amount: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(16, { error: V.tooLong }),
    currency: z.string({ error: V.required }).trim().length(3, { error: V.currency }).toUpperCase(),
    reason: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(200, { error: V.tooLong }),
  })
  .refine((value) => (minorUnitsOf(value.amount, value.currency) ?? 0) > 0, { error: V.invalid, path: ['amount'] });
export type PartRefundInput = z.infer<typeof partRefundInputSchema>;
