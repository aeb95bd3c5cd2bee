import type { Language } from '@hotel/contract/languages';
import type { City, HotelDetail, HotelList } from '@hotel/contract/schemas/hotel';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../api/client.ts';

/** Query of GET /{lang}/hotels; keys as the API names them (hotelCodes comma-separated). */
export interface HotelListParams {
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
}

/** How many hotels the home page and the destination list ask for: the whole group in one page. */
export const ALL_HOTELS_LIMIT = 100;

export const hotelListQuery = (language: Language, params: HotelListParams) =>
  queryOptions({
    queryKey: ['hotels', language, params] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelList>(`/${language}/hotels`, {
        language,
        signal,
        query: params as Record<string, QueryValue>,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

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
