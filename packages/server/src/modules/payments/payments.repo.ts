import { and, asc, between, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentNotifications, payments } from './payments.schema.ts';
import type { RefundReason } from './refunds.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

const ofOrder = (kind: string, orderId: string) => and(eq(payments.orderKind, kind), eq(payments.orderId, orderId));

export async function findPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
  return row;
}

/**
 * Payments still pending with a real provider that started between `from` and `to`, oldest first: those
 * whose notification may never come (the guest closed the provider's page, a notification was lost).
 */
export async function pendingProviderPayments(db: Db, from: Date, to: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), ne(payments.provider, 'sandbox'), between(payments.createdAt, from, to)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

export async function insertPayment(db: Db, payment: NewPayment) {
  await db.insert(payments).values(payment);
}

/** An order's payments, oldest or newest first. */
export async function paymentsOfOrder(db: Db, kind: string, orderId: string, first: 'oldest' | 'newest') {
  const order = first === 'oldest' ? asc(payments.createdAt) : desc(payments.createdAt);
  return db.select().from(payments).where(ofOrder(kind, orderId)).orderBy(order);
}

export async function succeededPayment(db: Db, kind: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(ofOrder(kind, orderId), eq(payments.status, 'succeeded')));
  return row;
}

/** Records a notification id; false when it was seen before (a replay). */
export async function recordNotification(tx: Db, notificationId: string, paymentId: string, outcome: string) {
  const inserted = await tx
    .insert(paymentNotifications)
    .values({ notificationId, paymentId, outcome })
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.notificationId });
  return inserted.length === 1;
}

/**
 * Settles a payment still waiting for its outcome (pending, or void after its order changed) as
 * `changes` say; false when it was already settled.
 */
export async function settlePayment(tx: Db, payment: PaymentRow, changes: Partial<PaymentRow>, now: Date) {
  const updated = await tx
    .update(payments)
    .set({ ...changes, settledAt: now })
    .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, payment.status)))
    .returning({ id: payments.paymentId });
  return updated.length === 1;
}

/** Voids the order's payments still waiting for an outcome (the order changed): a later success is refunded. */
export async function voidPendingPayments(tx: Db, kind: string, orderId: string) {
  return tx
    .update(payments)
    .set({ status: 'void' })
    .where(and(ofOrder(kind, orderId), eq(payments.status, 'pending')))
    .returning({ paymentId: payments.paymentId });
}

/** Queues a succeeded payment's refund (in the caller's transaction); false when it is no longer succeeded. */
export async function queueRefund(tx: Db, paymentId: string, reason: RefundReason, now: Date) {
  const updated = await tx
    .update(payments)
    .set({ status: 'refundDue', refundReason: reason, nextRefundAt: now })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.paymentId });
  return updated.length === 1;
}

/**
 * Queues the refund of part of a succeeded payment, for one order of `kind` that it paid among others
 * (in the caller's transaction): a row of its own whose id is the refund's idempotency key.
 */
export async function queuePartRefund(
  tx: Db,
  part: { paymentId: string; orderKind: string; orderId: string; amount: number },
  of: PaymentRow,
  now: Date,
) {
  await tx.insert(payments).values({
    ...part,
    provider: of.provider,
    account: of.account,
    channel: of.channel,
    currency: of.currency,
    providerReference: of.providerReference,
    status: 'refundDue',
    refundReason: 'cancelled',
    nextRefundAt: now,
    refundOf: of.paymentId,
    refundOfAmount: of.amount,
    settledAt: now,
  });
}

/** Voids one payment still pending (its provider could not start it): a late success is refunded. */
export async function voidPayment(db: Db, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'void' })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'pending')));
}

export async function setPayCode(db: Db, paymentId: string, payCode: string) {
  await db.update(payments).set({ payCode }).where(eq(payments.paymentId, paymentId));
}
