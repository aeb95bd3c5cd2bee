import type { Language } from '@hotel/contract/languages';
import { PAGE_ROUTES } from '@hotel/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  addonsQuery,
  orderFillQuery,
  orderHotelQuery,
  paymentTypeQuery,
  timePeriodPriceQuery,
} from '../../features/booking/bookingApi.ts';
import { parseRoomBookParams } from '../../features/booking/roomBookParams.ts';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { sessionQuery } from '../../features/member/memberApi.ts';

/**
 * Starts the booking form's answers at start-up, as BookingFlow asks for them (same keys and options):
 * the form's settings, the hotel, its add-ons and payment terms, the room's names, the stay's price and
 * the session (a member's form starts pre-filled). The form renders once they are all there; asked by the page, the last one to answer mounted the whole
 * form in one synchronous render (a query's answer reaches React through a store, which React renders
 * at once), 35-45 ms of one task on a desktop. Resolves when every answer has come or failed; an address
 * that is not a booking asks nothing.
 */
export function startRoomBook(
  queryClient: QueryClient,
  language: Language,
  rest: string,
  search: string,
): Promise<unknown> {
  const match = matchPath(`/${PAGE_ROUTES.roomBook}`, rest);
  const params = match ? parseRoomBookParams(match.params, new URLSearchParams(search)) : null;
  if (!params) return Promise.resolve();
  const { hotelCode, ratePlanCode } = params;
  return Promise.allSettled([
    queryClient.prefetchQuery(sessionQuery(language)),
    queryClient.prefetchQuery(orderFillQuery(language)),
    queryClient.prefetchQuery(orderHotelQuery(language, hotelCode)),
    queryClient.prefetchQuery(addonsQuery(language, hotelCode, ratePlanCode)),
    queryClient.prefetchQuery(paymentTypeQuery(language, hotelCode, ratePlanCode)),
    queryClient.prefetchQuery({ ...hotelDetailQuery(language, hotelCode), meta: { silent: true } }),
    queryClient.prefetchQuery(
      timePeriodPriceQuery(language, { ...params, childAges: (params.childAges ?? []).join(',') || undefined }),
    ),
  ]);
}
