import type { Language } from '@hotel/contract/languages';
import type { ExchangeCurrency } from '@hotel/contract/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';

export type { ExchangeCurrency };

/** The currencies prices can be shown in (`GET /hotel-configs/exchange`), names in the display language. */
export const exchangeQuery = (language: Language) =>
  queryOptions({
    queryKey: ['exchange', language] as const,
    queryFn: ({ signal }) => apiGet<ExchangeCurrency[]>('/hotel-configs/exchange', { language, signal }),
    staleTime: 30 * 60_000,
    meta: { silent: true },
  });
