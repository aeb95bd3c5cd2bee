import { ONLINE_PAYMENT_TYPES } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { cities, hotels, roomTypes } from './catalog.schema.ts';
import { shownToGuests } from './guest-visible.ts';
import { onSale } from './plans-on-sale.ts';

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
    .orderBy(asc(hotels.sortOrder), asc(hotels.hotelCode))
    .then((rows) => rows.filter((row) => shownToGuests(row.hotel)));
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

/** The payment types paid online, as an SQL array. */
export const ONLINE_TYPES = sql`array[${sql.join(
  ONLINE_PAYMENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::int[]`;

/** Per night in [from, to): the lowest public price of a room type with a room left, in one query. */
export async function lowestPricePerNight(db: Db, hotelCode: string, from: string, to: string, onlinePayments = true) {
  const rows = await queryRows<{ night: string; lowest: string }>(
    db,
    sql`
    select to_char(p.night, 'YYYY-MM-DD') as night, min(p.amount) as lowest
    from nightly_prices p
    join inventory i on i.hotel_code = p.hotel_code and i.room_type_code = p.room_type_code and i.night = p.night
    join rate_plans r on r.hotel_code = p.hotel_code and r.rate_plan_code = p.rate_plan_code
    where p.hotel_code = ${hotelCode} and p.night >= ${from}::date and p.night < ${to}::date
      and i.total - i.held - i.sold >= 1 and not i.closed and i.min_stay <= 1
      and ${onSale('r')} and not r.member_only and not r.code_only and r.min_stay <= 1 and not p.closed_to_arrival
      and (${onlinePayments} or not r.payment_type = any(${ONLINE_TYPES}))
      and not p.stop_sell and not exists (select 1 from nightly_prices d where d.hotel_code = p.hotel_code
        and d.room_type_code = p.room_type_code and d.rate_plan_code = p.rate_plan_code
        and d.night = p.night + 1 and d.closed_to_departure)
    group by p.night`,
  );
  return new Map(rows.map((row) => [row.night, Number(row.lowest)]));
}

/** The distinct places of the room types of these hotels (max occupancy null: adults plus children). */
export async function roomShapes(db: Db, hotelCodes: string[]) {
  if (hotelCodes.length === 0) return [];
  const maxOccupancy = sql<number>`coalesce(${roomTypes.maxOccupancy}, ${roomTypes.maxAdults} + ${roomTypes.maxChildren})`;
  return db
    .selectDistinct({ maxAdults: roomTypes.maxAdults, maxChildren: roomTypes.maxChildren, maxOccupancy })
    .from(roomTypes)
    .where(inArray(roomTypes.hotelCode, hotelCodes))
    .orderBy(roomTypes.maxAdults, roomTypes.maxChildren, maxOccupancy);
}

/** The places of each room type of these hotels, by hotel. */
export async function roomShapesByHotel(db: Db, hotelCodes: string[]) {
  if (hotelCodes.length === 0) return [];
  return db
    .select({
      hotelCode: roomTypes.hotelCode,
      maxAdults: roomTypes.maxAdults,
      maxChildren: roomTypes.maxChildren,
      maxOccupancy: sql<number>`coalesce(${roomTypes.maxOccupancy}, ${roomTypes.maxAdults} + ${roomTypes.maxChildren})`,
    })
    .from(roomTypes)
    .where(inArray(roomTypes.hotelCode, hotelCodes));
}
