import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { type Db, prepareNamed } from '../../db/client.ts';
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

/** A row of a stay: a price `[0, room, rate, night, amount, cta, stopSell, ctd]` or a room `[1, room, night, free, closed, minStay]`. */
type StayTuple =
  | [kind: 0, room: string, rate: string, night: string, amount: string, cta: boolean, stopSell: boolean, ctd: boolean]
  | [kind: 1, room: string, night: string, free: number, closed: boolean, minStay: number];

/** The statement of `stayRows`, prepared once per database (named on PostgreSQL: parsed and planned once per connection). */
function prepareStayRows(db: Db) {
  const prices = db
    .select({
      row: sql`json_build_array(0, ${nightlyPrices.roomTypeCode}, ${nightlyPrices.ratePlanCode}, ${night(nightlyPrices.night)},
        ${nightlyPrices.amount}::text, ${nightlyPrices.closedToArrival}, ${nightlyPrices.stopSell},
        ${nightlyPrices.closedToDeparture})`.as('row'),
    })
    .from(nightlyPrices)
    .where(inStayAndCheckOut);
  const rooms = db
    .select({
      row: sql`json_build_array(1, ${inventory.roomTypeCode}, ${night(inventory.night)},
        ${inventory.total} - ${inventory.held} - ${inventory.sold}, ${inventory.closed}, ${inventory.minStay})`.as(
        'row',
      ),
    })
    .from(inventory)
    .where(inStay(inventory));
  const stay = prices.unionAll(rooms).as('stay');
  // One row of one JSON array: the driver parses it natively instead of mapping every row field by field.
  const query = db.select({ rows: sql<StayTuple[] | null>`json_agg(${stay.row})` }).from(stay);
  return prepareNamed(db, query, 'room_list_stay_rows');
}
const preparedStayRows = new WeakMap<Db, ReturnType<typeof prepareStayRows>>();

/**
 * Every price (the check-out day's too) and every room left of a hotel over a stay, in one prepared
 * statement (one round trip, planned once per connection, answering one JSON row): the prices from
 * `nightly_prices_by_hotel_night` alone (index only: the hotel's nights of the stay are one range), the
 * rooms from `inventory_by_hotel_night`.
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
  const [result] = await statement.execute({ hotelCode, checkInDate, checkOutDate });
  const prices: StayPriceRow[] = [];
  const rooms: StayRoomRow[] = [];
  for (const row of result?.rows ?? []) {
    if (row[0] === 0) {
      const [, roomTypeCode, ratePlanCode, night, amount, closedToArrival, stopSell, closedToDeparture] = row;
      prices.push({
        roomTypeCode,
        ratePlanCode,
        night,
        amount: Number(amount),
        closedToArrival,
        stopSell,
        closedToDeparture,
      });
    } else {
      const [, roomTypeCode, night, free, closed, minStay] = row;
      rooms.push({ roomTypeCode, night, free, closed, minStay });
    }
  }
  return { prices, rooms };
}
