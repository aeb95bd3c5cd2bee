import { CancellationFlag, HistoryReason, OrderStatus } from '@hotel/contract/enums';
import { ErrorCode } from '@hotel/contract/errors';
import { orderChangeQuoteSchema } from '@hotel/contract/schemas/orderChange';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail.schema.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { adminCaller, staffToken } from '../admin/admin.test-helpers.ts';
import { auditLog } from '../admin/staff.schema.ts';
import { payments, sandboxRefunds } from '../payments/payments.schema.ts';
import { createPaymentService } from '../payments/payments.service.ts';
import { flakyProvider } from '../payments/payments.test-helpers.ts';
import { orderHistory, orders } from './booking.schema.ts';
import { API, book, findRate, orderPayload, payInSandbox } from './booking.test-helpers.ts';
import { createPartRefundService } from './part-refunds.ts';
import { registerRoomPayments } from './room-payments.ts';

describeEachDatabase('part refunds of an online payment', (ctx) => {
  const db = () => ctx().database.db;
  const admin = adminCaller(ctx);
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.transactionId, id)))[0]!;
  const paymentRows = (id: string) =>
    db().select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt));
  const paidOf = async (id: string) => (await paymentRows(id)).find((row) => !row.refundOf)!;
  const partsOf = async (id: string) => (await paymentRows(id)).filter((row) => row.refundOf);
  const acquirer = (paymentId: string) =>
    db().select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
  const historyOf = (id: string) =>
    db().select().from(orderHistory).where(eq(orderHistory.transactionId, id)).orderBy(asc(orderHistory.id));

  /** A prepaid, freely cancellable stay booked and paid on the sandbox's page. */
  async function paidStay(checkInDate: string, checkOutDate: string, email = 'part.refund@example.com') {
    const rate = await findRate(db(), 1, CancellationFlag.limitedTime);
    const booked = await book(
      ctx(),
      orderPayload(
        rate,
        { checkInDate, checkOutDate },
        { booker: { name: 'Mei Lin', email, mobile: '86 13800138000' } },
      ),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().data.transactionId as string;
    expect((await payInSandbox(ctx(), id)).statusCode).toBeLessThan(400);
    const order = await orderOf(id);
    expect(order.status).toBe(OrderStatus.reserved);
    return { id, order, rate };
  }
  /** Major units as staff type them ("12.34"), from minor units of a two-digit currency. */
  const typed = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
  const refund = (token: string, id: string, amount: string, currency: string, reason = 'Noisy room') =>
    admin('POST', `/reservations/${id}/refunds`, token, { amount, currency, reason });

  it('refunds parts of a payment up to what was paid, never beyond; staff only, audited and in the history', async () => {
    const { id, order } = await paidStay('2027-05-03', '2027-05-05');
    const paid = await paidOf(id);
    const token = await staffToken(ctx, 'groupAdmin');

    const desk = await refund(await staffToken(ctx, 'frontDesk'), id, '1.00', order.currency);
    expect(desk.json().errorCode).toBe(ErrorCode.staffRoleDenied);

    const first = 3000;
    const done = await refund(token, id, typed(first), order.currency);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.reservation.onlinePaid).toMatchObject({
      paid: paid.amount,
      refunded: first,
      left: paid.amount - first,
    });
    const [part] = await partsOf(id);
    expect(part).toMatchObject({
      amount: first,
      refundAmount: first,
      refundOf: paid.paymentId,
      refundOfAmount: paid.amount,
      status: 'refunded',
      refundReason: 'staffRefund',
    });
    expect(await acquirer(part!.paymentId)).toMatchObject([{ amount: first, requests: 1 }]);
    // The payment itself stays succeeded: the stay is still paid for, less the refund.
    expect(await paidOf(id)).toMatchObject({ status: 'succeeded' });

    // More than is left: refused with the amount left, translated, nothing queued.
    const tooMuch = await refund(token, id, typed(paid.amount - first + 1), order.currency);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ errorCode: ErrorCode.refundAboveRefundable });
    expect(tooMuch.json().message).not.toMatch(/refundAboveRefundable|amount/);
    expect(await partsOf(id)).toHaveLength(1);
    const otherCurrency = await refund(token, id, '1.00', order.currency === 'USD' ? 'EUR' : 'USD');
    expect(otherCurrency.json().errorCode).toBe(ErrorCode.folioCurrencyMismatch);
    const badAmount = await refund(token, id, '1.234', order.currency);
    expect(badAmount.json().errorCode).toBe(ErrorCode.validationError);

    // Exactly what is left: accepted; then nothing more.
    const rest = await refund(token, id, typed(paid.amount - first), order.currency);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.reservation).toMatchObject({ onlinePaid: { left: 0 }, canRefund: false });
    expect((await refund(token, id, '0.01', order.currency)).json().errorCode).toBe(ErrorCode.refundAboveRefundable);
    const parts = await partsOf(id);
    expect(parts.reduce((sum, row) => sum + row.amount, 0)).toBe(paid.amount);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reservation.refund'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.after).toMatchObject({ amount: first, left: paid.amount - first, reason: 'Noisy room' });
    const lines = (await historyOf(id)).filter((line) => line.reasonCode === HistoryReason.partRefunded);
    expect(lines).toHaveLength(2);
    expect(lines[0]!.details).toEqual({
      kind: 'partRefund',
      amount: first,
      currency: paid.currency,
      refundIds: [part!.paymentId],
      reason: 'staffRefund',
    });
    expect(lines[0]!.note).toBe('Noisy room');

    // The guest's order page shows the refunds and what is left paid.
    const page = (await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/${id}` })).json().data;
    expect(page.onlinePaid).toMatchObject({ paid: paid.amount, refunded: paid.amount, left: 0 });
    expect(page.onlinePaid.refunds).toHaveLength(2);

    // Cancelling now gives nothing more back: the order is cancelled, the acquirer asked nothing for the payment.
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund.amount.amount).toBe(0);
    expect(await orderOf(id)).toMatchObject({ status: OrderStatus.cancelled, refundLabel: 'cancelledRefundSucceeded' });
    expect(await paidOf(id)).toMatchObject({ status: 'refunded', refundAmount: 0 });
    expect(await acquirer(paid.paymentId)).toHaveLength(0);
  });

  it('of two part refunds wanting the last money, one is queued and the other refused', async () => {
    const { id, order } = await paidStay('2027-05-07', '2027-05-08');
    const paid = await paidOf(id);
    // The hotel's manager where the demo stay is at SHA001 (manager.sha's hotel), else the group administrator.
    const manager = await staffToken(ctx, order.hotelCode === 'SHA001' ? 'hotelManager' : 'groupAdmin');
    const [one, two] = await Promise.all([
      refund(manager, id, typed(paid.amount - 100), order.currency),
      refund(manager, id, typed(paid.amount - 100), order.currency),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)!.json().errorCode).toBe(ErrorCode.refundAboveRefundable);
    const parts = await partsOf(id);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.amount).toBe(paid.amount - 100);
  });

  it('cancelling after a part refund refunds exactly the rest, the whole payment never twice', async () => {
    const { id, order } = await paidStay('2027-05-10', '2027-05-12');
    const paid = await paidOf(id);
    const token = await staffToken(ctx, 'groupAdmin');
    expect((await refund(token, id, typed(2500), order.currency)).statusCode).toBe(200);

    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id, reason: 'plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund.amount.amount).toBe(paid.amount - 2500);
    expect(await paidOf(id)).toMatchObject({
      status: 'refunded',
      refundReason: 'cancelled',
      refundAmount: paid.amount - 2500,
    });
    expect(await acquirer(paid.paymentId)).toMatchObject([{ amount: paid.amount - 2500, requests: 1 }]);
    expect(await orderOf(id)).toMatchObject({ status: OrderStatus.cancelled, refundLabel: 'cancelledRefundSucceeded' });
    const sent = await ctx().app.inject({ method: 'GET', url: `${API}/en-US/orders/${id}` });
    expect(sent.json().data.onlinePaid).toMatchObject({ paid: paid.amount, refunded: paid.amount, left: 0 });
    // The refund job finds nothing left to do.
    const job = createPaymentService({ db: db(), provider: flakyProvider(ctx(), 0), now: () => ctx().clock.now });
    registerRoomPayments(job, { db: db() });
    expect(await job.resumeRefunds()).toMatchObject({ adopted: 0, refunded: 0 });
  });

  it('a cancellation a crash left refunding is resumed by the job for what the part refunds left', async () => {
    const { id, order } = await paidStay('2027-05-16', '2027-05-18');
    const paid = await paidOf(id);
    const token = await staffToken(ctx, 'groupAdmin');
    expect((await refund(token, id, typed(1500), order.currency)).statusCode).toBe(200);
    // What a process killed between the cancellation's commit and its refund's queueing leaves behind.
    await db()
      .update(orders)
      .set({ status: OrderStatus.refunding, refundLabel: 'cancelledRefundInProgress', cancelledAt: ctx().clock.now })
      .where(eq(orders.transactionId, id));
    const job = createPaymentService({ db: db(), provider: flakyProvider(ctx(), 0), now: () => ctx().clock.now });
    registerRoomPayments(job, { db: db() });
    expect(await job.resumeRefunds()).toMatchObject({ adopted: 1, refunded: 1 });
    expect(await paidOf(id)).toMatchObject({ status: 'refunded', refundAmount: paid.amount - 1500 });
    expect(await acquirer(paid.paymentId)).toMatchObject([{ amount: paid.amount - 1500, requests: 1 }]);
    expect(await orderOf(id)).toMatchObject({ status: OrderStatus.cancelled, refundLabel: 'cancelledRefundSucceeded' });
  });

  it('resumes a part refund whose provider failed, once, with its own id as the idempotency key', async () => {
    const { id, order } = await paidStay('2027-05-14', '2027-05-15');
    const paid = await paidOf(id);
    const provider = flakyProvider(ctx(), 1);
    const now = () => ctx().clock.now;
    const pipeline = createPaymentService({
      db: db(),
      provider,
      now,
      refundPolicy: { maxAttempts: 3, retryBaseMs: 1000 },
    });
    const rooms = registerRoomPayments(pipeline, { db: db() });
    const service = createPartRefundService({ db: db(), payments: rooms, now });
    const queued = await service.refundPart(
      id,
      { amount: 1200, currency: order.currency, reason: 'Late check-in' },
      { actor: 'staff:test' },
    );
    expect(queued).toMatchObject({ amount: 1200, paid: paid.amount, left: paid.amount - 1200 });
    // The first attempt failed: still due, retried by the job after the wait.
    expect((await partsOf(id))[0]).toMatchObject({ status: 'refundDue', refundAttempts: 1 });
    const start = ctx().clock.now;
    try {
      ctx().clock.now = new Date(start.getTime() + 1000);
      await Promise.all([pipeline.resumeRefunds(), pipeline.resumeRefunds()]);
      await pipeline.resumeRefunds();
    } finally {
      ctx().clock.now = start;
    }
    expect(provider.requests).toBe(2);
    expect((await partsOf(id))[0]).toMatchObject({ status: 'refunded', refundAttempts: 2 });
    expect(await acquirer(queued.refundId)).toMatchObject([{ amount: 1200, requests: 1 }]);
    expect(await orderOf(id)).toMatchObject({ status: OrderStatus.reserved });
    expect((await historyOf(id)).at(-1)).toMatchObject({ reasonCode: 'refunded', note: queued.refundId });
  });

  it('a change that lowers a prepaid price applies and refunds the difference; quoting a dearer one changes nothing', async () => {
    const { id, order, rate } = await paidStay('2027-05-20', '2027-05-23', 'lower.price@example.com');
    const paid = await paidOf(id);
    const body = {
      checkInDate: '2027-05-20',
      checkOutDate: '2027-05-22',
      roomTypeCode: rate.roomTypeCode,
      ratePlanCode: rate.ratePlanCode,
      adultsPerRoom: 1,
      childrenPerRoom: 0,
    };
    const quoted = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders/${id}/change/quote`,
      payload: body,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const offer = orderChangeQuoteSchema.parse(quoted.json().data);
    expect(offer.settlement).toBe('refund');
    expect(offer.difference).toBeLessThan(0);

    const dearer = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders/${id}/change/quote`,
      payload: { ...body, checkOutDate: '2027-05-25' },
    });
    // A dearer one is charged (change-charge.test.ts): quoting it changes nothing.
    expect(dearer.json().data.settlement).toBe('charge');
    expect(await orderOf(id)).toEqual(order);

    const applied = await ctx().app.inject({
      method: 'POST',
      url: `${API}/en-US/orders/${id}/change`,
      payload: { ...body, verifyAmount: offer.verifyAmount, version: offer.version },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await orderOf(id);
    expect(after).toMatchObject({ checkOutDate: '2027-05-22', nights: 2, payAmount: offer.verifyAmount });
    const difference = order.payAmount - after.payAmount;
    expect(difference).toBe(-offer.difference);
    const [part] = await partsOf(id);
    expect(part).toMatchObject({ amount: difference, refundReason: 'priceLowered', status: 'refunded' });
    expect(await acquirer(part!.paymentId)).toMatchObject([{ amount: difference, requests: 1 }]);
    expect(applied.json().data.onlinePaid).toMatchObject({
      paid: paid.amount,
      refunded: difference,
      left: after.payAmount,
    });
    const reasons = (await historyOf(id)).map((line) => line.reasonCode);
    expect(reasons.slice(-3)).toEqual([HistoryReason.modified, HistoryReason.partRefunded, HistoryReason.refunded]);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'lower.price@example.com'))
      .orderBy(asc(mailOutbox.id))
      .then((rows) => rows.filter((row) => row.subject.startsWith('Changed:')));
    expect(mail).toBeDefined();
    const money = (minor: number) => (minor / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(mail!.textBody).toContain(money(difference));
    expect(mail!.textBody).toContain(money(after.payAmount));

    // Cancelling now refunds exactly the new price.
    const cancelled = await ctx().app.inject({
      method: 'DELETE',
      url: `${API}/en-US/orders`,
      payload: { transactionId: id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await acquirer(paid.paymentId)).toMatchObject([{ amount: after.payAmount }]);
  });
});
