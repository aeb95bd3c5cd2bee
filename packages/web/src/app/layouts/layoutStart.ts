import type { Language } from '@hotel/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { footerQuery } from '../../features/content/siteContentApi.ts';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { exchangeQuery } from '../../features/currency/exchangeApi.ts';
import { allHotelsQuery, citiesQuery } from '../../features/hotels/hotelsApi.ts';
import { sessionQuery } from '../../features/member/memberApi.ts';

/**
 * Starts what every screen's header and footer ask for (the footer, the currencies, the member's
 * session, the destinations of the header search) with the same keys, so the first render has them
 * instead of rendering again as each answer arrives. Resolves when all have answered or failed.
 */
export function startLayout(queryClient: QueryClient, language: Language): Promise<unknown> {
  return Promise.allSettled([
    queryClient.prefetchQuery(footerQuery(language)),
    queryClient.prefetchQuery(exchangeQuery(language)),
    queryClient.prefetchQuery(sessionQuery(language)),
    queryClient.prefetchQuery(citiesQuery(language)),
    queryClient.prefetchQuery(allHotelsQuery(language, displayCurrency.get())),
  ]);
}
