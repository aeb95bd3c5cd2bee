import { partyLoad, roomParties } from '@hotel/contract/occupancy';
import { and, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, prepareNamed } from '../../db/client.ts';
import { ONLINE_TYPES } from './catalog.repo.ts';
import { inventory, nightlyPrices, ratePlans, roomTypes } from './catalog.schema.ts';
import { onSale } from './plans-on-sale.ts';
import type { StayQuery } from './stay-prices.repo.ts';

/** The values of a stay the statement takes, as placeholders (to prepare it) or as values (to explain it). */
export type Params = Record<keyof ReturnType<typeof paramsOf>, SQL | unknown>;

/** A stay's values as parameters of the statement (an array stays one parameter), to explain it. */
export function valuesOf(stay: StayQuery): Params {
  return Object.fromEntries(Object.entries(paramsOf(stay)).map(([key, value]) => [key, sql.param(value)])) as Params;
}

export function paramsOf(stay: StayQuery) {
  const load = partyLoad(roomParties(stay), stay.childFreeBedAge);
  return {
    hotels: stay.hotelCodes,
    checkIn: stay.checkInDate,
    checkOut: stay.checkOutDate,
    nights: stay.nights,
    adultPlaces: load.adultPlaces,
    childPlaces: load.childPlaces,
    guests: load.guests,
    payingChildNights: load.payingChildren * stay.nights,
    roomCount: stay.roomCount,
    memberOnly: stay.includeMemberOnly,
    onlinePayments: stay.onlinePayments,
    unlockedRatePlans: stay.unlockedRatePlans,
    unlockedHotel: stay.unlockedHotel,
  };
}

/** Every value of a stay as a placeholder, to prepare a statement once. */
export const placeholders = Object.fromEntries(
  Object.keys(
    paramsOf({ hotelCodes: [], roomCount: 1, adultsPerRoom: 1, childrenPerRoom: 0, childFreeBedAge: 0 } as never),
  ).map((key) => [key, sql.placeholder(key)]),
) as Params;

const inStay = (table: typeof inventory | typeof nightlyPrices, p: Params) =>
  and(
    sql`${table.hotelCode} = any(${p.hotels}::text[])`,
    gte(table.night, sql`${p.checkIn}::date`),
    lt(table.night, sql`${p.checkOut}::date`),
  );

/** The label of a part's rows: a fixed word, written into the statement as it is. */
type PartKind = 'type' | 'room' | 'open';

/** The room types the party fits (the same rules as pricing.ts). */
export function typesFitting(db: Db, p: Params, kind: PartKind = 'type') {
  return db
    .select({
      kind: sql<string>`${sql.raw(`'${kind}'`)}`.as('kind'),
      hotel: roomTypes.hotelCode,
      room: sql<string | null>`${roomTypes.roomTypeCode}`.as('room'),
      rate: sql<string | null>`null`.as('rate'),
      amount: sql<string | null>`null`.as('amount'),
    })
    .from(roomTypes)
    .where(
      sql`${roomTypes.hotelCode} = any(${p.hotels}::text[])
      and ${roomTypes.maxAdults} >= ${p.adultPlaces}::int and ${roomTypes.maxChildren} >= ${p.childPlaces}::int
      and coalesce(${roomTypes.maxOccupancy}, ${roomTypes.maxAdults} + ${roomTypes.maxChildren}) >= ${p.guests}::int`,
    );
}

/** The room types with the rooms asked free every night of the stay (not closed, arrival allowed for this length). */
export function roomsFree(db: Db, p: Params, kind: PartKind = 'room') {
  return db
    .select({
      kind: sql<string>`${sql.raw(`'${kind}'`)}`.as('kind'),
      hotel: inventory.hotelCode,
      room: sql<string | null>`${inventory.roomTypeCode}`.as('room'),
      rate: sql<string | null>`null`.as('rate'),
      amount: sql<string | null>`null`.as('amount'),
    })
    .from(inventory)
    .where(
      and(
        inStay(inventory, p),
        sql`${inventory.total} - ${inventory.held} - ${inventory.sold} >= ${p.roomCount}::int and not ${inventory.closed}
        and not (${inventory.night} = ${p.checkIn}::date and ${inventory.minStay} > ${p.nights}::int)`,
      ),
    )
    .groupBy(inventory.hotelCode, inventory.roomTypeCode)
    .having(sql`count(*) = ${p.nights}::int`);
}

/**
 * A page of hotels (a city's, a list's), in four parts read side by side and joined by the caller:
 * the rate plans that can sell a stay this long to this guest, the room types the party fits (the same
 * rules as pricing.ts), the room types with the rooms asked free every night (not closed, arrival
 * allowed for this length), and the rates priced every night (arrival not closed, no night stop-sold,
 * the check-out day not closed to departure) with the stay's amount. Each hotel's nights are one range of `inventory_by_hotel_night` and one of
 * `nightly_prices_by_hotel_night`, whatever its number of room types and rate plans.
 */
export function pagePricesQuery(db: Db, p: Params) {
  const hotels = sql`${p.hotels}::text[]`;
  const plans = db
    .select({
      kind: sql<string>`'plan'`.as('kind'),
      hotel: ratePlans.hotelCode,
      room: sql<string | null>`null`.as('room'),
      rate: sql<string | null>`${ratePlans.ratePlanCode}`.as('rate'),
      amount: sql<string | null>`(${ratePlans.childPricePerNight} * ${p.payingChildNights}::int)::text`.as('amount'),
    })
    .from(ratePlans)
    .where(
      sql`${ratePlans.hotelCode} = any(${hotels}) and ${onSale()}
      and (${p.memberOnly}::boolean or not ${ratePlans.memberOnly})
      and (${p.onlinePayments}::boolean or not ${ratePlans.paymentType} = any(${ONLINE_TYPES}))
      and (not ${ratePlans.codeOnly} or (${ratePlans.ratePlanCode} = any(${p.unlockedRatePlans}::text[])
           and (${p.unlockedHotel}::text is null or ${ratePlans.hotelCode} = ${p.unlockedHotel}::text)))
      and ${ratePlans.minStay} <= ${p.nights}::int and ${ratePlans.maxStay} >= ${p.nights}::int`,
    );
  const types = typesFitting(db, p);
  const rooms = roomsFree(db, p);
  // A rate sells the stay when each of its nights counts (not stop-sold, the arrival not closed) and its
  // check-out day is not closed to departure: that day's row is read only when it is, and then rules it out.
  const prices = db
    .select({
      kind: sql<string>`'price'`.as('kind'),
      hotel: nightlyPrices.hotelCode,
      room: sql<string | null>`${nightlyPrices.roomTypeCode}`.as('room'),
      rate: sql<string | null>`${nightlyPrices.ratePlanCode}`.as('rate'),
      amount: sql<string | null>`sum(${nightlyPrices.amount})::text`.as('amount'),
    })
    .from(nightlyPrices)
    .where(
      and(
        sql`${nightlyPrices.hotelCode} = any(${hotels})`,
        gte(nightlyPrices.night, sql`${p.checkIn}::date`),
        lte(nightlyPrices.night, sql`${p.checkOut}::date`),
        sql`(${nightlyPrices.night} < ${p.checkOut}::date and not ${nightlyPrices.stopSell}
          and not (${nightlyPrices.night} = ${p.checkIn}::date and ${nightlyPrices.closedToArrival})
          or ${nightlyPrices.night} = ${p.checkOut}::date and ${nightlyPrices.closedToDeparture})`,
      ),
    )
    .groupBy(nightlyPrices.hotelCode, nightlyPrices.roomTypeCode, nightlyPrices.ratePlanCode)
    .having(sql`count(*) = ${p.nights}::int and max(${nightlyPrices.night}) < ${p.checkOut}::date`);
  const page = plans.unionAll(types).unionAll(rooms).unionAll(prices).as('page');
  // One row of one JSON array: the driver parses it natively instead of mapping hundreds of rows field by field.
  return db
    .select({
      rows: sql<
        PageTuple[] | null
      >`json_agg(json_build_array(${page.kind}, ${page.hotel}, ${page.room}, ${page.rate}, ${page.amount}))`,
    })
    .from(page);
}

/** A row of the page: its part, hotel, room type, rate plan and amount (minor units, as text). */
export type PageTuple = [kind: string, hotel: string, room: string | null, rate: string | null, amount: string | null];

/**
 * The lowest price of the whole stay per hotel (for `roomCount` rooms, children included): the cheapest
 * rate priced every night, of a rate plan that can sell the stay, for a room type the party fits with
 * the rooms free.
 */
export function lowestOfRows(rows: PageTuple[], roomCount: number): Map<string, number> {
  const fitting = new Set<string>();
  const free = new Set<string>();
  const childAmount = new Map<string, number>();
  for (const [kind, hotel, room, rate, amount] of rows) {
    if (kind === 'type') fitting.add(`${hotel} ${room}`);
    else if (kind === 'room') free.add(`${hotel} ${room}`);
    else if (kind === 'plan') childAmount.set(`${hotel} ${rate}`, Number(amount));
  }
  const lowest = new Map<string, number>();
  for (const [kind, hotel, room, rate, amount] of rows) {
    if (kind !== 'price') continue;
    const children = childAmount.get(`${hotel} ${rate}`);
    const roomType = `${hotel} ${room}`;
    if (children === undefined || !fitting.has(roomType) || !free.has(roomType)) continue;
    const stayAmount = Number(amount) * roomCount + children;
    const known = lowest.get(hotel);
    if (known === undefined || stayAmount < known) lowest.set(hotel, stayAmount);
  }
  return lowest;
}

const prepared = new WeakMap<Db, ReturnType<ReturnType<typeof pagePricesQuery>['prepare']>>();

/** `pagePricesQuery` prepared once per database (named on PostgreSQL: parsed and planned once per connection). */
export async function pagePrices(db: Db, stay: StayQuery): Promise<Map<string, number>> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareNamed(db, pagePricesQuery(db, placeholders), 'page_prices_of_stay');
    prepared.set(db, statement);
  }
  const [result] = await statement.execute(paramsOf(stay));
  return lowestOfRows(result?.rows ?? [], stay.roomCount);
}
