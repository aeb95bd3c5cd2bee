import type { Language } from '@hotel/contract/languages';
import type { City, HotelDetail, HotelList, HotelSummary } from '@hotel/contract/schemas/hotel';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../lib/api/client.ts';

/** Query of GET /{lang}/hotels; keys as the API names them (hotelCodes comma-separated). */
export interface HotelListParams {
  /** 4 for the hotel list (spec section 7). */
  flag?: number;
  limit?: number;
  offset?: number;
  hotelCodes?: string;
  cityCode?: string;
  checkInDate?: string;
  checkOutDate?: string;
  roomCount?: number;
  adultsNumber?: number;
  childNumber?: number;
  discountType?: string;
  discountCode?: string;
  rateCode?: string;
  voucherCode?: string;
  voucherSource?: string;
  /** Display currency: prices gain an `exchange` amount in it. */
  exchangeNo?: string;
}

/** Query of GET /api/v1/{lang}/hotels/filter; prices in minor units of the display currency. */
export interface HotelFilterParams {
  cityCode?: string;
  brand?: string;
  /** Comma-separated facility codes; a hotel must have all of them. */
  facilities?: string;
  minStars?: number;
  minPrice?: number;
  maxPrice?: number;
  checkInDate?: string;
  checkOutDate?: string;
  roomCount?: number;
  adultsNumber?: number;
  childNumber?: number;
  exchangeNo?: string;
}

export interface HotelFilterResult {
  options: {
    cities: City[];
    brands: string[];
    facilities: string[];
    priceRange: { currency: string; min: number; max: number };
  };
  list: HotelSummary[];
}

export interface HotelContact {
  hotelCode: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export interface HotelPolicy {
  reservationNotice: string;
  policyDisplayType: number;
  checkInTime: string;
  checkOutTime: string;
}

/** How many hotels the home page and the destination list ask for: the whole group in one page. */
export const ALL_HOTELS_LIMIT = 100;

const clean = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    QueryValue
  >;

export const hotelListQuery = (language: Language, params: HotelListParams) =>
  queryOptions({
    queryKey: ['hotels', language, clean(params)] as const,
    queryFn: ({ signal }) => apiGet<HotelList>(`/${language}/hotels`, { language, signal, query: clean(params) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The whole group (names, cities, lowest prices for tonight): the home page grid and the destination list share it. */
export const allHotelsQuery = (language: Language, exchangeNo?: string) =>
  hotelListQuery(language, { limit: ALL_HOTELS_LIMIT, exchangeNo });

export const citiesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['cities', language] as const,
    queryFn: ({ signal }) => apiGet<City[]>(`/${language}/hotels/cities`, { language, signal }),
    staleTime: 10 * 60_000,
  });

/** A hotel's detail; a 404 is the page's own business (it shows the not-found page), not a notice. */
export const hotelDetailQuery = (language: Language, hotelCode: string) =>
  queryOptions({
    queryKey: ['hotel', language, hotelCode] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelDetail>(`/${language}/hotels/${encodeURIComponent(hotelCode)}`, { language, signal }),
    staleTime: 60_000,
    meta: { mainResource: true },
  });
