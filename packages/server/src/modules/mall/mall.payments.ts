import { GoodsOrderStatus, OnlineChannel } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { mallPaymentReturnPath } from '@hotel/contract/schemas/mall';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsPayments } from '../../db/schema/mall.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../booking/identifiers.ts';
import { recordNotification } from '../payments/payments.repo.ts';
import { type PaymentProvider, type ProviderNotification, requireOnlineProvider } from '../payments/provider.ts';
import { fulfilPaidOrder } from './fulfilment.ts';
import { findGoodsOrder, type GoodsOrderRow } from './orders.repo.ts';

const ONLINE_CHANNELS = new Set<number>(Object.values(OnlineChannel));

async function findGoodsPayment(db: Db, paymentId: string) {
  const [row] = await db.select().from(goodsPayments).where(eq(goodsPayments.paymentId, paymentId));
  return row ?? null;
}

/**
 * Goods orders paid through the payment module's provider (the sandbox acquirer): same hosted page,
 * same signed notifications, recorded once in the shared notification table, and refunds through
 * the provider. A success for an order that can no longer be paid is refunded at once.
 */
export function createMallPayments(deps: { db: Db; provider: PaymentProvider; now: () => Date }) {
  const { db, provider } = deps;

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

  /** Applies a verified provider notification to a goods payment once. */
  async function apply(notification: ProviderNotification) {
    const payment = await findGoodsPayment(db, notification.paymentId);
    if (!payment || payment.amount !== notification.amount || payment.currency !== notification.currency) {
      throw new AppError('paymentParameterError');
    }
    let refund = false;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await recordNotification(tx, notification.notificationId, payment.paymentId, notification.outcome))) return;
      const status = notification.outcome === 'succeeded' ? 'succeeded' : 'failed';
      const settled = await tx
        .update(goodsPayments)
        .set({ status, providerReference: notification.providerReference, settledAt: deps.now() })
        .where(and(eq(goodsPayments.paymentId, payment.paymentId), eq(goodsPayments.status, 'pending')))
        .returning({ id: goodsPayments.paymentId });
      if (!settled.length || status === 'failed') return;
      const order = (await findGoodsOrder(tx, payment.orderId))!;
      const paid =
        order.status === GoodsOrderStatus.waitingToPay
          ? await fulfilPaidOrder(tx, order, deps.now(), `provider:${provider.name}`, {
              paymentChannel: payment.channel,
            })
          : null;
      if (!paid) refund = true;
    });
    if (refund) await refundPayment(payment.paymentId);
    return { received: true };
  }

  /** Refunds a succeeded payment through the provider; the payment is marked refunded or refundFailed. */
  async function refundPayment(paymentId: string): Promise<boolean> {
    const payment = await findGoodsPayment(db, paymentId);
    if (payment?.status !== 'succeeded') return false;
    const result = await provider.refund(payment).catch(() => ({ ok: false }));
    await db
      .update(goodsPayments)
      .set({ status: result.ok ? 'refunded' : 'refundFailed' })
      .where(eq(goodsPayments.paymentId, paymentId));
    return result.ok;
  }

  async function succeededPayment(orderId: string) {
    const [row] = await db
      .select()
      .from(goodsPayments)
      .where(and(eq(goodsPayments.orderId, orderId), eq(goodsPayments.status, 'succeeded')));
    return row ?? null;
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
    return {
      paymentId: payment.paymentId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      reference: payment.orderId,
      returnPath: (lang: string) => mallPaymentReturnPath(lang, payment.orderId),
    };
  }

  return { startPayment, owns, apply, refundPayment, succeededPayment, callbackStatus, sandboxPayable };
}
export type MallPayments = ReturnType<typeof createMallPayments>;
