import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { inventory, nightlyPrices, ratePlans } from './catalog.schema.ts';

export type RatePlanRow = typeof ratePlans.$inferSelect;

export async function listRatePlans(db: Db, hotelCode: string) {
  return db
    .select()
    .from(ratePlans)
    .where(eq(ratePlans.hotelCode, hotelCode))
    .orderBy(asc(ratePlans.sortOrder), asc(ratePlans.ratePlanCode));
}

/** Every price of a hotel over the stay, for all room types and rate plans, in one query. */
export async function stayPrices(db: Db, hotelCode: string, checkInDate: string, checkOutDate: string) {
  return db
    .select({
      roomTypeCode: nightlyPrices.roomTypeCode,
      ratePlanCode: nightlyPrices.ratePlanCode,
      night: nightlyPrices.night,
      amount: nightlyPrices.amount,
      closedToArrival: nightlyPrices.closedToArrival,
    })
    .from(nightlyPrices)
    .where(
      and(
        eq(nightlyPrices.hotelCode, hotelCode),
        gte(nightlyPrices.night, checkInDate),
        lt(nightlyPrices.night, checkOutDate),
      ),
    );
}

/** Rooms left per room type and night over the stay, in one query. */
export async function stayInventory(db: Db, hotelCode: string, checkInDate: string, checkOutDate: string) {
  return db
    .select({
      roomTypeCode: inventory.roomTypeCode,
      night: inventory.night,
      free: sql<number>`(${inventory.total} - ${inventory.held} - ${inventory.sold})::int`,
      closed: inventory.closed,
      minStay: inventory.minStay,
    })
    .from(inventory)
    .where(
      and(eq(inventory.hotelCode, hotelCode), gte(inventory.night, checkInDate), lt(inventory.night, checkOutDate)),
    );
}

export interface StayPriceRow {
  roomTypeCode: string;
  ratePlanCode: string;
  night: string;
  amount: number;
  closedToArrival: boolean;
}
export interface StayRoomRow {
  roomTypeCode: string;
  night: string;
  free: number;
  closed: boolean;
  minStay: number;
}

type StayRow = { kind: 'price' | 'room'; room: string; rate: string | null; night: string } & {
  amount: string | null;
  cta: boolean | null;
  free: number | null;
  closed: boolean | null;
  min_stay: number | null;
};

/**
 * Every price and every room left of a hotel over a stay, in one statement (one round trip, one plan):
 * the prices from `nightly_prices_for_stay` alone (index only), the rooms from `inventory_by_hotel_night`.
 */
export async function stayRows(
  db: Db,
  hotelCode: string,
  checkInDate: string,
  checkOutDate: string,
): Promise<{ prices: StayPriceRow[]; rooms: StayRoomRow[] }> {
  const rows = await queryRows<StayRow>(
    db,
    sql`
    select 'price' as kind, room_type_code as room, rate_plan_code as rate, to_char(night, 'YYYY-MM-DD') as night,
      amount::text as amount, closed_to_arrival as cta, null::int as free, null::boolean as closed, null::int as min_stay
    from nightly_prices
    where hotel_code = ${hotelCode} and night >= ${checkInDate}::date and night < ${checkOutDate}::date
    union all
    select 'room', room_type_code, null, to_char(night, 'YYYY-MM-DD'), null, null, (total - held - sold)::int, closed, min_stay::int
    from inventory
    where hotel_code = ${hotelCode} and night >= ${checkInDate}::date and night < ${checkOutDate}::date`,
  );
  const prices: StayPriceRow[] = [];
  const rooms: StayRoomRow[] = [];
  for (const row of rows) {
    if (row.kind === 'price') {
      const { room, rate, night, amount, cta } = row;
      prices.push({ roomTypeCode: room, ratePlanCode: rate!, night, amount: Number(amount), closedToArrival: cta! });
    } else {
      rooms.push({ roomTypeCode: row.room, night: row.night, free: row.free!, closed: row.closed!, minStay: row.min_stay! });
    }
  }
  return { prices, rooms };
}
