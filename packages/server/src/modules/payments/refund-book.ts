import { type HistoryEntry, HistoryReason } from '@hotel/contract/enums';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { OrderKind } from './order-kinds.ts';
import type { PaymentRow } from './payments.repo.ts';
import { payments } from './payments.schema.ts';
import type { RefundBook } from './refunds.ts';

/** The order kinds registered with the pipeline. */
export interface OrderKinds {
  names(): string[];
  get(name: string): OrderKind;
}

/** What is left of a payment after its part refunds (an UPDATE's value: the row's amount less theirs). */
const leftAfterParts = sql<number>`${payments.amount} - coalesce((select sum(part.amount) from payments part where part.refund_of = "payments"."payment_id"), 0)`;

const dueAt = (now: Date) => or(isNull(payments.nextRefundAt), lte(payments.nextRefundAt, now));

/** What goes into the order's history when a refund ends. */
function refundNote(payment: PaymentRow, to: 'refunded' | 'refundFailed'): HistoryEntry {
  return { code: to === 'refunded' ? HistoryReason.refunded : HistoryReason.refundFailed, note: payment.paymentId };
}

/**
 * The refund queue's view of the payments table, for every registered kind of order. A refund's end
 * is recorded in one transaction with its order's side (the kind's `onRefunded`), the order's row
 * locked first as when a payment is applied.
 */
export function paymentRefundBook(db: Db, kinds: OrderKinds, now: () => Date): RefundBook<PaymentRow> {
  const registered = () => inArray(payments.orderKind, kinds.names());

  async function settle(payment: PaymentRow, to: 'refunded' | 'refundFailed') {
    const kind = kinds.get(payment.orderKind);
    await inTransaction(db, async (tx) => {
      await kind.lock(tx, payment.orderId);
      const [settled] = await tx
        .update(payments)
        .set({ status: to, nextRefundAt: null })
        .where(and(eq(payments.paymentId, payment.paymentId), eq(payments.status, 'refundDue')))
        .returning();
      if (settled) await kind.onRefunded(tx, settled, refundNote(payment, to), now());
    });
  }

  /** Per kind: cancellations older code or a crash left waiting for a refund that was never queued. */
  async function adoptStrandedOf(name: string, kind: OrderKind, now: Date) {
    const stranded = await db
      .update(payments)
      .set({ status: 'refundDue', refundReason: 'cancelled', refundAmount: leftAfterParts, nextRefundAt: now })
      .where(
        and(
          eq(payments.orderKind, name),
          eq(payments.status, 'succeeded'),
          inArray(payments.orderId, kind.awaitingRefund()),
        ),
      )
      .returning({ id: payments.paymentId });
    // A refund older code tried once and forgot (no attempt counted): tried again from the start.
    const forgotten = await db
      .update(payments)
      .set({
        status: 'refundDue',
        nextRefundAt: now,
        refundReason: sql`case when ${inArray(payments.orderId, kind.refundGivenUp())} then 'cancelled' else 'orderClosed' end`,
      })
      .where(and(eq(payments.orderKind, name), eq(payments.status, 'refundFailed'), eq(payments.refundAttempts, 0)))
      .returning({ id: payments.paymentId });
    return stranded.length + forgotten.length;
  }

  return {
    async due(now, limit) {
      if (!kinds.names().length) return [];
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'refundDue'), dueAt(now), registered()))
        .orderBy(asc(payments.nextRefundAt))
        .limit(limit);
    },
    async find(paymentId) {
      if (!kinds.names().length) return null;
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.paymentId, paymentId), eq(payments.status, 'refundDue'), registered()));
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
    refunded: (payment) => settle(payment, 'refunded'),
    givenUp: (payment) => settle(payment, 'refundFailed'),
    async adoptStranded(now) {
      let adopted = 0;
      for (const name of kinds.names()) adopted += await adoptStrandedOf(name, kinds.get(name), now);
      return adopted;
    },
  };
}
