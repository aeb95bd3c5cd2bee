import { type RoomParty, roomParties } from '@hotel/contract/occupancy';
import type { Party } from './searchState.ts';

/** Each room's party as the search form holds it (unchosen ages count as infants until chosen). */
export function partyOfForm(party: Party): RoomParty[] {
  return roomParties({
    roomCount: party.roomNum,
    adultsPerRoom: party.adultPerRoom,
    childrenPerRoom: party.childPerRoom,
    childAges: party.childAges.map((age) => age ?? 0),
  });
}
