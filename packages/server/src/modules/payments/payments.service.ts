import { OnlineChannel, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { PaymentResultStatus } from '@hotel/contract/schemas/orderFlow';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  findOrder,
  lockOrder,
  noteOrder,
  type OrderRow,
  roomNightsOf,
  transitionOrder,
} from '../booking/booking.module.ts';
import { payments } from '../booking/booking.schema.ts';
import { findHotel, sellHeldRooms } from '../catalog/catalog.module.ts';
import { paymentMismatch } from './binding.ts';
import { findPayment, paymentsOf, queueRefund, recordNotification, settlePayment } from './payments.repo.ts';
import { type PaymentProvider, type ProviderNotification, requireOnlineProvider } from './provider.ts';
import { createRefundQueue, DEFAULT_REFUND_POLICY, type RefundPolicy, type RefundReason } from './refunds.ts';
import { roomRefundBook } from './room-refunds.ts';

const ONLINE_CHANNELS = new Set<number>(Object.values(OnlineChannel));

/** Payments of another kind of order (the mall's goods orders) through the same provider and notify URL. */
export interface OtherPayments {
  owns(paymentId: string): Promise<boolean>;
  apply(notification: ProviderNotification): Promise<{ received: boolean }>;
}

export interface PaymentEvents {
  /** Called after an order became confirmed by a payment (outside the transaction). */
  onConfirmed(order: OrderRow): Promise<void>;
}

export function createPaymentService(deps: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  events: PaymentEvents;
  refundPolicy?: RefundPolicy;
}) {
  const { db, provider } = deps;
  const others: OtherPayments[] = [];
  const refunds = createRefundQueue({
    book: roomRefundBook(db),
    provider,
    policy: deps.refundPolicy ?? DEFAULT_REFUND_POLICY,
    now: deps.now,
  });

  /** Starts an online payment of an order waiting for payment; refuses one past its deadline. */
  async function startPayment(transactionId: string, channel: number, lang: Language) {
    requireOnlineProvider(provider);
    const order = await findOrder(db, transactionId);
    if (!order) throw new AppError('reservationNotFound');
    // Online, or the online part of points plus online (4).
    if (order.paymentType !== PaymentType.online && order.paymentType !== PaymentType.pointsPlusOnline)
      throw new AppError('paymentWayUnavailable');
    if (!ONLINE_CHANNELS.has(channel)) throw new AppError('paymentParameterError');
    const hotel = (await findHotel(db, order.hotelCode))!.hotel;
    if (!hotel.paymentChannels.includes(channel)) throw new AppError('paymentMethodNotEnabled');
    if (order.status === OrderStatus.reserved) throw new AppError('illegalRequest');
    const expired = order.paymentDeadline !== null && order.paymentDeadline <= deps.now();
    if (order.status !== OrderStatus.waitingForPayment || expired) throw new AppError('paymentTimedOut');
    const paymentId = newId('pay');
    await db.insert(payments).values({
      paymentId,
      transactionId,
      provider: provider.name,
      channel,
      amount: order.payAmount,
      currency: order.currency,
      orderVersion: order.version,
      status: 'pending',
    });
    const { payUrl } = await provider.start({
      paymentId,
      transactionId,
      amount: order.payAmount,
      currency: order.currency,
      description: order.confirmationNumber,
      language: lang,
    });
    return { paymentId, payUrl, amount: order.payAmount, currency: order.currency };
  }

  /**
   * Applies a provider notification once: verified, recorded by id (a replay changes nothing), and
   * in one transaction with the order's confirmation, the order's row locked first so a change of the
   * order never crosses it. A success confirms the order only when it pays what the order asks now
   * (amount, currency and version, and the payment was not voided by a change); otherwise, or when the
   * order can no longer be confirmed (closed, or already paid), the money is queued for refund and the
   * reason written in the order's history, so a guest is never charged twice nor confirmed for less.
   */
  async function handleNotification(body: unknown) {
    const notification = provider.verify(body);
    if (!notification) throw new AppError('paymentParameterError');
    const known = await findPayment(db, notification.paymentId);
    if (!known) {
      for (const other of others) if (await other.owns(notification.paymentId)) return other.apply(notification);
    }
    if (!known || known.amount !== notification.amount || known.currency !== notification.currency) {
      throw new AppError('paymentParameterError');
    }
    let confirmed: OrderRow | null = null;
    let refund = false;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await recordNotification(tx, notification.notificationId, known.paymentId, notification.outcome))) return;
      const order = (await lockOrder(tx, known.transactionId))!;
      const payment = (await findPayment(tx, known.paymentId))!;
      if (payment.status !== 'pending' && payment.status !== 'void') return;
      const settled = { providerReference: notification.providerReference };
      if (notification.outcome === 'failed') {
        await settlePayment(tx, payment, { ...settled, status: 'failed' });
        return;
      }
      const actor = `provider:${provider.name}`;
      const mismatch = paymentMismatch(
        { ...payment, version: payment.orderVersion, voided: payment.status === 'void' },
        { amount: order.payAmount, currency: order.currency, version: order.version },
      );
      if (order.status !== OrderStatus.waitingForPayment || mismatch) {
        const reason: RefundReason = mismatch ? 'orderChanged' : 'orderClosed';
        await settlePayment(tx, payment, {
          ...settled,
          status: 'refundDue',
          refundReason: reason,
          nextRefundAt: deps.now(),
        });
        await noteOrder(
          tx,
          order,
          actor,
          `payment ${payment.paymentId} not applied, refund due: ${mismatch ?? `the order is no longer waiting for payment (status ${order.status})`}`,
        );
        refund = true;
        return;
      }
      await settlePayment(tx, payment, { ...settled, status: 'succeeded' });
      confirmed = await transitionOrder(tx, order, {
        to: OrderStatus.reserved,
        actor,
        reason: `paid ${payment.paymentId}`,
        changes: { paidAt: deps.now(), paymentChannel: payment.channel },
      });
      await sellHeldRooms(tx, roomNightsOf(order));
    });
    if (refund) await refunds.refundNow(known.paymentId);
    if (confirmed) await deps.events.onConfirmed(confirmed);
    return { received: true };
  }

  /** What the waiting page shows: completed, failed or incomplete. */
  async function callbackStatus(transactionId: string) {
    const order = await findOrder(db, transactionId);
    if (!order) throw new AppError('reservationNotFound');
    const attempts = await paymentsOf(db, transactionId);
    const confirmed =
      order.status === OrderStatus.reserved ||
      order.status === OrderStatus.checkedIn ||
      order.status === OrderStatus.completed;
    const result: PaymentResultStatus = confirmed
      ? 'completed'
      : order.status !== OrderStatus.waitingForPayment || attempts[0]?.status === 'failed'
        ? 'failed'
        : 'incomplete';
    return { status: result, orderStatus: order.status, paymentDeadline: order.paymentDeadline?.toISOString() ?? null };
  }

  return {
    /** Lets another module's orders be paid through this provider's notifications. */
    addPayments: (other: OtherPayments) => void others.push(other),
    startPayment,
    handleNotification,
    /** Queues a succeeded payment's refund inside the caller's transaction (a cancellation's). */
    queueRefund: (tx: Db, paymentId: string, reason: RefundReason) => queueRefund(tx, paymentId, reason, deps.now()),
    /** Tries a queued refund at once; the job retries it later if this attempt fails or never finishes. */
    refundNow: (paymentId: string) => refunds.refundNow(paymentId),
    /** The job: resumes every unfinished refund. */
    resumeRefunds: () => refunds.resume(),
    callbackStatus,
    succeededPayment: async (transactionId: string) =>
      (await paymentsOf(db, transactionId)).find((p) => p.status === 'succeeded'),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
