import {
  DEFAULT_ADULTS_PER_ROOM,
  DEFAULT_CHILDREN_PER_ROOM,
  DEFAULT_NIGHTS,
  DEFAULT_ROOMS,
  HOTEL_LIST_FLAG,
  HOTEL_LIST_PAGE_SIZE,
  ONE_DAY_MS,
} from './constants.ts';

/**
 * The hotel list's search (`GET /{lang}/hotels/search`) of a guest who has searched nothing yet, on a
 * list URL that names no stay: from `today` for the default nights, the default rooms and party, the
 * first page. The server answers it in the list's first paint; the web takes that answer only when
 * it is the very search it asks for.
 */
export function defaultHotelListQuery(today: string): Record<string, string | number> {
  const checkOutDate = new Date(Date.parse(`${today}T00:00:00Z`) + DEFAULT_NIGHTS * ONE_DAY_MS)
    .toISOString()
    .slice(0, 10);
  return {
    flag: HOTEL_LIST_FLAG,
    limit: HOTEL_LIST_PAGE_SIZE,
    offset: 0,
    checkInDate: today,
    checkOutDate,
    roomCount: DEFAULT_ROOMS,
    adultsNumber: DEFAULT_ROOMS * DEFAULT_ADULTS_PER_ROOM,
    childNumber: DEFAULT_ROOMS * DEFAULT_CHILDREN_PER_ROOM,
  };
}

/** Whether two API queries ask the same (keys in any order; absent, undefined and empty values alike). */
export function sameQuery(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const given = (query: Record<string, unknown>) =>
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => `${key}=${String(value)}`)
      .sort()
      .join('&');
  return given(a) === given(b);
}

/** The hotel list's rating filter: shown hotels rated at least this many points. */
export const RATING_FILTERS = [3, 4, 4.5] as const;
