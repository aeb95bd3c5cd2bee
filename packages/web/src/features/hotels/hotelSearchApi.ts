import type { Language } from '@hotel/contract/languages';
import { API_V1_PREFIX } from '@hotel/contract/routes';
import type { HotelList, HotelSummary } from '@hotel/contract/schemas/hotel';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../lib/api/client.ts';

import type { HotelContact, HotelFilterParams, HotelFilterResult, HotelListParams, HotelPolicy } from './hotelsApi.ts';

// The queries of the result pages (hotel list, detail, room list), kept apart from hotelsApi.ts so the
// home page does not load them.

const clean = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    QueryValue
  >;

/**
 * A search of hotels with availability and the lowest nightly price for a stay (`/hotels/search`).
 * Its failures (a wrong promotion code, dates the server refuses) are shown by the page beside the form.
 */
export const hotelSearchQuery = (language: Language, params: HotelListParams) =>
  queryOptions({
    queryKey: ['hotelSearch', language, clean(params)] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelList>(`/${language}/hotels/search`, { language, signal, query: clean(params) }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Other hotels with rooms for the stay, asked for when a search came back all full. */
export const recommendQuery = (language: Language, params: HotelListParams) =>
  queryOptions({
    queryKey: ['hotelRecommend', language, clean(params)] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelSummary[]>(`/${language}/hotels/recommend`, { language, signal, query: clean(params) }),
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Filter options (cities, brands, facilities, price range) and the hotels matching the filters. */
export const hotelFilterQuery = (language: Language, params: HotelFilterParams) =>
  queryOptions({
    queryKey: ['hotelFilter', language, clean(params)] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelFilterResult>(`/${language}/hotels/filter`, {
        language,
        signal,
        base: API_V1_PREFIX,
        query: clean(params),
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const hotelContactQuery = (language: Language, hotelCode: string) =>
  queryOptions({
    queryKey: ['hotelContact', language, hotelCode] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelContact>(`/${language}/hotels/${encodeURIComponent(hotelCode)}/contact`, { language, signal }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export const hotelPolicyQuery = (language: Language, hotelCode: string) =>
  queryOptions({
    queryKey: ['hotelPolicy', language, hotelCode] as const,
    queryFn: ({ signal }) =>
      apiGet<HotelPolicy>(`/${language}/hotels/${encodeURIComponent(hotelCode)}/policy`, { language, signal }),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
