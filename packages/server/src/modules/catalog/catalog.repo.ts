import type { Language } from '@hotel/contract/languages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { cities, hotels, roomTypes } from '../../db/schema/catalog.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect;

export interface HotelFilter {
  hotelCodes?: string[];
  cityCode?: string;
}

export async function listActiveHotels(db: Db, filter: HotelFilter) {
  const conditions = [eq(hotels.isActive, true)];
  if (filter.hotelCodes) conditions.push(inArray(hotels.hotelCode, filter.hotelCodes));
  if (filter.cityCode) conditions.push(eq(hotels.cityCode, filter.cityCode));
  return db
    .select({ hotel: hotels, city: cities })
    .from(hotels)
    .innerJoin(cities, eq(cities.cityCode, hotels.cityCode))
    .where(and(...conditions))
    .orderBy(asc(hotels.sortOrder), asc(hotels.hotelCode));
}

export async function findHotel(db: Db, hotelCode: string) {
  const [row] = await db
    .select({ hotel: hotels, city: cities })
    .from(hotels)
    .innerJoin(cities, eq(cities.cityCode, hotels.cityCode))
    .where(eq(hotels.hotelCode, hotelCode));
  return row;
}

export async function listRoomTypes(db: Db, hotelCode: string) {
  return db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelCode, hotelCode))
    .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.roomTypeCode));
}

export async function listCitiesWithHotels(db: Db, lang: Language) {
  return db
    .select({ city: cities, hotelCount: sql<number>`count(${hotels.hotelCode})::int` })
    .from(cities)
    .innerJoin(hotels, and(eq(hotels.cityCode, cities.cityCode), eq(hotels.isActive, true)))
    .groupBy(cities.cityCode)
    .orderBy(asc(cities.sortOrder), sql`${cities.name}->>${lang}`);
}

export interface StayQuery {
  hotelCodes: string[];
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  roomCount: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
}

/**
 * The lowest average nightly price per hotel over public rate plans that can sell the whole stay:
 * every night priced and with enough free rooms, occupancy fits, length-of-stay and arrival rules hold.
 */
export async function lowestNightlyPrices(db: Db, stay: StayQuery): Promise<Map<string, number>> {
  if (stay.hotelCodes.length === 0) return new Map();
  const rows = await queryRows<{ hotel_code: string; lowest: string }>(
    db,
    sql`
    with sellable as (
      select p.hotel_code, p.room_type_code, p.rate_plan_code, sum(p.amount) as stay_amount
      from nightly_prices p
      join inventory i on i.hotel_code = p.hotel_code and i.room_type_code = p.room_type_code and i.night = p.night
      join rate_plans r on r.hotel_code = p.hotel_code and r.rate_plan_code = p.rate_plan_code
      join room_types t on t.hotel_code = p.hotel_code and t.room_type_code = p.room_type_code
      where p.hotel_code in (${sql.join(stay.hotelCodes.map((code) => sql`${code}`), sql`, `)})
        and p.night >= ${stay.checkInDate}::date and p.night < ${stay.checkOutDate}::date
        and i.total - i.held - i.sold >= ${stay.roomCount} and not i.closed
        and not r.member_only and not r.code_only
        and r.min_stay <= ${stay.nights} and r.max_stay >= ${stay.nights}
        and t.max_adults >= ${stay.adultsPerRoom} and t.max_children >= ${stay.childrenPerRoom}
      group by p.hotel_code, p.room_type_code, p.rate_plan_code
      having count(*) = ${stay.nights}
        and not bool_or(p.night = ${stay.checkInDate}::date and p.closed_to_arrival)
    )
    select hotel_code, min(stay_amount) as lowest from sellable group by hotel_code`,
  );
  return new Map(rows.map((row) => [row.hotel_code, Math.round(Number(row.lowest) / stay.nights)]));
}
