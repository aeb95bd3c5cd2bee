import { ErrorCode } from '@hotel/contract/errors';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../test/context.ts';
import { mallCaller, multipart, newMember } from '../mall/mall.test-helpers.ts';
import { bookingMember } from '../member/member.test-helpers.ts';
import { orders } from './booking.schema.ts';
import { API, book, findRate, inventoryOf, orderPayload } from './booking.test-helpers.ts';

const stay = (checkInDate: string, checkOutDate: string) => ({ checkInDate, checkOutDate });
const guest = (n: number, mobile = `86 1390000${String(n).padStart(4, '0')}`) => ({
  booker: { name: 'Mei Lin', email: `guest.${n}@example.com`, mobile },
});

/** Quotes from one client (address and cookies), then books with the quoted amount. */
async function bookAs(
  ctx: TestContext,
  payload: ReturnType<typeof orderPayload>,
  client: { address?: string; cookie?: string; key?: string; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (client.cookie) headers.cookie = client.cookie;
  if (client.key) headers['idempotency-key'] = client.key;
  if (client.token) headers.authorization = `Bearer ${client.token}`;
  const remoteAddress = client.address ?? '127.0.0.1';
  const quote = await ctx.app.inject({
    method: 'POST',
    url: `${API}/en-US/orders/quote`,
    payload,
    headers,
    remoteAddress,
  });
  if (quote.statusCode !== 200) throw new Error(quote.body);
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/en-US/orders`,
    payload: { ...payload, verifyAmount: quote.json().data.payAmount },
    headers,
    remoteAddress,
  });
}

describeEachDatabase(
  'anonymous hoarding: order rate limit, unpaid-order caps, idempotency keys per client',
  (ctx) => {
    const db = () => ctx().database.db;
    const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

    it('caps unpaid orders held at once per booker e-mail and phone, in any spelling, and changes nothing', async () => {
      const rate = await findRate(db(), 1);
      const trip = stay('2027-02-01', '2027-02-02');
      for (const n of [1, 2]) {
        const ok = await bookAs(ctx(), orderPayload(rate, trip, guest(1)), { address: `10.0.0.${n}` });
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json().data.status).toBe(0);
      }
      const before = {
        orders: await orderCount(),
        night: await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-01'),
      };
      const third = await bookAs(ctx(), orderPayload(rate, trip, guest(1)), { address: '10.0.0.3' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ errorCode: ErrorCode.tooManyUnpaidOrders, data: null });
      expect(third.json().message).toMatch(/waiting for payment/);
      // The same phone under another e-mail, in any spelling of its calling code, is the same booker.
      for (const [n, spelling] of ['+86 13900000001', '086 13900000001', '0086 13900000001'].entries()) {
        const samePhone = await bookAs(ctx(), orderPayload(rate, trip, guest(50 + n, spelling)), {
          address: `10.0.0.${10 + n}`,
        });
        expect(samePhone.json().errorCode, spelling).toBe(ErrorCode.tooManyUnpaidOrders);
      }
      // A calling code no country has is no phone: refused as a field, before anything is held.
      const nowhere = await bookAs(ctx(), orderPayload(rate, trip, guest(53, '8600 13900000001')), {
        address: '10.0.0.20',
      });
      expect(nowhere.statusCode).toBe(400);
      expect(nowhere.json().data.fields[0].field).toBe('booker.mobile');
      expect(await orderCount()).toBe(before.orders);
      const night = await inventoryOf(db(), rate.hotelCode, rate.roomTypeCode, '2027-02-01');
      expect(night.held).toBe(before.night.held);
    });

    it('frees a place when an unpaid order is cancelled, and never caps orders that need no payment', async () => {
      const online = await findRate(db(), 1);
      const atHotel = await findRate(db(), 2);
      const trip = stay('2027-02-03', '2027-02-04');
      const first = await bookAs(ctx(), orderPayload(online, trip, guest(3)), { address: '10.0.1.1' });
      await bookAs(ctx(), orderPayload(online, trip, guest(3)), { address: '10.0.1.2' });
      expect((await bookAs(ctx(), orderPayload(online, trip, guest(3)), { address: '10.0.1.3' })).statusCode).toBe(429);
      const payAtHotel = await bookAs(ctx(), orderPayload(atHotel, trip, guest(3)), { address: '10.0.1.4' });
      expect(payAtHotel.statusCode, payAtHotel.body).toBe(200);
      const cancelled = await ctx().app.inject({
        method: 'DELETE',
        url: `${API}/en-US/orders`,
        payload: { transactionId: first.json().data.transactionId },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const again = await bookAs(ctx(), orderPayload(online, trip, guest(3)), { address: '10.0.1.5' });
      expect(again.statusCode, again.body).toBe(200);
    });

    it('caps unpaid orders per client address across bookers', async () => {
      const rate = await findRate(db(), 1);
      const trip = stay('2027-02-15', '2027-02-16');
      for (const n of [10, 11, 12]) {
        const ok = await bookAs(ctx(), orderPayload(rate, trip, guest(n)), { address: '10.0.2.1' });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const fourth = await bookAs(ctx(), orderPayload(rate, trip, guest(13)), { address: '10.0.2.1' });
      expect(fourth.json().errorCode).toBe(ErrorCode.tooManyUnpaidOrders);
      const elsewhere = await bookAs(ctx(), orderPayload(rate, trip, guest(13)), { address: '10.0.2.2' });
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it('counts parallel creates of one booker against each other', async () => {
      const rate = await findRate(db(), 1);
      const trip = stay('2027-02-07', '2027-02-08');
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => bookAs(ctx(), orderPayload(rate, trip, guest(20)), { address: `10.0.3.${n}` })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
      expect(results.filter((r) => r.json().errorCode === ErrorCode.tooManyUnpaidOrders)).toHaveLength(3);
    });

    it('rate-limits new reservations per client address', async () => {
      const rate = await findRate(db(), 2);
      const trip = stay('2027-02-09', '2027-02-10');
      const answers = [];
      for (let n = 0; n < 6; n += 1) {
        answers.push(await bookAs(ctx(), orderPayload(rate, trip, guest(30 + n)), { address: '10.0.4.1' }));
      }
      expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(answers[5]!.statusCode).toBe(429);
      expect(answers[5]!.json().errorCode).toBe(ErrorCode.tooManyRequests);
      const other = await bookAs(ctx(), orderPayload(rate, trip, guest(36)), { address: '10.0.4.2' });
      expect(other.statusCode, other.body).toBe(200);
    });

    it('scopes an Idempotency-Key to its client: a retry gets its order, another client never does', async () => {
      const rate = await findRate(db(), 2);
      const trip = stay('2027-02-11', '2027-02-12');
      const payload = orderPayload(rate, trip, guest(40));
      const quote = await ctx().app.inject({
        method: 'POST',
        url: `${API}/en-US/orders/quote`,
        payload,
        remoteAddress: '10.0.5.1',
      });
      const issued = quote.cookies.find((c) => c.name === 'hotel_guest');
      expect(issued?.httpOnly).toBe(true);
      const mine = `hotel_guest=${issued!.value}`;
      const key = 'shared-key-0001';
      const first = await bookAs(ctx(), payload, { address: '10.0.5.1', cookie: mine, key });
      const retry = await bookAs(ctx(), payload, { address: '10.0.5.1', cookie: mine, key });
      expect(retry.json().data.transactionId).toBe(first.json().data.transactionId);

      const stranger = await bookAs(ctx(), orderPayload(rate, trip, guest(41)), {
        address: '10.0.5.2',
        cookie: 'hotel_guest=another-browser-session-00000',
        key,
      });
      expect(stranger.statusCode, stranger.body).toBe(200);
      expect(stranger.json().data.transactionId).not.toBe(first.json().data.transactionId);
      const cookieless = await bookAs(ctx(), orderPayload(rate, trip, guest(42)), { address: '10.0.5.3', key });
      expect(cookieless.json().data.transactionId).not.toBe(first.json().data.transactionId);
      const cookielessRetry = await bookAs(ctx(), orderPayload(rate, trip, guest(42)), { address: '10.0.5.3', key });
      expect(cookielessRetry.json().data.transactionId).toBe(cookieless.json().data.transactionId);

      const member = await bookingMember(ctx, `idem.${Date.now()}`, '13700000000');
      const asMember = await bookAs(ctx(), orderPayload(rate, trip, guest(43)), {
        address: '10.0.5.4',
        token: member.token,
        key,
      });
      expect(asMember.statusCode, asMember.body).toBe(200);
      expect(new Set([first, stranger, cookieless, asMember].map((r) => r.json().data.transactionId)).size).toBe(4);
    });

    it('finds a reservation by the whole phone number only, with or without the country code', async () => {
      const rate = await findRate(db(), 2);
      const created = (await book(ctx(), orderPayload(rate, stay('2027-02-13', '2027-02-14')))).json().data;
      const check = (phone: string) =>
        ctx()
          .app.inject({
            method: 'POST',
            url: `${API}/en-US/orders/${created.confirmationNumber}/check`,
            payload: { phone },
            remoteAddress: `10.0.6.${Math.floor(Math.random() * 250)}`,
          })
          .then((r) => r.json().errorCode);
      for (const whole of ['13800138000', '+86 138 0013 8000', '0086 13800138000', '86-13800138000']) {
        expect(await check(whole), whole).toBe(0);
      }
      for (const part of ['38000', '0138000', '3800138000', '13800138001']) {
        expect(await check(part), part).toBe(ErrorCode.reservationNotFound);
      }
    });

    it('keeps one spelling of a booker mobile typed with a leading 0 in its calling code, and finds it', async () => {
      const rate = await findRate(db(), 2);
      const payload = orderPayload(rate, stay('2027-02-17', '2027-02-18'), guest(60, '086 13400004444'));
      const created = await bookAs(ctx(), payload, { address: '10.0.7.1' });
      expect(created.statusCode, created.body).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.transactionId, created.json().data.transactionId));
      expect(row!.bookerMobile).toBe('86 13400004444');
      for (const phone of ['13400004444', '+86 134 0000 4444', '086 13400004444']) {
        const found = await ctx().app.inject({
          method: 'POST',
          url: `${API}/en-US/orders/${created.json().data.confirmationNumber}/check`,
          payload: { phone },
          remoteAddress: '10.0.7.2',
        });
        expect(found.json().errorCode, phone).toBe(0);
      }
    });

    it('refuses a picture with more pixels than the limit without decoding it', async () => {
      const buyer = await newMember(ctx);
      const { call } = mallCaller(ctx);
      const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const body = multipart([{ filename: 'bomb.png', content: bomb }]);
      const refused = await call('POST', '/en-US/mall/uploads', buyer.token, body.payload, body.headers);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().errorCode).toBe(ErrorCode.pictureTooManyPixels);
      expect(refused.json().message).toMatch(/too large in width and height/);
    });
  },
  {
    ORDER_RATE_LIMIT_PER_MINUTE: '5',
    MAX_UNPAID_ORDERS_PER_GUEST: '2',
    MAX_UNPAID_ORDERS_PER_ADDRESS: '3',
  },
);
