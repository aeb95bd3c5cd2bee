import { ErrorCode } from '@hotel/contract/errors';
import { addDays } from '@hotel/contract/schemas/common';
import { expect, it } from 'vitest';
import { describeEachDatabase, TEST_TODAY } from '../../test/context.ts';
import { API, book, orderPayload } from './booking.test-helpers.ts';

/** A night `offset` days after the test's today. */
const night = (offset: number) => addDays(TEST_TODAY, offset);

describeEachDatabase('why a stay cannot be booked, said on arrival at the booking page', (ctx) => {
  const price = (hotel: string, room: string, query: string, lang = 'en-US') =>
    ctx().app.inject({
      method: 'GET',
      url: `${API}/${lang}/hotels/${hotel}/rooms/${room}/time-period-price?${query}`,
    });
  const stay = (from: number, to: number, extra = '') =>
    `checkInDate=${night(from)}&checkOutDate=${night(to)}&roomCount=1&adultsNumber=1&childNumber=0${extra}`;

  it('answers a sold-out stay as a full rate with its reason, at once (PEK002 over its full nights)', async () => {
    const response = await price('PEK002', 'SUPK', `${stay(6, 8)}&ratePlanCode=BAR`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ isFull: 1, unavailableReason: 'soldOut' });
  });

  it('tells too few rooms apart from sold out', async () => {
    const response = await price(
      'SHA001',
      'SUPK',
      `${stay(1, 2).replace('roomCount=1&adultsNumber=1', 'roomCount=2&adultsNumber=2')}&ratePlanCode=BAR`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ isFull: 1, unavailableReason: 'insufficientRooms' });
  });

  it('refuses a stay shorter than the rate allows with the minimum stay, not "sold out"', async () => {
    const response = await price('SHA002', 'SUPK', `${stay(20, 21)}&ratePlanCode=STAY2`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: ErrorCode.minStayNotMet, data: { minStay: 2 } });
  });

  it('refuses a rate that needs a code without one, in the language of the page', async () => {
    const response = await price('SHA001', 'SUPK', `${stay(20, 21)}&ratePlanCode=CORP`, 'ja');
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(ErrorCode.rateNeedsCode);
    expect(response.json().message).toMatch(/[\u3040-\u30ff]/);
  });

  it('refuses a party the room cannot hold, and the booking says the same', async () => {
    const party = stay(20, 21).replace('adultsNumber=1', 'adultsNumber=3');
    const response = await price('SHA001', 'SUPK', `${party}&ratePlanCode=BAR`);
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe(ErrorCode.partyDoesNotFit);
    expect(response.json().message).not.toMatch(/sold out/i);

    const payload = orderPayload(
      { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'STAY2' },
      { checkInDate: night(20), checkOutDate: night(21) },
    );
    const booking = await book(ctx(), payload);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().errorCode).toBe(ErrorCode.minStayNotMet);
  });

  it('offers other hotels of the same city first, then the same country (Bangkok before Tokyo)', async () => {
    const recommend = async (hotelCode: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/hotels/recommend?hotelCodes=${hotelCode}&${stay(20, 21)}&limit=4`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { hotelCode: string; cityCode: string; countryCode: string }[];
    };
    const bangkok = await recommend('BKK001');
    expect(bangkok[0]).toMatchObject({ hotelCode: 'BKK002', cityCode: 'BKK' });
    expect(bangkok.map((hotel) => hotel.hotelCode)).not.toContain('BKK001');
    const kyoto = await recommend('UKY001');
    expect(kyoto.slice(0, 2).map((hotel) => hotel.countryCode)).toEqual(['JP', 'JP']);
  });

  it('offers no breakfast to buy on a breakfast rate, and refuses one sent anyway', async () => {
    const addons = async (query: string) =>
      (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/addons?hotelCode=SHA001${query}` })).json()
        .data as { addonCode: string }[];
    expect((await addons('&ratePlanCode=BAR')).map((addon) => addon.addonCode)).toContain('BKF');
    expect((await addons('&ratePlanCode=BB')).map((addon) => addon.addonCode)).not.toContain('BKF');
    expect((await addons('&ratePlanCode=BB')).length).toBeGreaterThan(0);
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/orders/addons?hotelCode=SHA001&ratePlanCode=NOPE`,
    });
    expect(unknown.statusCode).toBe(404);

    const payload = orderPayload(
      { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BB' },
      { checkInDate: night(20), checkOutDate: night(21) },
    );
    const withBreakfast = {
      ...payload,
      roomInfo: payload.roomInfo.map((room) => ({
        ...room,
        addOns: [{ addonType: 1, addonCode: 'BKF', quantity: 1 }],
      })),
    };
    const quote = await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload: withBreakfast });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().data.fields[0].field).toBe('roomInfo.0.addOns.0.addonCode');
    const plain = await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it("gives the hotel list's price hint of the city looked at, not of the whole group", async () => {
    const filter = async (query: string) => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/en-US/hotels/filter?${stay(20, 21)}${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as {
        options: { priceRange: { currency: string; min: number; max: number } };
        list: {
          cityCode: string;
          lowestPrice: { amount: number; currency: string; exchange?: { amount: number } } | null;
        }[];
      };
    };
    const group = await filter('');
    for (const city of ['BKK', 'SHA']) {
      const data = await filter(`&cityCode=${city}`);
      const range = data.options.priceRange;
      const amounts = data.list.map((hotel) =>
        hotel.lowestPrice!.currency === range.currency
          ? hotel.lowestPrice!.amount
          : hotel.lowestPrice!.exchange!.amount,
      );
      expect(data.list.every((hotel) => hotel.cityCode === city)).toBe(true);
      expect(range).toMatchObject({ min: Math.min(...amounts), max: Math.max(...amounts) });
    }
    const bangkok = (await filter('&cityCode=BKK')).options.priceRange;
    const shanghai = (await filter('&cityCode=SHA')).options.priceRange;
    expect([bangkok.min, bangkok.max]).not.toEqual([shanghai.min, shanghai.max]);
    expect(group.options.priceRange.min).toBeLessThanOrEqual(Math.min(bangkok.min, shanghai.min));
  });

  it('seeds a card-guarantee rate that books with a card, and members-only points rates', async () => {
    const card = { cardType: 'VA', number: '4111 1111 1111 1111', holderName: 'Mei Lin', expiry: '12/30' };
    const payload = orderPayload(
      { hotelCode: 'SHA002', roomTypeCode: 'SUPK', ratePlanCode: 'CCG' },
      { checkInDate: night(25), checkOutDate: night(26) },
      { card },
    );
    const booked = await book(ctx(), payload);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 1, paymentType: 3 });
    const order = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/orders/${booked.json().data.transactionId}`,
    });
    expect(order.json().data).toMatchObject({ paymentType: 3, card: { maskedNumber: '**** **** **** 1111' } });

    for (const [ratePlanCode, paymentType] of [
      ['PTSPLUS', 4],
      ['PTS', 5],
    ] as const) {
      const response = await price('SHA002', 'SUPK', `${stay(25, 26)}&ratePlanCode=${ratePlanCode}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ paymentType, memberOnly: true, requiresSignIn: true, isFull: 0 });
    }
  });

  it('takes one guest name per room, the other adults optional, never more names than adults', async () => {
    const payload = orderPayload(
      { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'BAR' },
      { checkInDate: night(23), checkOutDate: night(24) },
    );
    const twoAdults = {
      ...payload,
      guestsNumber: { adultCount: 2, childCount: 0 },
      roomInfo: payload.roomInfo.map((room) => ({
        ...room,
        checkInInfo: { ...room.checkInInfo, guestsNumber: { adultCount: 2, childCount: 0 } },
      })),
    };
    const booked = await book(ctx(), twoAdults);
    expect(booked.statusCode, booked.body).toBe(200);
    const order = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/orders/${booked.json().data.transactionId}`,
    });
    expect(order.json().data.rooms[0]).toMatchObject({ adults: 2, guests: [{ lastName: 'Lina' }] });

    const tooMany = {
      ...payload,
      roomInfo: payload.roomInfo.map((room) => ({
        ...room,
        checkInInfo: {
          ...room.checkInInfo,
          customer: [...room.checkInInfo.customer, { title: 'Mr', firstName: 'Wei', lastName: 'Lin' }],
        },
      })),
    };
    const refused = await ctx().app.inject({ method: 'POST', url: `${API}/en-US/orders/quote`, payload: tooMany });
    expect(refused.statusCode).toBe(400);
  });
});
