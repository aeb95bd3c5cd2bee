import {
  guestTotals,
  loadSearch,
  localToday,
  normalizeSearch,
  searchFromQuery,
  shiftDate,
  stayQuery,
  toHotelListQuery,
} from './searchState.ts';
import { repairStayLink } from './stayLink.ts';

// Apart from searchState.ts: the link's repair checks it with the contract's schema (zod), which the
// home page's first paint does without.

/**
 * The stay a page works with: the URL's when it names dates, else the session's search (so a bare
 * `/roomList?hotelCode=X` still prices the guest's dates). Always has dates and a party.
 */
export function effectiveStay(link: URLSearchParams, today: string = localToday()): URLSearchParams {
  const params = repairStayLink(link) ?? link;
  const fromUrl = searchFromQuery(params);
  if (fromUrl) {
    const stay = stayQuery(params);
    const values = normalizeSearch(fromUrl, shiftDate(today, -1));
    // Keep the URL's own counts (they may not divide evenly) but fill in what is missing.
    for (const [key, value] of Object.entries(guestTotals(values))) if (!stay.get(key)) stay.set(key, String(value));
    return stay;
  }
  const session = loadSearch(today);
  const stay = new URLSearchParams();
  for (const [key, value] of Object.entries(
    toHotelListQuery({ ...session, hotelCode: undefined, cityCode: undefined }),
  ))
    stay.set(key, String(value));
  for (const key of ['rateCode', 'voucherCode', 'voucherSource'] as const) {
    const value = params.get(key);
    if (value) stay.set(key, value);
  }
  return stay;
}
