import { and, asc, eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { describeEachDatabase } from '../../test/context.ts';
import { type OrderKind, type PayableOrder, requireOnlineChannel } from './order-kinds.ts';
import { payments } from './payments.schema.ts';
import { createPaymentService } from './payments.service.ts';
import type { PaymentProvider, ProviderNotification } from './provider.ts';

/*
 * What a third kind of order and a second provider take: this file. The kind ('event' tickets) keeps
 * its orders in its own table and registers its handlers; the provider ('acme') has its own page and
 * notification format. Both run against the real pipeline and the real payments table.
 */

const eventTickets = pgTable('test_event_tickets', {
  orderId: text('order_id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** unpaid, paid, cancelling (its refund is due), cancelled, refundFailed */
  status: text('status').notNull(),
});
const eventNotes = pgTable('test_event_notes', { orderId: text('order_id').notNull(), note: text('note').notNull() });

function eventOrderKind(db: Db, confirmed: string[]): OrderKind {
  const view = (row: typeof eventTickets.$inferSelect): PayableOrder => ({
    amount: row.amount,
    currency: row.currency,
    status: ['unpaid', 'paid', 'cancelling', 'cancelled', 'refundFailed'].indexOf(row.status),
    awaitingPayment: row.status === 'unpaid',
    paid: row.status === 'paid',
    paymentDeadline: null,
    reference: `TICKET-${row.orderId}`,
  });
  const read = async (from: Db, orderId: string, lock: boolean) => {
    const query = from.select().from(eventTickets).where(eq(eventTickets.orderId, orderId));
    const [row] = lock ? await query.for('update') : await query;
    return row ? view(row) : null;
  };
  const move = (tx: Db, orderId: string, status: string) =>
    tx.update(eventTickets).set({ status }).where(eq(eventTickets.orderId, orderId));
  const withStatus = (status: string) =>
    db.select({ id: eventTickets.orderId }).from(eventTickets).where(eq(eventTickets.status, status));
  return {
    paymentIdPrefix: 'evpay',
    notFound: 'reservationNotFound',
    async payable(orderId, request) {
      const order = await read(db, orderId, false);
      if (!order) throw new AppError('reservationNotFound');
      requireOnlineChannel(request.channel);
      if (!order.awaitingPayment) throw new AppError('paymentTimedOut');
      return order;
    },
    find: (orderId) => read(db, orderId, false),
    lock: (tx, orderId) => read(tx, orderId, true),
    returnPath: (orderId, lang) => `/${lang}/events/${orderId}`,
    note: async (tx, orderId, _order, actor, reason) => {
      await tx.insert(eventNotes).values({ orderId, note: `${actor}: ${reason.code} ${reason.note ?? ''}`.trim() });
    },
    onPaid: async (tx, payment) => {
      await move(tx, payment.orderId, 'paid');
    },
    afterPaid: async (orderId) => {
      confirmed.push(orderId);
    },
    async onRefunded(tx, payment, note) {
      if (payment.refundReason === 'cancelled') {
        await move(tx, payment.orderId, payment.status === 'refunded' ? 'cancelled' : 'refundFailed');
      }
      await tx.insert(eventNotes).values({ orderId: payment.orderId, note: `${note.code} ${note.note ?? ''}`.trim() });
    },
    awaitingRefund: () => withStatus('cancelling'),
    refundGivenUp: () => withStatus('refundFailed'),
  };
}

/** A second provider: its own pay page and notification format; refunds fail `failures` times first. */
function acmeProvider(failures = 0) {
  const refunds: string[] = [];
  let requests = 0;
  let sequence = 0;
  const provider: PaymentProvider = {
    name: 'acme',
    start: async (payment) => ({ payUrl: `https://pay.acme.test/${payment.paymentId}?ref=${payment.description}` }),
    verify({ body }) {
      const given = body as { acme?: ProviderNotification & { token: string } };
      if (given.acme?.token !== `acme-${given.acme?.paymentId}`) return null;
      const { token: _token, ...notification } = given.acme;
      return notification;
    },
    async refund(payment) {
      requests++;
      if (requests <= failures) return { ok: false };
      refunds.push(payment.paymentId);
      return { ok: true };
    },
  };
  const notification = (paymentId: string, outcome: 'succeeded' | 'failed', amount: number, currency = 'EUR') => ({
    acme: {
      notificationId: `acme-ntf-${crypto.randomUUID()}`,
      paymentId,
      outcome,
      amount,
      currency,
      providerReference: `acme-ref-${++sequence}`,
      token: `acme-${paymentId}`,
    },
  });
  return { provider, refunds, notification, requests: () => requests };
}

describeEachDatabase('a third kind of order and a second provider on the one pipeline', (ctx) => {
  const db = () => ctx().database.db;
  const now = () => ctx().clock.now;
  const policy = { maxAttempts: 3, retryBaseMs: 60_000 };
  const pipeline = (acme: ReturnType<typeof acmeProvider>, confirmed: string[] = []) => {
    const service = createPaymentService({ db: db(), provider: acme.provider, now, refundPolicy: policy });
    return { service, events: service.registerOrderKind('event', eventOrderKind(db(), confirmed)) };
  };
  const ticket = async (orderId: string, amount = 2_500) => {
    await db().insert(eventTickets).values({ orderId, amount, currency: 'EUR', status: 'unpaid' });
  };
  const ticketOf = async (orderId: string) =>
    (await db().select().from(eventTickets).where(eq(eventTickets.orderId, orderId)))[0]!;
  const paymentOf = async (paymentId: string) =>
    (await db().select().from(payments).where(eq(payments.paymentId, paymentId)))[0]!;
  const notesOf = async (orderId: string) =>
    (await db().select().from(eventNotes).where(eq(eventNotes.orderId, orderId))).map((row) => row.note);

  beforeAll(async () => {
    await db().execute(sql`create table test_event_tickets (order_id text primary key, amount bigint not null,
      currency text not null, status text not null)`);
    await db().execute(sql`create table test_event_notes (order_id text not null, note text not null)`);
  });

  it('starts a payment bound to the order, confirms it once, and answers its status', async () => {
    const acme = acmeProvider();
    const confirmed: string[] = [];
    const { service, events } = pipeline(acme, confirmed);
    await ticket('EV1');
    const started = await events.start('EV1', { channel: 1, language: 'en-US' });
    expect(started).toMatchObject({ amount: 2_500, currency: 'EUR' });
    expect(started.payUrl).toBe(`https://pay.acme.test/${started.paymentId}?ref=TICKET-EV1`);
    expect(await paymentOf(started.paymentId)).toMatchObject({
      orderKind: 'event',
      orderId: 'EV1',
      provider: 'acme',
      status: 'pending',
      orderVersion: null,
    });
    expect(started.paymentId).toMatch(/^evpay_/);
    expect(await events.status('EV1')).toMatchObject({ status: 'incomplete' });

    const paid = acme.notification(started.paymentId, 'succeeded', 2_500);
    await service.handleNotification(paid);
    await service.handleNotification(paid);
    expect((await ticketOf('EV1')).status).toBe('paid');
    expect(confirmed).toEqual(['EV1']);
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'succeeded', providerReference: 'acme-ref-1' });
    expect(await events.status('EV1')).toMatchObject({ status: 'completed' });
    expect((await events.succeededPayment('EV1'))?.paymentId).toBe(started.paymentId);

    // The sandbox's notifications mean nothing to this provider; another amount is refused.
    await expect(service.handleNotification({ paymentId: started.paymentId })).rejects.toMatchObject({
      codeName: 'paymentParameterError',
    });
    await expect(
      service.handleNotification(acme.notification(started.paymentId, 'succeeded', 1)),
    ).rejects.toMatchObject({ codeName: 'paymentParameterError' });
    // A paid order takes no second payment.
    await expect(events.start('EV1', { channel: 1, language: 'en-US' })).rejects.toMatchObject({
      codeName: 'paymentTimedOut',
    });
  });

  it('refunds a success that no longer pays what the order asks, never confirming, with the reason noted', async () => {
    const acme = acmeProvider();
    const { service, events } = pipeline(acme);
    await ticket('EV2');
    const started = await events.start('EV2', { channel: 1, language: 'en-US' });
    await db().update(eventTickets).set({ amount: 4_000 }).where(eq(eventTickets.orderId, 'EV2'));
    await service.handleNotification(acme.notification(started.paymentId, 'succeeded', 2_500));
    expect((await ticketOf('EV2')).status).toBe('unpaid');
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'refunded', refundReason: 'orderChanged' });
    expect(acme.refunds).toEqual([started.paymentId]);
    expect(await notesOf('EV2')).toEqual([
      `provider:acme: paymentMismatch ${started.paymentId}`,
      `refunded ${started.paymentId}`,
    ]);
  });

  it("records a declined payment and says so on the order's status", async () => {
    const acme = acmeProvider();
    const { service, events } = pipeline(acme);
    await ticket('EV3');
    const started = await events.start('EV3', { channel: 1, language: 'en-US' });
    await service.handleNotification(acme.notification(started.paymentId, 'failed', 2_500));
    expect(await paymentOf(started.paymentId)).toMatchObject({ status: 'failed' });
    expect(await events.status('EV3')).toMatchObject({ status: 'failed' });
    expect((await ticketOf('EV3')).status).toBe('unpaid');
  });

  it('refunds a cancellation through the one refund job, retrying until the provider succeeds', async () => {
    const acme = acmeProvider(1);
    const { service, events } = pipeline(acme);
    await ticket('EV4');
    const started = await events.start('EV4', { channel: 1, language: 'en-US' });
    await service.handleNotification(acme.notification(started.paymentId, 'succeeded', 2_500));
    const payment = (await events.succeededPayment('EV4'))!;
    await inTransaction(db(), async (tx) => {
      await tx.update(eventTickets).set({ status: 'cancelling' }).where(eq(eventTickets.orderId, 'EV4'));
      expect(await events.queueRefund(tx, payment.paymentId, 'cancelled')).toBe(true);
    });
    expect(await events.refundNow(payment.paymentId)).toBe('retryLater');
    expect((await ticketOf('EV4')).status).toBe('cancelling');
    const start = ctx().clock.now;
    try {
      ctx().clock.now = new Date(start.getTime() + policy.retryBaseMs);
      await Promise.all([service.resumeRefunds(), service.resumeRefunds()]);
    } finally {
      ctx().clock.now = start;
    }
    expect(acme.requests()).toBe(2);
    expect(acme.refunds).toEqual([payment.paymentId]);
    expect((await ticketOf('EV4')).status).toBe('cancelled');
    expect(await events.records('EV4')).toMatchObject([
      { paymentId: payment.paymentId, status: 'refunded', refundReason: 'cancelled', refundAttempts: 2 },
    ]);
  });

  it("leaves another pipeline's kinds alone and refuses a kind registered twice", async () => {
    const acme = acmeProvider();
    const { service, events } = pipeline(acme);
    await ticket('EV5');
    const started = await events.start('EV5', { channel: 1, language: 'en-US' });
    await service.handleNotification(acme.notification(started.paymentId, 'succeeded', 2_500));
    await inTransaction(db(), async (tx) => {
      await tx.update(eventTickets).set({ status: 'cancelling' }).where(eq(eventTickets.orderId, 'EV5'));
      await events.queueRefund(tx, started.paymentId, 'cancelled');
    });
    // A pipeline without the kind (a process that does not sell tickets) does not touch its refunds.
    const other = createPaymentService({ db: db(), provider: acme.provider, now, refundPolicy: policy });
    expect(await other.resumeRefunds()).toMatchObject({ refunded: 0 });
    const due = await db()
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.orderKind, 'event'), eq(payments.orderId, 'EV5')))
      .orderBy(asc(payments.createdAt));
    expect(due).toEqual([{ status: 'refundDue' }]);
    expect(() => service.registerOrderKind('event', eventOrderKind(db(), []))).toThrow(/registered twice/);
    expect(await service.resumeRefunds()).toMatchObject({ refunded: 1 });
    expect((await ticketOf('EV5')).status).toBe('cancelled');
  });
});
