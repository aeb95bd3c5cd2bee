import { partyLoad, roomParties } from '@hotel/contract/occupancy';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { ONLINE_TYPES } from './catalog.repo.ts';
import { pagePrices, pagePricesQuery, valuesOf } from './page-prices.repo.ts';
import { onSale } from './plans-on-sale.ts';

export interface StayQuery {
  /** The hotels to price. */
  hotelCodes: string[];
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  roomCount: number;
  adultsPerRoom: number;
  childrenPerRoom: number;
  /** Each child's age in room order; absent: children count as under the free-bed age. */
  childAges?: number[];
  childFreeBedAge: number;
  minGuestsPerRoom: number;
  includeMemberOnly: boolean;
  /** False without an online payment provider: rate plans paid online are left out. */
  onlinePayments: boolean;
  /** Code-only rate plans a promotion code unlocks, limited to `unlockedHotel` when set. */
  unlockedRatePlans: string[];
  unlockedHotel: string | null;
}

/** From this many hotels on, one scan of every hotel's nights of the stay costs less than reading hotel by hotel. */
export const WHOLE_GROUP_FROM = 200;

const textArray = (values: string[]) =>
  values.length
    ? sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** The rate plans (`r`) that can sell a stay this long to this guest (the same rules as pricing.ts). */
const rateOffered = (stay: StayQuery) => sql`${onSale('r')} and (${stay.includeMemberOnly} or not r.member_only)
  and (${stay.onlinePayments} or not r.payment_type = any(${ONLINE_TYPES}))
  and (not r.code_only or (r.rate_plan_code = any(${textArray(stay.unlockedRatePlans)})
       and (${stay.unlockedHotel}::text is null or r.hotel_code = ${stay.unlockedHotel})))
  and r.min_stay <= ${stay.nights} and r.max_stay >= ${stay.nights}`;

const loadOf = (stay: StayQuery) => partyLoad(roomParties(stay), stay.childFreeBedAge);

/** The room types (`t`) the party fits in (older children take adults' places: `@hotel/contract/occupancy`). */
const roomFits = (stay: StayQuery) => {
  const load = loadOf(stay);
  return sql`t.max_adults >= ${load.adultPlaces} and t.max_children >= ${load.childPlaces}
    and coalesce(t.max_occupancy, t.max_adults + t.max_children) >= ${load.guests}`;
};

/** What the paying children add to a stay at rate plan `r`. */
const childrenAmount = (stay: StayQuery) => sql`r.child_price_per_night * ${loadOf(stay).payingChildren * stay.nights}`;

/** A room type (in `i`) with the rooms asked for free every night, not closed, arrival allowed for this length. */
const roomsFree = (stay: StayQuery) => sql`count(*) filter (where i.total - i.held - i.sold >= ${stay.roomCount}
    and not i.closed) = ${stay.nights}
  and not bool_or(i.night = ${stay.checkInDate}::date and i.min_stay > ${stay.nights})`;

/** A rate (in `p`) priced every night, arrival not closed, no night stop-sold. */
const pricedEveryNight = (stay: StayQuery) =>
  sql`count(*) = ${stay.nights} and not bool_or(p.night = ${stay.checkInDate}::date and p.closed_to_arrival)
  and ${notStopSold}`;

// Rates restrictions (issue 21 item 8): stop-sell on a night of the stay, closed to departure on the check-out day.
/** No night of the stay (rows `p`) stop-sold. */
const notStopSold = sql`not bool_or(p.stop_sell)`;
/** The rate's check-out day is not closed to departure (its row, when there is one). */
const departureOpen = (stay: StayQuery, hotel: string, room: string, rate: string) =>
  sql`not exists (select 1 from nightly_prices d where d.hotel_code = ${sql.raw(hotel)}
    and d.room_type_code = ${sql.raw(room)} and d.rate_plan_code = ${sql.raw(rate)}
    and d.night = ${stay.checkOutDate}::date and d.closed_to_departure)`;

const inStay = (column: string, stay: StayQuery) =>
  sql`${sql.raw(column)} >= ${stay.checkInDate}::date and ${sql.raw(column)} < ${stay.checkOutDate}::date`;

/**
 * Every hotel of the group: the eligible room types and rate plans, the room types with enough free
 * rooms every night, and the rates priced every night, each read once by the covering indexes on
 * night, then joined.
 */
function everyHotel(stay: StayQuery): SQL {
  return sql`
    with eligible as materialized (
      select r.hotel_code, t.room_type_code, r.rate_plan_code, ${childrenAmount(stay)} as children_amount
      from rate_plans r join room_types t on t.hotel_code = r.hotel_code
      where ${rateOffered(stay)} and ${roomFits(stay)}
    ), open_rooms as materialized (
      select i.hotel_code, i.room_type_code from inventory i
      where ${inStay('i.night', stay)}
      group by i.hotel_code, i.room_type_code
      having ${roomsFree(stay)}
    ), priced as materialized (
      select p.hotel_code, p.room_type_code, p.rate_plan_code, sum(p.amount) as stay_amount
      from nightly_prices p
      where ${inStay('p.night', stay)}
      group by p.hotel_code, p.room_type_code, p.rate_plan_code
      having ${pricedEveryNight(stay)}
    )
    select p.hotel_code, min(p.stay_amount * ${stay.roomCount} + e.children_amount) as lowest
    from priced p
    join eligible e on e.hotel_code = p.hotel_code and e.room_type_code = p.room_type_code and e.rate_plan_code = p.rate_plan_code
    join open_rooms o on o.hotel_code = p.hotel_code and o.room_type_code = p.room_type_code
    where ${departureOpen(stay, 'p.hotel_code', 'p.room_type_code', 'p.rate_plan_code')}
    group by p.hotel_code`;
}

/** The query `lowestNightlyPrices` runs, with the stay's values in it (for `bench/search-plan.ts`, which explains it). */
export function stayPricesQuery(
  db: Db,
  stay: StayQuery,
  strategy: 'auto' | 'hotelByHotel' | 'everyHotel' = 'auto',
): SQL {
  const whole = strategy === 'everyHotel' || (strategy === 'auto' && stay.hotelCodes.length >= WHOLE_GROUP_FROM);
  return whole ? everyHotel(stay) : sql`${pagePricesQuery(db, valuesOf(stay))}`;
}

/**
 * The lowest average nightly price per hotel over the rate plans that can sell the whole stay (the same
 * rules as pricing.ts, for many hotels at once): a page of hotels by `pagePrices`, hotel by hotel; from
 * `WHOLE_GROUP_FROM` hotels on by one scan of every hotel's nights. Hotels without one are full for the
 * stay. `strategy` is for tests, which compare both ways.
 */
export async function lowestNightlyPrices(
  db: Db,
  stay: StayQuery,
  strategy: 'auto' | 'hotelByHotel' | 'everyHotel' = 'auto',
): Promise<Map<string, number>> {
  if (stay.hotelCodes.length === 0) return new Map();
  if (stay.adultsPerRoom + stay.childrenPerRoom < stay.minGuestsPerRoom) return new Map();
  const whole = strategy === 'everyHotel' || (strategy === 'auto' && stay.hotelCodes.length >= WHOLE_GROUP_FROM);
  const lowest = whole
    ? new Map(
        (await queryRows<{ hotel_code: string; lowest: string }>(db, everyHotel(stay))).map((row) => [
          row.hotel_code,
          Number(row.lowest),
        ]),
      )
    : await pagePrices(db, stay);
  const wanted = new Set(stay.hotelCodes);
  return new Map(
    [...lowest]
      .filter(([hotelCode]) => wanted.has(hotelCode))
      .map(([hotelCode, amount]) => [hotelCode, Math.round(amount / stay.roomCount / stay.nights)]),
  );
}
