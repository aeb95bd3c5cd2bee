import { GoodsOrderStatus } from '@hotel/contract/enums';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RefundBook } from '../payments/payments.module.ts';
import { goodsOrders, goodsPayments } from './mall.schema.ts';
import { lockGoodsOrder, noteGoodsOrder, transitionGoodsOrder } from './orders.repo.ts';

export type GoodsPaymentRow = typeof goodsPayments.$inferSelect;

const S = GoodsOrderStatus;
const asDb = (tx: unknown) => tx as Db;
const dueAt = (now: Date) => or(isNull(goodsPayments.nextRefundAt), lte(goodsPayments.nextRefundAt, now));

/**
 * The refund queue's view of goods payments. A cancellation's refund moves its order from refund in
 * progress (32) to refunded (33) or, given up, refund failed (34, which staff see); a refund given up
 * earlier (34) that succeeds later becomes 33. Any other refund is noted in the order's history.
 */
export function goodsRefundBook(db: Db): RefundBook<GoodsPaymentRow> {
  async function settle(payment: GoodsPaymentRow, to: 'refunded' | 'refundFailed', note: string) {
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      const order = (await lockGoodsOrder(tx, payment.orderId))!;
      const [settled] = await tx
        .update(goodsPayments)
        .set({ status: to, nextRefundAt: null })
        .where(and(eq(goodsPayments.paymentId, payment.paymentId), eq(goodsPayments.status, 'refundDue')))
        .returning();
      if (!settled) return;
      const from =
        to === 'refunded'
          ? [S.cancellationRefundInProgress, S.cancellationRefundFailed]
          : [S.cancellationRefundInProgress];
      const next = to === 'refunded' ? S.cancellationRefunded : S.cancellationRefundFailed;
      const moved =
        settled.refundReason === 'cancelled' &&
        (await transitionGoodsOrder(tx, order.orderId, from, next, `provider:${payment.provider}`, note));
      if (!moved) await noteGoodsOrder(tx, order, 'system', note);
    });
  }

  return {
    async due(now, limit) {
      return db
        .select()
        .from(goodsPayments)
        .where(and(eq(goodsPayments.status, 'refundDue'), dueAt(now)))
        .orderBy(asc(goodsPayments.nextRefundAt))
        .limit(limit);
    },
    async find(paymentId) {
      const [row] = await db
        .select()
        .from(goodsPayments)
        .where(and(eq(goodsPayments.paymentId, paymentId), eq(goodsPayments.status, 'refundDue')));
      return row ?? null;
    },
    async claim(payment, now, retryAt) {
      const claimed = await db
        .update(goodsPayments)
        .set({ refundAttempts: payment.refundAttempts + 1, nextRefundAt: retryAt })
        .where(
          and(
            eq(goodsPayments.paymentId, payment.paymentId),
            eq(goodsPayments.status, 'refundDue'),
            eq(goodsPayments.refundAttempts, payment.refundAttempts),
            dueAt(now),
          ),
        )
        .returning({ id: goodsPayments.paymentId });
      return claimed.length === 1;
    },
    refunded: (payment) =>
      settle(payment, 'refunded', `refunded: payment ${payment.paymentId} (${payment.amount} ${payment.currency})`),
    givenUp: (payment) =>
      settle(
        payment,
        'refundFailed',
        `refund failed ${payment.refundAttempts + 1} times: staff must refund payment ${payment.paymentId} (${payment.amount} ${payment.currency}) by hand`,
      ),
    async adoptStranded(now) {
      // A cancellation that committed refund in progress (32) under older code, whose refund never ran.
      const stranded = await db
        .update(goodsPayments)
        .set({ status: 'refundDue', refundReason: 'cancelled', nextRefundAt: now })
        .where(
          and(
            eq(goodsPayments.status, 'succeeded'),
            inArray(
              goodsPayments.orderId,
              db
                .select({ id: goodsOrders.orderId })
                .from(goodsOrders)
                .where(eq(goodsOrders.status, S.cancellationRefundInProgress)),
            ),
          ),
        )
        .returning({ id: goodsPayments.paymentId });
      // A refund older code tried once and forgot (no attempt counted): tried again from the start.
      const forgotten = await db
        .update(goodsPayments)
        .set({
          status: 'refundDue',
          nextRefundAt: now,
          refundReason: sql`case when exists (select 1 from ${goodsOrders} where ${goodsOrders.orderId} = ${goodsPayments.orderId} and ${goodsOrders.status} = ${S.cancellationRefundFailed}) then 'cancelled' else 'orderClosed' end`,
        })
        .where(and(eq(goodsPayments.status, 'refundFailed'), eq(goodsPayments.refundAttempts, 0)))
        .returning({ id: goodsPayments.paymentId });
      return stranded.length + forgotten.length;
    },
  };
}
