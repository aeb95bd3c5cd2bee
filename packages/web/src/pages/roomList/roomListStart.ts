import type { Language } from '@hotel/contract/languages';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { roomSearchParams, roomsQuery } from '../../features/rooms/roomsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';
import { todayIn } from '../../features/search/searchState.ts';
import { stayLinkRulesReady } from '../../features/search/stayLink.ts';

/**
 * Starts a room list's answers at start-up, as RoomListPage asks for them (same keys): the hotel and its
 * rooms for the stay of the URL (a stay without dates starts on the hotel's today, known once the hotel
 * has answered). Resolves when both have answered or failed.
 */
export async function startRoomList(
  queryClient: QueryClient,
  language: Language,
  search: string,
  roomTypeCode: string | undefined,
  config: SiteConfig | undefined,
): Promise<unknown> {
  const url = new URLSearchParams(search);
  const hotelCode = config?.hotelCode ?? url.get('hotelCode') ?? '';
  if (!hotelCode) return undefined;
  const hotel = queryClient.fetchQuery(hotelDetailQuery(language, hotelCode)).catch(() => undefined);
  const timeZone = url.has('checkInDate') ? undefined : (await hotel)?.timeZone;
  await stayLinkRulesReady(url).catch(() => undefined);
  const stay = effectiveStay(url, todayIn(timeZone));
  const params = roomSearchParams(hotelCode, stay, displayCurrency.get(), config);
  return Promise.allSettled([hotel, queryClient.prefetchQuery(roomsQuery(language, params, roomTypeCode))]);
}
