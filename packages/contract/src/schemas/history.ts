import { z } from 'zod';

/**
 * What a history line of a booking says beyond its reason, as values (ADR 0020): amounts in minor units of
 * `currency`, dates as hotel-local days, ids as stored. The reader's screen words and formats them in its
 * language; older lines have none and keep their note as it was written.
 */
const refundIds = z.array(z.string());

/** The stay as a change found it or left it: dates, room type and rate (codes), party per room, total price. */
export const historyStaySchema = z.object({
  checkInDate: z.string(),
  checkOutDate: z.string(),
  roomTypeCode: z.string(),
  ratePlanCode: z.string(),
  /** Filled in as staff read the line (their language), never stored. */
  roomTypeName: z.string().optional(),
  ratePlanName: z.string().optional(),
  adults: z.number().int(),
  children: z.number().int(),
  totalAmount: z.number().int(),
});
export type HistoryStay = z.infer<typeof historyStaySchema>;

export const historyDetailsSchema = z.discriminatedUnion('kind', [
  /** Checked out before the last night: booked departure `from`, actual `to`; the unused nights' refund, if any. */
  z.object({
    kind: z.literal('earlyDeparture'),
    from: z.string(),
    to: z.string(),
    amount: z.number().int().nullable(),
    currency: z.string(),
    refundIds,
  }),
  /** Part of the online payment given back: by staff, or because a change lowered the price. */
  z.object({
    kind: z.literal('partRefund'),
    amount: z.number().int(),
    currency: z.string(),
    refundIds,
    reason: z.enum(['staffRefund', 'priceLowered']),
  }),
  /** A confirmed booking changed: the stay before and after. */
  z.object({ kind: z.literal('modified'), currency: z.string(), from: historyStaySchema, to: historyStaySchema }),
  /** The difference of a change that raised the price, paid online. */
  z.object({ kind: z.literal('changePaid'), paymentId: z.string(), amount: z.number().int(), currency: z.string() }),
]);
export type HistoryDetails = z.infer<typeof historyDetailsSchema>;
