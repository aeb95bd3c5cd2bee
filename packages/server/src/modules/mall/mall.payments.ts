import { GoodsOrderStatus, OnlineChannel } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { mallPaymentReturnPath } from '@hotel/contract/schemas/mall';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  createRefundQueue,
  DEFAULT_REFUND_POLICY,
  type PaymentProvider,
  type ProviderNotification,
  paymentMismatch,
  type RefundPolicy,
  type RefundReason,
  recordNotification,
  requireOnlineProvider,
  toPaymentRecord,
} from '../payments/payments.module.ts';
import { fulfilPaidOrder } from './fulfilment.ts';
import { type GoodsPaymentRow, goodsRefundBook } from './goods-refunds.ts';
import { goodsPayments } from './mall.schema.ts';
import { findGoodsOrder, type GoodsOrderRow, lockGoodsOrder, noteGoodsOrder } from './orders.repo.ts';

const ONLINE_CHANNELS = new Set<number>(Object.values(OnlineChannel));

async function findGoodsPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(goodsPayments).where(eq(goodsPayments.paymentId, paymentId));
  return row ?? null;
}

/**
 * Goods orders paid through the payment module's provider (the sandbox acquirer): same hosted page,
 * same signed notifications, recorded once in the shared notification table, and refunds through
 * the shared refund queue (tried at once, resumed by the job). A success for an order that can no
 * longer be paid, or that pays another amount than the order asks, is refunded.
 */
export function createMallPayments(deps: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  refundPolicy?: RefundPolicy;
}) {
  const { db, provider } = deps;
  const refunds = createRefundQueue({
    book: goodsRefundBook(db),
    provider,
    policy: deps.refundPolicy ?? DEFAULT_REFUND_POLICY,
    now: deps.now,
  });

  async function startPayment(orderId: string, channel: number, lang: Language, memberId: string) {
    requireOnlineProvider(provider);
    const order = await findGoodsOrder(db, orderId);
    if (!order || order.memberId !== memberId) throw new AppError('goodsOrderNotFound');
    if (!ONLINE_CHANNELS.has(channel)) throw new AppError('paymentParameterError');
    if (order.status === GoodsOrderStatus.closed) throw new AppError('orderClosed');
    const expired = order.paymentDeadline !== null && order.paymentDeadline <= deps.now();
    if (order.status !== GoodsOrderStatus.waitingToPay || expired) throw new AppError('paymentTimedOut');
    const paymentId = newId('gpay');
    await db.insert(goodsPayments).values({
      paymentId,
      orderId,
      provider: provider.name,
      channel,
      amount: order.payAmount,
      currency: order.currency,
      status: 'pending',
    });
    const { payUrl } = await provider.start({
      paymentId,
      transactionId: orderId,
      amount: order.payAmount,
      currency: order.currency,
      description: orderId,
      language: lang,
    });
    return { paymentId, payUrl, amount: order.payAmount, currency: order.currency };
  }

  /** Whether a payment id belongs to a goods order (the payment module asks before its own lookup fails). */
  async function owns(paymentId: string) {
    return (await findGoodsPayment(db, paymentId)) !== null;
  }

  /**
   * Applies a verified provider notification to a goods payment once, the order's row locked first.
   * A success pays the order only when it pays what the order asks now (amount and currency; nothing
   * changes an unpaid goods order, so there is no version to compare) and the order still waits for
   * payment; otherwise its refund is queued and the reason written in the order's history.
   */
  async function apply(notification: ProviderNotification) {
    const known = await findGoodsPayment(db, notification.paymentId);
    if (!known || known.amount !== notification.amount || known.currency !== notification.currency) {
      throw new AppError('paymentParameterError');
    }
    let refund = false;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await recordNotification(tx, notification.notificationId, known.paymentId, notification.outcome))) return;
      const order = (await lockGoodsOrder(tx, known.orderId))!;
      const payment = (await findGoodsPayment(tx, known.paymentId))!;
      const settle = async (changes: Partial<GoodsPaymentRow>) =>
        tx
          .update(goodsPayments)
          .set({ ...changes, providerReference: notification.providerReference, settledAt: deps.now() })
          .where(and(eq(goodsPayments.paymentId, payment.paymentId), eq(goodsPayments.status, 'pending')));
      if (payment.status !== 'pending') return;
      if (notification.outcome === 'failed') return void (await settle({ status: 'failed' }));
      const actor = `provider:${provider.name}`;
      const mismatch = paymentMismatch(payment, { amount: order.payAmount, currency: order.currency });
      if (order.status !== GoodsOrderStatus.waitingToPay || mismatch) {
        await settle({
          status: 'refundDue',
          refundReason: mismatch ? 'orderChanged' : 'orderClosed',
          nextRefundAt: deps.now(),
        });
        const why = mismatch ?? `the order is no longer waiting for payment (status ${order.status})`;
        await noteGoodsOrder(tx, order, actor, `payment ${payment.paymentId} not applied, refund due: ${why}`);
        refund = true;
        return;
      }
      await settle({ status: 'succeeded' });
      await fulfilPaidOrder(tx, order, deps.now(), actor, { paymentChannel: payment.channel });
    });
    if (refund) await refunds.refundNow(known.paymentId);
    return { received: true };
  }

  /** Queues a succeeded payment's refund inside the caller's transaction; false when it is no longer succeeded. */
  async function queueRefund(tx: Db, paymentId: string, reason: RefundReason) {
    const updated = await tx
      .update(goodsPayments)
      .set({ status: 'refundDue', refundReason: reason, nextRefundAt: deps.now() })
      .where(and(eq(goodsPayments.paymentId, paymentId), eq(goodsPayments.status, 'succeeded')))
      .returning({ id: goodsPayments.paymentId });
    return updated.length === 1;
  }

  async function succeededPayment(orderId: string) {
    const [row] = await db
      .select()
      .from(goodsPayments)
      .where(and(eq(goodsPayments.orderId, orderId), eq(goodsPayments.status, 'succeeded')));
    return row ?? null;
  }

  /** The order's payments as staff see them, oldest first. */
  async function paymentsOf(orderId: string) {
    const rows = await db
      .select()
      .from(goodsPayments)
      .where(eq(goodsPayments.orderId, orderId))
      .orderBy(asc(goodsPayments.createdAt));
    return rows.map(toPaymentRecord);
  }

  /** What the payment-result screen shows: completed, failed or incomplete. */
  async function callbackStatus(order: GoodsOrderRow) {
    const [latest] = await db
      .select()
      .from(goodsPayments)
      .where(eq(goodsPayments.orderId, order.orderId))
      .orderBy(desc(goodsPayments.createdAt))
      .limit(1);
    const paid = order.paidAt !== null;
    const status = paid
      ? ('completed' as const)
      : order.status !== GoodsOrderStatus.waitingToPay || latest?.status === 'failed'
        ? ('failed' as const)
        : ('incomplete' as const);
    return { status, orderStatus: order.status, paymentDeadline: order.paymentDeadline?.toISOString() ?? null };
  }

  /** The hosted sandbox page's view of a goods payment. */
  async function sandboxPayable(paymentId: string) {
    const payment = await findGoodsPayment(db, paymentId);
    if (!payment) return undefined;
    const order = await findGoodsOrder(db, payment.orderId);
    return {
      paymentId: payment.paymentId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      orderClosed: order?.status !== GoodsOrderStatus.waitingToPay,
      reference: payment.orderId,
      returnPath: (lang: string) => mallPaymentReturnPath(lang, payment.orderId),
    };
  }

  return {
    startPayment,
    owns,
    apply,
    queueRefund,
    refundNow: refunds.refundNow,
    /** The job: resumes every unfinished refund of goods payments. */
    resumeRefunds: () => refunds.resume(),
    succeededPayment,
    paymentsOf,
    callbackStatus,
    sandboxPayable,
  };
}
export type MallPayments = ReturnType<typeof createMallPayments>;
