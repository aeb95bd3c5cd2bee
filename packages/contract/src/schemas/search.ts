import { z } from 'zod';
import {
  DEFAULT_ADULTS_PER_ROOM,
  DEFAULT_CHILDREN_PER_ROOM,
  DEFAULT_ROOMS,
  HOTEL_LIST_PAGE_SIZE,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS_PER_BOOKING,
} from '../constants.ts';
import { DiscountType } from '../enums.ts';
import { checkChildAges, childAgeSchema, childAgesQuerySchema } from '../occupancy.schema.ts';
import { V } from '../validation.ts';
import { checkStay, codeSchema, countSchema, exchangeNoSchema, isoDateSchema, moneySchema } from './common.ts';

const discountTypeSchema = z.coerce
  .number({ error: V.invalid })
  .pipe(z.union([z.literal(DiscountType.promotion), z.literal(DiscountType.discount)], { error: V.invalid }));

const optionalText = (max: number) => z.string().trim().max(max, { error: V.tooLong }).optional();

/** The search form the guest fills in (kept for the session). */
export const searchFormSchema = z
  .object({
    hotelCode: codeSchema.optional(),
    cityCode: codeSchema.optional(),
    checkInDate: isoDateSchema,
    checkOutDate: isoDateSchema,
    roomNum: countSchema(1, MAX_ROOMS_PER_BOOKING).default(DEFAULT_ROOMS),
    adultPerRoom: countSchema(1, MAX_ADULTS_PER_ROOM).default(DEFAULT_ADULTS_PER_ROOM),
    childPerRoom: countSchema(0, MAX_CHILDREN_PER_ROOM).default(DEFAULT_CHILDREN_PER_ROOM),
    /** Each child's age, room by room (rooms x children per room). */
    childAges: z
      .array(childAgeSchema)
      .max(MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING)
      .default([]),
    discountType: discountTypeSchema.optional(),
    discountCode: optionalText(32),
  })
  .superRefine((form, ctx) => {
    if (!form.hotelCode && !form.cityCode) {
      ctx.addIssue({ code: 'custom', path: ['hotelCode'], message: V.destinationRequired });
    }
    checkPromotion(form, ctx);
    checkStay(form, ctx);
    checkChildAges({ childAges: form.childAges, childNumber: form.roomNum * form.childPerRoom }, ctx, true);
  });
export type SearchForm = z.infer<typeof searchFormSchema>;

function checkPromotion(form: { discountType?: number; discountCode?: string }, ctx: z.RefinementCtx) {
  if (form.discountCode && form.discountType === undefined) {
    ctx.addIssue({ code: 'custom', path: ['discountType'], message: V.discountTypeRequired });
  }
  if (form.discountType !== undefined && !form.discountCode) {
    ctx.addIssue({ code: 'custom', path: ['discountCode'], message: V.discountCodeRequired });
  }
}

/** A comma-separated query value as a list of its non-empty items. */
const commaList = (maxLength: number) =>
  z
    .string()
    .max(maxLength, { error: V.tooLong })
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** Dates are optional for browsing, but come as a pair that makes a valid stay. */
function checkOptionalStay(query: { checkInDate?: string; checkOutDate?: string }, ctx: z.RefinementCtx) {
  if (Boolean(query.checkInDate) !== Boolean(query.checkOutDate)) {
    ctx.addIssue({ code: 'custom', path: [query.checkInDate ? 'checkOutDate' : 'checkInDate'], message: V.required });
  }
  if (query.checkInDate && query.checkOutDate) {
    checkStay({ checkInDate: query.checkInDate, checkOutDate: query.checkOutDate }, ctx);
  }
}

/** Query of `GET /{lang}/hotels` and `/{lang}/hotels/search`; dates are optional for browsing. */
export const hotelListQuerySchema = z
  .object({
    flag: z.coerce.number().int().optional(),
    limit: countSchema(1, 100).default(HOTEL_LIST_PAGE_SIZE),
    offset: countSchema(0, 1_000_000).default(0),
    hotelCodes: commaList(2000)
      .transform((codes) => (codes.length ? codes : undefined))
      .pipe(z.array(codeSchema).optional()),
    cityCode: codeSchema.optional(),
    adultsNumber: countSchema(1, MAX_ADULTS_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childNumber: countSchema(0, MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childAges: childAgesQuerySchema,
    roomCount: countSchema(1, MAX_ROOMS_PER_BOOKING).optional(),
    checkInDate: isoDateSchema.optional(),
    checkOutDate: isoDateSchema.optional(),
    discountType: discountTypeSchema.optional(),
    discountCode: optionalText(32),
    rateCode: codeSchema.optional(),
    voucherCode: optionalText(64),
    voucherSource: optionalText(32),
    exchangeNo: exchangeNoSchema.optional(),
    /** Hotels listed first, in this order (e.g. by guest rating); the others follow in the usual order. */
    rank: commaList(2000)
      .transform((codes) => (codes.length ? codes : undefined))
      .pipe(z.array(codeSchema).optional()),
  })
  .superRefine((query, ctx) => {
    checkOptionalStay(query, ctx);
    checkPromotion(query, ctx);
    checkChildAges(query, ctx, false);
  });
export type HotelListQuery = z.infer<typeof hotelListQuerySchema>;

/** Query of `GET /{lang}/rooms` and `/{lang}/hotels/{hotelCode}/rooms/{roomTypeCode}`: a priced stay. */
export const roomSearchQuerySchema = z
  .object({
    hotelCode: codeSchema.optional(),
    code: z.string().trim().max(32).optional(),
    hotelType: z.string().trim().max(16).optional(),
    flag: z.coerce.number().int().optional(),
    checkInDate: isoDateSchema,
    checkOutDate: isoDateSchema,
    roomCount: countSchema(1, MAX_ROOMS_PER_BOOKING).default(DEFAULT_ROOMS),
    adultsNumber: countSchema(1, MAX_ADULTS_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childNumber: countSchema(0, MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING).default(0),
    /** Required with children: their ages decide the room types that fit and the price. */
    childAges: childAgesQuerySchema,
    discountType: discountTypeSchema.optional(),
    discountCode: optionalText(32),
    rateCode: codeSchema.optional(),
    voucherCode: optionalText(64),
    voucherSource: optionalText(32),
    exchangeNo: exchangeNoSchema.optional(),
  })
  .superRefine((query, ctx) => {
    checkStay(query, ctx);
    checkPromotion(query, ctx);
    checkChildAges(query, ctx, true);
    const adults = query.adultsNumber ?? query.roomCount;
    if (adults < query.roomCount) ctx.addIssue({ code: 'custom', path: ['adultsNumber'], message: V.tooSmall });
  });
export type RoomSearchQuery = z.infer<typeof roomSearchQuerySchema>;

/** Query of `GET /{lang}/hotels/{hotelCode}/rooms/{roomTypeCode}/time-period-price`: a priced stay at one rate. */
export const timePeriodPriceQuerySchema = roomSearchQuerySchema.and(z.object({ ratePlanCode: codeSchema }));

/** Adults and children per room from the totals a search carries (totals = rooms x per room). */
export function partyPerRoom(query: {
  roomCount?: number;
  adultsNumber?: number;
  childNumber?: number;
  childAges?: number[];
}) {
  const roomCount = query.roomCount ?? DEFAULT_ROOMS;
  return {
    roomCount,
    adultsPerRoom: Math.ceil((query.adultsNumber ?? roomCount * DEFAULT_ADULTS_PER_ROOM) / roomCount),
    childrenPerRoom: Math.ceil((query.childNumber ?? 0) / roomCount),
    childAges: query.childAges,
  };
}

/** `GET /rate/calendar`: a hotel and a month `yyyy-MM`. */
export const rateCalendarQuerySchema = z.object({
  hotelCode: codeSchema,
  month: z.string({ error: V.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: V.date }),
  exchangeNo: exchangeNoSchema.optional(),
});

/** `GET /rate/calendar`: the lowest one-night price of each day of the month, null where nothing is bookable. */
export const rateCalendarSchema = z.object({
  hotelCode: z.string(),
  month: z.string(),
  currency: z.string(),
  days: z.array(z.object({ date: z.string(), lowestPrice: moneySchema.nullable() })),
});
export type RateCalendar = z.infer<typeof rateCalendarSchema>;

/** `GET /hotels/{hotelCode}/rate/{ratePlanCode}/isbooking`: whether the rate can be booked, and if not why. */
export const rateBookableSchema = z.object({ isBooking: z.boolean(), reason: z.string().nullable() });
export type RateBookable = z.infer<typeof rateBookableSchema>;

/** `GET /hotel-configs/exchange`: a currency prices can be shown in, named in the request's language. */
export const exchangeCurrencySchema = z.object({
  currency: z.string(),
  name: z.string(),
  baseCurrency: z.string(),
  rateMicros: z.number().int(),
});
export type ExchangeCurrency = z.infer<typeof exchangeCurrencySchema>;
export const exchangeCurrencyListSchema = z.array(exchangeCurrencySchema);

/** `GET /api/v1/{lang}/hotels/filter`: what a guest narrows a hotel list by. */
export const hotelFilterQuerySchema = z
  .object({
    cityCode: codeSchema.optional(),
    brand: z.string().trim().max(32, { error: V.tooLong }).optional(),
    facilities: commaList(500),
    minStars: countSchema(1, 5).optional(),
    minPrice: countSchema(0, 1_000_000_000).optional(),
    maxPrice: countSchema(0, 1_000_000_000).optional(),
    checkInDate: isoDateSchema.optional(),
    checkOutDate: isoDateSchema.optional(),
    roomCount: countSchema(1, MAX_ROOMS_PER_BOOKING).optional(),
    adultsNumber: countSchema(1, MAX_ADULTS_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childNumber: countSchema(0, MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childAges: childAgesQuerySchema,
    exchangeNo: exchangeNoSchema.optional(),
  })
  .superRefine((query, ctx) => {
    checkOptionalStay(query, ctx);
    checkChildAges(query, ctx, false);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: V.tooSmall });
    }
  });
export type HotelFilterQuery = z.infer<typeof hotelFilterQuerySchema>;
