import type { Language } from '@hotel/contract/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findOrder, type OrderRow } from './booking.repo.ts';
import { assertOrderAccess } from './member-orders.ts';
import { toOrderDetail } from './orders.view.ts';
import type { RoomPayments } from './room-payments.ts';

/**
 * What the modules that serve a stay after booking (receipts, invoices, reviews) read of it: the order
 * a caller may see (the order page's rule: a guest order by its id, a member's only by that member), its
 * detail in a language, and its payments.
 */
export function stayReadsOf(db: Db, payments: Pick<RoomPayments, 'records'>) {
  return {
    async accessibleOrder(transactionId: string, memberId: string | null): Promise<OrderRow> {
      const order = await findOrder(db, transactionId);
      if (!order) throw new AppError('reservationNotFound');
      assertOrderAccess(order, memberId);
      return order;
    },
    findOrder: (transactionId: string) => findOrder(db, transactionId),
    detail: (order: OrderRow, lang: Language, now: Date) => toOrderDetail(db, order, lang, now),
    payments: (transactionId: string) => payments.records(transactionId),
  };
}
export type StayReads = ReturnType<typeof stayReadsOf>;
