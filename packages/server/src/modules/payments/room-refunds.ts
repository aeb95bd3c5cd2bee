import { OrderRefundLabel, OrderStatus } from '@hotel/contract/enums';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockOrder, noteOrder, transitionOrder } from '../booking/booking.module.ts';
import { orders, payments } from '../booking/booking.schema.ts';
import type { PaymentRow } from './payments.repo.ts';
import type { RefundBook } from './refunds.ts';

const asDb = (tx: unknown) => tx as Db;
const dueAt = (now: Date) => or(isNull(payments.nextRefundAt), lte(payments.nextRefundAt, now));

/**
 * The refund queue's view of room payments. A cancellation's refund (reason `cancelled`) moves its
 * order from refunding (7) to cancelled with the refund's label; any other refund is noted in the
 * order's history.
 */
export function roomRefundBook(db: Db): RefundBook<PaymentRow> {
  async function settle(payment: PaymentRow, to: 'refunded' | 'refundFailed', note: string) {
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      const order = (await lockOrder(tx, payment.transactionId))!;
      const [settled] = await tx
        .update(payments)
        .set({ status: to, nextRefundAt: null })
        .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, 'refundDue')))
        .returning();
      if (!settled) return;
      const label =
        to === 'refunded' ? OrderRefundLabel.cancelledRefundSucceeded : OrderRefundLabel.cancelledRefundFailed;
      if (settled.refundReason === 'cancelled' && order.status === OrderStatus.refunding) {
        await transitionOrder(tx, order, {
          to: OrderStatus.cancelled,
          actor: 'system',
          reason: note,
          changes: { refundLabel: label },
        });
        return;
      }
      if (settled.refundReason === 'cancelled' && order.refundLabel === OrderRefundLabel.cancelledRefundFailed) {
        await tx
          .update(orders)
          .set({ refundLabel: label, updatedAt: new Date() })
          .where(eq(orders.transactionId, order.transactionId));
      }
      await noteOrder(tx, order, 'system', note);
    });
  }

  return {
    async due(now, limit) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'refundDue'), dueAt(now)))
        .orderBy(asc(payments.nextRefundAt))
        .limit(limit);
    },
    async find(paymentId) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'refundDue')));
      return row ?? null;
    },
    async claim(payment, now, retryAt) {
      const claimed = await db
        .update(payments)
        .set({ refundAttempts: payment.refundAttempts + 1, nextRefundAt: retryAt })
        .where(
          and(
            eq(payments.paymentId, payment.paymentId),
            eq(payments.status, 'refundDue'),
            eq(payments.refundAttempts, payment.refundAttempts),
            dueAt(now),
          ),
        )
        .returning({ id: payments.paymentId });
      return claimed.length === 1;
    },
    refunded: (payment) =>
      settle(
        payment,
        'refunded',
        `refund succeeded: payment ${payment.paymentId} (${payment.amount} ${payment.currency})`,
      ),
    givenUp: (payment) =>
      settle(
        payment,
        'refundFailed',
        `refund failed ${payment.refundAttempts + 1} times: staff must refund payment ${payment.paymentId} (${payment.amount} ${payment.currency}) by hand`,
      ),
    async adoptStranded(now) {
      // A cancellation that committed refunding (7) under older code, whose refund never ran.
      const stranded = await db
        .update(payments)
        .set({ status: 'refundDue', refundReason: 'cancelled', nextRefundAt: now })
        .where(
          and(
            eq(payments.status, 'succeeded'),
            inArray(
              payments.transactionId,
              db.select({ id: orders.transactionId }).from(orders).where(eq(orders.status, OrderStatus.refunding)),
            ),
          ),
        )
        .returning({ id: payments.paymentId });
      // A refund older code tried once and forgot (no attempt counted): tried again from the start.
      const forgotten = await db
        .update(payments)
        .set({
          status: 'refundDue',
          nextRefundAt: now,
          refundReason: sql`case when exists (select 1 from ${orders} where ${orders.transactionId} = ${payments.transactionId} and ${orders.refundLabel} = ${OrderRefundLabel.cancelledRefundFailed}) then 'cancelled' else 'orderClosed' end`,
        })
        .where(and(eq(payments.status, 'refundFailed'), eq(payments.refundAttempts, 0)))
        .returning({ id: payments.paymentId });
      return stranded.length + forgotten.length;
    },
  };
}
