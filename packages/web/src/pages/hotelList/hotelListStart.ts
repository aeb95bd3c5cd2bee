import type { Language } from '@hotel/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { hotelFilterQuery, hotelSearchQuery } from '../../features/hotels/hotelSearchApi.ts';
import { isStalePastStay } from '../../features/search/searchState.ts';
import {
  hasFilters,
  hotelFilterParams,
  hotelListFilters,
  hotelListParams,
  searchWithStay,
} from './useHotelListParams.ts';

/**
 * Starts the hotel list's searches at start-up, as HotelListPage asks for them (same keys), so the
 * page's first render has its results. Resolves when both have answered or failed; a filtered list
 * (its search waits for the filter's answer) and a stay in the past start nothing.
 */
export function startHotelList(queryClient: QueryClient, language: Language, search: string): Promise<unknown> {
  const url = new URLSearchParams(search);
  const filters = hotelListFilters(url);
  if (isStalePastStay(url) || hasFilters(filters)) return Promise.resolve();
  const { query } = searchWithStay(url);
  const exchangeNo = displayCurrency.get();
  return Promise.allSettled([
    queryClient.prefetchQuery(hotelSearchQuery(language, { ...hotelListParams(query), exchangeNo })),
    queryClient.prefetchQuery(hotelFilterQuery(language, hotelFilterParams(query, filters, exchangeNo))),
  ]);
}
