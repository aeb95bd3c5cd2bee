import { ONLINE_PAYMENT_TYPES, OnlineChannel, PaymentType } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { roomListSchema } from '@hotel/contract/schemas/rooms';
import { siteConfigSchema } from '@hotel/contract/schemas/site';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { orders } from '../modules/booking/booking.schema.ts';
import { book, findRate, orderPayload } from '../modules/booking/booking.test-helpers.ts';
import { ratePlans } from '../modules/catalog/catalog.schema.ts';
import { payments } from '../modules/payments/payments.schema.ts';
import { DEMO_MEMBER } from '../seed/members.ts';
import { describeEachDatabase } from '../test/context.ts';

const API = '/api/v1/booking';
const STAY = { checkInDate: '2026-12-07', checkOutDate: '2026-12-08' };
const METRICS_TOKEN = 'scraper-token-0123456789abcdef';

/** A production server as the README says to run one: its own secrets, no online payment provider. */
describeEachDatabase(
  'production without an online payment provider',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);

    it('tells the web app it is production and offers no online payment', async () => {
      const response = await inject({ method: 'GET', url: `${API}/hotel-configs` });
      expect(response.statusCode, response.body).toBe(200);
      const config = siteConfigSchema.parse(response.json().data);
      expect(config).toMatchObject({ production: true, onlinePayments: false });
    });

    it('lists no rate paid online, and offers no online channel', async () => {
      const { db } = ctx().database;
      const online = await findRate(db, PaymentType.online);
      const list = await inject({
        method: 'GET',
        url: `${API}/en-US/rooms?hotelCode=${online.hotelCode}&checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}`,
      });
      expect(list.statusCode, list.body).toBe(200);
      const rates = roomListSchema.parse(list.json().data).list.flatMap((room) => room.roomRates);
      expect(rates.length).toBeGreaterThan(0);
      expect(rates.filter((rate) => ONLINE_PAYMENT_TYPES.includes(rate.paymentType))).toEqual([]);
      // The hotel list's "from" price is one a guest can book: the cheapest rate listed.
      const searched = await inject({
        method: 'GET',
        url: `${API}/en-US/hotels/search?hotelCodes=${online.hotelCode}&checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}&limit=10&offset=0`,
      });
      const open = rates.filter((rate) => !rate.isFull && !rate.requiresSignIn);
      expect(searched.json().data.list[0].lowestPrice.amount).toBe(
        Math.min(...open.map((rate) => rate.averageNightly.amount)),
      );
      // Hidden, not deleted: the catalogue keeps them for when a provider is configured.
      expect(await db.select().from(ratePlans).where(eq(ratePlans.paymentType, PaymentType.online))).not.toEqual([]);

      const info = await inject({
        method: 'GET',
        url: `${API}/en-US/orders/payment-type?hotelCode=${online.hotelCode}&ratePlanCode=${online.ratePlanCode}`,
      });
      expect(info.json().data.channels).toEqual([]);
      const channels = await inject({ method: 'GET', url: `${API}/payments?hotelCode=${online.hotelCode}` });
      expect(channels.json().data.channels).toEqual([]);
    });

    let guestOrder = '';
    it('refuses to book a rate paid online, with a translated message, and holds nothing', async () => {
      const { db } = ctx().database;
      const online = await findRate(db, PaymentType.online);
      const [before] = await db.select({ n: count() }).from(orders);
      const response = await book(ctx(), orderPayload(online, STAY), 'ja');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        errorCode: ErrorCode.onlinePaymentUnavailable,
        message: 'このサイトではオンライン決済をご利用いただけません。現地払いの料金プランをお選びください。',
      });
      const [after] = await db.select({ n: count() }).from(orders);
      expect(after!.n).toBe(before!.n);
      // Rates paid at the hotel are still booked.
      const atHotel = await findRate(db, PaymentType.payAtHotel);
      const booked = await book(ctx(), orderPayload(atHotel, STAY));
      expect(booked.statusCode, booked.body).toBe(200);
      guestOrder = booked.json().data.transactionId;
    });

    it('answers a start-payment call with the clear error and writes no payment', async () => {
      const { db } = ctx().database;
      const order = { id: guestOrder };
      const response = await inject({
        method: 'POST',
        url: `${API}/en-US/orders/payment`,
        payload: { transactionId: order!.id, channel: OnlineChannel.alipay },
      });
      expect(response.json().errorCode).toBe(ErrorCode.onlinePaymentUnavailable);
      expect(response.json().message).toMatch(/Online payment is not available/);
      expect(await db.select().from(payments).where(eq(payments.orderId, order!.id))).toEqual([]);

      const login = await inject({
        method: 'POST',
        url: `${API}/member/login`,
        payload: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      const token = login.json().data.token as string;
      const goods = await inject({
        method: 'POST',
        url: `${API}/en-US/mall/orders/payment`,
        headers: { authorization: `Bearer ${token}` },
        payload: { orderId: 'GO0000000001', channel: OnlineChannel.alipay },
      });
      expect(goods.json().errorCode).toBe(ErrorCode.onlinePaymentUnavailable);
    });

    it('has no sandbox pay page and accepts no sandbox notification', async () => {
      const page = await inject({ method: 'GET', url: '/sandbox-pay/pay_anything?lang=en-US' });
      // No pay page: the address answers 404 itself, not the web app's page for unknown addresses.
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('name="outcome"');
      expect((await inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      const notify = await inject({
        method: 'POST',
        url: `${API}/payments/notify/sandbox`,
        payload: { paymentId: 'pay_x', outcome: 'succeeded' },
      });
      expect(notify.statusCode).toBe(400);
    });

    it('serves /metrics only with its bearer token', async () => {
      expect((await inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      const scraped = await inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('http_request_duration_seconds');
    });
  },
  {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://book.aurora-hotels.example',
    CONTENT_PREVIEW_KEY: 'private-preview-key-for-tests-81',
    STAFF_SECRET_KEY: 'private-staff-key-for-tests-2c',
    METRICS_TOKEN,
  },
);
