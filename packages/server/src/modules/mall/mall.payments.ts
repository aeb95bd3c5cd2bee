import { GoodsOrderStatus } from '@hotel/contract/enums';
import { paths } from '@hotel/contract/routes';
import { mallChannelsFor } from '@hotel/contract/schemas/mall';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type OrderKind,
  type PayableOrder,
  type PaymentService,
  requireOnlineChannel,
} from '../payments/payments.module.ts';
import { fulfilPaidOrder } from './fulfilment.ts';
import type { MallMails } from './mall.mails.ts';
import { goodsOrders } from './mall.schema.ts';
import {
  canMoveGoodsOrder,
  findGoodsOrder,
  type GoodsOrderRow,
  lockGoodsOrder,
  noteGoodsOrder,
  transitionGoodsOrder,
} from './orders.repo.ts';

const S = GoodsOrderStatus;

/** Nothing changes an unpaid goods order, so its payments bind amount and currency, no version. */
function payableOf(order: GoodsOrderRow): PayableOrder {
  return {
    amount: order.payAmount,
    currency: order.currency,
    status: order.status,
    awaitingPayment: order.status === S.waitingToPay,
    paid: order.paidAt !== null,
    paymentDeadline: order.paymentDeadline,
    reference: order.orderId,
  };
}

/**
 * Goods orders as a kind of order of the payments pipeline. A payment fulfils an order waiting to be
 * paid (codes issued, goods booked); a cancellation's refund moves its order from refund in progress
 * (32) to refunded (33) or, given up, refund failed (34, which staff see); a refund given up earlier
 * (34) that succeeds later becomes 33. Any other refund, or a refused payment, is noted in the order's history.
 */
export function goodsOrderKind(deps: { db: Db; mails?: MallMails }): OrderKind {
  const { db } = deps;
  const locked = async (tx: Db, orderId: string) => (await lockGoodsOrder(tx, orderId))!;
  const withStatus = (status: number) =>
    db.select({ id: goodsOrders.orderId }).from(goodsOrders).where(eq(goodsOrders.status, status));

  return {
    paymentIdPrefix: 'gpay',
    notFound: 'goodsOrderNotFound',
    async payable(orderId, request, now) {
      const order = await findGoodsOrder(db, orderId);
      if (!order || order.memberId !== request.payer) throw new AppError('goodsOrderNotFound');
      requireOnlineChannel(request.channel);
      // Closed or cancelled: the order is over (70007); only an unpaid order past its deadline timed out.
      if (order.status === S.closed || order.status >= S.cancelled) throw new AppError('orderClosed');
      const expired = order.paymentDeadline !== null && order.paymentDeadline <= now;
      if (order.status !== S.waitingToPay || expired) throw new AppError('paymentTimedOut');
      if (!mallChannelsFor(order.currency).includes(request.channel)) throw new AppError('paymentWayUnavailable');
      return payableOf(order);
    },
    find: async (orderId) => {
      const order = await findGoodsOrder(db, orderId);
      return order ? payableOf(order) : null;
    },
    lock: async (tx, orderId) => {
      const order = await lockGoodsOrder(tx, orderId);
      return order ? payableOf(order) : null;
    },
    returnPath: (orderId, lang) => paths.mallPaymentSuccess(lang, orderId),
    note: (tx, orderId, order, actor, reason) => noteGoodsOrder(tx, { orderId, status: order.status }, actor, reason),
    async onPaid(tx, payment, actor, now) {
      await fulfilPaidOrder(tx, await locked(tx, payment.orderId), now, actor, {
        paymentChannel: payment.channel,
        paymentId: payment.paymentId,
      });
    },
    afterPaid: async (orderId) => {
      await deps.mails?.notify(orderId, 'paid');
    },
    async onRefunded(tx, payment, reason, now) {
      const order = await locked(tx, payment.orderId);
      const next = payment.status === 'refunded' ? S.cancellationRefunded : S.cancellationRefundFailed;
      if (payment.refundReason === 'cancelled' && canMoveGoodsOrder(order.status, next)) {
        const actor = `provider:${payment.provider}`;
        await transitionGoodsOrder(tx, order.orderId, { to: next, actor, reason, now });
      } else {
        await noteGoodsOrder(tx, order, 'system', reason);
      }
    },
    awaitingRefund: () => withStatus(S.cancellationRefundInProgress),
    refundGivenUp: () => withStatus(S.cancellationRefundFailed),
  };
}

/** Registers goods orders with the payments pipeline; what the mall uses to pay and refund them. */
export function registerGoodsPayments(payments: PaymentService, deps: { db: Db; mails?: MallMails }) {
  return payments.registerOrderKind('goods', goodsOrderKind(deps));
}
export type GoodsPayments = ReturnType<typeof registerGoodsPayments>;
