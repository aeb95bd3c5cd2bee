import type { Language } from '@hotel/contract/languages';
import type { RateCalendar } from '@hotel/contract/schemas/search';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';

export type { RateCalendar };

/** The lowest one-night price of each day of a month at a hotel (`GET /rate/calendar`), for the date picker. */
export const rateCalendarQuery = (language: Language, hotelCode: string, month: string, exchangeNo?: string) =>
  queryOptions({
    queryKey: ['rateCalendar', hotelCode, month, exchangeNo ?? null] as const,
    queryFn: ({ signal }) =>
      apiGet<RateCalendar>('/rate/calendar', {
        language,
        signal,
        query: { hotelCode, month, exchangeNo },
      }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
