import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { orders } from '../modules/booking/booking.schema.ts';
import { inventory } from '../modules/catalog/catalog.schema.ts';
import { describeEachDatabase } from '../test/context.ts';

const API = '/api/v1/booking';
const GETS = [
  `${API}/en-US/hotels`,
  `${API}/ja/hotels/search`,
  `${API}/zh-CN/hotels/recommend`,
  `${API}/en-US/rooms`,
  `${API}/en-US/hotels/SHA001/rooms/SUPK`,
  `${API}/rate/calendar`,
  `${API}/hotels/SHA001/rate/BAR/isbooking`,
  `${API}/en-US/orders/addons`,
  `${API}/en-US/orders/payment-type`,
  '/api/v1/en-US/hotels/filter',
];
const POSTS = [
  `${API}/en-US/orders`,
  `${API}/en-US/orders/quote`,
  `${API}/en-US/orders/payment`,
  `${API}/payments/notify/sandbox`,
  `${API}/en-US/orders/AU0000000000/check`,
];
const KEYS = [
  'hotelCode',
  'hotelCodes',
  'checkInDate',
  'checkOutDate',
  'roomCount',
  'adultsNumber',
  'childNumber',
  'discountType',
  'discountCode',
  'limit',
  'offset',
  'month',
  'exchangeNo',
  'roomTypeCode',
  'ratePlanCode',
  'rateCode',
];
const value = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '2026-12-01',
    '2026-02-30',
    '-1',
    '0',
    '1e9',
    'NaN',
    '%00',
    '<script>',
    "' or 1=1 --",
    'SHA001',
    'USD',
  ),
);
const query = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 });
const json = fc.jsonValue({ maxDepth: 3 });

describeEachDatabase('bad input', (ctx) => {
  it('answers malformed requests with an error envelope, never a 500, and writes nothing', async () => {
    const { db } = ctx().database;
    const before = {
      orders: (await db.select({ n: count() }).from(orders))[0]!.n,
      inventory: await db.select().from(inventory).limit(50),
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GETS), query, async (path, params) => {
        const url = `${path}?${new URLSearchParams(params).toString()}`;
        const response = await ctx().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBeLessThan(500);
        const body = response.json();
        expect(body).toHaveProperty('errorCode');
        expect(body).toHaveProperty('message');
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), json, async (url, payload) => {
        const response = await ctx().app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(response.json().errorCode).not.toBe(0);
      }),
      { numRuns: 200 },
    );
    expect((await db.select({ n: count() }).from(orders))[0]!.n).toBe(before.orders);
    expect(await db.select().from(inventory).limit(50)).toEqual(before.inventory);
  });
});
