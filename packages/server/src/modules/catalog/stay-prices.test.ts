import { hotelListSchema } from '@hotel/contract/schemas/hotel';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { hotels, inventory, nightlyPrices } from './catalog.schema.ts';
import { hotelsWithRoomsFree } from './rooms-free.repo.ts';
import { lowestNightlyPrices, type StayQuery } from './stay-prices.repo.ts';

const API = '/api/v1/booking';
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Stays of many shapes: lengths, parties, rooms, members, an unlocked code-only rate. */
function stays(hotelCodes: string[]): StayQuery[] {
  const base = {
    hotelCodes,
    minGuestsPerRoom: 1,
    childFreeBedAge: 6,
    onlinePayments: true,
    unlockedRatePlans: [] as string[],
    unlockedHotel: null as string | null,
  };
  return [1, 2, 3, 7].flatMap((nights, i) =>
    [1, 2, 3].map((adults, j) => {
      const checkInDate = addDays('2026-12-01', 3 * i + j);
      return {
        ...base,
        checkInDate,
        checkOutDate: addDays(checkInDate, nights),
        nights,
        roomCount: 1 + (j % 2),
        adultsPerRoom: adults,
        childrenPerRoom: j === 2 ? 1 : 0,
        includeMemberOnly: i % 2 === 1,
        onlinePayments: j !== 1,
        unlockedRatePlans: i === 2 ? ['CORP'] : [],
      };
    }),
  );
}

describeEachDatabase('stay prices', (ctx) => {
  const db = () => ctx().database.db;
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const allHotels = async () => (await db().select({ code: hotels.hotelCode }).from(hotels)).map((row) => row.code);

  async function bothWays(stay: StayQuery) {
    const few = await lowestNightlyPrices(db(), stay, 'hotelByHotel');
    const every = await lowestNightlyPrices(db(), stay, 'everyHotel');
    expect(Object.fromEntries(few), JSON.stringify(stay)).toEqual(Object.fromEntries(every));
    // The search's cheap check of rooms never leaves out a hotel that has a price.
    const withRooms = await hotelsWithRoomsFree(db(), stay);
    expect(
      [...few.keys()].filter((code) => !withRooms.has(code)),
      JSON.stringify(stay),
    ).toEqual([]);
    return few;
  }
  const roomsFree = async (stay: StayQuery, hotelCode: string) =>
    (await hotelsWithRoomsFree(db(), stay)).has(hotelCode);

  it('prices a page hotel by hotel exactly as one scan of every hotel does', async () => {
    const codes = await allHotels();
    let priced = 0;
    for (const stay of stays(codes)) priced += (await bothWays(stay)).size;
    expect(priced).toBeGreaterThan(codes.length);
    // Only the hotels asked for are answered.
    const some = await bothWays({ ...stays(codes.slice(0, 2))[0]! });
    expect([...some.keys()].every((code) => codes.slice(0, 2).includes(code))).toBe(true);
  });

  it('sees holds, sales, closed nights, minimum stays and closed arrivals at once, both ways', async () => {
    const [hotelCode] = await allHotels();
    const stay = { ...stays([hotelCode!])[3]!, roomCount: 1, adultsPerRoom: 1, childrenPerRoom: 0 };
    const night = addDays(stay.checkInDate, 1);
    const rows = and(eq(inventory.hotelCode, hotelCode!), eq(inventory.night, night));
    expect((await bothWays(stay)).has(hotelCode!)).toBe(true);
    expect(await roomsFree(stay, hotelCode!)).toBe(true);

    await db()
      .update(inventory)
      .set({ held: sql`${inventory.total} - ${inventory.sold}` })
      .where(rows);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    expect(await roomsFree(stay, hotelCode!)).toBe(false);
    await db().update(inventory).set({ held: 0, closed: true }).where(rows);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    expect(await roomsFree(stay, hotelCode!)).toBe(false);
    await db().update(inventory).set({ closed: false }).where(rows);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(true);
    expect(await roomsFree(stay, hotelCode!)).toBe(true);
    // A party no room type holds finds no room free.
    expect(await roomsFree({ ...stay, adultsPerRoom: 9 }, hotelCode!)).toBe(false);

    const arrival = and(eq(inventory.hotelCode, hotelCode!), eq(inventory.night, stay.checkInDate));
    await db()
      .update(inventory)
      .set({ minStay: stay.nights + 1 })
      .where(arrival);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    expect(await roomsFree(stay, hotelCode!)).toBe(false);
    await db().update(inventory).set({ minStay: 1 }).where(arrival);

    const arrivalPrices = and(eq(nightlyPrices.hotelCode, hotelCode!), eq(nightlyPrices.night, stay.checkInDate));
    await db().update(nightlyPrices).set({ closedToArrival: true }).where(arrivalPrices);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    await db().update(nightlyPrices).set({ closedToArrival: false }).where(arrivalPrices);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(true);

    // A night stop-sold, or the check-out day closed to departure, takes every rate of the hotel off the stay.
    const nightPrices = and(eq(nightlyPrices.hotelCode, hotelCode!), eq(nightlyPrices.night, night));
    await db().update(nightlyPrices).set({ stopSell: true }).where(nightPrices);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    await db().update(nightlyPrices).set({ stopSell: false }).where(nightPrices);
    const departure = and(eq(nightlyPrices.hotelCode, hotelCode!), eq(nightlyPrices.night, stay.checkOutDate));
    await db().update(nightlyPrices).set({ closedToDeparture: true }).where(departure);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    // Both at once: the closed departure does not stand in for the night stop-sold.
    await db().update(nightlyPrices).set({ stopSell: true }).where(nightPrices);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(false);
    await db().update(nightlyPrices).set({ stopSell: false }).where(nightPrices);
    // Closed to departure on a night inside the stay does not matter.
    await db().update(nightlyPrices).set({ closedToDeparture: false }).where(departure);
    await db().update(nightlyPrices).set({ closedToDeparture: true }).where(nightPrices);
    expect((await bothWays(stay)).has(hotelCode!)).toBe(true);
    await db().update(nightlyPrices).set({ closedToDeparture: false }).where(nightPrices);
  });

  it('lists the same lowest price as the cheapest open rate of the hotel’s room list', async () => {
    const stay = 'checkInDate=2026-12-10&checkOutDate=2026-12-13&roomCount=1&adultsNumber=2';
    const list = hotelListSchema.parse((await get(`${API}/en-US/hotels/search?${stay}&limit=50`)).json().data);
    for (const hotel of list.list) {
      const rooms = roomListSchema.parse(
        (await get(`${API}/en-US/rooms?hotelCode=${hotel.hotelCode}&${stay}`)).json().data,
      );
      const open = rooms.list.flatMap((room) => room.roomRates.filter((rate) => !rate.isFull && !rate.requiresSignIn));
      const cheapest = open.length ? Math.min(...open.map((rate) => rate.averageNightly.amount)) : null;
      expect(hotel.lowestPrice?.amount ?? null, hotel.hotelCode).toBe(cheapest);
    }
  });
});
