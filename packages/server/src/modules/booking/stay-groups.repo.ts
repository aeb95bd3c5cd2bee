import { OrderStatus } from '@hotel/contract/enums';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from './booking.repo.ts';
import { orders } from './booking.schema.ts';
import { stayGroups } from './stay-groups.schema.ts';

export type StayGroupRow = typeof stayGroups.$inferSelect;

export async function findStayGroup(db: Db, groupId: string): Promise<StayGroupRow | undefined> {
  const [row] = await db.select().from(stayGroups).where(eq(stayGroups.groupId, groupId));
  return row;
}

export async function findStayGroupByIdempotencyKey(db: Db, key: string): Promise<StayGroupRow | undefined> {
  const [row] = await db.select().from(stayGroups).where(eq(stayGroups.idempotencyKey, key));
  return row;
}

/** The group's room orders by arrival, then room type (the order their rooms were held in). */
export function membersOf(db: Db, groupId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.stayGroupId, groupId))
    .orderBy(asc(orders.checkInDate), asc(orders.roomTypeCode), asc(orders.transactionId));
}

/**
 * The group and its room orders, every row locked until the caller's transaction ends: the group's row
 * first, then its orders by id, so a payment, an expiry and a cancellation never cross nor deadlock.
 */
export async function lockStayGroup(tx: Db, groupId: string) {
  const [group] = await tx.select().from(stayGroups).where(eq(stayGroups.groupId, groupId)).for('update');
  if (!group) return null;
  const members = await tx
    .select()
    .from(orders)
    .where(eq(orders.stayGroupId, groupId))
    .orderBy(asc(orders.transactionId))
    .for('update');
  return { group, members };
}

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
