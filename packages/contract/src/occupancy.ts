import type { OccupancyLimits } from './occupancy.schema.ts';

export type { OccupancyLimits };

/**
 * Who a room holds (spec section 5): children under the site's free-bed age stay free on existing
 * bedding and fill a child's place; older children take an adult's place and pay the rate plan's child
 * price per night. One rule for the search form, the searches and the booking.
 */
export const MAX_CHILD_AGE = 17;

/** The places of one room type. */
export interface RoomShape {
  maxAdults: number;
  maxChildren: number;
  /** Adults and children together. */
  maxOccupancy: number;
}

/** The guests of one room. */
export interface RoomParty {
  adults: number;
  childAges: readonly number[];
}

/** Children this old or older pay and count as adults. */
export const payingChildren = (ages: readonly number[], childFreeBedAge: number) =>
  ages.filter((age) => age >= childFreeBedAge).length;

export function partyFits(shape: RoomShape, party: RoomParty, childFreeBedAge: number): boolean {
  const older = payingChildren(party.childAges, childFreeBedAge);
  const young = party.childAges.length - older;
  return (
    party.adults + older <= shape.maxAdults &&
    young <= shape.maxChildren &&
    party.adults + party.childAges.length <= shape.maxOccupancy
  );
}

/**
 * The party of each room from a search's totals: adults and children spread evenly (totals = rooms x
 * per room), the ages in room order. Ages not given count as young children (a browsing price).
 */
export function roomParties(query: {
  roomCount: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
  childAges?: readonly number[];
}): RoomParty[] {
  const ages = query.childAges ?? [];
  return Array.from({ length: query.roomCount }, (_, room) => {
    const given = ages.slice(room * query.childrenPerRoom, (room + 1) * query.childrenPerRoom);
    const missing = Math.max(0, (query.childAges ? given.length : query.childrenPerRoom) - given.length);
    return { adults: query.adultsPerRoom, childAges: [...given, ...Array<number>(missing).fill(0)] };
  });
}

/** The most any room of the stay asks of a room type: what the SQL of a hotel list compares. */
export function partyLoad(parties: RoomParty[], childFreeBedAge: number) {
  const older = (party: RoomParty) => payingChildren(party.childAges, childFreeBedAge);
  return {
    adultPlaces: Math.max(...parties.map((party) => party.adults + older(party))),
    childPlaces: Math.max(...parties.map((party) => party.childAges.length - older(party))),
    guests: Math.max(...parties.map((party) => party.adults + party.childAges.length)),
    payingChildren: parties.reduce((sum, party) => sum + older(party), 0),
  };
}

/** Whether the party of every room fits one of the shapes (one room type for the whole booking). */
export function partyFitsSomewhere(limits: OccupancyLimits, parties: RoomParty[]): boolean {
  return limits.shapes.some((shape) => parties.every((party) => partyFits(shape, party, limits.childFreeBedAge)));
}
