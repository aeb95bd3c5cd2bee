import { HistoryReason, OrderRefundLabel, OrderStatus, PaymentType } from '@hotel/contract/enums';
import { pagePaths, paths } from '@hotel/contract/routes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findHotel, sellHeldRooms } from '../catalog/catalog.module.ts';
import {
  type OrderKind,
  type PayableOrder,
  type PaymentService,
  requireOnlineChannel,
} from '../payments/payments.module.ts';
import { findOrder, lockOrder, noteOrder, type OrderRow, transitionOrder } from './booking.repo.ts';
import { orders } from './booking.schema.ts';
import { roomNightsOf } from './booking.service.ts';
import { orderChanges } from './order-changes.schema.ts';

const PAID = new Set<number>([OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed]);

function payableOf(order: OrderRow): PayableOrder {
  return {
    amount: order.payAmount,
    currency: order.currency,
    version: order.version,
    status: order.status,
    awaitingPayment: order.status === OrderStatus.waitingForPayment,
    paid: PAID.has(order.status),
    paymentDeadline: order.paymentDeadline,
    reference: order.confirmationNumber,
    hotelCode: order.hotelCode,
  };
}

/**
 * Room orders (bookings) as a kind of order of the payments pipeline. A payment confirms a booking
 * waiting for payment (reserved, its held rooms sold); a cancellation's refund (reason `cancelled`)
 * moves the order from refunding (7) to cancelled with the refund's label; any other refund, or a
 * refused payment, is noted in the order's history. Its money is its own payment and those of its applied
 * changes (`alsoPaidBy`), which the pipeline sums, refunds and lists together.
 */
export function roomOrderKind(deps: {
  db: Db;
  /** After a payment confirmed a booking (its e-mail), outside the payment's transaction. */
  onConfirmed?: (transactionId: string) => Promise<void>;
}): OrderKind {
  const { db } = deps;
  const locked = async (tx: Db, transactionId: string) => (await lockOrder(tx, transactionId))!;

  return {
    paymentIdPrefix: 'pay',
    notFound: 'reservationNotFound',
    async payable(transactionId, request, now) {
      const order = await findOrder(db, transactionId);
      if (!order) throw new AppError('reservationNotFound');
      if (order.stayGroupId) throw new AppError('stayGroupRoomOnly');
      // Online, or the online part of points plus online (4).
      if (order.paymentType !== PaymentType.online && order.paymentType !== PaymentType.pointsPlusOnline)
        throw new AppError('paymentWayUnavailable');
      requireOnlineChannel(request.channel);
      const hotel = (await findHotel(db, order.hotelCode))!.hotel;
      if (!hotel.paymentChannels.includes(request.channel)) throw new AppError('paymentMethodNotEnabled');
      if (order.status === OrderStatus.reserved) throw new AppError('illegalRequest');
      const expired = order.paymentDeadline !== null && order.paymentDeadline <= now;
      if (order.status !== OrderStatus.waitingForPayment || expired) throw new AppError('paymentTimedOut');
      return payableOf(order);
    },
    find: async (transactionId) => {
      const order = await findOrder(db, transactionId);
      return order ? payableOf(order) : null;
    },
    lock: async (tx, transactionId) => {
      const order = await lockOrder(tx, transactionId);
      return order ? payableOf(order) : null;
    },
    returnPath: (transactionId, lang) => paths.orderWaiting(lang, transactionId, pagePaths.order(transactionId)),
    note: (tx, transactionId, order, actor, reason) =>
      noteOrder(tx, { transactionId, status: order.status }, actor, reason),
    async onPaid(tx, payment, actor, now) {
      const order = await locked(tx, payment.orderId);
      await transitionOrder(tx, order, {
        to: OrderStatus.reserved,
        actor,
        reason: { code: HistoryReason.paid, note: payment.paymentId },
        changes: { paidAt: now, paymentChannel: payment.channel },
        now,
      });
      await sellHeldRooms(tx, roomNightsOf(order));
    },
    afterPaid: deps.onConfirmed,
    // A booking's applied changes paid their difference with payments of their own (kind 'roomChange').
    async alsoPaidBy(tx, transactionId) {
      const applied = await tx
        .select({ changeId: orderChanges.changeId })
        .from(orderChanges)
        .where(and(eq(orderChanges.transactionId, transactionId), eq(orderChanges.status, 'applied')));
      return applied.map(({ changeId }) => ({ kind: 'roomChange', orderId: changeId }));
    },
    async onRefunded(tx, payment, reason, now) {
      const order = await locked(tx, payment.orderId);
      const label =
        payment.status === 'refunded'
          ? OrderRefundLabel.cancelledRefundSucceeded
          : OrderRefundLabel.cancelledRefundFailed;
      if (payment.refundReason === 'cancelled' && order.status === OrderStatus.refunding) {
        await transitionOrder(tx, order, {
          to: OrderStatus.cancelled,
          actor: 'system',
          reason,
          changes: { refundLabel: label },
          now,
        });
        return;
      }
      if (payment.refundReason === 'cancelled' && order.refundLabel === OrderRefundLabel.cancelledRefundFailed) {
        await tx
          .update(orders)
          .set({ refundLabel: label, updatedAt: now })
          .where(eq(orders.transactionId, order.transactionId));
      }
      await noteOrder(tx, order, 'system', reason);
    },
    awaitingRefund: () =>
      db.select({ id: orders.transactionId }).from(orders).where(eq(orders.status, OrderStatus.refunding)),
    refundGivenUp: () =>
      db
        .select({ id: orders.transactionId })
        .from(orders)
        .where(eq(orders.refundLabel, OrderRefundLabel.cancelledRefundFailed)),
  };
}

/** Registers room orders with the payments pipeline; what booking uses to pay, void and refund them. */
export function registerRoomPayments(payments: PaymentService, deps: Parameters<typeof roomOrderKind>[0]) {
  return payments.registerOrderKind('room', roomOrderKind(deps));
}
export type RoomPayments = ReturnType<typeof registerRoomPayments>;
