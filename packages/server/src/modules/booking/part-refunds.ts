import { HistoryReason, OrderStatus } from '@hotel/contract/enums';
import type { HistoryDetails } from '@hotel/contract/schemas/history';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { lockOrder, noteOrder, type OrderRow } from './booking.repo.ts';
import type { RoomPayments } from './room-payments.ts';
import type { StayParts } from './stay-group-payments.ts';

/** Statuses whose online payment staff may give part of back: booked and paid, in house, checked out. */
export const PART_REFUNDABLE = new Set<number>([OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed]);

/** What a part refund queued: its id, amount and what is left of the payment after it (minor units). */
export interface QueuedPartRefund {
  refundId: string;
  /** One refund per payment it spans, the newest payment's first (`refundId`). */
  refundIds?: string[];
  amount: number;
  currency: string;
  paid: number;
  left: number;
}

/** The history values of a part refund: the amount, the refunds' ids and why (staff, or a lowered price). */
export function partRefundDetails(refund: QueuedPartRefund, reason: 'staffRefund' | 'priceLowered'): HistoryDetails {
  const refundIds = refund.refundIds?.length ? refund.refundIds : [refund.refundId];
  return { kind: 'partRefund', amount: refund.amount, currency: refund.currency, refundIds, reason };
}

/**
 * Staff giving part of a reservation's online payment back (issue 21, 7): in one transaction the order is
 * locked, the part refund queued through the payments pipeline across the payments that paid it, newest
 * first (each payment's row locked and its refunds summed under the lock: never more than it has left), the
 * history line and the audit row written; then the refund is tried at once, and the refund job retries it after
 * a failure or a crash. A room of a reservation paid together gives back from the group's one payment, never
 * more than is left of the room's share.
 */
export function createPartRefundService(deps: {
  db: Db;
  payments: Pick<RoomPayments, 'partRefund' | 'refundNow'>;
  /** A room of a reservation paid together gives back from its share of the group's payment. */
  stayParts?: Pick<StayParts, 'refundShare'>;
  now: () => Date;
}) {
  async function refundPart(
    transactionId: string,
    input: { amount: number; currency: string; reason: string },
    who: { actor: string; audit?: (tx: Db, order: OrderRow, refund: QueuedPartRefund) => Promise<void> },
  ): Promise<QueuedPartRefund> {
    const queued = await inTransaction(deps.db, async (tx) => {
      const order = await lockOrder(tx, transactionId);
      if (!order) throw new AppError('reservationNotFound');
      if (!PART_REFUNDABLE.has(order.status)) throw new AppError('refundNothingPaid');
      if (order.stayGroupId && !deps.stayParts) throw new AppError('refundNothingPaid');
      if (input.currency !== order.currency) {
        throw new AppError('folioCurrencyMismatch', null, { currency: order.currency });
      }
      const refund: QueuedPartRefund = order.stayGroupId
        ? await deps.stayParts!.refundShare(tx, order, input.amount, 'staffRefund')
        : { ...(await deps.payments.partRefund(tx, transactionId, input.amount, 'staffRefund')), amount: input.amount };
      await noteOrder(tx, order, who.actor, {
        code: HistoryReason.partRefunded,
        note: input.reason,
        details: partRefundDetails(refund, 'staffRefund'),
      });
      await who.audit?.(tx, order, refund);
      return refund;
    });
    for (const id of queued.refundIds ?? [queued.refundId]) await deps.payments.refundNow(id);
    return queued;
  }

  return { refundPart };
}
export type PartRefundService = ReturnType<typeof createPartRefundService>;
