import { HOTEL_LIST_FLAG, HOTEL_LIST_PAGE_SIZE } from '@hotel/contract/constants';
import type { HotelFilterParams, HotelListParams } from '../../features/hotels/hotelsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';

const PASSED = [
  'cityCode',
  'childAges',
  'checkInDate',
  'checkOutDate',
  'discountType',
  'discountCode',
  'rateCode',
  'voucherCode',
  'voucherSource',
] as const;
const COUNTS = ['roomCount', 'adultsNumber', 'childNumber'] as const;

/** Maps the hotel-list URL (spec section 2 parameters) to the API query; `hotelCode` becomes `hotelCodes`. */
export function hotelListParams(search: URLSearchParams): HotelListParams {
  const params: HotelListParams = {
    flag: HOTEL_LIST_FLAG,
    limit: HOTEL_LIST_PAGE_SIZE,
    offset: Math.max(0, Number(search.get('offset')) || 0),
  };
  const hotelCode = search.get('hotelCode');
  if (hotelCode) params.hotelCodes = hotelCode;
  for (const key of PASSED) {
    const value = search.get(key);
    if (value) params[key] = value;
  }
  for (const key of COUNTS) {
    const value = Number(search.get(key));
    if (search.get(key) && Number.isFinite(value)) params[key] = value;
  }
  return params;
}

/** The filters a guest narrows the hotel list by, as the URL keeps them. */
export interface HotelListFilters {
  brand?: string;
  facilities: string[];
  minStars?: number;
  /** Minor units of the display currency, per night. */
  minPrice?: number;
  maxPrice?: number;
}

export const FILTER_KEYS = ['brand', 'facilities', 'minStars', 'minPrice', 'maxPrice'] as const;

const whole = (value: string | null, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 0 && number <= max ? number : undefined;
};

export function hotelListFilters(search: URLSearchParams): HotelListFilters {
  const brand = search.get('brand')?.trim();
  const minStars = whole(search.get('minStars'), 5);
  return {
    ...(brand ? { brand } : {}),
    facilities: (search.get('facilities') ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
    ...(minStars ? { minStars } : {}),
    ...(whole(search.get('minPrice'), 1e9) !== undefined ? { minPrice: whole(search.get('minPrice'), 1e9) } : {}),
    ...(whole(search.get('maxPrice'), 1e9) !== undefined ? { maxPrice: whole(search.get('maxPrice'), 1e9) } : {}),
  };
}

export function hasFilters(filters: HotelListFilters): boolean {
  return Boolean(
    filters.brand ||
      filters.facilities.length > 0 ||
      filters.minStars ||
      filters.minPrice !== undefined ||
      filters.maxPrice !== undefined,
  );
}

/** The query of `/api/v1/{lang}/hotels/filter` for the URL's stay, city and filters. */
export function hotelFilterParams(
  search: URLSearchParams,
  filters: HotelListFilters,
  exchangeNo: string | undefined,
): HotelFilterParams {
  const list = hotelListParams(search);
  return {
    cityCode: list.cityCode,
    brand: filters.brand,
    facilities: filters.facilities.length > 0 ? filters.facilities.join(',') : undefined,
    minStars: filters.minStars,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    checkInDate: list.checkInDate,
    checkOutDate: list.checkOutDate,
    roomCount: list.roomCount,
    adultsNumber: list.adultsNumber,
    childNumber: list.childNumber,
    childAges: list.childAges,
    exchangeNo,
  };
}

/** The URL with some filter or search keys changed (undefined or empty removes a key); back to page one. */
export function withParams(search: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  next.delete('offset');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The URL's search with the stay it prices filled in (the session's search when the URL names no dates). */
export function searchWithStay(url: URLSearchParams): { stay: URLSearchParams; query: URLSearchParams } {
  const stay = effectiveStay(url);
  const query = new URLSearchParams(url);
  for (const [key, value] of stay) if (!query.get(key)) query.set(key, value);
  return { stay, query };
}
