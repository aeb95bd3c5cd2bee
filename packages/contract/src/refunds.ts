import { OnlineChannel, OrderStatus } from './enums.ts';

/**
 * How fast a refund reaches the guest, by the channel paid with (spec section 9): Alipay and WeChat
 * refund within two hours; card and other acquirers process within 48 hours and credit in 7 to 14 days.
 */
export const RefundTiming = { wallet: 'wallet', card: 'card' } as const;
export type RefundTiming = (typeof RefundTiming)[keyof typeof RefundTiming];

export function refundTimingOf(channel: number | null): RefundTiming {
  return channel === OnlineChannel.alipay || channel === OnlineChannel.wechat ? RefundTiming.wallet : RefundTiming.card;
}

/** The orders whose online payment is (or would be, if cancelled now) refunded. */
export function isRefundable(order: { status: number; paidAt: unknown; paymentChannel: number | null }): boolean {
  if (order.paidAt === null || order.paymentChannel === null) return false;
  return (
    order.status === OrderStatus.reserved ||
    order.status === OrderStatus.refunding ||
    order.status === OrderStatus.cancelled
  );
}
