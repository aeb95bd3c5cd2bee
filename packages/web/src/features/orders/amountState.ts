import { OrderRefundLabel, OrderStatus } from '@hotel/contract/enums';
import type { OrderDetail } from '@hotel/contract/schemas/order';

/**
 * What the order's amount is now, as its state says: still to pay online, paid, to pay at the hotel,
 * refunded, being refunded, or nothing (cancelled before anything was paid, or nothing was due).
 */
export type AmountState = 'toPay' | 'paid' | 'atHotel' | 'refunded' | 'refunding' | 'none';

type OrderFacts = Pick<OrderDetail, 'status' | 'paidAt' | 'refundLabel'> & { payAmount: number };

const REFUNDED: readonly (string | null)[] = [
  OrderRefundLabel.cancelledRefundSucceeded,
  OrderRefundLabel.reservedRefunded,
];
const ENDED: readonly number[] = [OrderStatus.cancelled, OrderStatus.failed, OrderStatus.refunding];

export function amountStateOf(order: OrderFacts): AmountState {
  if (order.payAmount === 0) return order.paidAt ? 'paid' : 'none';
  if (order.status === OrderStatus.waitingForPayment) return 'toPay';
  if (REFUNDED.includes(order.refundLabel)) return 'refunded';
  if (ENDED.includes(order.status)) {
    if (!order.paidAt) return 'none';
    return order.refundLabel === OrderRefundLabel.cancelledRefundFailed ? 'paid' : 'refunding';
  }
  return order.paidAt ? 'paid' : 'atHotel';
}

/** The label of the amount in its state; null when no amount is to be shown as paid or due. */
export const AMOUNT_LABEL: Record<AmountState, string | null> = {
  toPay: 'booking.price.payAmount',
  paid: 'booking.price.paid',
  atHotel: 'booking.price.payAtHotel',
  refunded: 'booking.price.refunded',
  refunding: 'booking.price.refunding',
  none: null,
};

/** The order's amount state from an order detail. */
export const orderAmountState = (order: OrderDetail) =>
  amountStateOf({ ...order, payAmount: order.amounts.payAmount.amount });
