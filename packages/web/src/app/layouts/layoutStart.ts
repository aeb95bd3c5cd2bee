import type { Language } from '@hotel/contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import { footerQuery } from '../../features/content/siteContentApi.ts';
import { displayCurrency } from '../../features/currency/displayCurrency.ts';
import { exchangeQuery } from '../../features/currency/exchangeApi.ts';
import { ALL_HOTELS_LIMIT, allHotelsQuery, citiesQuery } from '../../features/hotels/hotelsApi.ts';
import { inlinedAnswer } from '../boot.ts';

/**
 * Starts what every screen's header and footer ask for (the footer, the currencies, the destinations
 * of the header search) with the same keys, so the first render has them instead of rendering again
 * as each answer arrives; answers the server put in the page (platform/first-paint.ts) are taken as
 * they are. Resolves when all have answered or failed. The member's session is left to the header and
 * the member pages, which ask for it when they show.
 */
export function startLayout(queryClient: QueryClient, language: Language): Promise<unknown> {
  const currency = displayCurrency.get();
  const queries = [
    { query: footerQuery(language), path: '/hotel-configs/footer' },
    { query: exchangeQuery(language), path: '/hotel-configs/exchange' },
    { query: citiesQuery(language), path: `/${language}/hotels/cities` },
    // The server's answer is in the group's own currency: taken only when the guest has not chosen another.
    {
      query: allHotelsQuery(language, currency),
      path: currency ? '' : `/${language}/hotels?limit=${ALL_HOTELS_LIMIT}`,
    },
  ];
  return Promise.allSettled(
    queries.map(({ query, path }) => {
      const answer = path ? inlinedAnswer(path, language) : undefined;
      if (answer !== undefined) queryClient.setQueryData(query.queryKey, answer as never);
      return queryClient.prefetchQuery(query as never);
    }),
  );
}
