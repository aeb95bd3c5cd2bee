import { ErrorCode } from '@hotel/contract/errors';
import { hotelDetailSchema, hotelListSchema } from '@hotel/contract/schemas/hotel';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { hotels, inventory } from './catalog.schema.ts';

const API = '/api/v1/booking';

describeEachDatabase('catalogue', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it('lists the group hotels with names in the path language', async () => {
    const en = hotelListSchema.parse((await get(`${API}/en-US/hotels?limit=50`)).json().data);
    const zh = hotelListSchema.parse((await get(`${API}/zh-CN/hotels?limit=50`)).json().data);
    expect(en.total).toBeGreaterThanOrEqual(8);
    expect(en.list.map((hotel) => hotel.hotelCode)).toEqual(zh.list.map((hotel) => hotel.hotelCode));
    expect(zh.list[0]!.name).not.toBe(en.list[0]!.name);
    expect(zh.list[0]!.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('pages with limit and offset', async () => {
    const first = hotelListSchema.parse((await get(`${API}/en-US/hotels?limit=3&offset=0`)).json().data);
    const second = hotelListSchema.parse((await get(`${API}/en-US/hotels?limit=3&offset=3`)).json().data);
    expect(first.list).toHaveLength(3);
    expect(second.list[0]!.hotelCode).not.toBe(first.list[0]!.hotelCode);
    expect(first.total).toBe(second.total);
  });

  it('prices a stay and moves hotels that are full to the end', async () => {
    const url = `${API}/en-US/hotels/search?checkInDate=2026-12-01&checkOutDate=2026-12-03&roomCount=1&adultsNumber=2&limit=50`;
    const list = hotelListSchema.parse((await get(url)).json().data);
    const available = list.list.filter((hotel) => !hotel.isFull);
    expect(available.length).toBeGreaterThan(0);
    for (const hotel of available) expect(hotel.lowestPrice!.amount).toBeGreaterThan(0);
    const firstFull = list.list.findIndex((hotel) => hotel.isFull);
    if (firstFull >= 0) expect(list.list.slice(firstFull).every((hotel) => hotel.isFull)).toBe(true);
  });

  it('marks a hotel full when every room type is sold out for the stay', async () => {
    const { db } = ctx().database;
    const hotelCode = (await get(`${API}/en-US/hotels`)).json().data.list[0].hotelCode as string;
    await db
      .update(inventory)
      .set({ sold: sql`${inventory.total} - ${inventory.held}` })
      .where(and(eq(inventory.hotelCode, hotelCode), eq(inventory.night, '2027-01-10')));
    const url = `${API}/en-US/hotels?hotelCodes=${hotelCode}&checkInDate=2027-01-09&checkOutDate=2027-01-11`;
    const list = hotelListSchema.parse((await get(url)).json().data);
    expect(list.list[0]).toMatchObject({ hotelCode, isFull: true, lowestPrice: null });
    expect(list.otherData.isAllFull).toBe(true);
  });

  it('refuses a stay whose check-out is not after check-in, naming the field in the user language', async () => {
    const response = await get(`${API}/ja/hotels?checkInDate=2026-12-05&checkOutDate=2026-12-05`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe(ErrorCode.validationError);
    expect(body.data.fields[0].field).toBe('checkOutDate');
    expect(body.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it.each([
    'roomCount=abc',
    'roomCount=0',
    'limit=-1',
    'checkInDate=2026-02-30&checkOutDate=2026-03-02',
    'checkInDate=2026-12-01',
    'hotelCodes=%3Cscript%3E',
    'discountCode=SUMMER',
  ])('refuses the malformed query %s with 400, never 500', async (query) => {
    const response = await get(`${API}/en-US/hotels?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(ErrorCode.validationError);
  });

  it('refuses an unknown language in the path', async () => {
    const response = await get(`${API}/xx-YY/hotels`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('lang');
  });

  it('lists cities that have hotels, translated', async () => {
    const cities = (await get(`${API}/ko-KR/hotels/cities`)).json().data;
    expect(cities.length).toBeGreaterThanOrEqual(4);
    expect(new Set(cities.map((city: { countryCode: string }) => city.countryCode)).size).toBeGreaterThanOrEqual(2);
    expect(cities[0].name).toMatch(/[\uac00-\ud7af]/);
  });

  it('shows a hotel with its room types', async () => {
    const code = (await get(`${API}/th-TH/hotels`)).json().data.list[0].hotelCode;
    const detail = hotelDetailSchema.parse((await get(`${API}/th-TH/hotels/${code}`)).json().data);
    expect(detail.roomTypes.length).toBeGreaterThanOrEqual(4);
    expect(detail.name).toMatch(/[\u0e00-\u0e7f]/);
  });

  it('says a hotel does not exist with 404 and the catalogue code', async () => {
    const response = await get(`${API}/en-US/hotels/NOPE999`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: ErrorCode.hotelNotFound, data: null });
  });

  it('limits a single-hotel site to its hotel', async () => {
    const list = (await get(`${API}/en-US/hotels`, { host: 'kyoto.localhost' })).json().data;
    expect(list.total).toBe(1);
  });

  it('hides a hotel whose stored time zone or currency cannot be served, answering guests without a 500', async () => {
    const { db } = ctx().database;
    const all = hotelListSchema.parse((await get(`${API}/en-US/hotels?limit=50`)).json().data);
    const broken = all.list.at(-1)!.hotelCode;
    const [before] = await db.select().from(hotels).where(eq(hotels.hotelCode, broken));
    const stay = 'checkInDate=2026-12-01&checkOutDate=2026-12-03&roomCount=1&adultsNumber=2';
    try {
      for (const change of [{ timeZone: 'Mars/Base' }, { currency: 'XXX' }]) {
        await db.update(hotels).set(change).where(eq(hotels.hotelCode, broken));
        const list = hotelListSchema.parse((await get(`${API}/en-US/hotels/search?${stay}&limit=50`)).json().data);
        expect(list.list.map((hotel) => hotel.hotelCode)).not.toContain(broken);
        for (const url of [`${API}/en-US/hotels/${broken}`, `${API}/en-US/rooms?hotelCode=${broken}&${stay}`]) {
          const answer = await get(url);
          expect(answer.statusCode, url).toBeLessThan(500);
          expect(answer.json().errorCode, url).toBe(ErrorCode.hotelTakenDown);
        }
        await db
          .update(hotels)
          .set({ timeZone: before!.timeZone, currency: before!.currency })
          .where(eq(hotels.hotelCode, broken));
      }
    } finally {
      await db
        .update(hotels)
        .set({ timeZone: before!.timeZone, currency: before!.currency })
        .where(eq(hotels.hotelCode, broken));
    }
  });

  it('says where a code valid at one hotel applies, and claims nothing without a code', async () => {
    const stay = 'checkInDate=2026-12-01&checkOutDate=2026-12-03&roomCount=1&adultsNumber=2&limit=50';
    const withCode = hotelListSchema.parse(
      (await get(`${API}/en-US/hotels/search?${stay}&discountType=1&discountCode=SAKURA-TYO`)).json().data,
    );
    expect(withCode).toMatchObject({ companyHint: 'Sakura Electronics Corporation', codeHotels: ['TYO001'] });
    const plain = hotelListSchema.parse((await get(`${API}/en-US/hotels/search?${stay}`)).json().data);
    expect(plain).toMatchObject({ companyHint: '', codeHotels: null });
  });
});
