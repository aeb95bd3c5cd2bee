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
import { V } from '../validation.ts';
import { checkStay, codeSchema, countSchema, isoDateSchema } from './common.ts';

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
    discountType: discountTypeSchema.optional(),
    discountCode: optionalText(32),
  })
  .superRefine((form, ctx) => {
    if (!form.hotelCode && !form.cityCode) {
      ctx.addIssue({ code: 'custom', path: ['hotelCode'], message: V.destinationRequired });
    }
    checkPromotion(form, ctx);
    checkStay(form, ctx);
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

/** Query of `GET /{lang}/hotels` and `/{lang}/hotels/search`; dates are optional for browsing. */
export const hotelListQuerySchema = z
  .object({
    flag: z.coerce.number().int().optional(),
    limit: countSchema(1, 100).default(HOTEL_LIST_PAGE_SIZE),
    offset: countSchema(0, 1_000_000).default(0),
    hotelCodes: z
      .string()
      .max(2000, { error: V.tooLong })
      .optional()
      .transform((value) => (value ? value.split(',').map((code) => code.trim()).filter(Boolean) : undefined))
      .pipe(z.array(codeSchema).optional()),
    cityCode: codeSchema.optional(),
    adultsNumber: countSchema(1, MAX_ADULTS_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    childNumber: countSchema(0, MAX_CHILDREN_PER_ROOM * MAX_ROOMS_PER_BOOKING).optional(),
    roomCount: countSchema(1, MAX_ROOMS_PER_BOOKING).optional(),
    checkInDate: isoDateSchema.optional(),
    checkOutDate: isoDateSchema.optional(),
    discountType: discountTypeSchema.optional(),
    discountCode: optionalText(32),
    rateCode: codeSchema.optional(),
    voucherCode: optionalText(64),
    voucherSource: optionalText(32),
    exchangeNo: z.string().trim().regex(/^[A-Z]{3}$/, { error: V.invalid }).optional(),
  })
  .superRefine((query, ctx) => {
    if (Boolean(query.checkInDate) !== Boolean(query.checkOutDate)) {
      const missing = query.checkInDate ? 'checkOutDate' : 'checkInDate';
      ctx.addIssue({ code: 'custom', path: [missing], message: V.required });
    }
    if (query.checkInDate && query.checkOutDate) {
      checkStay({ checkInDate: query.checkInDate, checkOutDate: query.checkOutDate }, ctx);
    }
    checkPromotion(query, ctx);
  });
export type HotelListQuery = z.infer<typeof hotelListQuerySchema>;
