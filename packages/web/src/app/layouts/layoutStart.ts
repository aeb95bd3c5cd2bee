import type { Language } from '@hotel/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { footerQuery } from '../../features/content/siteContentApi.ts';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { exchangeQuery } from '../../features/currency/exchangeApi.ts';
import { allHotelsQuery, citiesQuery } from '../../features/hotels/hotelsApi.ts';

/**
 * Starts what every screen's header and footer ask for (the footer, the currencies, the destinations
 * of the header search) with the same keys, so the first render has them instead of rendering again
 * as each answer arrives. Resolves when all have answered or failed. The member's session is left to
 * the header and the member pages, which ask for it when they show.
 */
export function startLayout(queryClient: QueryClient, language: Language): Promise<unknown> {
  return Promise.allSettled([
    queryClient.prefetchQuery(footerQuery(language)),
    queryClient.prefetchQuery(exchangeQuery(language)),
    queryClient.prefetchQuery(citiesQuery(language)),
    queryClient.prefetchQuery(allHotelsQuery(language, displayCurrency.get())),
  ]);
}
