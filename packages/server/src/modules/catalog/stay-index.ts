import type { DepartureFacts, NightFacts } from './pricing.ts';
import type { StayPriceRow, StayRoomRow } from './rooms.repo.ts';

/**
 * A stay's price and room rows (`stayRows`) by room type and rate plan, night by night in the stay's order,
 * the check-out day's prices after them: each room type and rate is one lookup, not one per night.
 */
export function stayIndex(rows: { prices: StayPriceRow[]; rooms: StayRoomRow[] }, nights: string[], checkOut: string) {
  const position = new Map(nights.map((night, index) => [night, index]));
  position.set(checkOut, nights.length);
  const prices = new Map<string, (StayPriceRow | undefined)[]>();
  const rooms = new Map<string, (StayRoomRow | undefined)[]>();
  const place = <Row>(byKey: Map<string, (Row | undefined)[]>, key: string, at: number | undefined, row: Row) => {
    if (at === undefined) return;
    let list = byKey.get(key);
    if (!list) {
      list = new Array(nights.length + 1);
      byKey.set(key, list);
    }
    list[at] = row;
  };
  for (const row of rows.prices) place(prices, `${row.roomTypeCode}|${row.ratePlanCode}`, position.get(row.night), row);
  for (const row of rows.rooms) place(rooms, row.roomTypeCode, position.get(row.night), row);
  const none: undefined[] = [];

  return {
    /** Facts of every night of the stay for one room type and rate plan. */
    nightsOf(roomTypeCode: string, ratePlanCode: string): NightFacts[] {
      const priced = prices.get(`${roomTypeCode}|${ratePlanCode}`) ?? none;
      const free = rooms.get(roomTypeCode) ?? none;
      return nights.map((night, index) => {
        const price = priced[index];
        const room = free[index];
        return {
          night,
          amount: price?.amount,
          free: room?.free,
          closed: room?.closed ?? true,
          closedToArrival: price?.closedToArrival ?? false,
          minStay: room?.minStay,
          stopSell: price?.stopSell ?? false,
        };
      });
    },
    /** The rate's check-out day: closed to departure or not (no price row: departures allowed). */
    departureOf(roomTypeCode: string, ratePlanCode: string): DepartureFacts {
      const price = prices.get(`${roomTypeCode}|${ratePlanCode}`)?.[nights.length];
      return { closedToDeparture: price?.closedToDeparture ?? false };
    },
    /** The rooms left of a room type, night by night (none without a row). */
    freeRooms(roomTypeCode: string): number[] {
      const free = rooms.get(roomTypeCode) ?? none;
      return nights.map((_, index) => free[index]?.free ?? 0);
    },
  };
}
