import type { Language } from '@hotel/contract/languages';
import type { HotelList } from '@hotel/contract/schemas/hotel';
import type { QueryClient } from '@tanstack/react-query';
import { inlinedSearchAnswer } from '../../app/boot.ts';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { hotelFilterQuery, hotelSearchQuery } from '../../features/hotels/hotelSearchApi.ts';
import { isStalePastStay } from '../../features/search/searchState.ts';
import { stayLinkRulesReady } from '../../features/search/stayLink.ts';
import {
  hasFilters,
  hotelFilterParams,
  hotelListFilters,
  hotelListParams,
  searchWithStay,
} from './useHotelListParams.ts';

/**
 * Starts the hotel list's searches at start-up, as HotelListPage asks for them (same keys), so the
 * page's first render has its results (the server's answer in the page, when it has the same search). Resolves when both have answered or failed; a filtered list
 * (its search waits for the filter's answer) and a stay in the past start nothing.
 */
export async function startHotelList(queryClient: QueryClient, language: Language, search: string): Promise<unknown> {
  const url = new URLSearchParams(search);
  await stayLinkRulesReady(url).catch(() => undefined);
  const filters = hotelListFilters(url);
  if (isStalePastStay(url) || hasFilters(filters)) return undefined;
  const { query } = searchWithStay(url);
  const exchangeNo = displayCurrency.get();
  const params = { ...hotelListParams(query), exchangeNo };
  // The server answers a guest's first search in the page (platform/first-paint.ts) when it is this one.
  const inlined = inlinedSearchAnswer<HotelList>(`/${language}/hotels/search`, params, language);
  if (inlined !== undefined) queryClient.setQueryData(hotelSearchQuery(language, params).queryKey, inlined);
  return Promise.allSettled([
    queryClient.prefetchQuery(hotelSearchQuery(language, params)),
    queryClient.prefetchQuery(hotelFilterQuery(language, hotelFilterParams(query, filters, exchangeNo))),
  ]);
}
