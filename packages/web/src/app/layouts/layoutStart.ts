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
 * the screens: a sign-in refreshes it only where it is shown, and the member pages must not start
 * from a visitor's answer cached before the sign-in.
 */
export function startLayout(queryClient: QueryClient, language: Language): Promise<unknown> {
  return Promise.allSettled([
    queryClient.prefetchQuery(footerQuery(language)),
    queryClient.prefetchQuery(exchangeQuery(language)),
    queryClient.prefetchQuery(citiesQuery(language)),
    queryClient.prefetchQuery(allHotelsQuery(language, displayCurrency.get())),
  ]);
}
