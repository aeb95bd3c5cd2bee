import { z } from 'zod';
import { moneySchema } from './common.ts';
import { roomTypeSchema } from './hotel.ts';

export const roomRateSchema = z.object({
  ratePlanCode: z.string(),
  name: z.string(),
  description: z.string(),
  paymentType: z.number().int(),
  cancellationFlag: z.number().int(),
  /** ISO instant until which a limited-time rate cancels free; null otherwise. */
  cancellationDeadline: z.string().nullable(),
  mealPlan: z.string(),
  memberOnly: z.boolean(),
  /** A member-only rate shown to a visitor: sign in to book it. */
  requiresSignIn: z.boolean(),
  nightlyPrices: z.array(z.object({ night: z.string(), price: moneySchema })),
  averageNightly: moneySchema,
  total: moneySchema,
  /** The stay with the hotel's service charge and taxes: what the booking charges before extras and deductions. */
  totalWithCharges: moneySchema,
  averageNightlyWithCharges: moneySchema,
  /** The total before a discount code, equal to `total` without one. */
  originalTotal: moneySchema,
  isFull: z.union([z.literal(0), z.literal(1)]),
  /** Why a full rate cannot be booked: every room sold (703) or fewer rooms than asked (701). */
  unavailableReason: z.enum(['soldOut', 'insufficientRooms']).nullable(),
  /** The party's children: those at or over the free-bed age pay per night (in `total`), the others stay free. */
  children: z
    .object({ paying: z.number().int(), free: z.number().int(), pricePerNight: moneySchema, total: moneySchema })
    .nullable(),
});
export type RoomRate = z.infer<typeof roomRateSchema>;

/**
 * Why a room type is not offered for a stay although it fits the party: the hotel's rules on the dates
 * (the guest can change the dates), as opposed to a room sold out.
 */
export const notOfferedReasonSchema = z.enum([
  'minStay',
  'maxStay',
  'closedToArrival',
  'closedToDeparture',
  'stopSell',
  'noPrice',
]);
export type NotOfferedReason = z.infer<typeof notOfferedReasonSchema>;

/** A reason with what it concerns: the date, or the nights a stay must or may last. */
const notOfferedWhySchema = z.object({
  reason: notOfferedReasonSchema,
  /** The date concerned: the arrival, the check-out day, or the first night not sold; null for lengths. */
  night: z.string().nullable(),
  /** The nights a stay must last (minStay) or may last at most (maxStay); null otherwise. */
  nights: z.number().int().nullable(),
});
export type NotOfferedWhy = z.infer<typeof notOfferedWhySchema>;

export const notOfferedRoomSchema = notOfferedWhySchema.extend({ roomTypeCode: z.string(), name: z.string() });
export type NotOfferedRoom = z.infer<typeof notOfferedRoomSchema>;

/** A rate plan of a listed room type that the dates keep back (stop-sold on a night, a minimum stay...). */
export const notOfferedRateSchema = notOfferedWhySchema.extend({ ratePlanCode: z.string(), name: z.string() });
export type NotOfferedRate = z.infer<typeof notOfferedRateSchema>;

export const roomWithRatesSchema = roomTypeSchema.extend({
  roomRates: z.array(roomRateSchema),
  lowestPrice: moneySchema.nullable(),
  lowestPriceWithCharges: moneySchema.nullable(),
  /** Rooms of this type left for the whole stay when few remain (3 or fewer), else null. */
  fewRoomsLeft: z.number().int().nullable(),
  isFull: z.union([z.literal(0), z.literal(1)]),
  /** Its rate plans the dates keep back, with the reason (the server always sends it). */
  notOfferedRates: z.array(notOfferedRateSchema).optional(),
});
export type RoomWithRates = z.infer<typeof roomWithRatesSchema>;

export const roomListSchema = z.object({
  hotelCode: z.string(),
  currency: z.string(),
  list: z.array(roomWithRatesSchema),
  isAllFull: z.boolean(),
  companyHint: z.string(),
  /** Room types the party fits that no rate sells for these dates, with the reason (the server always sends it). */
  notOffered: z.array(notOfferedRoomSchema).optional(),
});
export type RoomList = z.infer<typeof roomListSchema>;
