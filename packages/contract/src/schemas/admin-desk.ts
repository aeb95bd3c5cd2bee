import { z } from 'zod';
import { minorUnitsOf } from '../money.ts';
import { V } from '../validation.ts';
import { reservationParamsSchema } from './admin-reservations.ts';

/** The desk's folio of a stay: extras charged during the stay and money taken at the hotel. */
export const FOLIO_KINDS = ['charge', 'payment'] as const;
export type FolioKind = (typeof FOLIO_KINDS)[number];
export const DESK_PAYMENT_METHODS = ['cash', 'card'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** An amount typed in major units with its currency ("128.50" CNY); the server turns it into minor units. */
const typedAmountSchema = z.object({
  amount: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(16, { error: V.tooLong }),
  currency: z.string({ error: V.required }).trim().length(3, { error: V.currency }).toUpperCase(),
});
const positiveMinor = (value: { amount: string; currency: string }) =>
  (minorUnitsOf(value.amount, value.currency) ?? 0) > 0;
const amountIssue = { error: V.invalid, path: ['amount'] };

/** `POST /admin/reservations/:transactionId/folio/charges`: an extra (minibar, laundry). */
export const folioChargeInputSchema = typedAmountSchema
  .extend({
    description: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(120, { error: V.tooLong }),
  })
  .refine(positiveMinor, amountIssue);
export type FolioChargeInput = z.infer<typeof folioChargeInputSchema>;

/** `POST /admin/reservations/:transactionId/folio/payments`: money taken at the hotel. */
export const deskPaymentInputSchema = typedAmountSchema
  .extend({
    method: z.enum(DESK_PAYMENT_METHODS, { error: V.invalid }),
    /** A terminal slip or receipt number, as written. */
    note: z.string().trim().max(120, { error: V.tooLong }).optional(),
  })
  .refine(positiveMinor, amountIssue);
export type DeskPaymentInput = z.infer<typeof deskPaymentInputSchema>;

export const folioEntryParamsSchema = reservationParamsSchema.extend({
  entryId: z.coerce.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid }),
});

export const folioEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(FOLIO_KINDS),
  description: z.string(),
  method: z.enum(DESK_PAYMENT_METHODS).nullable(),
  amount: z.number().int(),
  currency: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
});
export type FolioEntry = z.infer<typeof folioEntrySchema>;

/**
 * The stay's account at the desk, minor units of the order's currency: what the booking leaves to pay
 * at the hotel, plus extras, less payments taken (voided rows count for nothing). `balance` > 0 is
 * still to pay. A payment above it is refused; it goes below zero only when an early departure
 * reprices a stay already paid at the desk (the difference is owed back to the guest).
 */
export const folioSchema = z.object({
  transactionId: z.string(),
  currency: z.string(),
  dueFromBooking: z.number().int(),
  charges: z.number().int(),
  payments: z.number().int(),
  balance: z.number().int(),
  /** Charges and payments may be added now (reserved, in house or checked out). */
  open: z.boolean(),
  entries: z.array(folioEntrySchema),
});
export type Folio = z.infer<typeof folioSchema>;
