import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_LENGTH_WIDE_SCRIPT,
  DEFAULT_AREA_CODE,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS_PER_BOOKING,
} from '../constants.ts';
import { AddonType, CARD_TYPES, SpecialRequest } from '../enums.ts';
import { type Language, WIDE_SCRIPT_LANGUAGES } from '../languages.ts';
import { childAgeSchema } from '../occupancy.schema.ts';
import { RefundTiming } from '../refunds.ts';
import { V } from '../validation.ts';
import {
  checkStay,
  codeSchema,
  countSchema,
  emailSchema,
  isoDateSchema,
  pagedSchema,
  personNameSchema,
} from './common.ts';
import { titleSchema } from './member.ts';
import { pendingChangeSchema } from './orderChange.ts';

export const guestSchema = z.object({ title: titleSchema, firstName: personNameSchema, lastName: personNameSchema });

const guestsNumberSchema = z.object({
  adultCount: countSchema(1, MAX_ADULTS_PER_ROOM),
  childCount: countSchema(0, MAX_CHILDREN_PER_ROOM),
  /** Each child's age in the room (required with children: it decides the fit and the price). */
  childAges: z.array(childAgeSchema).max(MAX_CHILDREN_PER_ROOM).optional(),
});

export const addonSelectionSchema = z.object({
  addonType: z.union([z.literal(AddonType.bookable), z.literal(AddonType.nonBookable)], { error: V.invalid }),
  addonCode: codeSchema,
  quantity: countSchema(1, 99),
  useDate: isoDateSchema.optional(),
  roomIndex: countSchema(0, MAX_ROOMS_PER_BOOKING - 1).optional(),
});

const specialRequestSchema = z.union(
  Object.values(SpecialRequest).map((key) => z.literal(key)),
  { error: V.invalid },
);

/** Special requests: 100 characters, or 50 in Chinese and Japanese. */
export function commentMaxLength(language: Language): number {
  return WIDE_SCRIPT_LANGUAGES.includes(language) ? COMMENT_MAX_LENGTH_WIDE_SCRIPT : COMMENT_MAX_LENGTH;
}

/** Wide characters count double, so a 50-character limit holds for Chinese and Japanese text. */
export function commentLength(text: string): number {
  let length = 0;
  for (const char of text)
    length += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1;
  return length;
}

export const roomEntrySchema = z
  .object({
    checkInInfo: z.object({
      email: emailSchema.optional(),
      guestsNumber: guestsNumberSchema,
      customer: z.array(guestSchema).min(1, { error: V.guestPerAdult }).max(MAX_ADULTS_PER_ROOM),
    }),
    otherRequires: z.array(specialRequestSchema).max(3).default([]),
    otherComment: z.string().trim().default(''),
    comment: z.string().trim().default(''),
    addOns: z.array(addonSelectionSchema).max(50).default([]),
  })
  .superRefine((room, ctx) => {
    // At least one named guest per room (spec section 3); the room's other adults may be named too.
    if (room.checkInInfo.customer.length > room.checkInInfo.guestsNumber.adultCount) {
      ctx.addIssue({ code: 'custom', path: ['checkInInfo', 'customer'], message: V.guestPerAdult });
    }
    const { childAges, childCount } = room.checkInInfo.guestsNumber;
    if ((childAges?.length ?? 0) !== childCount) {
      ctx.addIssue({ code: 'custom', path: ['checkInInfo', 'guestsNumber', 'childAges'], message: V.childAgesCount });
    }
    for (const field of ['otherComment', 'comment'] as const) {
      if (commentLength(room[field]) > COMMENT_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', path: [field], message: V.commentTooLong });
      }
    }
  });

/** The agreements a guest accepts with a booking, in one consent on the booking form. */
export const AGREEMENT_KEYS = ['bookingPolicy', 'privacyTerms', 'bookingConditions'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];

/** `POST /{lang}/orders`: the create payload of spec section 3. */
export const orderCreateSchema = z
  .object({
    hotelCode: codeSchema,
    code: z.string().trim().max(32).optional(),
    roomTypeCode: codeSchema,
    ratePlanCode: codeSchema,
    ratePlanName: z.string().max(200).optional(),
    checkInDate: isoDateSchema,
    checkOutDate: isoDateSchema,
    roomCount: countSchema(1, MAX_ROOMS_PER_BOOKING),
    guestsNumber: guestsNumberSchema.extend({
      adultCount: countSchema(1, MAX_ADULTS_PER_ROOM * MAX_ROOMS_PER_BOOKING),
      childCount: countSchema(0, MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING),
    }),
    roomInfo: z.array(roomEntrySchema).min(1, { error: V.required }).max(MAX_ROOMS_PER_BOOKING),
    booker: z.object({
      name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
      email: emailSchema,
      mobile: z
        .string({ error: V.required })
        .trim()
        .regex(/^\+?\d{1,4} \d{5,15}$/, { error: V.phone }),
    }),
    discountType: z.coerce.number().int().min(1).max(2).optional(),
    discountCode: z.string().trim().max(32, { error: V.tooLong }).optional(),
    userId: z.string().max(64).optional(),
    point: z.coerce.number().int().min(0, { error: V.tooSmall }).default(0),
    voucherCode: z.string().trim().max(64, { error: V.tooLong }).optional(),
    voucherSource: z.string().trim().max(32, { error: V.tooLong }).optional(),
    voucherTitle: z.string().trim().max(200, { error: V.tooLong }).optional(),
    /** Required for a credit-card guarantee rate (payment type 3). */
    card: z.lazy(() => creditCardSchema).optional(),
    /**
     * The agreements the guest accepted (the booking form's consent): when sent, all of them; the order
     * records each with the version in force.
     */
    acceptedAgreements: z
      .array(z.enum(AGREEMENT_KEYS, { error: V.invalid }))
      .max(AGREEMENT_KEYS.length)
      .optional(),
    /** The pay amount plus add-on total the guest saw, in minor units; the server must agree. */
    verifyAmount: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
  })
  .superRefine((order, ctx) => {
    checkStay(order, ctx);
    if (order.roomInfo.length !== order.roomCount) {
      ctx.addIssue({ code: 'custom', path: ['roomInfo'], message: V.invalid });
    }
    if (order.acceptedAgreements && AGREEMENT_KEYS.some((key) => !order.acceptedAgreements?.includes(key))) {
      ctx.addIssue({ code: 'custom', path: ['acceptedAgreements'], message: V.agreementRequired });
    }
  });
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** `booker.mobile` is 'areaCode number'; the area code defaults to 86. */
export function formatBookerMobile(number: string, areaCode: string = DEFAULT_AREA_CODE): string {
  return `${areaCode.replace(/^\+/, '')} ${number}`;
}

/** A phone as a person types it, with or without its country code: `+86 138-0013-8000`, `13800138000`. */
function isTypedPhone(value: string) {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 5 && digits <= 18;
}

/** Looking a reservation up: confirmation number plus phone (whole, with or without country code) or e-mail. */
export const orderSearchSchema = z
  .object({
    confirmationNumber: z
      .string({ error: V.required })
      .trim()
      .regex(/^[A-Z0-9-]{6,32}$/i, { error: V.confirmationNumber }),
    phone: z.string().trim().max(24).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.phone && !form.email) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.email && !emailSchema.safeParse(form.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: V.email });
    }
    if (form.phone && !isTypedPhone(form.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phone });
    }
  });
export type OrderSearch = z.infer<typeof orderSearchSchema>;

/** A guaranteeing credit card: type, number, holder and expiry MM/YY. */
export const creditCardSchema = z.object({
  cardType: z.enum(CARD_TYPES, { error: V.required }),
  number: z
    .string({ error: V.required })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, { error: V.cardNumber })
        .refine(luhn, { error: V.cardNumber }),
    ),
  holderName: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
  expiry: z.string({ error: V.required }).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: V.cardExpiry }),
});

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const moneyOut = z.object({ amount: z.number().int(), currency: z.string() });

export const refundSchema = z.object({
  amount: moneyOut,
  channel: z.number().int(),
  timing: z.enum([RefundTiming.wallet, RefundTiming.card]),
});
export type Refund = z.infer<typeof refundSchema>;

/** Why money of an online payment goes back: the cancellation, staff, or a change that lowered the price. */
export const REFUND_REASONS = [
  'cancelled',
  'orderClosed',
  'orderChanged',
  'staffRefund',
  'priceLowered',
  'earlyDeparture',
] as const;

/**
 * An order's money online (minor units of `currency`), summed over every payment that paid it (the booking's
 * own, `paymentId`, and each paid change's): what they took, what refunds gave back or will (`refunds`:
 * queued, done, or given up for staff), and what is left paid (`paid` - `refunded`); `payments` each one's share.
 */
export const onlinePaidSchema = z.object({
  paymentId: z.string(),
  currency: z.string(),
  paid: z.number().int(),
  refunded: z.number().int(),
  left: z.number().int(),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      /** 'room': the booking's own payment; 'roomChange': a change's difference */
      orderKind: z.string(),
      paid: z.number().int(),
      refunded: z.number().int(),
      left: z.number().int(),
      at: z.string(),
    }),
  ),
  /**
   * A room of a reservation paid together: `paid` is this room's share of the group's one payment, whose
   * whole amount and confirmation number these are.
   */
  group: z.object({ confirmationNumber: z.string(), paid: z.number().int() }).nullable().optional(),
  refunds: z.array(
    z.object({
      refundId: z.string(),
      amount: z.number().int(),
      /** refundDue (on its way), refunded, refundFailed (staff finish it by hand) */
      status: z.string(),
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type OnlinePaid = z.infer<typeof onlinePaidSchema>;

/** Everything the order page shows (spec section 3, "Reservation / order display"). */
export const orderDetailSchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  cancellationNumber: z.string().nullable(),
  status: z.number().int(),
  refundLabel: z.string().nullable(),
  orderDate: z.string(),
  hotel: z.object({
    hotelCode: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    timeZone: z.string(),
    /** Hotel-local `HH:mm` from which rooms are ready, and until which guests may stay on the last day. */
    checkInTime: z.string(),
    checkOutTime: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  roomType: z.object({ roomTypeCode: z.string(), name: z.string() }),
  ratePlan: z.object({ ratePlanCode: z.string(), name: z.string(), mealPlan: z.string() }),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  roomCount: z.number().int(),
  adultsPerRoom: z.number().int(),
  childrenPerRoom: z.number().int(),
  rooms: z.array(
    z.object({
      roomIndex: z.number().int(),
      adults: z.number().int(),
      children: z.number().int(),
      childAges: z.array(z.number().int()),
      guests: z.array(z.object({ title: z.string(), firstName: z.string(), lastName: z.string() })),
      specialRequests: z.array(z.number().int()),
      comment: z.string(),
    }),
  ),
  booker: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  paymentType: z.number().int(),
  paymentChannel: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  paymentDeadline: z.string().nullable(),
  nightlyPrices: z.array(z.object({ night: z.string(), amount: z.number().int() })),
  addons: z.array(
    z.object({
      addonCode: z.string(),
      name: z.string(),
      roomIndex: z.number().int(),
      useDate: z.string().nullable(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  currency: z.string(),
  amounts: z.object({
    roomAmount: moneyOut,
    /** The children's part of the room amount (children at or over the free-bed age). */
    childAmount: moneyOut,
    discountAmount: moneyOut,
    serviceAmount: moneyOut,
    taxAmount: moneyOut,
    addonAmount: moneyOut,
    pointDiscount: moneyOut,
    voucherDiscount: moneyOut,
    totalAmount: moneyOut,
    payAmount: moneyOut,
  }),
  pointsEarnedEstimate: z.number().int(),
  /** Points the member spent on the order (their value is `amounts.pointDiscount`). */
  pointsUsed: z.number().int(),
  cancellationFlag: z.number().int(),
  cancellationDeadline: z.string().nullable(),
  canCancel: z.boolean(),
  /** The guest may change dates, room, rate or party (confirmed, not started, the rate allows it; issue 24). */
  canChange: z.boolean(),
  /** The online payment given back (or given back if the guest cancelled now), and how fast it arrives. */
  refund: refundSchema.nullable(),
  /** The online payment, its refunds and what is left paid; null when nothing was paid online. */
  onlinePaid: onlinePaidSchema.nullable(),
  /** A change raising a prepaid price that waits for the guest's online payment of the difference (ADR 0017). */
  pendingChange: pendingChangeSchema.nullable().optional(),
  /** The latest such change and how it ended (the order page tells the guest who comes back from paying). */
  lastChange: z
    .object({ changeId: z.string(), status: z.enum(['pending', 'applied', 'failed', 'expired']) })
    .nullable()
    .optional(),
  card: z.object({ cardType: z.string(), maskedNumber: z.string() }).nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `DELETE /{lang}/orders`: cancel by order id, or by confirmation number with the booker's phone or e-mail. */
export const orderCancelSchema = z.object({
  transactionId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
  reason: z.string().trim().max(200, { error: V.tooLong }).optional(),
});

/** `POST /{lang}/orders/payment`: pay an order online through a channel. */
export const orderPaymentSchema = z.object({
  transactionId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
  channel: z.coerce.number({ error: V.required }).int({ error: V.invalid }),
});

/** One line of a member's "My reservations" (`GET /{lang}/orders` with a member's session). */
export const memberOrderSummarySchema = z.object({
  transactionId: z.string(),
  confirmationNumber: z.string(),
  status: z.number().int(),
  refundLabel: z.string().nullable(),
  hotelCode: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  roomCount: z.number().int(),
  paymentType: z.number().int(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  pointsUsed: z.number().int(),
  voucherCode: z.string().nullable(),
  currency: z.string(),
  orderDate: z.string(),
  canCancel: z.boolean(),
});
export type MemberOrderSummary = z.infer<typeof memberOrderSummarySchema>;
export const memberOrderPageSchema = pagedSchema(memberOrderSummarySchema);
