import { sql } from 'drizzle-orm';
import { type Db, prepareNamed } from '../../db/client.ts';
import { type Params, paramsOf, placeholders, roomsFree, typesFitting } from './page-prices.repo.ts';
import type { StayQuery } from './stay-prices.repo.ts';

/**
 * The hotels with a room type the party fits and the rooms asked free every night of the stay: the
 * rooms alone, read from the inventory's index, without pricing. A hotel missing here is full for the
 * stay; one here is open when a rate can sell it too, which pricing then decides.
 */
export function hotelsWithRoomsFreeQuery(db: Db, p: Params) {
  const open = roomsFree(db, p, 'open')
    .intersect(typesFitting(db, p, 'open'))
    .as('open');
  return db.select({ hotels: sql<string[] | null>`array_agg(distinct ${open.hotel})` }).from(open);
}

const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof hotelsWithRoomsFreeQuery>['prepare']>>();

/** `hotelsWithRoomsFreeQuery` prepared once per database (parsed and planned once per connection on PostgreSQL). */
export async function hotelsWithRoomsFree(db: Db, stay: StayQuery): Promise<Set<string>> {
  if (stay.hotelCodes.length === 0 || stay.adultsPerRoom + stay.childrenPerRoom < stay.minGuestsPerRoom) {
    return new Set();
  }
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareNamed(db, hotelsWithRoomsFreeQuery(db, placeholders), 'hotels_with_rooms_free');
    prepared.set(db, statement);
  }
  const [result] = await statement.execute(paramsOf(stay));
  return new Set(result?.hotels ?? []);
}
