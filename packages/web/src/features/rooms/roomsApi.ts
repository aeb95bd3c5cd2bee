import { ROOM_SEARCH_FLAG, ROOM_SEARCH_FLAG_BRAND } from '@hotel/contract/constants';
import { SiteType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { QueryOf } from '@hotel/contract/schemas/common';
import type { RoomList } from '@hotel/contract/schemas/rooms';
import type { roomSearchQuerySchema } from '@hotel/contract/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryValue } from '../../lib/api/client.ts';
import { STAY_KEYS } from '../search/stayKeys.ts';

/**
 * Query of GET /{lang}/rooms: a hotel and a priced stay (totals of guests), codes, display currency; flag 1, or 3
 * on a brand site (spec section 7); code the company code of the site (SiteConfig.hotelCompanyCode).
 */
export type RoomSearchParams = QueryOf<typeof roomSearchQuerySchema> & {
  hotelCode: string;
  checkInDate: string;
  checkOutDate: string;
};

const QUERY_KEYS = [...STAY_KEYS, 'exchangeNo'] as const;

/** The room search of a stay query (`URLSearchParams` of a page), for one hotel. */
export function roomSearchParams(
  hotelCode: string,
  stay: URLSearchParams,
  exchangeNo: string | undefined,
  site?: { siteType: number; hotelCompanyCode: string },
): RoomSearchParams {
  const params: Record<string, string | number> = { hotelCode };
  if (site) {
    params.flag = site.siteType === SiteType.brand ? ROOM_SEARCH_FLAG_BRAND : ROOM_SEARCH_FLAG;
    if (site.hotelCompanyCode) params.code = site.hotelCompanyCode;
  }
  for (const key of QUERY_KEYS) {
    const value = key === 'exchangeNo' ? exchangeNo : stay.get(key);
    if (!value) continue;
    params[key] = key === 'roomCount' || key === 'adultsNumber' || key === 'childNumber' ? Number(value) : value;
  }
  return params as unknown as RoomSearchParams;
}

/**
 * Rooms of a hotel with their rates for the stay (or one room type when `roomTypeCode` is given); full
 * rates and rooms come last. Failures (dates the hotel refuses, a wrong code) are shown by the page.
 */
export const roomsQuery = (language: Language, params: RoomSearchParams, roomTypeCode?: string) =>
  queryOptions({
    queryKey: ['rooms', language, params, roomTypeCode ?? null] as const,
    queryFn: ({ signal }) => {
      const { hotelCode, ...rest } = params;
      const query = rest as unknown as Record<string, QueryValue>;
      return roomTypeCode
        ? apiGet<RoomList>(
            `/${language}/hotels/${encodeURIComponent(hotelCode)}/rooms/${encodeURIComponent(roomTypeCode)}`,
            { language, signal, query },
          )
        : apiGet<RoomList>(`/${language}/rooms`, { language, signal, query: { hotelCode, ...query } });
    },
    // While another stay of the same hotel loads, its rooms stay on screen (marked busy).
    placeholderData: (previous) => (previous?.hotelCode === params.hotelCode ? previous : undefined),
    staleTime: 60_000,
    meta: { silent: true },
  });
