import { randomInt } from 'node:crypto';
import { GOODS_ORDER_TRANSITIONS, type GoodsOrderStatus, type HistoryEntry } from '@hotel/contract/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { putBackStock } from './checkout.writes.ts';
import { writeGoodsOrderHistory } from './goods-history.ts';
import { goodsOrderLines, goodsOrders } from './mall.schema.ts';

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

export interface GoodsTransition {
  to: GoodsOrderStatus;
  actor: string;
  reason: HistoryEntry;
  changes?: Partial<typeof goodsOrders.$inferInsert>;
  /** The error when the order may not move (GOODS_ORDER_TRANSITIONS); 90204 with the status if not given. */
  refused?: (status: number | null) => AppError;
  /** The clock of the caller's service (the row's `updatedAt`). */
  now: Date;
}

/**
 * The one way a goods order changes status: locks the order, checks GOODS_ORDER_TRANSITIONS from its
 * status now, updates it with its history row inside the caller's transaction, or throws `refused`.
 */
export async function transitionGoodsOrder(tx: Db, orderId: string, change: GoodsTransition): Promise<GoodsOrderRow> {
  const refused =
    change.refused ?? ((status: number | null) => new AppError('illegalOrderTransition', { orderId, status }));
  const before = await lockGoodsOrder(tx, orderId);
  if (!before || !canMoveGoodsOrder(before.status, change.to)) throw refused(before?.status ?? null);
  const [updated] = await tx
    .update(goodsOrders)
    .set({ ...change.changes, status: change.to, updatedAt: change.now })
    .where(and(eq(goodsOrders.orderId, orderId), eq(goodsOrders.status, before.status)))
    .returning();
  if (!updated) throw refused(before.status);
  await writeGoodsOrderHistory(tx, {
    orderId,
    from: before.status,
    to: change.to,
    actor: change.actor,
    reason: change.reason,
  });
  return updated;
}

/** Whether GOODS_ORDER_TRANSITIONS lets an order in `from` move to `to`. */
export function canMoveGoodsOrder(from: number, to: GoodsOrderStatus): boolean {
  return GOODS_ORDER_TRANSITIONS[from as GoodsOrderStatus]?.includes(to) ?? false;
}

/** A line in the order's history that changes no status (a refused payment, a refund's outcome). */
export async function noteGoodsOrder(
  tx: Db,
  order: Pick<GoodsOrderRow, 'orderId' | 'status'>,
  actor: string,
  reason: HistoryEntry,
) {
  await writeGoodsOrderHistory(tx, { orderId: order.orderId, from: order.status, to: order.status, actor, reason });
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
