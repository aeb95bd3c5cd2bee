import { HOTEL_LIST_PAGE_SIZE } from '@hotel/contract/constants';
import type { HotelListParams } from '../../features/hotels/hotelsApi.ts';

const PASSED = [
  'cityCode',
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
