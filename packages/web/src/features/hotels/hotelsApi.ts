import type { Language } from '@hotel/contract/languages';
import type { QueryOf } from '@hotel/contract/schemas/common';
import type {
  City,
  HotelContact,
  HotelDetail,
  HotelFilterResult,
  HotelList,
  HotelPolicy,
} from '@hotel/contract/schemas/hotel';
import type { hotelFilterQuerySchema, hotelListQuerySchema } from '@hotel/contract/schemas/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../lib/api/client.ts';

/** Query of GET /{lang}/hotels (hotelCodes comma-separated; flag 4 for the hotel list, spec section 7). */
export type HotelListParams = QueryOf<typeof hotelListQuerySchema>;

/** Query of GET /api/v1/{lang}/hotels/filter; prices in minor units of the display currency. */
export type HotelFilterParams = QueryOf<typeof hotelFilterQuerySchema>;

export type { HotelContact, HotelFilterResult, HotelPolicy };

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
