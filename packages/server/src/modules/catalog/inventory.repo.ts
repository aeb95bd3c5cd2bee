import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, prepareNamed } from '../../db/client.ts';
import { hotels, inventory } from './catalog.schema.ts';

export interface RoomNights {
  hotelCode: string;
  roomTypeCode: string;
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  rooms: number;
}

const stayRows = (stay: RoomNights) =>
  and(
    eq(inventory.hotelCode, stay.hotelCode),
    eq(inventory.roomTypeCode, stay.roomTypeCode),
    gte(inventory.night, stay.checkInDate),
    lt(inventory.night, stay.checkOutDate),
  );

async function changedRows(query: Promise<unknown>): Promise<number> {
  const result = (await query) as { rowCount?: number; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Holds `rooms` of every night of a stay in one conditional UPDATE, inside the order's transaction.
 * True when every night was held; on false the caller must roll back, since some nights may be held.
 */
export async function holdRooms(tx: Db, stay: RoomNights): Promise<boolean> {
  const held = await changedRows(
    tx
      .update(inventory)
      .set({ held: sql`${inventory.held} + ${stay.rooms}` })
      .where(
        and(
          stayRows(stay),
          eq(inventory.closed, false),
          sql`${inventory.total} - ${inventory.held} - ${inventory.sold} >= ${stay.rooms}`,
        ),
      ),
  );
  return held === stay.nights;
}

/** The fewest rooms left on any night of the stay (0 when a night is closed or has no inventory). */
export async function fewestRoomsLeft(db: Db, stay: RoomNights): Promise<number> {
  const [row] = await db
    .select({
      nights: sql<number>`count(*)::int`,
      least: sql<number>`coalesce(min(case when ${inventory.closed} then 0 else ${inventory.total} - ${inventory.held} - ${inventory.sold} end), 0)::int`,
    })
    .from(inventory)
    .where(stayRows(stay));
  return row && row.nights === stay.nights ? row.least : 0;
}

/**
 * Rooms left for a stay of an active hotel, in one indexed read before any pricing work: the fewest
 * free rooms over the nights (0 on a closed night) and the hotel's time zone. Undefined when the hotel
 * is not active or a night has no row: the full quote then says why.
 */
export async function roomsLeftOfActiveHotel(
  db: Db,
  stay: RoomNights,
): Promise<{ least: number; timeZone: string } | undefined> {
  let statement = preparedRoomsLeft.get(db);
  if (!statement) {
    statement = prepareRoomsLeft(db);
    preparedRoomsLeft.set(db, statement);
  }
  const [row] = await statement.execute({
    hotelCode: stay.hotelCode,
    roomTypeCode: stay.roomTypeCode,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
  });
  return row && row.nights === stay.nights ? { least: row.least, timeZone: row.timeZone } : undefined;
}

/** The statement of `roomsLeftOfActiveHotel`, built once per database (named on PostgreSQL: planned once per connection). */
function prepareRoomsLeft(db: Db) {
  const query = db
    .select({
      nights: sql<number>`count(*)::int`,
      least: sql<number>`min(case when ${inventory.closed} then 0 else ${inventory.total} - ${inventory.held} - ${inventory.sold} end)::int`,
      timeZone: hotels.timeZone,
    })
    .from(inventory)
    .innerJoin(hotels, and(eq(hotels.hotelCode, inventory.hotelCode), eq(hotels.isActive, true)))
    .where(
      and(
        eq(inventory.hotelCode, sql.placeholder('hotelCode')),
        eq(inventory.roomTypeCode, sql.placeholder('roomTypeCode')),
        gte(inventory.night, sql.placeholder('checkInDate')),
        lt(inventory.night, sql.placeholder('checkOutDate')),
      ),
    )
    .groupBy(hotels.timeZone);
  return prepareNamed(db, query, 'rooms_left_of_active_hotel');
}
const preparedRoomsLeft = new WeakMap<Db, ReturnType<typeof prepareRoomsLeft>>();

/** Moves held rooms to sold when an order is confirmed. */
export async function sellHeldRooms(tx: Db, stay: RoomNights): Promise<void> {
  await tx
    .update(inventory)
    .set({ held: sql`${inventory.held} - ${stay.rooms}`, sold: sql`${inventory.sold} + ${stay.rooms}` })
    .where(stayRows(stay));
}

/** Gives held rooms back (an unpaid order closed or cancelled). */
export async function releaseHeldRooms(tx: Db, stay: RoomNights): Promise<void> {
  await tx
    .update(inventory)
    .set({ held: sql`${inventory.held} - ${stay.rooms}` })
    .where(stayRows(stay));
}

/** Gives sold rooms back (a confirmed order cancelled). */
export async function releaseSoldRooms(tx: Db, stay: RoomNights): Promise<void> {
  await tx
    .update(inventory)
    .set({ sold: sql`${inventory.sold} - ${stay.rooms}` })
    .where(stayRows(stay));
}
