import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from './booking.repo.ts';
import { orders } from './booking.schema.ts';
import { stayGroups } from './stay-groups.schema.ts';

export type { StayGroupRow } from './stay-groups.view.ts';

import type { StayGroupRow } from './stay-groups.view.ts';

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
