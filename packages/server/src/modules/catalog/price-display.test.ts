import { withCharges } from '@hotel/contract/charges';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { orders } from '../booking/booking.schema.ts';
import { API, book, findRate, orderPayload, setRoomsLeft } from '../booking/booking.test-helpers.ts';
import { hotels } from './catalog.schema.ts';

const stay = { checkInDate: '2026-12-08', checkOutDate: '2026-12-10' };

describeEachDatabase('prices as lists show them', (ctx) => {
  const db = () => ctx().database.db;
  const rooms = async (hotelCode: string, extra = '') => {
    const answer = await ctx().app.inject({
      method: 'GET',
      url: `${API}/en-US/rooms?hotelCode=${hotelCode}&checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&roomCount=1&adultsNumber=1&childNumber=0${extra}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return roomListSchema.parse(answer.json().data);
  };

  it('gives each rate its total with service charge and taxes, equal to what the booking then stores', async () => {
    const rate = await findRate(db(), 2, 2);
    const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, rate.hotelCode));
    expect(hotel!.taxRateBp + hotel!.serviceChargeBp).toBeGreaterThan(0);
    const list = await rooms(rate.hotelCode);
    const room = list.list.find((item) => item.roomTypeCode === rate.roomTypeCode)!;
    const listed = room.roomRates.find((item) => item.ratePlanCode === rate.ratePlanCode)!;
    expect(listed.totalWithCharges.amount).toBe(withCharges(listed.total.amount, hotel!).total);
    expect(listed.totalWithCharges.amount).toBeGreaterThan(listed.total.amount);

    const created = (await book(ctx(), orderPayload(rate, stay))).json().data;
    const [row] = await db().select().from(orders).where(eq(orders.transactionId, created.transactionId));
    expect(row!.addonAmount).toBe(0);
    expect(row!.totalAmount).toBe(listed.totalWithCharges.amount);
    expect(row!.roomAmount).toBe(listed.total.amount);
  });

  it('converts the totals with charges into the display currency too', async () => {
    const rate = await findRate(db(), 2, 2);
    const list = await rooms(rate.hotelCode, '&exchangeNo=USD');
    const listed = list.list[0]!.roomRates[0]!;
    expect(listed.totalWithCharges.exchange?.currency).toBe('USD');
    expect(listed.totalWithCharges.exchange!.amount).toBeGreaterThan(listed.total.exchange!.amount);
  });

  it('says how many rooms are left only when few remain', async () => {
    const rate = await findRate(db(), 2, 2);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, stay.checkInDate, 2);
    const few = (await rooms(rate.hotelCode)).list.find((item) => item.roomTypeCode === rate.roomTypeCode)!;
    expect(few.fewRoomsLeft).toBe(2);
    await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, stay.checkInDate, 9);
    const many = (await rooms(rate.hotelCode)).list.find((item) => item.roomTypeCode === rate.roomTypeCode)!;
    expect(many.fewRoomsLeft).toBeNull();
  });

  it('lists hotels with the lowest price with charges, and the site setting says which to show', async () => {
    const list = (
      await ctx().app.inject({
        method: 'GET',
        url: `${API}/en-US/hotels?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`,
      })
    ).json().data.list as {
      hotelCode: string;
      lowestPrice: { amount: number } | null;
      lowestPriceWithCharges: { amount: number } | null;
    }[];
    const priced = list.filter((hotel) => hotel.lowestPrice);
    expect(priced.length).toBeGreaterThan(0);
    for (const summary of priced) {
      const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, summary.hotelCode));
      expect(summary.lowestPriceWithCharges!.amount).toBe(withCharges(summary.lowestPrice!.amount, hotel!).total);
    }
    const config = async (host: string) =>
      (await ctx().app.inject({ method: 'GET', url: `${API}/hotel-configs`, headers: { host } })).json().data;
    expect((await config('localhost')).pricesIncludeCharges).toBe(false);
    expect((await config('kyoto.localhost')).pricesIncludeCharges).toBe(true);
  });
});
