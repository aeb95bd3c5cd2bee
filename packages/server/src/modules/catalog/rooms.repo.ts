import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
