import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { putBackStock } from './checkout.writes.ts';
import { goodsOrderHistory, goodsOrderLines, goodsOrders } from './mall.schema.ts';

export type GoodsOrderRow = typeof goodsOrders.$inferSelect;
export type GoodsOrderLineRow = typeof goodsOrderLines.$inferSelect;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A readable random code: prefix plus ten base32 characters (50 random bits). */
export function newMallCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export async function findGoodsOrder(db: Db, orderId: string) {
  const [row] = await db.select().from(goodsOrders).where(eq(goodsOrders.orderId, orderId));
  return row ?? null;
}

export async function linesOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db.select().from(goodsOrderLines).where(inArray(goodsOrderLines.orderId, orderIds));
}

/**
 * Moves an order from one status to another in the caller's transaction, only if it is still in the
 * `from` status (a racing change makes this return null), and writes the history row.
 */
export async function transitionGoodsOrder(
  tx: Db,
  orderId: string,
  from: number[],
  to: number,
  actor: string,
  reason: string,
  changes: Partial<typeof goodsOrders.$inferInsert> = {},
): Promise<GoodsOrderRow | null> {
  const [before] = await tx
    .select({ status: goodsOrders.status })
    .from(goodsOrders)
    .where(eq(goodsOrders.orderId, orderId))
    .for('update');
  if (!before || !from.includes(before.status)) return null;
  const [updated] = await tx
    .update(goodsOrders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(goodsOrders.orderId, orderId), inArray(goodsOrders.status, from)))
    .returning();
  if (!updated) return null;
  await tx.insert(goodsOrderHistory).values({ orderId, fromStatus: before.status, toStatus: to, actor, reason });
  return updated;
}

/** A line in the order's history that changes no status (a refused payment, a refund's outcome). */
export async function noteGoodsOrder(
  tx: Db,
  order: Pick<GoodsOrderRow, 'orderId' | 'status'>,
  actor: string,
  reason: string,
) {
  await tx
    .insert(goodsOrderHistory)
    .values({ orderId: order.orderId, fromStatus: order.status, toStatus: order.status, actor, reason });
}

/** The order, its row locked until the caller's transaction ends. */
export async function lockGoodsOrder(tx: Db, orderId: string) {
  const [row] = await tx.select().from(goodsOrders).where(eq(goodsOrders.orderId, orderId)).for('update');
  return row ?? null;
}

/** Puts an order's units back on the shelf and takes them off the sales count (lock order as at checkout). */
export async function restock(tx: Db, lines: GoodsOrderLineRow[]) {
  await putBackStock(tx, lines);
}
