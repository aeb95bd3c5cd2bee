import { type HistoryEntry, ORDER_TRANSITIONS, OrderStatus } from '@hotel/contract/enums';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { orderAddons, orderHistory, orderNights, orderRooms, orders } from './booking.schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function findOrder(db: Db, transactionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.transactionId, transactionId));
  return row;
}

/** The order, its row locked until the caller's transaction ends (a change and a payment never cross). */
export async function lockOrder(tx: Db, transactionId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.transactionId, transactionId)).for('update');
  return row;
}

export interface HistoryLine {
  transactionId: string;
  from: number | null;
  to: number;
  actor: string;
  reason: HistoryEntry;
}

/** Writes one line of an order's history (its creation, a status change or a note). */
export async function writeOrderHistory(tx: Db, line: HistoryLine) {
  await tx.insert(orderHistory).values({
    transactionId: line.transactionId,
    fromStatus: line.from,
    toStatus: line.to,
    actor: line.actor,
    reasonCode: line.reason.code,
    note: line.reason.note || null,
    details: line.reason.details ?? null,
  });
}

/** A line in the order's history that changes no status (a refused payment, a refund's outcome). */
export async function noteOrder(
  tx: Db,
  order: Pick<OrderRow, 'transactionId' | 'status'>,
  actor: string,
  reason: HistoryEntry,
) {
  await writeOrderHistory(tx, {
    transactionId: order.transactionId,
    from: order.status,
    to: order.status,
    actor,
    reason,
  });
}

export async function findOrderByConfirmation(db: Db, confirmationNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.confirmationNumber, confirmationNumber.toUpperCase()));
  return row;
}

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row;
}

/** Unpaid orders still holding rooms with this booker e-mail, booker phone (any spelling) and client address. */
export async function countHeldUnpaid(
  db: Db,
  who: { email: string; mobileDigits: string; clientAddress: string | null },
  now: Date,
) {
  const held = and(eq(orders.status, OrderStatus.waitingForPayment), gt(orders.paymentDeadline, now));
  const count = (match: SQL | undefined) => sql`(select count(*)::int from ${orders} where ${and(held, match)})`;
  // One statement, each count on its own index: it runs inside the booking transaction, rooms held.
  const [row] = await db
    .select({
      byEmail: sql<number>`${count(eq(orders.bookerEmail, who.email))}`,
      byMobile: sql<number>`${count(sql`regexp_replace(${orders.bookerMobile}, '\\D', '', 'g') = ${who.mobileDigits}`)}`,
      byAddress: sql<number>`${who.clientAddress ? count(eq(orders.clientAddress, who.clientAddress)) : sql`0`}`,
    })
    .from(sql`(values (1)) as one`);
  const { byEmail = 0, byMobile = 0, byAddress = 0 } = row ?? {};
  return { byGuest: Math.max(byEmail, byMobile), byAddress };
}

export async function orderDetails(db: Db, transactionId: string) {
  const [rooms, nights, addons, history] = await Promise.all([
    db.select().from(orderRooms).where(eq(orderRooms.transactionId, transactionId)).orderBy(asc(orderRooms.roomIndex)),
    db.select().from(orderNights).where(eq(orderNights.transactionId, transactionId)).orderBy(asc(orderNights.night)),
    db.select().from(orderAddons).where(eq(orderAddons.transactionId, transactionId)).orderBy(asc(orderAddons.id)),
    db.select().from(orderHistory).where(eq(orderHistory.transactionId, transactionId)).orderBy(asc(orderHistory.id)),
  ]);
  return { rooms, nights, addons, history };
}

export interface Transition {
  to: OrderStatus;
  actor: string;
  reason: HistoryEntry;
  changes?: Partial<NewOrder>;
  /** The error when the order may not move (ORDER_TRANSITIONS, or another change got there first); pc1008 if not given. */
  refused?: () => AppError;
  /** The clock of the caller's service (the row's `updatedAt`). */
  now: Date;
}

/**
 * The one way an order changes status: checks ORDER_TRANSITIONS from the status it was read in,
 * updates it with its history row inside the caller's transaction, or throws `refused`. The WHERE
 * on the old status makes a concurrent change lose cleanly.
 */
export async function transitionOrder(tx: Db, order: OrderRow, change: Transition): Promise<OrderRow> {
  const from = order.status as OrderStatus;
  const refused = change.refused ?? (() => new AppError('illegalRequest'));
  if (!ORDER_TRANSITIONS[from].includes(change.to)) throw refused();
  const [updated] = await tx
    .update(orders)
    .set({ ...change.changes, status: change.to, updatedAt: change.now })
    .where(and(eq(orders.transactionId, order.transactionId), eq(orders.status, from)))
    .returning();
  if (!updated) throw refused();
  await writeOrderHistory(tx, {
    transactionId: order.transactionId,
    from,
    to: change.to,
    actor: change.actor,
    reason: change.reason,
  });
  return updated;
}
