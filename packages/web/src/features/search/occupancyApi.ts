import type { Language } from '@hotel/contract/languages';
import { type OccupancyLimits, partyFitsSomewhere, type RoomParty, roomParties } from '@hotel/contract/occupancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api/client.ts';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';

export type { OccupancyLimits };

/** The places of the rooms a search can find: the hotel's on its pages, else the group's. */
export const occupancyQuery = (language: Language, hotelCode?: string) =>
  queryOptions({
    queryKey: ['occupancy', language, hotelCode ?? null] as const,
    queryFn: ({ signal }) =>
      apiGet<OccupancyLimits>(`/${language}/hotels/occupancy`, {
        language,
        signal,
        query: hotelCode ? { hotelCode } : {},
      }),
    staleTime: 10 * 60_000,
  });

export function useOccupancy(hotelCode?: string): OccupancyLimits | undefined {
  return useQuery(occupancyQuery(useLanguage(), hotelCode)).data;
}

/** The rooms' parties of a stay's address (totals and `childAges`), as the API reads them. */
export function partiesOfStay(stay: URLSearchParams): RoomParty[] {
  const roomCount = Math.max(1, Number(stay.get('roomCount')) || 1);
  const ages = stay.get('childAges');
  return roomParties({
    roomCount,
    adultsPerRoom: Math.ceil((Number(stay.get('adultsNumber')) || roomCount) / roomCount),
    childrenPerRoom: Math.ceil((Number(stay.get('childNumber')) || 0) / roomCount),
    childAges: ages ? ages.split(',').map(Number) : undefined,
  });
}

/** False only when the limits are known and no room holds the party (never while they load). */
export function useFitsSomewhere(parties: RoomParty[], hotelCode?: string): boolean {
  const limits = useOccupancy(hotelCode);
  return !limits || partyFitsSomewhere(limits, parties);
}
