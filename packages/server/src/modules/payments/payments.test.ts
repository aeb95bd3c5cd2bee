import { type HistoryEntry, HistoryReason, OrderStatus } from '@hotel/contract/enums';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/context.ts';
import { orderHistory, orders } from '../booking/booking.schema.ts';
import { API, book, findRate, orderPayload } from '../booking/booking.test-helpers.ts';
import { createCancellationService } from '../booking/cancellation.ts';
import { reservationDetail } from '../booking/reservations.admin.ts';
import { registerRoomPayments } from '../booking/room-payments.ts';
import { payments, sandboxRefunds } from './payments.schema.ts';
import { createPaymentService } from './payments.service.ts';
import { flakyProvider, SANDBOX_SECRET } from './payments.test-helpers.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';

const SAVER_SUPK = { hotelCode: 'SHA001', roomTypeCode: 'SUPK', ratePlanCode: 'SAVER' };
const EXSU = { hotelCode: 'SHA001', roomTypeCode: 'EXSU', ratePlanCode: 'SAVER' };
const policy = { maxAttempts: 3, retryBaseMs: 60_000 };
const PLANS_CHANGED: HistoryEntry = { code: HistoryReason.cancelledByGuest, note: 'plans changed' };

describeEachDatabase('payments bound to their order, refunds that survive a crash', (ctx) => {
  const db = () => ctx().database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, payload });
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.paymentId, id)))[0]!;
  const historyOf = async (id: string) =>
    db().select().from(orderHistory).where(eq(orderHistory.transactionId, id)).orderBy(asc(orderHistory.id));
  const refundsOf = async (paymentId: string) =>
    db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
  const startPayment = async (transactionId: string) => {
    const started = await inject('POST', `${API}/en-US/orders/payment`, { transactionId, channel: 1 });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().data as { paymentId: string; payUrl: string; amount: number; currency: string };
  };
  const payOnPage = (payUrl: string) =>
    ctx().app.inject({
      method: 'POST',
      url: payUrl,
      payload: 'outcome=succeeded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  /** What the acquirer sends when the guest completed the payment (even after the site voided it). */
  const notifySuccess = (payment: { paymentId: string; amount: number; currency: string }) =>
    inject(
      'POST',
      `${API}/payments/notify/sandbox`,
      createSandboxProvider(SANDBOX_SECRET).signedNotification(
        payment.paymentId,
        'succeeded',
        payment.amount,
        payment.currency,
      ),
    );
  /** Books and pays a refundable stay; returns the order id and its payment id. */
  const paidBooking = async (checkIn: string, checkOut: string) => {
    // A prepaid rate that may be cancelled with a refund.
    const rate = await findRate(db(), 1, 1);
    const created = (await book(ctx(), orderPayload(rate, { checkInDate: checkIn, checkOutDate: checkOut }))).json()
      .data;
    const started = await startPayment(created.transactionId);
    await payOnPage(started.payUrl);
    expect((await orderOf(created.transactionId)).status).toBe(OrderStatus.reserved);
    return { transactionId: created.transactionId as string, paymentId: started.paymentId };
  };
  const services = (provider: PaymentProvider) => {
    const now = () => ctx().clock.now;
    const paying = createPaymentService({ db: db(), provider, now, refundPolicy: policy });
    const rooms = registerRoomPayments(paying, { db: db() });
    return { payments: paying, rooms, cancellation: createCancellationService({ db: db(), payments: rooms, now }) };
  };
  const later = (ms: number) => {
    ctx().clock.now = new Date(ctx().clock.now.getTime() + ms);
  };

  it('never confirms a dearer stay with the payment started for a cheaper one (the first payment is voided, a late success refunded)', async () => {
    const cheap = (
      await book(ctx(), orderPayload(SAVER_SUPK, { checkInDate: '2027-03-10', checkOutDate: '2027-03-11' }))
    ).json().data;
    const first = await startPayment(cheap.transactionId);
    expect(first.amount).toBe(cheap.payAmount);

    const dearer = orderPayload(EXSU, { checkInDate: '2027-03-10', checkOutDate: '2027-03-14' });
    const quote = (await inject('POST', `${API}/en-US/orders/quote`, dearer)).json().data;
    expect(quote.payAmount).toBeGreaterThan(cheap.payAmount);
    const updated = await inject('PUT', `${API}/orders/${cheap.transactionId}/update`, {
      ...dearer,
      verifyAmount: quote.payAmount,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await paymentOf(first.paymentId)).toMatchObject({ status: 'void' });
    // The old hosted page says why it no longer takes money, and leads back to the booking.
    const oldPage = await ctx().app.inject({ method: 'GET', url: first.payUrl });
    expect(oldPage.body).toContain('cancelled because the booking changed');
    expect(oldPage.body).not.toContain('name="outcome"');

    // The guest completes the first payment's hosted page: nothing is confirmed.
    await payOnPage(first.payUrl);
    expect(await orderOf(cheap.transactionId)).toMatchObject({ status: 0, payAmount: quote.payAmount, version: 2 });

    // The acquirer reports the cheap payment as taken anyway: refunded, recorded, still not confirmed.
    expect((await notifySuccess(first)).statusCode).toBe(200);
    expect(await orderOf(cheap.transactionId)).toMatchObject({ status: 0, version: 2 });
    expect(await paymentOf(first.paymentId)).toMatchObject({ status: 'refunded', refundReason: 'orderChanged' });
    expect(await refundsOf(first.paymentId)).toMatchObject([{ amount: cheap.payAmount, requests: 1 }]);
    const notes = await historyOf(cheap.transactionId);
    expect(notes).toContainEqual(expect.objectContaining({ reasonCode: 'changed', note: first.paymentId }));
    expect(notes).toContainEqual(expect.objectContaining({ reasonCode: 'paymentVoided', note: first.paymentId }));

    // A payment for what the order asks now confirms it.
    const second = await startPayment(cheap.transactionId);
    expect(second.amount).toBe(quote.payAmount);
    await payOnPage(second.payUrl);
    expect(await orderOf(cheap.transactionId)).toMatchObject({ status: 1, payAmount: quote.payAmount });
    expect(await paymentOf(second.paymentId)).toMatchObject({ status: 'succeeded', orderVersion: 2 });
  });

  it('refunds and records a success whose amount or version no longer matches the order, never confirming', async () => {
    const created = (
      await book(ctx(), orderPayload(SAVER_SUPK, { checkInDate: '2027-03-16', checkOutDate: '2027-03-17' }))
    ).json().data;
    const started = await startPayment(created.transactionId);
    // The order moved on behind the payment's back (a change that raced the payment's start).
    await db()
      .update(orders)
      .set({ payAmount: created.payAmount * 3, version: 2 })
      .where(eq(orders.transactionId, created.transactionId));

    await payOnPage(started.payUrl);
    expect((await orderOf(created.transactionId)).status).toBe(0);
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'refunded', refundReason: 'orderChanged' });
    expect(await refundsOf(started.paymentId)).toHaveLength(1);
    const notes = await historyOf(created.transactionId);
    expect(notes).toContainEqual(
      expect.objectContaining({
        fromStatus: 0,
        toStatus: 0,
        actor: 'provider:sandbox',
        reasonCode: 'paymentMismatch',
        note: started.paymentId,
      }),
    );
    expect(notes.at(-1)).toMatchObject({ reasonCode: 'refunded', note: started.paymentId });
  });

  it('takes no money on the pay page of an order that no longer waits for payment (a second page after paying)', async () => {
    const created = (
      await book(ctx(), orderPayload(SAVER_SUPK, { checkInDate: '2027-03-18', checkOutDate: '2027-03-19' }))
    ).json().data;
    const first = await startPayment(created.transactionId);
    const second = await startPayment(created.transactionId);
    await payOnPage(first.payUrl);
    expect((await orderOf(created.transactionId)).status).toBe(OrderStatus.reserved);
    const page = await ctx().app.inject({ method: 'GET', url: second.payUrl });
    expect(page.body).toContain('no longer waits for payment');
    expect(page.body).not.toContain('name="outcome"');
    await payOnPage(second.payUrl);
    expect(await paymentOf(second.paymentId)).toMatchObject({ status: 'pending' });
    expect(await refundsOf(second.paymentId)).toEqual([]);
  });

  it('resumes a cancellation left refunding by a crash exactly once, even when two job runs race', async () => {
    const { transactionId, paymentId } = await paidBooking('2027-03-20', '2027-03-21');
    // What a process killed between the two commits of a cancellation leaves behind.
    await db()
      .update(orders)
      .set({ status: OrderStatus.refunding, refundLabel: 'cancelledRefundInProgress', cancelledAt: ctx().clock.now })
      .where(eq(orders.transactionId, transactionId));

    const provider = flakyProvider(ctx(), 0);
    const [one, two] = [services(provider), services(provider)];
    await Promise.all([one.payments.resumeRefunds(), two.payments.resumeRefunds()]);
    await Promise.all([one.payments.resumeRefunds(), two.payments.resumeRefunds()]);

    expect(provider.requests).toBe(1);
    expect(await refundsOf(paymentId)).toMatchObject([{ requests: 1 }]);
    expect(await orderOf(transactionId)).toMatchObject({ status: 4, refundLabel: 'cancelledRefundSucceeded' });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', refundAttempts: 1 });
  });

  it('retries a failing refund with backoff until it succeeds, once per attempt whatever races', async () => {
    const { transactionId, paymentId } = await paidBooking('2027-03-22', '2027-03-23');
    const provider = flakyProvider(ctx(), 2);
    const { cancellation, payments: job } = services(provider);
    const start = ctx().clock.now;
    try {
      const cancelled = await cancellation.cancelOrder(transactionId, 'guest', PLANS_CHANGED);
      expect(cancelled).toMatchObject({ status: 7, refundLabel: 'cancelledRefundInProgress' });
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'refundDue', refundAttempts: 1 });

      // Not due yet: nothing is asked of the provider.
      await Promise.all([job.resumeRefunds(), job.resumeRefunds()]);
      expect(provider.requests).toBe(1);
      later(policy.retryBaseMs);
      await Promise.all([job.resumeRefunds(), job.resumeRefunds()]);
      expect(provider.requests).toBe(2);
      expect((await orderOf(transactionId)).status).toBe(7);
      later(policy.retryBaseMs * 2);
      await Promise.all([job.resumeRefunds(), job.resumeRefunds()]);
      expect(provider.requests).toBe(3);
    } finally {
      ctx().clock.now = start;
    }
    expect(await orderOf(transactionId)).toMatchObject({ status: 4, refundLabel: 'cancelledRefundSucceeded' });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', refundAttempts: 3 });
    expect(await refundsOf(paymentId)).toMatchObject([{ requests: 1 }]);
    expect((await historyOf(transactionId)).map((row) => row.toStatus)).toEqual([0, 1, 7, 4]);
  });

  it('flags a refund for staff after the last attempt fails', async () => {
    const { transactionId, paymentId } = await paidBooking('2027-03-24', '2027-03-25');
    const provider = flakyProvider(ctx(), 100);
    const { cancellation, payments: job, rooms } = services(provider);
    const start = ctx().clock.now;
    try {
      await cancellation.cancelOrder(transactionId, 'guest', PLANS_CHANGED);
      for (let attempt = 1; attempt < policy.maxAttempts; attempt++) {
        later(policy.retryBaseMs * 2 ** (attempt - 1));
        await job.resumeRefunds();
      }
      later(24 * 3_600_000);
      await job.resumeRefunds();
    } finally {
      ctx().clock.now = start;
    }
    expect(provider.requests).toBe(policy.maxAttempts);
    expect(await refundsOf(paymentId)).toHaveLength(0);
    const order = await orderOf(transactionId);
    expect(order).toMatchObject({ status: 4, refundLabel: 'cancelledRefundFailed' });
    const noMember = async () => null;
    const detail = await reservationDetail(db(), rooms, noMember, order, ctx().clock.now, 'en-US');
    expect(detail.payments).toMatchObject([
      { paymentId, status: 'refundFailed', refundReason: 'cancelled', refundAttempts: 3, needsStaff: true },
    ]);
    expect(detail.history.at(-1)).toMatchObject({ reasonCode: 'refundFailed', note: paymentId });
  });
});
