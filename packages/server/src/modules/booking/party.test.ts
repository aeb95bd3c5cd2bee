import { ErrorCode } from '@hotel/contract/errors';
import { addDays } from '@hotel/contract/schemas/common';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { API, book, orderPayload } from './booking.test-helpers.ts';

const night = (offset: number) => addDays(TEST_TODAY, offset);
const STAY = `checkInDate=${night(10)}&checkOutDate=${night(12)}&roomCount=1`;

describeEachDatabase('a party with children: room limits, ages and their price', (ctx) => {
  const get = (url: string, lang = 'en-US') => ctx().app.inject({ method: 'GET', url: `${API}/${lang}${url}` });
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(ctx().database.db, query))[0]!;

  it('gives the search form the limits of the rooms the group or the hotel has, from the database', async () => {
    const most = await one<{ adults: number; guests: number }>(
      sql`select max(max_adults)::int as adults, max(coalesce(max_occupancy, max_adults + max_children))::int as guests
          from room_types`,
    );
    const group = (await get('/hotels/occupancy')).json().data;
    expect(group).toMatchObject({ maxAdultsPerRoom: most.adults, maxGuestsPerRoom: most.guests, childFreeBedAge: 6 });
    expect(group.maxAdultsPerRoom).toBeLessThan(9);

    const sha = await one<{ adults: number; guests: number }>(
      sql`select max(max_adults)::int as adults, max(coalesce(max_occupancy, max_adults + max_children))::int as guests
          from room_types where hotel_code = 'SHA001'`,
    );
    const hotel = (await get('/hotels/occupancy?hotelCode=SHA001')).json().data;
    expect(hotel).toMatchObject({ maxAdultsPerRoom: sha.adults, maxGuestsPerRoom: sha.guests, maxChildAge: 17 });
    expect(hotel.shapes).toContainEqual({ maxAdults: 3, maxChildren: 2, maxOccupancy: 4 });
  });

  it('refuses missing, malformed and out-of-range ages with a translated message, never a field name', async () => {
    for (const ages of [
      '',
      '&childAges=4',
      '&childAges=4,abc',
      '&childAges=4,18',
      '&childAges=4,-1',
      '&childAges=4,10,7',
    ]) {
      const response = await get(`/rooms?hotelCode=SHA001&${STAY}&adultsNumber=2&childNumber=2${ages}`, 'zh-CN');
      expect(response.statusCode, ages).toBe(400);
      expect(response.json().message, ages).not.toMatch(/childAges|childNumber/);
      expect(response.json().message, ages).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await get(`/rooms?hotelCode=SHA001&${STAY}&adultsNumber=2&childNumber=2&childAges=4,10`)).statusCode).toBe(
      200,
    );
  });

  it('lets a child under the free-bed age stay free and charges an older one per night as an adult place', async () => {
    const price = await one<{ child: number; room: number }>(
      sql`select r.child_price_per_night::int as child, sum(p.amount)::int as room
          from rate_plans r join nightly_prices p on p.hotel_code = r.hotel_code and p.rate_plan_code = r.rate_plan_code
          where r.hotel_code = 'SHA001' and r.rate_plan_code = 'BAR' and p.room_type_code = 'FAM'
            and p.night >= ${night(10)}::date and p.night < ${night(12)}::date
          group by r.child_price_per_night`,
    );
    expect(price.child).toBeGreaterThan(0);
    const family = `${STAY}&adultsNumber=2&childNumber=2&childAges=4,10&ratePlanCode=BAR`;
    const rate = (await get(`/hotels/SHA001/rooms/FAM/time-period-price?${family}`)).json().data;
    expect(rate.total.amount).toBe(price.room + price.child * 2);
    expect(rate.children).toMatchObject({ paying: 1, free: 1, total: { amount: price.child * 2 } });

    const young = (await get(`/hotels/SHA001/rooms/FAM/time-period-price?${family.replace('4,10', '4,5')}`)).json()
      .data;
    expect(young.total.amount).toBe(price.room);
    expect(young.children).toMatchObject({ paying: 0, free: 2 });

    // The 10-year-old takes an adult's place: a room for two adults and one child cannot hold this family.
    const small = await get(`/hotels/SHA001/rooms/DLXT/time-period-price?${family}`);
    expect(small.statusCode).toBe(409);
    expect(small.json().errorCode).toBe(ErrorCode.partyDoesNotFit);
    const smallYoung = await get(
      `/hotels/SHA001/rooms/DLXT/time-period-price?${family.replace('childNumber=2&childAges=4,10', 'childNumber=1&childAges=4')}`,
    );
    expect(smallYoung.statusCode, smallYoung.body).toBe(200);
  });

  it('lists only hotels with a room for the party, priced with the paying children', async () => {
    const list = (query: string) => get(`/hotels?hotelCodes=SHA001,SHA002,TYO002&${STAY}&${query}`);
    const family = (await list('adultsNumber=2&childNumber=2&childAges=4,10')).json().data.list;
    const priced = Object.fromEntries(
      family.map((h: { hotelCode: string; lowestPrice: unknown }) => [h.hotelCode, h.lowestPrice]),
    );
    expect(priced.SHA001).not.toBeNull();
    // TYO002's rooms hold two adults and one child: no room for a 10-year-old beside two adults.
    expect(priced.TYO002).toBeNull();
    const fits = Object.fromEntries(
      family.map((h: { hotelCode: string; partyFits?: boolean }) => [h.hotelCode, h.partyFits]),
    );
    expect(fits).toMatchObject({ TYO002: false });
    expect(fits.SHA001).toBeUndefined();
    const crowd = (await list('adultsNumber=5')).json().data.list;
    expect(crowd.every((h: { lowestPrice: unknown }) => h.lowestPrice === null)).toBe(true);
  });

  it('keeps each child age and the children charge in the order, as quoted and shown', async () => {
    const payload = orderPayload(
      { hotelCode: 'SHA001', roomTypeCode: 'FAM', ratePlanCode: 'BAR' },
      { checkInDate: night(10), checkOutDate: night(12) },
    );
    const room = payload.roomInfo[0]!;
    const family = {
      ...payload,
      guestsNumber: { adultCount: 2, childCount: 2 },
      roomInfo: [
        {
          ...room,
          checkInInfo: { ...room.checkInInfo, guestsNumber: { adultCount: 2, childCount: 2, childAges: [4, 10] } },
        },
      ],
    };
    const withoutAges = {
      ...family,
      roomInfo: [{ ...room, checkInInfo: { ...room.checkInInfo, guestsNumber: { adultCount: 2, childCount: 2 } } }],
    };
    const refused = await ctx().app.inject({ method: 'POST', url: `${API}/th-TH/orders/quote`, payload: withoutAges });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).not.toMatch(/childAges/);

    const quote = (await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload: family })).json()
      .data;
    const created = await book(ctx(), family as unknown as ReturnType<typeof orderPayload>);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.transactionId;
    const stored = await one<{ ages: number[]; child: number; room: number; total: number; price: number }>(
      sql`select r.child_ages as ages, o.child_amount::int as child, o.room_amount::int as room,
                 o.total_amount::int as total, p.child_price_per_night::int as price
          from orders o join order_rooms r on r.transaction_id = o.transaction_id
          join rate_plans p on p.hotel_code = o.hotel_code and p.rate_plan_code = o.rate_plan_code
          where o.transaction_id = ${id}`,
    );
    expect(stored.ages).toEqual([4, 10]);
    expect(stored.child).toBe(stored.price * 2);
    expect(quote).toMatchObject({ childAmount: stored.child, roomAmount: stored.room, totalAmount: stored.total });
  });
});
