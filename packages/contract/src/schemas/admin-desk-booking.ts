import { z } from 'zod';
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_ROOMS_PER_BOOKING } from '../constants.ts';
import { SpecialRequest, TITLES } from '../enums.ts';
import { MAX_CHILD_AGE } from '../occupancy.ts';
import { callingCodeOf, canonicalBookerMobile } from '../phone.ts';
import { V } from '../validation.ts';
import { checkStay, isRealDate } from './common.ts';
import { creditCardSchema } from './order.ts';

/**
 * A reservation made by hotel staff for a guest who calls or walks in (issue 21 item 7, ADR 0021).
 * Every message names the field in words, so the desk reads what to fix whatever field it is in.
 */

/** How the guest reached the hotel: at the front desk, or by phone. Orders booked online have channel 'web'. */
export const DESK_CHANNELS = ['desk', 'phone'] as const;
export type DeskChannel = (typeof DESK_CHANNELS)[number];
/** Every channel an order can have. */
export const ORDER_CHANNELS = ['web', ...DESK_CHANNELS] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

const deskName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(50, { error: V.deskNameTooLong })
    .regex(/^[\p{L}\p{M}' .-]*$/u, { error: V.deskNameLetters });

const deskDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((value) => isRealDate(value), { error: message });

const childAge = z.coerce
  .number({ error: V.deskChildAge })
  .int({ error: V.deskChildAge })
  .min(0, { error: V.deskChildAge })
  .max(MAX_CHILD_AGE, { error: V.deskChildAge });

/** One room's party: adults and each child's age. */
export const deskRoomPartySchema = z.object({
  adults: z.coerce
    .number({ error: V.deskAdults })
    .int({ error: V.deskAdults })
    .min(1, { error: V.deskAdults })
    .max(MAX_ADULTS_PER_ROOM, { error: V.deskAdults }),
  childAges: z.array(childAge).max(MAX_CHILDREN_PER_ROOM, { error: V.deskChildren }).default([]),
});

const stayFields = {
  hotelCode: z
    .string({ error: V.deskHotel })
    .trim()
    .min(1, { error: V.deskHotel })
    .max(32, { error: V.deskHotel })
    .regex(/^[A-Za-z0-9_-]+$/, { error: V.deskHotel }),
  checkInDate: deskDate(V.deskCheckIn),
  checkOutDate: deskDate(V.deskCheckOut),
  /** One party per room: the number of rooms is their count. */
  rooms: z
    .array(deskRoomPartySchema)
    .min(1, { error: V.deskRoomCount })
    .max(MAX_ROOMS_PER_BOOKING, { error: V.deskRoomCount }),
  /** The member the booking is for (found by card number, phone or e-mail): member prices and points apply. */
  memberId: z.string().trim().max(64).optional(),
};

/** `POST /admin/desk-bookings/offers`: the stay asked for; answers every room type and rate with its price or why not. */
export const deskStaySchema = z.object(stayFields).superRefine((stay, ctx) => checkStay(stay, ctx));
export type DeskStay = z.infer<typeof deskStaySchema>;

const specialRequestSchema = z.union(
  Object.values(SpecialRequest).map((key) => z.literal(key)),
  { error: V.invalid },
);

const choiceFields = {
  ...stayFields,
  roomTypeCode: z.string({ error: V.deskRate }).trim().min(1, { error: V.deskRate }).max(32),
  ratePlanCode: z.string({ error: V.deskRate }).trim().min(1, { error: V.deskRate }).max(32),
};

/** `POST /admin/desk-bookings/quote`: the stay with the room type and rate chosen. */
export const deskQuoteRequestSchema = z.object(choiceFields).superRefine((stay, ctx) => checkStay(stay, ctx));
export type DeskQuoteRequest = z.infer<typeof deskQuoteRequestSchema>;

/** `POST /admin/desk-bookings`: the stay, the room and rate chosen, the guest. */
export const deskBookingSchema = z
  .object({
    ...choiceFields,
    channel: z.enum(DESK_CHANNELS, { error: V.deskChannel }),
    /** The guest's title and name (the first room's guest, and the booker). */
    title: z.enum(TITLES, { error: V.deskTitle }).default(TITLES[0]),
    firstName: deskName(V.deskFirstName),
    lastName: deskName(V.deskLastName),
    /** The phone's country calling code ('86', '+81') and number, checked as the guest site checks it. */
    areaCode: z
      .string({ error: V.deskAreaCode })
      .trim()
      .regex(/^\+?\d{1,4}$/, { error: V.deskAreaCode })
      .refine((code) => callingCodeOf(code) !== null, { error: V.deskAreaCode }),
    phone: z
      .string({ error: V.deskPhone })
      .transform((value) => value.replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\d{5,15}$/, { error: V.deskPhone })),
    /** Optional: given, the confirmation e-mail is sent to it. */
    email: z
      .string()
      .trim()
      .max(254, { error: V.deskEmail })
      .refine((value) => value === '' || z.email().safeParse(value).success, { error: V.deskEmail })
      .default(''),
    specialRequests: z.array(specialRequestSchema).max(3).default([]),
    comment: z.string().trim().max(200, { error: V.deskComment }).default(''),
    /** Required for a card-guarantee rate. */
    card: creditCardSchema.optional(),
  })
  .superRefine((booking, ctx) => {
    checkStay(booking, ctx);
    if (canonicalBookerMobile(`${booking.areaCode} ${booking.phone}`) === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: V.deskPhone });
    }
  });
export type DeskBooking = z.infer<typeof deskBookingSchema>;
export type DeskBookingInput = z.input<typeof deskBookingSchema>;

/** Creating it: what the desk was quoted (the amount the guest agreed to), as the guest site's `verifyAmount`. */
export const deskBookingCreateSchema = deskBookingSchema.and(
  z.object({
    verifyAmount: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
  }),
);
export type DeskBookingCreate = z.infer<typeof deskBookingCreateSchema>;

/** One room type and rate for the stay: its price, or why it is not offered (translated). */
export const deskOfferSchema = z.object({
  roomTypeCode: z.string(),
  roomTypeName: z.string(),
  ratePlanCode: z.string(),
  ratePlanName: z.string(),
  paymentType: z.number().int(),
  currency: z.string(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  memberRate: z.boolean(),
  cancellationFlag: z.number().int(),
  /** Null: bookable now. Otherwise the error's code and translated message (sold out, minimum stay, prepaid online…). */
  refusal: z.object({ code: z.union([z.number().int(), z.string()]), message: z.string() }).nullable(),
});
export type DeskOffer = z.infer<typeof deskOfferSchema>;
export const deskOffersSchema = z.object({ currency: z.string(), offers: z.array(deskOfferSchema) });
export type DeskOffers = z.infer<typeof deskOffersSchema>;

/** The price of the chosen room and rate, to show and send back as `verifyAmount`. */
export const deskQuoteSchema = z.object({
  currency: z.string(),
  roomAmount: z.number().int(),
  taxAmount: z.number().int(),
  serviceAmount: z.number().int(),
  discountAmount: z.number().int(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  paymentType: z.number().int(),
  verifyAmount: z.number().int(),
  /** What the attached member is expected to earn (0 without a member). */
  pointsEarnedEstimate: z.number().int(),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

export const deskCreatedSchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  status: z.number().int(),
  channel: z.enum(ORDER_CHANNELS),
  currency: z.string(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  pointsEarnedEstimate: z.number().int(),
  /** The confirmation e-mail went to the address given. */
  mailed: z.boolean(),
});
export type DeskCreated = z.infer<typeof deskCreatedSchema>;

/** `GET /admin/desk-bookings/member?reference=`: a member found by card number, phone or e-mail. */
export const deskMemberQuerySchema = z.object({
  reference: z
    .string({ error: V.deskMemberReference })
    .trim()
    .min(3, { error: V.deskMemberReference })
    .max(254, { error: V.deskMemberReference }),
});
export const deskMemberSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  cardNumber: z.string(),
  tier: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobileCountryNumber: z.string().nullable(),
});
export type DeskMember = z.infer<typeof deskMemberSchema>;

/** The desk booking addresses below `/api/v1/admin`. */
export const deskBookingPaths = {
  offers: '/desk-bookings/offers',
  quote: '/desk-bookings/quote',
  create: '/desk-bookings',
  member: '/desk-bookings/member',
} as const;
