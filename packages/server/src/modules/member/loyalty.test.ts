import { ErrorCode } from '@hotel/contract/errors';
import { tierForGrowth } from '@hotel/contract/schemas/loyalty';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localToday } from '../../platform/clock.ts';
import { DEMO_MEMBER } from '../../seed/members.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { findOrder, transitionOrder } from '../booking/booking.repo.ts';
import { orders } from '../booking/booking.schema.ts';
import { createBookingService } from '../booking/booking.service.ts';
import { orderPayload, setRoomsLeft } from '../booking/booking.test-helpers.ts';
import { createCancellationService } from '../booking/cancellation.ts';
import { closeExpiredOrders } from '../booking/expiry.ts';
import { registerRoomPayments } from '../booking/room-payments.ts';
import { hotels, ratePlans, roomTypes } from '../catalog/catalog.schema.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createRoomService } from '../catalog/rooms.service.ts';
import { createPaymentService } from '../payments/payments.service.ts';
import { createSandboxProvider } from '../payments/sandbox.ts';
import { createCouponService } from '../promotions/coupons.service.ts';
import {
  couponActivities,
  couponActivityClaims,
  couponTemplates,
  memberCoupons,
} from '../promotions/promotions.schema.ts';
import { createPromotionService } from '../promotions/promotions.service.ts';
import { createLoyaltyService } from './loyalty.ts';
import { members, pointsLedger } from './member.schema.ts';
import { bookingMember, caller } from './member.test-helpers.ts';

describeEachDatabase(
  'points, tiers and coupons',
  (ctx) => {
    const call = caller(ctx);
    const db = () => ctx().database.db;
    const now = () => ctx().clock.now;
    const services = () => {
      const exchange = createExchangeService(db());
      const loyalty = createLoyaltyService({ db: db(), exchange, now });
      const coupons = createCouponService({ db: db(), exchange, now });
      const promotions = createPromotionService(db());
      const payments = registerRoomPayments(
        createPaymentService({ db: db(), provider: createSandboxProvider('x'.repeat(16)), now }),
        { db: db() },
      );
      const booking = createBookingService({
        db: db(),
        rooms: createRoomService(db(), promotions, exchange, now),
        promotions,
        loyalty,
        coupons,
        payments,
      });
      const cancellation = createCancellationService({
        db: db(),
        payments,
        now,
        releaseBenefits: booking.releaseBenefits,
      });
      return { loyalty, cancellation };
    };

    /** A rate of the given payment type at a hotel priced in yuan (one point is one fen there). */
    async function yuanRate(paymentType: number, memberOnly = false) {
      const [row] = await db()
        .select({ hotelCode: ratePlans.hotelCode, ratePlanCode: ratePlans.ratePlanCode })
        .from(ratePlans)
        .innerJoin(hotels, eq(hotels.hotelCode, ratePlans.hotelCode))
        .where(
          and(
            eq(hotels.currency, 'CNY'),
            eq(ratePlans.paymentType, paymentType),
            eq(ratePlans.memberOnly, memberOnly),
            eq(ratePlans.codeOnly, false),
            eq(ratePlans.minStay, 1),
          ),
        )
        .orderBy(ratePlans.hotelCode)
        .limit(1);
      const [room] = await db().select().from(roomTypes).where(eq(roomTypes.hotelCode, row!.hotelCode)).limit(1);
      return { hotelCode: row!.hotelCode, roomTypeCode: room!.roomTypeCode, ratePlanCode: row!.ratePlanCode };
    }

    const stay = (checkInDate: string, checkOutDate: string) => ({ checkInDate, checkOutDate });
    const balance = async (memberId: string) =>
      (await db().select({ points: members.pointsBalance }).from(members).where(eq(members.memberId, memberId)))[0]!
        .points;
    const ledgerSum = async (memberId: string) =>
      (
        await db()
          .select({ total: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
          .from(pointsLedger)
          .where(eq(pointsLedger.memberId, memberId))
      )[0]!.total;
    async function quoteAndBook(token: string, payload: object) {
      const quote = await call('POST', '/en-US/orders/quote', token, payload);
      if (quote.statusCode !== 200) return { quote, created: quote };
      const created = await call('POST', '/en-US/orders', token, {
        ...payload,
        verifyAmount: quote.json().data.payAmount,
      });
      return { quote, created };
    }

    it('pays part of an online booking with points (type 4), takes them in the booking and returns them on cancel', async () => {
      const m = await bookingMember(ctx, 'points.part', '13600000001');
      const rate = await yuanRate(1);
      const payload = orderPayload(rate, stay('2026-12-10', '2026-12-11'), { point: 600 });
      const plain = (await call('POST', '/en-US/orders/quote', m.token, { ...payload, point: 0 })).json().data;
      expect(plain.maxPoints).toBe(1000);
      const { quote, created } = await quoteAndBook(m.token, payload);
      expect(created.statusCode, created.body).toBe(200);
      expect(quote.json().data).toMatchObject({ pointDiscount: 600, paymentType: 4, payAmount: plain.payAmount - 600 });
      const order = created.json().data;
      expect(order).toMatchObject({ status: 0, paymentType: 4, payAmount: plain.payAmount - 600 });
      expect(await balance(m.memberId)).toBe(400);
      const payment = await call('POST', '/en-US/orders/payment', m.token, {
        transactionId: order.transactionId,
        channel: 1,
      });
      expect(payment.statusCode, payment.body).toBe(200);
      expect(payment.json().data.amount).toBe(plain.payAmount - 600);

      const cancelled = await call('DELETE', '/en-US/orders', m.token, { transactionId: order.transactionId });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await balance(m.memberId)).toBe(1000);
      expect(await ledgerSum(m.memberId)).toBe(1000);
      const history = (await call('GET', '/member/membershipCard/integral/history', m.token)).json().data.list;
      expect(history.map((row: { kind: string; delta: number }) => [row.kind, row.delta])).toEqual([
        ['refund', 600],
        ['redeem', -600],
        ['welcome', 1000],
      ]);
    });

    it('refuses more points than the member has or than the booking costs, and points from visitors', async () => {
      const m = await bookingMember(ctx, 'points.refuse', '13600000002');
      const rate = await yuanRate(1);
      const payload = orderPayload(rate, stay('2026-12-12', '2026-12-13'));
      const tooMany = await quoteAndBook(m.token, { ...payload, point: 1001 });
      expect(tooMany.created.json().errorCode).toBe(ErrorCode.insufficientPoints);
      const visitor = await call('POST', '/en-US/orders/quote', null, { ...payload, point: 10 });
      expect(visitor.json().errorCode).toBe(ErrorCode.pleaseLogIn);
      await db().update(members).set({ pointsBalance: 10_000_000 }).where(eq(members.memberId, m.memberId));
      const beyond = await call('POST', '/en-US/orders/quote', m.token, { ...payload, point: 9_999_999 });
      expect(beyond.json().errorCode).toBe(ErrorCode.validationError);
      expect(beyond.json().data.fields[0].field).toBe('point');
      const atHotel = await call('POST', '/en-US/orders/quote', m.token, {
        ...orderPayload(await yuanRate(2), stay('2026-12-12', '2026-12-13')),
        point: 100,
      });
      expect(atHotel.json().errorCode).toBe(ErrorCode.paymentWayUnavailable);
    });

    it('confirms at once a booking paid entirely with points (type 5)', async () => {
      const m = await bookingMember(ctx, 'points.all', '13600000003');
      await db().update(members).set({ pointsBalance: 5_000_000 }).where(eq(members.memberId, m.memberId));
      const rate = await yuanRate(1);
      const payload = orderPayload(rate, stay('2026-12-14', '2026-12-15'));
      const plain = (await call('POST', '/en-US/orders/quote', m.token, payload)).json().data;
      const { created } = await quoteAndBook(m.token, { ...payload, point: plain.maxPoints });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data).toMatchObject({ status: 1, paymentType: 5, payAmount: 0 });
      expect(await balance(m.memberId)).toBe(5_000_000 - plain.maxPoints);
    });

    it('never lets points go negative when bookings paying with them arrive at once', async () => {
      const m = await bookingMember(ctx, 'points.race', '13600000004');
      const rate = await yuanRate(1);
      await setRoomsLeft(db(), rate.hotelCode, rate.roomTypeCode, '2026-12-16', 10);
      const payload = orderPayload(rate, stay('2026-12-16', '2026-12-17'), { point: 400 });
      const quote = (await call('POST', '/en-US/orders/quote', m.token, payload)).json().data;
      const attempts = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('POST', '/en-US/orders', m.token, { ...payload, verifyAmount: quote.payAmount }),
        ),
      );
      const codes = attempts.map((response) => response.json().errorCode);
      expect(codes.filter((code) => code === 0)).toHaveLength(2);
      expect(codes.filter((code) => code !== 0).every((code) => code === ErrorCode.insufficientPoints)).toBe(true);
      expect(await balance(m.memberId)).toBe(200);
      expect(await ledgerSum(m.memberId)).toBe(200);
      const placed = await db().select().from(orders).where(eq(orders.memberId, m.memberId));
      expect(placed.map((order) => order.pointsUsed)).toEqual([400, 400]);
    });

    it('takes a coupon off the booking, marks it used and gives it back when the booking is cancelled', async () => {
      const m = await bookingMember(ctx, 'coupon.use', '13600000005');
      const [coupon] = (await call('GET', '/member/en-US/coupon/couponList', m.token)).json().data;
      expect(coupon).toMatchObject({ templateCode: 'WELCOME50', couponType: 1, amount: 5000, minSpend: 30000 });
      const rate = await yuanRate(2);
      const payload = orderPayload(rate, stay('2026-12-18', '2026-12-19'), {
        voucherCode: coupon.couponCode,
        voucherSource: 'welcome',
      });
      const wrongSource = await call('POST', '/en-US/orders/quote', m.token, { ...payload, voucherSource: 'gift' });
      expect(wrongSource.json().errorCode).toBe(ErrorCode.voucherOrCardIncorrect);
      const { quote, created } = await quoteAndBook(m.token, payload);
      expect(created.statusCode, created.body).toBe(200);
      expect(quote.json().data.voucherDiscount).toBe(5000);
      const id = created.json().data.transactionId;
      const used = (await call('GET', '/member/en-US/coupon/couponList?status=used', m.token)).json().data;
      expect(used).toMatchObject([{ couponId: coupon.couponId, status: 'used', transactionId: id }]);
      const again = await call('POST', '/en-US/orders/quote', m.token, payload);
      expect(again.json().errorCode).toBe(ErrorCode.voucherOrCardIncorrect);
      const detail = (await call('GET', `/en-US/orders/${id}`, m.token)).json().data;
      expect(detail.amounts.voucherDiscount.amount).toBe(5000);

      expect((await call('DELETE', '/en-US/orders', m.token, { transactionId: id })).statusCode).toBe(200);
      const back = (await call('GET', '/member/en-US/coupon/couponList?status=unused', m.token)).json().data;
      expect(back).toMatchObject([{ couponId: coupon.couponId, status: 'unused', transactionId: null }]);
    });

    it('refuses a coupon below its minimum spend or past its validity', async () => {
      const m = await bookingMember(ctx, 'coupon.refuse', '13600000006');
      await db()
        .insert(couponTemplates)
        .values({
          templateCode: 'HUGE-MIN',
          name: { 'zh-CN': 'x', 'zh-TW': 'x', 'en-US': 'x', ja: 'x', 'ko-KR': 'x', 'th-TH': 'x' },
          terms: { 'zh-CN': 'x', 'zh-TW': 'x', 'en-US': 'x', ja: 'x', 'ko-KR': 'x', 'th-TH': 'x' },
          couponType: 1,
          amount: 100,
          minSpend: 100_000_000,
          currency: 'CNY',
        });
      await db()
        .insert(memberCoupons)
        .values([
          {
            couponId: 'cpn_min',
            couponCode: 'CPTESTMIN001',
            templateCode: 'HUGE-MIN',
            memberId: m.memberId,
            source: 'reward',
            validFrom: '2026-01-01',
            validTo: '2027-12-31',
          },
          {
            couponId: 'cpn_old',
            couponCode: 'CPTESTOLD001',
            templateCode: 'WELCOME50',
            memberId: m.memberId,
            source: 'reward',
            validFrom: '2025-01-01',
            validTo: '2025-12-31',
          },
        ]);
      const payload = orderPayload(await yuanRate(2), stay('2026-12-20', '2026-12-21'));
      const minimum = await call('POST', '/en-US/orders/quote', m.token, { ...payload, voucherCode: 'CPTESTMIN001' });
      expect(minimum.json().errorCode).toBe(ErrorCode.couponMinimumSpend);
      const expired = await call('POST', '/en-US/orders/quote', m.token, { ...payload, voucherCode: 'CPTESTOLD001' });
      expect(expired.json().errorCode).toBe(ErrorCode.voucherOrCardIncorrect);
      const list = (await call('GET', '/member/en-US/coupon/couponList?status=expired', m.token)).json().data;
      expect(list.map((c: { couponId: string }) => c.couponId)).toEqual(['cpn_old']);
    });

    it('gives points and the coupon back when an unpaid booking closes at its deadline', async () => {
      const m = await bookingMember(ctx, 'closing', '13600000007');
      const [coupon] = (await call('GET', '/member/en-US/coupon/couponList', m.token)).json().data;
      const rate = await yuanRate(1);
      const { created } = await quoteAndBook(
        m.token,
        orderPayload(rate, stay('2026-12-22', '2026-12-23'), { point: 300, voucherCode: coupon.couponCode }),
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(await balance(m.memberId)).toBe(700);
      const start = ctx().clock.now;
      ctx().clock.now = new Date(new Date(created.json().data.paymentDeadline).getTime() + 1_000);
      try {
        expect(await closeExpiredOrders(db(), services().cancellation, now())).toBeGreaterThanOrEqual(1);
      } finally {
        ctx().clock.now = start;
      }
      const [order] = await db()
        .select()
        .from(orders)
        .where(eq(orders.transactionId, created.json().data.transactionId));
      expect(order).toMatchObject({ status: 4, refundLabel: 'orderClosed' });
      expect(await balance(m.memberId)).toBe(1000);
      const [row] = await db().select().from(memberCoupons).where(eq(memberCoupons.couponId, coupon.couponId));
      expect(row).toMatchObject({ status: 'unused', transactionId: null });
    });

    it('prices member rates with the tier’s benefit for members and asks visitors to sign in', async () => {
      const rate = await yuanRate(2, true);
      const query = `hotelCode=${rate.hotelCode}&checkInDate=2026-12-24&checkOutDate=2026-12-25&rateCode=${rate.ratePlanCode}`;
      const token = (
        await call('POST', '/member/login', null, { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password })
      ).json().data.token;
      const rooms = `/en-US/hotels/${rate.hotelCode}/rooms/${rate.roomTypeCode}?${query}`;
      const visitor = (await call('GET', rooms)).json().data.list[0].roomRates[0];
      const member = (await call('GET', rooms, token)).json().data.list[0].roomRates[0];
      expect(visitor.requiresSignIn).toBe(true);
      expect(member.requiresSignIn).toBe(false);
      const nightly = visitor.nightlyPrices[0].price.amount;
      expect(member.nightlyPrices[0].price.amount).toBe(nightly - Math.floor((nightly * 5) / 100));
      const payload = orderPayload(rate, stay('2026-12-24', '2026-12-25'));
      expect((await call('POST', '/en-US/orders/quote', null, payload)).json().errorCode).toBe(ErrorCode.pleaseLogIn);
      const booked = await quoteAndBook(token, payload);
      expect(booked.created.statusCode, booked.created.body).toBe(200);
      expect(booked.quote.json().data.roomAmount).toBe(member.total.amount);
      const bookable = (
        await call(
          'GET',
          `/hotels/${rate.hotelCode}/rate/${rate.ratePlanCode}/isbooking?${query}&roomTypeCode=${rate.roomTypeCode}`,
          token,
        )
      ).json().data;
      expect(bookable.isBooking).toBe(true);
    });

    it('estimates the points a member’s stay earns on the order, and none for a guest or once cancelled', async () => {
      const m = await bookingMember(ctx, 'estimate', '13600000012');
      const rate = await yuanRate(2);
      const { created } = await quoteAndBook(m.token, orderPayload(rate, stay('2026-12-20', '2026-12-22')));
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.transactionId as string;
      const order = (await findOrder(db(), id))!;
      const detail = () => call('GET', `/en-US/orders/${id}`, m.token).then((answer) => answer.json().data);
      // One point per yuan of the room amount, as the stay will be credited at check-out.
      expect((await detail()).pointsEarnedEstimate).toBe(Math.floor(order.roomAmount / 100));
      expect((await detail()).pointsEarnedEstimate).toBeGreaterThan(0);
      const guest = await quoteAndBook('', orderPayload(rate, stay('2026-12-20', '2026-12-22')));
      expect(guest.created.statusCode, guest.created.body).toBe(200);
      const guestId = guest.created.json().data.transactionId as string;
      expect((await call('GET', `/en-US/orders/${guestId}`, null)).json().data.pointsEarnedEstimate).toBe(0);
      const cancelled = await call('DELETE', '/en-US/orders', m.token, { transactionId: id });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await detail()).pointsEarnedEstimate).toBe(0);
    });

    it('credits a completed stay once with points, growth and a consumption row from what was paid (voucher and points taken off); the tier follows growth', async () => {
      const m = await bookingMember(ctx, 'stayer', '13600000008');
      const rate = await yuanRate(2);
      const { created } = await quoteAndBook(m.token, orderPayload(rate, stay('2026-12-26', '2026-12-28')));
      const id = created.json().data.transactionId;
      const { loyalty } = services();
      expect(await loyalty.creditCompletedStay(id)).toBeNull();
      for (const to of [5, 2] as const) {
        const order = (await findOrder(db(), id))!;
        await transitionOrder(db(), order, {
          to,
          actor: 'test',
          reason: { code: 'other', note: 'stay' },
          now: new Date(),
        });
      }
      // A CNY 80 voucher and CNY 25 of points paid part of the stay: billing and spend record what the member paid.
      await db()
        .update(orders)
        .set({ voucherDiscount: 8_000, pointDiscount: 2_500, payAmount: sql`${orders.totalAmount} - 10500` })
        .where(eq(orders.transactionId, id));
      const order = (await findOrder(db(), id))!;
      expect(order.payAmount).toBe(order.totalAmount - 10_500);
      const credited = await loyalty.creditCompletedStay(id);
      const expected = Math.floor((order.roomAmount - 10_500) / 100);
      expect(credited).toEqual({ points: expected, growth: expected });
      expect(await loyalty.creditCompletedStay(id)).toBeNull();
      const standing = (await call('GET', '/member/memberInfo/memberGetPoint', m.token)).json().data;
      expect(standing).toMatchObject({ points: 1000 + expected, growth: expected, tier: tierForGrowth(expected) });
      const consumption = (await call('GET', '/member/membershipCard/consumption/history', m.token)).json().data;
      expect(consumption.list).toMatchObject([{ transactionId: id, amount: order.payAmount, currency: 'CNY' }]);
      const profile = (await call('GET', '/member/memberInfo', m.token)).json().data;
      expect(profile.currentSpend).toBe(order.payAmount);
      const growth = (await call('GET', '/member/membershipCard/growth/history', m.token)).json().data;
      expect(growth.list).toMatchObject([{ kind: 'stay', delta: expected, transactionId: id }]);
      expect(await ledgerSum(m.memberId)).toBe(await balance(m.memberId));
    });

    it('lets a member collect coupons of an activity up to the limit, even when clicking many times at once', async () => {
      const m = await bookingMember(ctx, 'collector', '13600000009');
      const open = (await call('GET', '/member/coupon/availableActivity', m.token)).json().data;
      expect(open.map((a: { activityCode: string }) => a.activityCode)).toEqual(['WINTER-2026', 'MEMBER-TEN']);
      const attempts = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', '/member/coupon/signInActivity', m.token, { activityCode: 'MEMBER-TEN' }),
        ),
      );
      const codes = attempts.map((response) => response.json().errorCode);
      expect(codes.filter((code) => code === 0)).toHaveLength(2);
      expect(codes.filter((code) => code !== 0).every((code) => code === ErrorCode.voucherCollectFailed)).toBe(true);
      const [claim] = await db()
        .select()
        .from(couponActivityClaims)
        .where(and(eq(couponActivityClaims.memberId, m.memberId), eq(couponActivityClaims.activityCode, 'MEMBER-TEN')));
      expect(claim!.claimed).toBe(2);
      const mine = await db().select().from(memberCoupons).where(eq(memberCoupons.memberId, m.memberId));
      expect(mine.filter((c) => c.activityCode === 'MEMBER-TEN')).toHaveLength(2);
      const after = (await call('GET', '/member/coupon/availableActivity', m.token)).json().data;
      expect(after.find((a: { activityCode: string }) => a.activityCode === 'MEMBER-TEN').collected).toBe(2);
      expect(
        (await call('POST', '/member/coupon/signInActivity', null, { activityCode: 'MEMBER-TEN' })).statusCode,
      ).toBe(401);
    });

    it('stops an activity when its coupons are gone', async () => {
      const first = await bookingMember(ctx, 'first.come', '13600000010');
      const second = await bookingMember(ctx, 'second.come', '13600000011');
      await db()
        .update(couponActivities)
        .set({ totalQuantity: sql`${couponActivities.issuedCount} + 1` })
        .where(eq(couponActivities.activityCode, 'WINTER-2026'));
      const [a, b] = await Promise.all([
        call('POST', '/member/coupon/signInActivity', first.token, { activityCode: 'WINTER-2026' }),
        call('POST', '/member/coupon/signInActivity', second.token, { activityCode: 'WINTER-2026' }),
      ]);
      expect([a.json().errorCode, b.json().errorCode].sort()).toEqual([0, ErrorCode.voucherCollectFailed].sort());
      const [activity] = await db()
        .select()
        .from(couponActivities)
        .where(eq(couponActivities.activityCode, 'WINTER-2026'));
      expect(activity!.issuedCount).toBe(activity!.totalQuantity);
    });

    it("shows a hotel's next arrival until the arrival day is over in the hotel's time zone, not in UTC", async () => {
      const m = await bookingMember(ctx, 'arrivals', '13600000019');
      const rate = await yuanRate(2);
      const { created } = await quoteAndBook(m.token, orderPayload(rate, stay('2026-11-22', '2026-11-23')));
      expect(created.statusCode, created.body).toBe(200);
      const [hotel] = await db().select().from(hotels).where(eq(hotels.hotelCode, rate.hotelCode));
      // Late on the arrival day in UTC, already the next day at the hotel (east of UTC).
      const late = new Date('2026-11-22T17:00:00Z');
      expect(localToday(hotel!.timeZone, late)).toBe('2026-11-23');
      const nextArrival = async () =>
        (await call('GET', '/member/en-US/orders/hotels', m.token))
          .json()
          .data.find((row: { hotelCode: string }) => row.hotelCode === rate.hotelCode).nextArrival;
      const saved = ctx().clock.now;
      try {
        ctx().clock.now = new Date('2026-11-22T10:00:00Z');
        expect(await nextArrival()).toBe('2026-11-22');
        ctx().clock.now = late;
        expect(await nextArrival()).toBeNull();
      } finally {
        ctx().clock.now = saved;
      }
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
