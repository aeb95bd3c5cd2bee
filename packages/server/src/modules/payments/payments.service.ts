import { OnlineChannel, OrderStatus, PaymentType } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { PaymentResultStatus } from '@hotel/contract/schemas/orderFlow';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/booking.ts';
import { AppError } from '../../platform/errors.ts';
import { findOrder, type OrderRow, transitionOrder } from '../booking/booking.repo.ts';
import { roomNightsOf } from '../booking/booking.service.ts';
import { newId } from '../booking/identifiers.ts';
import { findHotel } from '../catalog/catalog.repo.ts';
import { sellHeldRooms } from '../catalog/inventory.repo.ts';
import { findPayment, markPayment, paymentsOf, recordNotification, settlePayment } from './payments.repo.ts';
import { type PaymentProvider, type ProviderNotification, requireOnlineProvider } from './provider.ts';

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
}) {
  const { db, provider } = deps;
  const others: OtherPayments[] = [];

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
   * in one transaction with the order's confirmation. A success for an order that can no longer be
   * confirmed (closed, or already paid) is refunded, so a guest is never charged twice.
   */
  async function handleNotification(body: unknown) {
    const notification = provider.verify(body);
    if (!notification) throw new AppError('paymentParameterError');
    const payment = await findPayment(db, notification.paymentId);
    if (!payment) {
      for (const other of others) if (await other.owns(notification.paymentId)) return other.apply(notification);
    }
    if (!payment || payment.amount !== notification.amount || payment.currency !== notification.currency) {
      throw new AppError('paymentParameterError');
    }
    let confirmed: OrderRow | null = null;
    let refund = false;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      if (!(await recordNotification(tx, notification.notificationId, payment.paymentId, notification.outcome))) return;
      const status = notification.outcome === 'succeeded' ? 'succeeded' : 'failed';
      if (!(await settlePayment(tx, payment.paymentId, status, notification.providerReference))) return;
      if (status === 'failed') return;
      const order = (await findOrder(tx, payment.transactionId))!;
      if (order.status !== OrderStatus.waitingForPayment) {
        refund = true;
        return;
      }
      confirmed = await transitionOrder(tx, order, {
        to: OrderStatus.reserved,
        actor: `provider:${provider.name}`,
        reason: `paid ${payment.paymentId}`,
        changes: { paidAt: deps.now(), paymentChannel: payment.channel },
      });
      await sellHeldRooms(tx, roomNightsOf(order));
    });
    if (refund) await refundPayment(payment.paymentId);
    if (confirmed) await deps.events.onConfirmed(confirmed);
    return { received: true };
  }

  /** Refunds a succeeded payment through its provider; the payment is marked refunded or refundFailed. */
  async function refundPayment(paymentId: string): Promise<boolean> {
    const payment = await findPayment(db, paymentId);
    if (payment?.status !== 'succeeded') return false;
    const result = await provider.refund(payment).catch(() => ({ ok: false }));
    await markPayment(db, paymentId, result.ok ? 'refunded' : 'refundFailed');
    return result.ok;
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
    refundPayment,
    callbackStatus,
    succeededPayment: async (transactionId: string) =>
      (await paymentsOf(db, transactionId)).find((p) => p.status === 'succeeded'),
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
