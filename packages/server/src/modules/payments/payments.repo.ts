import { and, asc, between, desc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentNotifications, payments } from './payments.schema.ts';
import { PRICE_LOWERING_REASONS, type RefundReason } from './refunds.ts';

/**
 * A part refund would give back more than is left of the payment, or (`byShare`) of the share of it one
 * order of several paid by it has left (the caller's error code).
 */
export class RefundAboveRefundable extends Error {
  constructor(
    readonly refundable: number,
    readonly byShare = false,
  ) {
    super(`a part refund may give back at most ${refundable}`);
  }
}

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

/** The payment row locked for the rest of the caller's transaction: part refunds of it queue one after another. */
async function lockPayment(tx: Db, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).for('update');
  return row;
}

/** What the part refunds of a payment gave back or will (queued, done, or given up for staff), minor units. */
export async function partRefundedOf(db: Db, paymentId: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .where(eq(payments.refundOf, paymentId));
  return Number(row?.total ?? 0);
}

/**
 * What the part refunds of a payment gave back for one order of those it paid, less those that went with a
 * lower price of that order (they lowered its price as much as they gave back).
 */
async function shareRefundedOf(db: Db, paymentId: string, order: { orderKind: string; orderId: string }) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .where(
      and(
        eq(payments.refundOf, paymentId),
        ofOrder(order.orderKind, order.orderId),
        or(isNull(payments.refundReason), notInArray(payments.refundReason, [...PRICE_LOWERING_REASONS])),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The part refunds of the given payments, oldest first. */
export async function partRefundsOf(db: Db, paymentIds: string[]) {
  if (!paymentIds.length) return [];
  return db.select().from(payments).where(inArray(payments.refundOf, paymentIds)).orderBy(asc(payments.createdAt));
}

/**
 * A payment locked for the rest of the caller's transaction and what is left of it after its part refunds
 * (0 once it is no longer succeeded: refunded whole, or on its way).
 */
export async function lockedLeft(tx: Db, paymentId: string) {
  const paid = await lockPayment(tx, paymentId);
  if (paid?.status !== 'succeeded') return 0;
  return Math.max(0, paid.amount - (await partRefundedOf(tx, paymentId)));
}

/**
 * Queues a succeeded payment's refund (in the caller's transaction): what is left of it after its part
 * refunds, read under the payment's row lock. False when it is no longer succeeded.
 */
export async function queueRefund(tx: Db, paymentId: string, reason: RefundReason, now: Date) {
  const paid = await lockPayment(tx, paymentId);
  if (paid?.status !== 'succeeded') return false;
  const left = paid.amount - (await partRefundedOf(tx, paymentId));
  const updated = await tx
    .update(payments)
    .set({ status: 'refundDue', refundReason: reason, refundAmount: Math.max(0, left), nextRefundAt: now })
    .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.paymentId });
  return updated.length === 1;
}

/**
 * Queues the refund of part of a succeeded payment (in the caller's transaction): a row of its own whose id
 * is the refund's idempotency key, of the order it gives money back for (one room of a reservation paid
 * together, or the paid order itself). The payment's row is locked first and its part refunds summed under
 * the lock, so of two part refunds wanting its last money one is queued and the other refused
 * (`RefundAboveRefundable`); a payment no longer succeeded (refunded whole) takes none.
 */
export async function queuePartRefund(
  tx: Db,
  part: { paymentId: string; orderKind: string; orderId: string; amount: number; reason?: RefundReason },
  of: PaymentRow,
  now: Date,
  /**
   * The price now of one order of several the payment paid (a room of a reservation paid together): its part
   * refunds stay within its share (that price, plus what refunds that lowered it gave back).
   */
  price?: number,
) {
  const paid = await lockPayment(tx, of.paymentId);
  if (paid?.status !== 'succeeded') throw new RefundAboveRefundable(0);
  const left = paid.amount - (await partRefundedOf(tx, of.paymentId));
  const shareLeft = price === undefined ? left : price - (await shareRefundedOf(tx, of.paymentId, part));
  const refundable = Math.min(left, shareLeft);
  if (part.amount <= 0 || part.amount > refundable) {
    throw new RefundAboveRefundable(Math.max(0, refundable), shareLeft < left);
  }
  const { reason, ...row } = part;
  await tx.insert(payments).values({
    ...row,
    provider: paid.provider,
    account: paid.account,
    channel: paid.channel,
    currency: paid.currency,
    providerReference: paid.providerReference,
    status: 'refundDue',
    refundReason: reason ?? 'cancelled',
    refundAmount: part.amount,
    nextRefundAt: now,
    refundOf: paid.paymentId,
    refundOfAmount: paid.amount,
    settledAt: now,
  });
  return { paid: paid.amount, left: left - part.amount, shareLeft: refundable - part.amount, currency: paid.currency };
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
