import { type HistoryEntry, HistoryReason, OrderRefundLabel, OrderStatus } from '@hotel/contract/enums';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { newConfirmationNumber } from '../../platform/ids.ts';
import { releaseHeldRooms, releaseSoldRooms } from '../catalog/catalog.module.ts';
import { findOrder, type OrderRow, transitionOrder } from './booking.repo.ts';
import { roomNightsOf } from './booking.service.ts';
import { canCancel } from './orders.view.ts';
import type { RoomPayments } from './room-payments.ts';
import type { StayParts } from './stay-group-payments.ts';

const asDb = (tx: unknown) => tx as Db;

export interface CancelOptions {
  /** The hotel cancels (back office): any unpaid or reserved order, whatever the rate's policy. */
  byHotel?: boolean;
  /** Writes the audit row inside the transaction that cancels. */
  audit?: (tx: Db, before: OrderRow, after: OrderRow) => Promise<void>;
}

function canHotelCancel(order: OrderRow): boolean {
  return order.status === OrderStatus.waitingForPayment || order.status === OrderStatus.reserved;
}

/**
 * Cancellation and closing of orders. Each status change locks the order row first (the
 * transition), then gives the rooms back in the same transaction, so two processes never release
 * the same rooms twice.
 */
export function createCancellationService(deps: {
  db: Db;
  payments: Pick<RoomPayments, 'succeededPayment' | 'refundAll' | 'refundNow'>;
  now: () => Date;
  onInventoryChanged?: () => void;
  /** Gives back the order's points and voucher, in the transaction that cancels or closes it. */
  releaseBenefits?: (tx: Db, order: OrderRow) => Promise<void>;
  /** How an order booked as one room of a reservation paid together is refunded (stay-group-payments.ts). */
  stayParts?: StayParts;
  /** Before a paid order is cancelled: what closes what waits on it (a pending change's held nights), in the cancelling transaction. */
  onClosing?: (transactionId: string) => Promise<(tx: Db) => Promise<unknown>>;
}) {
  const { db } = deps;
  const released = <T>(result: T): T => {
    deps.onInventoryChanged?.();
    return result;
  };

  async function cancelOrder(
    transactionId: string,
    actor: string,
    reason: HistoryEntry,
    options: CancelOptions = {},
  ): Promise<OrderRow> {
    const order = await findOrder(db, transactionId);
    if (!order) throw new AppError('reservationNotFound');
    const allowed = options.byHotel ? canHotelCancel(order) : canCancel(order, deps.now());
    if (!allowed) throw new AppError('cancellationFailed');
    const cancellationNumber = `C${newConfirmationNumber().slice(2)}`;
    if (order.status === OrderStatus.waitingForPayment) {
      return released(
        await db.transaction(async (tx) => {
          const cancelled = await transitionOrder(asDb(tx), order, {
            to: OrderStatus.cancelled,
            actor,
            reason,
            changes: { cancelledAt: deps.now(), cancellationNumber },
            now: deps.now(),
          });
          await releaseHeldRooms(asDb(tx), roomNightsOf(order));
          await deps.releaseBenefits?.(asDb(tx), order);
          if (order.stayGroupId) await deps.stayParts?.unpaidRoomCancelled(asDb(tx), order);
          await options.audit?.(asDb(tx), order, cancelled);
          return cancelled;
        }),
      );
    }
    const grouped = order.stayGroupId ? deps.stayParts : undefined;
    const paid = grouped ? await grouped.paidWith(order) : await deps.payments.succeededPayment(transactionId);
    let refundIds = paid ? [paid.paymentId] : [];
    const closing = await deps.onClosing?.(transactionId);
    // Refunding (7) and the refund's place in the queue are one commit: a crash after it leaves a
    // refund the job resumes, never an order stuck in 7.
    const refunding = await db.transaction(async (tx) => {
      const next = await transitionOrder(asDb(tx), order, {
        to: paid ? OrderStatus.refunding : OrderStatus.cancelled,
        actor,
        reason,
        changes: {
          cancelledAt: deps.now(),
          cancellationNumber,
          refundLabel: paid ? OrderRefundLabel.cancelledRefundInProgress : null,
        },
        now: deps.now(),
      });
      if (paid && grouped) refundIds = [await grouped.queueRefund(asDb(tx), order, paid)];
      else if (paid) {
        // Every payment that paid the booking (its own and its changes'), newest first, what is left of each.
        refundIds = await deps.payments.refundAll(asDb(tx), transactionId, 'cancelled');
        if (!refundIds.includes(paid.paymentId)) throw new AppError('cancellationFailed');
      }
      await releaseSoldRooms(asDb(tx), roomNightsOf(order));
      await closing?.(asDb(tx));
      await deps.releaseBenefits?.(asDb(tx), order);
      await options.audit?.(asDb(tx), order, next);
      return next;
    });
    released(null);
    if (!refundIds.length) return refunding;
    for (const id of refundIds) await deps.payments.refundNow(id);
    return (await findOrder(db, transactionId))!;
  }

  /** Closes one unpaid order past its deadline; false when another process or a payment got there first. */
  async function closeIfExpired(transactionId: string): Promise<boolean> {
    try {
      return await db
        .transaction(async (tx) => {
          const order = await findOrder(asDb(tx), transactionId);
          const due =
            order?.status === OrderStatus.waitingForPayment &&
            order.paymentDeadline &&
            order.paymentDeadline <= deps.now();
          if (!order || !due) return false;
          await transitionOrder(asDb(tx), order, {
            to: OrderStatus.cancelled,
            actor: 'system',
            reason: { code: HistoryReason.deadlinePassed },
            changes: { refundLabel: OrderRefundLabel.orderClosed, cancelledAt: deps.now() },
            now: deps.now(),
          });
          await releaseHeldRooms(asDb(tx), roomNightsOf(order));
          await deps.releaseBenefits?.(asDb(tx), order);
          return true;
        })
        .then(released);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  return { cancelOrder, closeIfExpired };
}
export type CancellationService = ReturnType<typeof createCancellationService>;
