import { z } from 'zod';
import { MealPlan } from '../enums.ts';
import { isTimeZone } from '../hotelCalendar.ts';
import { ITEM_PICTURE_MAX_BYTES, ITEM_PICTURES_MAX, ITEM_PICTURES_PER_UPLOAD } from '../pictures.ts';
import { V } from '../validation.ts';
import { localizedTextSchema } from './admin.ts';
import { storedPictureSchema } from './admin-content-records.ts';
import { codeSchema, emailSchema, instantSchema, isoDateSchema } from './common.ts';

/**
 * The catalogue in the back office: hotels, room types, rate plans, add-ons and promotion/corporate/
 * discount codes, every text in all six languages. Create with POST (code in the body), update with PUT
 * (code in the path, every editable field in the body). Responses return the stored record.
 */

const int = (min: number, max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(min, { error: V.tooSmall })
    .max(max, { error: V.tooBig });
const shortText = (max = 50) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });
/** An ISO 4217 currency code in use (`CNY`), not any three letters. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf('currency').includes(value);
}

/** Whether guests can be served a hotel's stays: its time zone and currency are real (rows saved before they were checked may not be). */
export function hasServableCalendar(hotel: { timeZone: string; currency: string }): boolean {
  return isTimeZone(hotel.timeZone) && isCurrencyCode(hotel.currency);
}

/** The facilities guests can filter by and read on a hotel's page (each has a `results.facility.*` name). */
export const HOTEL_FACILITIES = [
  'wifi',
  'parking',
  'pool',
  'gym',
  'spa',
  'restaurant',
  'bar',
  'businessCentre',
  'laundry',
  'airportShuttle',
] as const;

const timeOfDay = z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.invalid });

export const hotelFieldsSchema = z.object({
  brand: shortText(),
  cityCode: codeSchema,
  name: localizedTextSchema(200),
  shortDescription: localizedTextSchema(500),
  description: localizedTextSchema(5000),
  address: localizedTextSchema(300),
  reservationNotice: localizedTextSchema(2000, false),
  phone: shortText(40),
  email: emailSchema,
  starRating: int(1, 5),
  latitude: z.number({ error: V.invalid }).min(-90, { error: V.tooSmall }).max(90, { error: V.tooBig }),
  longitude: z.number({ error: V.invalid }).min(-180, { error: V.tooSmall }).max(180, { error: V.tooBig }),
  timeZone: shortText(64).refine(isTimeZone, { error: V.timeZone }),
  currency: z.string({ error: V.required }).trim().refine(isCurrencyCode, { error: V.currency }),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  facilities: z.array(shortText(40)).max(40, { error: V.tooBig }),
  policyDisplayType: int(1, 3),
  taxRateBp: int(0, 5000),
  serviceChargeBp: int(0, 5000),
  paymentChannels: z.array(int(1, 11)).max(11, { error: V.tooBig }),
  isActive: z.boolean({ error: V.invalid }),
  sortOrder: int(0, 100_000),
});
export const hotelCreateSchema = hotelFieldsSchema.extend({ hotelCode: codeSchema });
export type HotelFields = z.infer<typeof hotelFieldsSchema>;
export type HotelCreate = z.infer<typeof hotelCreateSchema>;
export const adminHotelSchema = hotelCreateSchema.extend({
  groupCode: z.string(),
  pictures: z.array(storedPictureSchema),
});
export const adminHotelListSchema = z.array(adminHotelSchema);

/** A hotel keeps at most this many pictures; each upload at most HOTEL_PICTURE_MAX_BYTES, a few at a time. */
export const HOTEL_PICTURES_MAX = ITEM_PICTURES_MAX;
export const HOTEL_PICTURE_MAX_BYTES = ITEM_PICTURE_MAX_BYTES;
export const HOTEL_PICTURES_PER_UPLOAD = ITEM_PICTURES_PER_UPLOAD;
/**
 * What a picture shows, for readers who cannot see it: the default language is required, the others may
 * stay empty (the default language's text is shown then, see `inLanguage`).
 */
export const pictureAltSchema = localizedTextSchema(200);
/**
 * `PUT .../pictures` of a hotel, a room type or goods: the item's pictures in order, each described;
 * a picture left out is removed, and only pictures the item already has may be named.
 */
export const pictureArrangementSchema = z.object({
  pictures: z
    .array(z.object({ url: z.string().trim().min(1, { error: V.required }).max(300), alt: pictureAltSchema }))
    .max(ITEM_PICTURES_MAX, { error: V.tooBig }),
});
export type PictureArrangement = z.infer<typeof pictureArrangementSchema>;
/** `PUT /api/v1/admin/hotels/:hotelCode/pictures`. */
export const hotelPictureArrangementSchema = pictureArrangementSchema;
export type HotelPictureArrangement = PictureArrangement;
export type AdminHotel = z.infer<typeof adminHotelSchema>;

export const roomTypeFieldsSchema = z.object({
  name: localizedTextSchema(200),
  description: localizedTextSchema(5000),
  sizeSqm: z.number({ error: V.invalid }).min(1, { error: V.tooSmall }).max(10_000, { error: V.tooBig }),
  floor: shortText(),
  window: shortText(),
  smokingPolicy: shortText(),
  bedType: shortText(),
  maxAdults: int(1, 20),
  maxChildren: int(0, 20),
  /** Adults and children together; null: the adults and children limits alone. Left out: unchanged. */
  maxOccupancy: int(1, 40).nullable().optional(),
  sortOrder: int(0, 100_000),
});
export const roomTypeCreateSchema = roomTypeFieldsSchema.extend({ roomTypeCode: codeSchema });
export type RoomTypeFields = z.infer<typeof roomTypeFieldsSchema>;
export type RoomTypeCreate = z.infer<typeof roomTypeCreateSchema>;
export const adminRoomTypeSchema = roomTypeCreateSchema.extend({
  maxOccupancy: z.number().int().nullable(),
  hotelCode: z.string(),
  pictures: z.array(storedPictureSchema),
});
export const adminRoomTypeListSchema = z.array(adminRoomTypeSchema);
export type AdminRoomType = z.infer<typeof adminRoomTypeSchema>;

const ratePlanFieldsObject = z.object({
  name: localizedTextSchema(200),
  description: localizedTextSchema(2000),
  /** 1 online, 2 pay at hotel, 3 card guarantee, 4 points + online, 5 points. */
  paymentType: int(1, 5),
  /** 0 non-cancellable, 1 limited-time, 2 free. */
  cancellationFlag: int(0, 2),
  /** Limited-time cancellation: hours before the check-in day; required when the flag is 1. */
  cancellationDeadlineHours: int(0, 24 * 60).nullable(),
  /** The stored code (`MealPlan`): guests see it named in their language. */
  mealPlan: z.enum(Object.values(MealPlan) as [MealPlan, ...MealPlan[]], { error: V.invalid }),
  memberOnly: z.boolean({ error: V.invalid }),
  /** Offered only with a promotion or corporate code. */
  codeOnly: z.boolean({ error: V.invalid }),
  minStay: int(1, 30),
  maxStay: int(1, 90),
  /** What a child past the free-bed age pays per night, in minor units. Left out: unchanged. */
  childPricePerNight: int(0, 100_000_000).optional(),
  sortOrder: int(0, 100_000),
  /** The plan of the same hotel whose prices this one follows (ADR 0024); null: its own prices. Left out: unchanged. */
  derivedFromRatePlanCode: codeSchema.nullable().optional(),
  /** Whole percent from the base plan's price, -90..+300, not 0; set exactly with the base plan. */
  derivedPercent: int(-90, 300).nullable().optional(),
});
type RatePlanShape = z.infer<typeof ratePlanFieldsObject>;
function ratePlanRules(plan: RatePlanShape, ctx: z.RefinementCtx) {
  if (plan.cancellationFlag === 1 && plan.cancellationDeadlineHours === null) {
    ctx.addIssue({ code: 'custom', path: ['cancellationDeadlineHours'], message: V.required });
  }
  if (plan.maxStay < plan.minStay) ctx.addIssue({ code: 'custom', path: ['maxStay'], message: V.tooSmall });
  const base = plan.derivedFromRatePlanCode ?? null;
  const percent = plan.derivedPercent ?? null;
  if (base !== null && percent === null) {
    ctx.addIssue({ code: 'custom', path: ['derivedPercent'], message: V.required });
  }
  // A percent without a base plan is dropped (the plan's prices are its own again).
  if (base !== null && percent === 0)
    ctx.addIssue({ code: 'custom', path: ['derivedPercent'], message: V.derivedPercentZero });
}
export const ratePlanFieldsSchema = ratePlanFieldsObject.superRefine(ratePlanRules);
export const ratePlanCreateSchema = ratePlanFieldsObject
  .extend({ ratePlanCode: codeSchema })
  .superRefine(ratePlanRules);
export type RatePlanFields = z.infer<typeof ratePlanFieldsSchema>;
export type RatePlanCreate = z.infer<typeof ratePlanCreateSchema>;
export const adminRatePlanSchema = ratePlanFieldsObject.extend({
  /** As stored: a plan saved before the meal plan was checked still lists, and its form says what to fix. */
  mealPlan: z.string(),
  childPricePerNight: z.number().int(),
  derivedFromRatePlanCode: z.string().nullable(),
  derivedPercent: z.number().int().nullable(),
  ratePlanCode: z.string(),
  hotelCode: z.string(),
  /** When staff removed the plan while it had reservations (kept, no longer sold); null: on sale. */
  archivedAt: instantSchema.nullable(),
});
export type AdminRatePlan = z.infer<typeof adminRatePlanSchema>;
export type StoredAdminRatePlan = z.input<typeof adminRatePlanSchema>;
export const adminRatePlanListSchema = z.array(adminRatePlanSchema);
/**
 * `DELETE .../rate-plans/{code}` (ADR 0026): a plan without reservations is deleted with its prices; one with
 * reservations is archived (no longer sold nor given prices, kept for its reservations and reports). A plan
 * other plans derive from is refused (`ratePlanHasDerived`) until they are changed.
 */
export const RATE_PLAN_REMOVALS = ['deleted', 'archived'] as const;
export const ratePlanRemovalSchema = z.object({
  outcome: z.enum(RATE_PLAN_REMOVALS),
  ratePlanCode: z.string(),
  /** The reservations that keep an archived plan (0 when deleted). */
  reservations: z.number().int(),
});
export type RatePlanRemoval = z.infer<typeof ratePlanRemovalSchema>;

export const ADDON_PRICING_UNITS = ['perStay', 'perNight', 'perPerson', 'perPersonPerNight'] as const;
export const addonFieldsSchema = z.object({
  /** 1 bookable (date and quantity), 2 non-bookable. */
  addonType: int(1, 2),
  name: localizedTextSchema(200),
  description: localizedTextSchema(2000),
  price: int(0, 1_000_000_000),
  pricingUnit: z.enum(ADDON_PRICING_UNITS, { error: V.invalid }),
  sortOrder: int(0, 100_000),
});
export const addonCreateSchema = addonFieldsSchema.extend({ addonCode: codeSchema });
export type AddonFields = z.infer<typeof addonFieldsSchema>;
export type AddonCreate = z.infer<typeof addonCreateSchema>;
export const adminAddonSchema = addonCreateSchema.extend({ hotelCode: z.string() });
export type AdminAddon = z.infer<typeof adminAddonSchema>;
export const adminAddonListSchema = z.array(adminAddonSchema);

const promotionCodeFieldsObject = z.object({
  /** 1 promotion/corporate code (unlocks code-only rate plans), 2 discount code (percentage off). */
  discountType: int(1, 2),
  /** null: every hotel of the group (group administrators only). */
  hotelCode: codeSchema.nullable(),
  ratePlanCodes: z.array(codeSchema).max(30, { error: V.tooBig }),
  discountPercent: int(0, 90),
  /** Shown as the company hint of corporate codes; may be empty. */
  companyName: localizedTextSchema(200, false),
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  isActive: z.boolean({ error: V.invalid }),
});
type PromotionCodeShape = z.infer<typeof promotionCodeFieldsObject>;
function promotionCodeRules(code: PromotionCodeShape, ctx: z.RefinementCtx) {
  if (code.validTo < code.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: V.checkOutAfterCheckIn });
  if (code.discountType === 1 && code.ratePlanCodes.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['ratePlanCodes'], message: V.required });
  }
  if (code.discountType === 2 && code.discountPercent < 1) {
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: V.tooSmall });
  }
}
export const promotionCodeFieldsSchema = promotionCodeFieldsObject.superRefine(promotionCodeRules);
export const promotionCodeCreateSchema = promotionCodeFieldsObject
  .extend({ code: codeSchema })
  .superRefine(promotionCodeRules);
export type PromotionCodeFields = z.infer<typeof promotionCodeFieldsSchema>;
export type PromotionCodeCreate = z.infer<typeof promotionCodeCreateSchema>;
export const adminPromotionCodeSchema = promotionCodeFieldsObject.extend({ code: z.string() });
export type AdminPromotionCode = z.infer<typeof adminPromotionCodeSchema>;
export const adminPromotionCodeListSchema = z.array(adminPromotionCodeSchema);

export const roomTypeParamsSchema = z.object({ hotelCode: codeSchema, roomTypeCode: codeSchema });
export const ratePlanParamsSchema = z.object({ hotelCode: codeSchema, ratePlanCode: codeSchema });
export const addonParamsSchema = z.object({ hotelCode: codeSchema, addonCode: codeSchema });
export const promotionCodeParamsSchema = z.object({ code: codeSchema });

/** Cities a hotel may be placed in (for the hotel form). */
export const adminCitySchema = z.object({ cityCode: z.string(), countryCode: z.string(), name: z.string() });
export type AdminCity = z.infer<typeof adminCitySchema>;
export const adminCityListSchema = z.array(adminCitySchema);
