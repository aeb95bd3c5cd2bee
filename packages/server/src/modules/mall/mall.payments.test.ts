import { GoodsOrderStatus } from '@hotel/contract/enums';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { createExchangeService } from '../catalog/exchange.ts';
import { createLoyaltyService } from '../member/loyalty.ts';
import { payments, sandboxRefunds } from '../payments/payments.schema.ts';
import { createPaymentService } from '../payments/payments.service.ts';
import { flakyProvider, SANDBOX_SECRET } from '../payments/payments.test-helpers.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { createSandboxProvider } from '../payments/sandbox.ts';
import { createCouponService } from '../promotions/coupons.service.ts';
import { registerGoodsPayments } from './mall.payments.ts';
import { goodsOrderHistory, goodsOrders } from './mall.schema.ts';
import { ADDRESS, mallCaller, newMember } from './mall.test-helpers.ts';
import { createMallOrders } from './orders.service.ts';

const policy = { maxAttempts: 3, retryBaseMs: 60_000 };
const S = GoodsOrderStatus;

describeEachDatabase(
  'goods payments bound to their order, goods refunds that survive a crash',
  (ctx) => {
    const { call, checkout, pay } = mallCaller(ctx);
    const db = () => ctx().database.db;
    const orderOf = async (id: string) =>
      (await db().select().from(goodsOrders).where(eq(goodsOrders.orderId, id)))[0]!;
    const paymentsOf = async (orderId: string) =>
      db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderKind, 'goods'), eq(payments.orderId, orderId)))
        .orderBy(asc(payments.createdAt));
    const historyOf = async (orderId: string) =>
      db()
        .select()
        .from(goodsOrderHistory)
        .where(eq(goodsOrderHistory.orderId, orderId))
        .orderBy(asc(goodsOrderHistory.id));
    const refundsOf = async (paymentId: string) =>
      db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
    const services = (provider: PaymentProvider) => {
      const now = () => ctx().clock.now;
      const exchange = createExchangeService(db());
      const paying = createPaymentService({ db: db(), provider, now, refundPolicy: policy });
      const orders = createMallOrders({
        db: db(),
        payments: registerGoodsPayments(paying, { db: db() }),
        loyalty: createLoyaltyService({ db: db(), exchange, now }),
        coupons: createCouponService({ db: db(), exchange, now }),
        now,
      });
      return { payments: paying, orders };
    };
    const later = (ms: number) => {
      ctx().clock.now = new Date(ctx().clock.now.getTime() + ms);
    };
    const robeOrder = async (token: string) =>
      (await checkout(token, { items: [{ skuCode: 'BATHROBE-M', quantity: 1 }], address: ADDRESS })).json().data as {
        orderId: string;
        payAmount: number;
      };
    const paidRobe = async () => {
      const { token } = await newMember(ctx);
      const order = await robeOrder(token);
      await pay(token, order.orderId);
      expect((await orderOf(order.orderId)).status).toBe(S.booked);
      return { orderId: order.orderId, paymentId: (await paymentsOf(order.orderId))[0]!.paymentId };
    };

    it('refunds and records a success whose amount no longer matches the goods order, never fulfilling it', async () => {
      const { token } = await newMember(ctx);
      const order = await robeOrder(token);
      const started = (
        await call('POST', '/en-US/mall/orders/payment', token, { orderId: order.orderId, channel: 1 })
      ).json().data;
      await db()
        .update(goodsOrders)
        .set({ payAmount: order.payAmount + 5_000 })
        .where(eq(goodsOrders.orderId, order.orderId));
      await ctx().app.inject({
        method: 'POST',
        url: `/sandbox-pay/${started.paymentId}?lang=en-US`,
        payload: 'outcome=succeeded',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(await orderOf(order.orderId)).toMatchObject({ status: S.waitingToPay, paidAt: null });
      expect((await paymentsOf(order.orderId))[0]).toMatchObject({ status: 'refunded', refundReason: 'orderChanged' });
      expect(await refundsOf(started.paymentId)).toMatchObject([{ amount: order.payAmount, requests: 1 }]);
      const reasons = (await historyOf(order.orderId)).map((row) => row.reason);
      expect(reasons.some((reason) => reason.includes(`payment ${started.paymentId} not applied`))).toBe(true);
    });

    it('refunds and records a success that arrives after the unpaid goods order was cancelled', async () => {
      const { token } = await newMember(ctx);
      const order = await robeOrder(token);
      const started = (
        await call('POST', '/en-US/mall/orders/payment', token, { orderId: order.orderId, channel: 1 })
      ).json().data;
      await call('POST', '/pc/ORDER/shopmallorderstatus/cancelOrder', token, { orderId: order.orderId });
      const notification = createSandboxProvider(SANDBOX_SECRET).signedNotification(
        started.paymentId,
        'succeeded',
        started.amount,
        started.currency,
      );
      const answer = await ctx().app.inject({
        method: 'POST',
        url: '/api/v1/booking/payments/notify/sandbox',
        payload: notification,
      });
      expect(answer.statusCode).toBe(200);
      expect((await orderOf(order.orderId)).status).toBe(S.cancelled);
      expect((await paymentsOf(order.orderId))[0]).toMatchObject({ status: 'refunded', refundReason: 'orderClosed' });
      expect(await refundsOf(started.paymentId)).toHaveLength(1);
      const last = (await historyOf(order.orderId)).map((row) => row.reason);
      expect(last.some((reason) => reason.includes(`payment ${started.paymentId} not applied`))).toBe(true);
    });

    it('resumes a goods cancellation left in refund by a crash exactly once, even when two job runs race', async () => {
      const { orderId, paymentId } = await paidRobe();
      // What a process killed between the two commits of a cancellation leaves behind.
      await db()
        .update(goodsOrders)
        .set({ status: S.cancellationRefundInProgress })
        .where(eq(goodsOrders.orderId, orderId));
      const provider = flakyProvider(ctx(), 0);
      const [one, two] = [services(provider), services(provider)];
      await Promise.all([one.payments.resumeRefunds(), two.payments.resumeRefunds()]);
      await Promise.all([one.payments.resumeRefunds(), two.payments.resumeRefunds()]);
      expect(provider.requests).toBe(1);
      expect(await refundsOf(paymentId)).toMatchObject([{ requests: 1 }]);
      expect((await orderOf(orderId)).status).toBe(S.cancellationRefunded);
      expect((await paymentsOf(orderId))[0]).toMatchObject({ status: 'refunded', refundAttempts: 1 });
    });

    it('retries a failing goods refund until it succeeds, then flags one that never does for staff', async () => {
      const start = ctx().clock.now;
      const flaky = flakyProvider(ctx(), 1);
      const retried = await paidRobe();
      const never = flakyProvider(ctx(), 100);
      const flagged = await paidRobe();
      try {
        const first = services(flaky);
        expect((await first.orders.cancel(retried.orderId, { staff: 'S1' })).status).toBe(
          S.cancellationRefundInProgress,
        );
        await Promise.all([first.payments.resumeRefunds(), first.payments.resumeRefunds()]);
        expect(flaky.requests).toBe(1);
        later(policy.retryBaseMs);
        await Promise.all([first.payments.resumeRefunds(), first.payments.resumeRefunds()]);
        expect(flaky.requests).toBe(2);
        expect((await orderOf(retried.orderId)).status).toBe(S.cancellationRefunded);
        expect(await refundsOf(retried.paymentId)).toMatchObject([{ requests: 1 }]);

        const second = services(never);
        await second.orders.cancel(flagged.orderId, { staff: 'S1' });
        for (let attempt = 1; attempt < policy.maxAttempts; attempt++) {
          later(policy.retryBaseMs * 2 ** (attempt - 1));
          await Promise.all([second.payments.resumeRefunds(), second.payments.resumeRefunds()]);
        }
        later(24 * 3_600_000);
        await second.payments.resumeRefunds();
      } finally {
        ctx().clock.now = start;
      }
      expect(never.requests).toBe(policy.maxAttempts);
      expect(await refundsOf(flagged.paymentId)).toHaveLength(0);
      expect((await orderOf(flagged.orderId)).status).toBe(S.cancellationRefundFailed);
      expect((await paymentsOf(flagged.orderId))[0]).toMatchObject({ status: 'refundFailed', refundAttempts: 3 });
      expect((await historyOf(flagged.orderId)).at(-1)!.reason).toContain('staff must refund');
      // The back office shows the payment staff must refund by hand.
      const seen = await adminCaller(ctx)(
        'GET',
        `/mall/orders/${flagged.orderId}`,
        await staffToken(ctx, 'groupAdmin'),
      );
      expect(seen.json().data).toMatchObject({
        status: S.cancellationRefundFailed,
        payments: [{ paymentId: flagged.paymentId, status: 'refundFailed', refundAttempts: 3, needsStaff: true }],
      });
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '10000' },
);
