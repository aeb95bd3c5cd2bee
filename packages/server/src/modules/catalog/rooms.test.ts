import { ErrorCode } from '@hotel/contract/errors';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { promotionCodes } from '../promotions/promotions.schema.ts';
import { inventory, ratePlans } from './catalog.schema.ts';

const API = '/api/v1/booking';
const STAY = 'checkInDate=2026-12-07&checkOutDate=2026-12-09';
const text = (value: string) => ({
  'zh-CN': value,
  'zh-TW': value,
  'en-US': value,
  ja: value,
  'ko-KR': value,
  'th-TH': value,
});

describeEachDatabase('rooms and rates', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });
  const rooms = async (query: string, lang = 'en-US') => {
    const response = await get(`${API}/${lang}/rooms?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return roomListSchema.parse(response.json().data);
  };
  let hotelCode = '';
  let codeOnlyRate = '';

  beforeAll(async () => {
    const { db } = ctx().database;
    const [plan] = await db.select().from(ratePlans).where(eq(ratePlans.codeOnly, true)).limit(1);
    const [any] = await db.select().from(ratePlans).limit(1);
    hotelCode = plan?.hotelCode ?? any!.hotelCode;
    codeOnlyRate = plan?.ratePlanCode ?? any!.ratePlanCode;
    if (!plan) {
      await db
        .update(ratePlans)
        .set({ codeOnly: true })
        .where(and(eq(ratePlans.hotelCode, hotelCode), eq(ratePlans.ratePlanCode, codeOnlyRate)));
    }
    await db.insert(promotionCodes).values([
      {
        code: 'ACME2026',
        discountType: 1,
        hotelCode: null,
        ratePlanCodes: [codeOnlyRate],
        companyName: text('ACME Corp'),
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
      },
      {
        code: 'SAVE10',
        discountType: 2,
        hotelCode: null,
        discountPercent: 10,
        companyName: text(''),
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
      },
      {
        code: 'OLD2020',
        discountType: 2,
        hotelCode: null,
        discountPercent: 10,
        companyName: text(''),
        validFrom: '2020-01-01',
        validTo: '2020-12-31',
      },
    ]);
  });

  it('lists room types with their rates and nightly prices summing to the total', async () => {
    const list = await rooms(`hotelCode=${hotelCode}&${STAY}&roomCount=1&adultsNumber=1`);
    expect(list.list.length).toBeGreaterThanOrEqual(4);
    for (const room of list.list) {
      for (const rate of room.roomRates) {
        expect(rate.nightlyPrices).toHaveLength(2);
        const sum = rate.nightlyPrices.reduce((total, night) => total + night.price.amount, 0);
        expect(rate.total.amount).toBe(sum);
        expect(rate.name).not.toBe('');
      }
    }
    expect(list.isAllFull).toBe(false);
  });

  it('multiplies the total by the room count', async () => {
    const one = await rooms(`hotelCode=${hotelCode}&${STAY}&roomCount=1&adultsNumber=1`);
    const two = await rooms(`hotelCode=${hotelCode}&${STAY}&roomCount=2&adultsNumber=2`);
    const first = one.list[0]!.roomRates.find((rate) => !rate.isFull)!;
    const same = two.list
      .find((room) => room.roomTypeCode === one.list[0]!.roomTypeCode)!
      .roomRates.find((r) => r.ratePlanCode === first.ratePlanCode)!;
    expect(same.total.amount).toBe(first.total.amount * 2);
  });

  it('hides code-only rates without the code and shows them with it, with the company hint', async () => {
    const plain = await rooms(`hotelCode=${hotelCode}&${STAY}`);
    expect(plain.list.flatMap((room) => room.roomRates).some((rate) => rate.ratePlanCode === codeOnlyRate)).toBe(false);
    const corporate = await rooms(`hotelCode=${hotelCode}&${STAY}&discountType=1&discountCode=acme2026`);
    expect(corporate.list.flatMap((room) => room.roomRates).some((rate) => rate.ratePlanCode === codeOnlyRate)).toBe(
      true,
    );
    expect(corporate.companyHint).toBe('ACME Corp');
  });

  it('takes a discount code off the price', async () => {
    const plain = await rooms(`hotelCode=${hotelCode}&${STAY}`);
    const saved = await rooms(`hotelCode=${hotelCode}&${STAY}&discountType=2&discountCode=SAVE10`);
    const before = plain.list[0]!.roomRates[0]!;
    const after = saved.list[0]!.roomRates.find((rate) => rate.ratePlanCode === before.ratePlanCode)!;
    expect(after.total.amount).toBeLessThan(before.total.amount);
    expect(after.originalTotal.amount).toBe(before.total.amount);
  });

  it.each([
    'discountType=2&discountCode=NOPE',
    'discountType=2&discountCode=OLD2020',
    'discountType=1&discountCode=SAVE10',
  ])('refuses the wrong code %s with a clear error', async (code) => {
    const response = await get(`${API}/ko-KR/rooms?hotelCode=${hotelCode}&${STAY}&${code}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: ErrorCode.invalidPromotionCode });
    expect(response.json().message).toMatch(/[\uac00-\ud7af]/);
  });

  it('filters by rateCode', async () => {
    const plain = await rooms(`hotelCode=${hotelCode}&${STAY}`);
    const rateCode = plain.list[0]!.roomRates[0]!.ratePlanCode;
    const filtered = await rooms(`hotelCode=${hotelCode}&${STAY}&rateCode=${rateCode}`);
    expect(filtered.list.flatMap((room) => room.roomRates).every((rate) => rate.ratePlanCode === rateCode)).toBe(true);
  });

  it('marks rates of a sold-out room full, sorts them last, and reports all full when everything is', async () => {
    const { db } = ctx().database;
    const soldOut = sql`${inventory.total} - ${inventory.held}`;
    const night = and(
      eq(inventory.hotelCode, hotelCode),
      gte(inventory.night, '2027-02-01'),
      lt(inventory.night, '2027-02-03'),
    );
    const list = await rooms(`hotelCode=${hotelCode}&checkInDate=2027-02-01&checkOutDate=2027-02-03`);
    const victim = list.list[0]!.roomTypeCode;
    await db
      .update(inventory)
      .set({ sold: soldOut })
      .where(and(night, eq(inventory.roomTypeCode, victim)));
    const after = await rooms(`hotelCode=${hotelCode}&checkInDate=2027-02-01&checkOutDate=2027-02-03`);
    expect(after.list.at(-1)!.roomTypeCode).toBe(victim);
    expect(after.list.at(-1)!.isFull).toBe(1);
    expect(
      after.list.at(-1)!.roomRates.every((rate) => rate.isFull === 1 && rate.unavailableReason === 'soldOut'),
    ).toBe(true);
    await db.update(inventory).set({ sold: soldOut }).where(night);
    expect((await rooms(`hotelCode=${hotelCode}&checkInDate=2027-02-01&checkOutDate=2027-02-03`)).isAllFull).toBe(true);
  });

  it('says insufficient rooms when fewer remain than asked', async () => {
    const { db } = ctx().database;
    const list = await rooms(`hotelCode=${hotelCode}&checkInDate=2027-03-01&checkOutDate=2027-03-02`);
    const roomTypeCode = list.list[0]!.roomTypeCode;
    await db
      .update(inventory)
      .set({ sold: sql`${inventory.total} - ${inventory.held} - 1` })
      .where(
        and(
          eq(inventory.hotelCode, hotelCode),
          eq(inventory.roomTypeCode, roomTypeCode),
          eq(inventory.night, '2027-03-01'),
        ),
      );
    const room = (
      await get(
        `${API}/en-US/hotels/${hotelCode}/rooms/${roomTypeCode}?checkInDate=2027-03-01&checkOutDate=2027-03-02&roomCount=2&adultsNumber=2`,
      )
    ).json().data;
    expect(room.list).toHaveLength(1);
    expect(
      room.list[0].roomRates.every(
        (rate: { unavailableReason: string }) => rate.unavailableReason === 'insufficientRooms',
      ),
    ).toBe(true);
  });

  it('drops room types that cannot hold the party', async () => {
    const list = await rooms(`hotelCode=${hotelCode}&${STAY}&roomCount=1&adultsNumber=9`);
    expect(list.list).toHaveLength(0);
    expect(list.isAllFull).toBe(true);
  });

  it('converts displayed prices by the stored exchange rate', async () => {
    const list = await rooms(`hotelCode=${hotelCode}&${STAY}&exchangeNo=USD`);
    const total = list.list[0]!.roomRates[0]!.total;
    expect(total.exchange?.currency).toBe('USD');
    expect(total.exchange!.amount).toBeGreaterThan(0);
    const response = await get(`${API}/en-US/rooms?hotelCode=${hotelCode}&${STAY}&exchangeNo=XXX`);
    expect(response.json().errorCode).toBe(ErrorCode.noCurrencyConversion);
  });

  it('refuses an arrival in the past in the hotel time zone', async () => {
    const response = await get(
      `${API}/en-US/rooms?hotelCode=${hotelCode}&checkInDate=2026-11-01&checkOutDate=2026-11-02`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('checkInDate');
    // People read the message: the field's name is for programs, in data.fields.
    expect(response.json().message).toBe('The check-in date cannot be in the past.');
  });

  it('needs a hotel and knows unknown room types', async () => {
    expect((await get(`${API}/en-US/rooms?${STAY}`)).json().data.fields[0].field).toBe('hotelCode');
    const unknown = await get(`${API}/en-US/hotels/${hotelCode}/rooms/NOPE?${STAY}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(ErrorCode.roomTypeNotFound);
  });

  it('gives a month of lowest prices for the date picker', async () => {
    const calendar = (await get(`${API}/rate/calendar?hotelCode=${hotelCode}&month=2026-12`)).json().data;
    expect(calendar.days).toHaveLength(31);
    expect(calendar.days.filter((day: { lowestPrice: unknown }) => day.lowestPrice !== null).length).toBeGreaterThan(
      20,
    );
    expect((await get(`${API}/rate/calendar?hotelCode=${hotelCode}&month=2026-13`)).statusCode).toBe(400);
  });

  it('tells whether a rate can still be booked', async () => {
    const list = await rooms(`hotelCode=${hotelCode}&${STAY}`);
    const room = list.list[0]!;
    const rate = room.roomRates.find((r) => !r.isFull && !r.requiresSignIn)!;
    const answer = (
      await get(
        `${API}/hotels/${hotelCode}/rate/${rate.ratePlanCode}/isbooking?roomTypeCode=${room.roomTypeCode}&${STAY}`,
      )
    ).json().data;
    expect(answer).toEqual({ isBooking: true, reason: null });
  });

  it('lists currencies for display', async () => {
    const currencies = (await get(`${API}/hotel-configs/exchange`)).json().data;
    expect(currencies.map((c: { currency: string }) => c.currency)).toEqual(
      expect.arrayContaining(['CNY', 'USD', 'JPY']),
    );
  });

  it('filters hotels by city, facilities and price, and offers the choices', async () => {
    const all = (await get('/api/v1/en-US/hotels/filter')).json().data;
    expect(all.options.cities.length).toBeGreaterThanOrEqual(4);
    expect(all.options.brands.length).toBeGreaterThanOrEqual(1);
    const city = all.options.cities[0].cityCode;
    const inCity = (await get(`/api/v1/en-US/hotels/filter?cityCode=${city}`)).json().data;
    expect(inCity.list.every((hotel: { cityCode: string }) => hotel.cityCode === city)).toBe(true);
    const cheap = (await get(`/api/v1/en-US/hotels/filter?maxPrice=${all.options.priceRange.min}`)).json().data;
    expect(cheap.list.length).toBeGreaterThanOrEqual(1);
    expect(cheap.list.length).toBeLessThan(all.list.length);
    expect((await get('/api/v1/en-US/hotels/filter?minPrice=5&maxPrice=1')).statusCode).toBe(400);
  });

  it('shows the cancellation policy in force now: a passed free-cancellation deadline is not advertised', async () => {
    const { db } = ctx().database;
    const [limited] = await db.select().from(ratePlans).where(eq(ratePlans.cancellationFlag, 1)).limit(1);
    expect(limited).toBeDefined();
    const policyOf = async (checkInDate: string, checkOutDate: string) => {
      const list = await rooms(
        `hotelCode=${limited!.hotelCode}&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`,
      );
      const rates = list.list.flatMap((room) => room.roomRates);
      return rates.find((rate) => rate.ratePlanCode === limited!.ratePlanCode)!;
    };
    // Arriving tomorrow (the test clock is 2026-11-21): a deadline of a day or more before arrival has passed.
    const tomorrow = await policyOf('2026-11-22', '2026-11-23');
    expect(limited!.cancellationDeadlineHours).toBeGreaterThanOrEqual(24);
    expect(tomorrow).toMatchObject({ cancellationFlag: 0, cancellationDeadline: null });
    const later = await policyOf('2026-12-20', '2026-12-21');
    expect(later.cancellationFlag).toBe(1);
    expect(Date.parse(later.cancellationDeadline!)).toBeGreaterThan(ctx().clock.now.getTime());
  });
});
