import { OrderStatus } from '@hotel/contract/enums';
import type { OrderRow } from './booking.repo.ts';
import type { stayGroups } from './stay-groups.schema.ts';

export type StayGroupRow = typeof stayGroups.$inferSelect;

const PAID = new Set<number>([OrderStatus.reserved, OrderStatus.checkedIn, OrderStatus.completed]);

/**
 * What the group as a whole asks: the online amount of its rooms still waiting for payment, and a version
 * that rises whenever any room order changes (each order's version only rises, so their sum does too).
 */
export function groupTerms(members: OrderRow[]) {
  const waiting = members.filter((order) => order.status === OrderStatus.waitingForPayment);
  const alive = members.filter(
    (order) => order.status !== OrderStatus.cancelled && order.status !== OrderStatus.failed,
  );
  const paid = members.some((order) => PAID.has(order.status));
  const deadlines = waiting.flatMap((order) => (order.paymentDeadline ? [order.paymentDeadline.getTime()] : []));
  return {
    payAmount: waiting.reduce((sum, order) => sum + order.payAmount, 0),
    totalAmount: alive.reduce((sum, order) => sum + order.totalAmount, 0),
    version: members.reduce((sum, order) => sum + order.version, 0),
    awaitingPayment: waiting.length > 0 && !paid,
    paid: paid && waiting.length === 0,
    status: waiting.length > 0 && !paid ? OrderStatus.waitingForPayment : (alive[0]?.status ?? members[0]!.status),
    paymentDeadline: deadlines.length ? new Date(Math.min(...deadlines)) : null,
    paymentType: members[0]!.paymentType,
  };
}
