import { z } from 'zod';
import { moneySchema } from './common.ts';

export const pictureSchema = z.object({ url: z.string(), alt: z.string() });

export const hotelSummarySchema = z.object({
  hotelCode: z.string(),
  name: z.string(),
  brand: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  address: z.string(),
  phone: z.string(),
  starRating: z.number().int(),
  shortDescription: z.string(),
  pictures: z.array(pictureSchema),
  currency: z.string(),
  /** Lowest nightly price for the searched stay, or null when nothing is bookable. */
  lowestPrice: moneySchema.nullable(),
  /** The same per night with the hotel's service charge and taxes, for sites that show prices including them. */
  lowestPriceWithCharges: moneySchema.nullable(),
  isFull: z.boolean(),
  /** In a searched list: false when none of the hotel's room types holds the party (not "full"). */
  partyFits: z.boolean().optional(),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

export const hotelListSchema = z.object({
  list: z.array(hotelSummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  otherData: z.object({ isAllFull: z.boolean() }),
  companyHint: z.string(),
  /** The hotels a code given with the search is valid at; null without a code or when it is valid at all. */
  codeHotels: z.array(z.string()).nullable(),
});
export type HotelList = z.infer<typeof hotelListSchema>;

/** `GET /{lang}/hotels/recommend`: open hotels, those of the asked city first. */
export const recommendedHotelsSchema = z.array(hotelSummarySchema);

export const citySchema = z.object({
  cityCode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  hotelCount: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

/** `GET /{lang}/hotels/cities`. */
export const cityListSchema = z.array(citySchema);

/** `GET /{lang}/hotels/{hotelCode}/contact`. */
export const hotelContactSchema = z.object({
  hotelCode: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type HotelContact = z.infer<typeof hotelContactSchema>;

/** `GET /{lang}/hotels/{hotelCode}/policy`. */
export const hotelPolicySchema = z.object({
  reservationNotice: z.string(),
  policyDisplayType: z.number().int(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
});
export type HotelPolicy = z.infer<typeof hotelPolicySchema>;

/** `GET /api/v1/{lang}/hotels/filter`: what the list can be narrowed by, and the hotels that match. */
export const hotelFilterResultSchema = z.object({
  options: z.object({
    cities: z.array(citySchema),
    brands: z.array(z.string()),
    facilities: z.array(z.string()),
    priceRange: z.object({ currency: z.string(), min: z.number().int(), max: z.number().int() }),
  }),
  list: z.array(hotelSummarySchema),
});
export type HotelFilterResult = z.infer<typeof hotelFilterResultSchema>;

export const roomTypeSchema = z.object({
  roomTypeCode: z.string(),
  name: z.string(),
  description: z.string(),
  sizeSqm: z.number(),
  floor: z.string(),
  window: z.string(),
  smokingPolicy: z.string(),
  bedType: z.string(),
  maxAdults: z.number().int(),
  maxChildren: z.number().int(),
  /** Adults and children together. */
  maxOccupancy: z.number().int(),
  pictures: z.array(pictureSchema),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

export const hotelDetailSchema = hotelSummarySchema.extend({
  description: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  facilities: z.array(z.string()),
  roomTypes: z.array(roomTypeSchema),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;
