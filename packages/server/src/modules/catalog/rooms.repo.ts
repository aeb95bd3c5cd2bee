import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventory, nightlyPrices, ratePlans } from './catalog.schema.ts';

export type RatePlanRow = typeof ratePlans.$inferSelect;

/** Every plan of the hotel, archived ones too: to name a reservation's plan. Selling reads `listPlansOnSale`. */
export async function listRatePlans(db: Db, hotelCode: string) {
  return db
    .select()
    .from(ratePlans)
    .where(eq(ratePlans.hotelCode, hotelCode))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.ratePlanCode));
}

export interface StayPriceRow {
  roomTypeCode: string;
  ratePlanCode: string;
  night: string;
  amount: number;
  closedToArrival: boolean;
  stopSell: boolean;
  closedToDeparture: boolean;
}
export interface StayRoomRow {
  roomTypeCode: string;
  night: string;
  free: number;
  closed: boolean;
  minStay: number;
}

const night = (column: typeof nightlyPrices.night | typeof inventory.night) =>
  sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
const inStay = (table: typeof nightlyPrices | typeof inventory) =>
  and(
    eq(table.hotelCode, sql.placeholder('hotelCode')),
    gte(table.night, sql.placeholder('checkInDate')),
    lt(table.night, sql.placeholder('checkOutDate')),
  );
/** The prices of the stay's nights and of its check-out day (whose closed-to-departure flag a stay must respect). */
const inStayAndCheckOut = and(
  eq(nightlyPrices.hotelCode, sql.placeholder('hotelCode')),
  gte(nightlyPrices.night, sql.placeholder('checkInDate')),
  lte(nightlyPrices.night, sql.placeholder('checkOutDate')),
);

/** The statement of `stayRows`, prepared once per database (named on PostgreSQL: parsed and planned once per connection). */
function prepareStayRows(db: Db) {
  const prices = db
    .select({
      kind: sql<'price' | 'room'>`'price'`.as('kind'),
      room: nightlyPrices.roomTypeCode,
      rate: sql<string | null>`${nightlyPrices.ratePlanCode}`.as('rate'),
      night: night(nightlyPrices.night).as('night'),
      amount: sql<string | null>`${nightlyPrices.amount}::text`.as('amount'),
      cta: sql<boolean | null>`${nightlyPrices.closedToArrival}`.as('cta'),
      stopSell: sql<boolean | null>`${nightlyPrices.stopSell}`.as('stop_sell'),
      ctd: sql<boolean | null>`${nightlyPrices.closedToDeparture}`.as('ctd'),
      free: sql<number | null>`null::int`.as('free'),
      closed: sql<boolean | null>`null::boolean`.as('closed'),
      minStay: sql<number | null>`null::int`.as('min_stay'),
    })
    .from(nightlyPrices)
    .where(inStayAndCheckOut);
  const rooms = db
    .select({
      kind: sql<'price' | 'room'>`'room'`.as('kind'),
      room: inventory.roomTypeCode,
      rate: sql<string | null>`null`.as('rate'),
      night: night(inventory.night).as('night'),
      amount: sql<string | null>`null`.as('amount'),
      cta: sql<boolean | null>`null`.as('cta'),
      stopSell: sql<boolean | null>`null`.as('stop_sell'),
      ctd: sql<boolean | null>`null`.as('ctd'),
      free: sql<number | null>`(${inventory.total} - ${inventory.held} - ${inventory.sold})::int`.as('free'),
      closed: sql<boolean | null>`${inventory.closed}`.as('closed'),
      minStay: sql<number | null>`${inventory.minStay}::int`.as('min_stay'),
    })
    .from(inventory)
    .where(inStay(inventory));
  return prices.unionAll(rooms).prepare('room_list_stay_rows');
}
const preparedStayRows = new WeakMap<Db, ReturnType<typeof prepareStayRows>>();

/**
 * Every price (the check-out day's too) and every room left of a hotel over a stay, in one prepared
 * statement (one round trip, planned once per connection): the prices from `nightly_prices_by_hotel_night`
 * alone (index only: the hotel's nights of the stay are one range), the rooms
 * from `inventory_by_hotel_night`.
 */
export async function stayRows(
  db: Db,
  hotelCode: string,
  checkInDate: string,
  checkOutDate: string,
): Promise<{ prices: StayPriceRow[]; rooms: StayRoomRow[] }> {
  let statement = preparedStayRows.get(db);
  if (!statement) {
    statement = prepareStayRows(db);
    preparedStayRows.set(db, statement);
  }
  const rows = await statement.execute({ hotelCode, checkInDate, checkOutDate });
  const prices: StayPriceRow[] = [];
  const rooms: StayRoomRow[] = [];
  for (const row of rows) {
    if (row.kind === 'price') {
      const { room, rate, night, amount, cta, stopSell, ctd } = row;
      prices.push({
        roomTypeCode: room,
        ratePlanCode: rate!,
        night,
        amount: Number(amount),
        closedToArrival: cta!,
        stopSell: stopSell!,
        closedToDeparture: ctd!,
      });
    } else {
      rooms.push({
        roomTypeCode: row.room,
        night: row.night,
        free: row.free!,
        closed: row.closed!,
        minStay: row.minStay!,
      });
    }
  }
  return { prices, rooms };
}
