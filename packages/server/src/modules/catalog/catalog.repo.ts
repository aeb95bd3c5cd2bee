import { ONLINE_PAYMENT_TYPES } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { cities, hotels, roomTypes } from './catalog.schema.ts';

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
  /** Only these hotels, or every hotel when undefined. */
  hotelCodes?: string[];
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  roomCount: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
  minGuestsPerRoom: number;
  includeMemberOnly: boolean;
  /** False without an online payment provider: rate plans paid online are left out. */
  onlinePayments: boolean;
  /** Code-only rate plans a promotion code unlocks, limited to `unlockedHotel` when set. */
  unlockedRatePlans: string[];
  unlockedHotel: string | null;
}

/** The payment types paid online, as an SQL array. */
const ONLINE_TYPES = sql`array[${sql.join(
  ONLINE_PAYMENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::int[]`;

const textArray = (values: string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/**
 * The lowest average nightly price per hotel over the rate plans that can sell the whole stay, in one
 * set-based query (the same rules as pricing.ts, for many hotels at once): the eligible room types and
 * rate plans, the room types with enough free rooms every night, and the rates priced every night,
 * each read once by the covering indexes on night, then joined.
 */
export async function lowestNightlyPrices(db: Db, stay: StayQuery): Promise<Map<string, number>> {
  if (stay.hotelCodes?.length === 0) return new Map();
  if (stay.adultsPerRoom + stay.childrenPerRoom < stay.minGuestsPerRoom) return new Map();
  const inHotels = (column: string) =>
    stay.hotelCodes ? sql`and ${sql.raw(column)} = any(${textArray(stay.hotelCodes)})` : sql``;
  const rows = await queryRows<{ hotel_code: string; lowest: string }>(
    db,
    sql`
    with eligible as materialized (
      select r.hotel_code, t.room_type_code, r.rate_plan_code
      from rate_plans r join room_types t on t.hotel_code = r.hotel_code
      where (${stay.includeMemberOnly} or not r.member_only)
        and (${stay.onlinePayments} or not r.payment_type = any(${ONLINE_TYPES}))
        and (not r.code_only or (r.rate_plan_code = any(${textArray(stay.unlockedRatePlans)})
             and (${stay.unlockedHotel}::text is null or r.hotel_code = ${stay.unlockedHotel})))
        and r.min_stay <= ${stay.nights} and r.max_stay >= ${stay.nights}
        and t.max_adults >= ${stay.adultsPerRoom} and t.max_children >= ${stay.childrenPerRoom}
        ${inHotels('r.hotel_code')}
    ), open_rooms as materialized (
      select hotel_code, room_type_code from inventory
      where night >= ${stay.checkInDate}::date and night < ${stay.checkOutDate}::date ${inHotels('hotel_code')}
      group by hotel_code, room_type_code
      having count(*) filter (where total - held - sold >= ${stay.roomCount} and not closed) = ${stay.nights}
        and not bool_or(night = ${stay.checkInDate}::date and min_stay > ${stay.nights})
    ), priced as materialized (
      select hotel_code, room_type_code, rate_plan_code, sum(amount) as stay_amount
      from nightly_prices
      where night >= ${stay.checkInDate}::date and night < ${stay.checkOutDate}::date ${inHotels('hotel_code')}
      group by hotel_code, room_type_code, rate_plan_code
      having count(*) = ${stay.nights} and not bool_or(night = ${stay.checkInDate}::date and closed_to_arrival)
    )
    select p.hotel_code, min(p.stay_amount) as lowest
    from priced p
    join eligible e on e.hotel_code = p.hotel_code and e.room_type_code = p.room_type_code and e.rate_plan_code = p.rate_plan_code
    join open_rooms o on o.hotel_code = p.hotel_code and o.room_type_code = p.room_type_code
    group by p.hotel_code`,
  );
  return new Map(rows.map((row) => [row.hotel_code, Math.round(Number(row.lowest) / stay.nights)]));
}

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
      and not r.member_only and not r.code_only and r.min_stay <= 1 and not p.closed_to_arrival
      and (${onlinePayments} or not r.payment_type = any(${ONLINE_TYPES}))
    group by p.night`,
  );
  return new Map(rows.map((row) => [row.night, Number(row.lowest)]));
}
