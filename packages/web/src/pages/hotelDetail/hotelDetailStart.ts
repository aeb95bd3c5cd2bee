import type { Language } from '@hotel/contract/languages';
import type { SiteConfig } from '@hotel/contract/schemas/site';
import type { QueryClient } from '@tanstack/react-query';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { hotelContactQuery, hotelPolicyQuery } from '../../features/hotels/hotelSearchApi.ts';
import { hotelDetailQuery } from '../../features/hotels/hotelsApi.ts';
import { roomSearchParams, roomsQuery } from '../../features/rooms/roomsApi.ts';
import { effectiveStay } from '../../features/search/effectiveStay.ts';
import { todayIn } from '../../features/search/searchState.ts';
import { stayLinkRulesReady } from '../../features/search/stayLink.ts';

/**
 * Starts a hotel page's other answers at start-up, as HotelDetailPage asks for them (same keys): its
 * policy, its contact and, for a hotel the server found (its answer is in the cache), its rooms for
 * the stay. Resolves when all have answered or failed.
 */
export async function startHotelDetail(
  queryClient: QueryClient,
  language: Language,
  hotelCode: string,
  search: string,
  config: SiteConfig | undefined,
): Promise<unknown> {
  const hotel = queryClient.getQueryData(hotelDetailQuery(language, hotelCode).queryKey);
  const found = hotel !== undefined;
  const policy = queryClient.prefetchQuery(hotelPolicyQuery(language, hotelCode));
  const contact = queryClient.prefetchQuery(hotelContactQuery(language, hotelCode));
  const url = new URLSearchParams(search);
  await stayLinkRulesReady(url).catch(() => undefined);
  const stay = effectiveStay(url, todayIn(hotel?.timeZone));
  return Promise.allSettled([
    policy,
    contact,
    found
      ? queryClient.prefetchQuery(
          roomsQuery(language, roomSearchParams(hotelCode, stay, displayCurrency.get(), config)),
        )
      : null,
  ]);
}
