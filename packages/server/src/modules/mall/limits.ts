import type { LimitRule } from '@hotel/contract/schemas/mall';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsOrderLines, goodsOrders, mallGoods } from '../../db/schema/mall.ts';
import { AppError } from '../../platform/errors.ts';
import type { GoodsRow } from './mall.repo.ts';
import { periodStart } from './pricing.ts';

/** Orders that no longer count against a limit: closed, cancelled, refunded, cancelled without refund. */
export const RELEASED_STATUSES = [21, 31, 33, 35];

/**
 * Locks the products of a checkout (`SELECT ... FOR UPDATE`, in code order so two checkouts never wait
 * on each other crosswise). On PostgreSQL this serialises checkouts of the same product, so two
 * transactions cannot both count the same remaining allowance; PGlite runs one transaction at a time.
 */
export async function lockGoods(tx: Db, goodsCodes: string[]): Promise<GoodsRow[]> {
  const codes = [...new Set(goodsCodes)].sort();
  return tx
    .select()
    .from(mallGoods)
    .where(inArray(mallGoods.goodsCode, codes))
    .orderBy(asc(mallGoods.goodsCode))
    .for('update');
}

/** Units of a product bought since `since` (null: ever), by one member or (memberId null) everyone. */
export async function purchasedQuantity(db: Db, goodsCode: string, since: Date | null, memberId: string | null) {
  const conditions = [eq(goodsOrderLines.goodsCode, goodsCode), notInArray(goodsOrders.status, RELEASED_STATUSES)];
  if (since) conditions.push(gte(goodsOrders.createdAt, since));
  if (memberId) conditions.push(eq(goodsOrders.memberId, memberId));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${goodsOrderLines.quantity}), 0)::int` })
    .from(goodsOrderLines)
    .innerJoin(goodsOrders, eq(goodsOrders.orderId, goodsOrderLines.orderId))
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** Refuses a quantity that would pass any of a product's limits (per person or overall, by period). */
export async function enforceLimits(db: Db, goods: GoodsRow, quantity: number, memberId: string, now: Date) {
  if (quantity < goods.minPurchase)
    throw new AppError('minimumItem', { goodsCode: goods.goodsCode, minimum: goods.minPurchase });
  for (const rule of goods.limits as LimitRule[]) {
    const since = periodStart(rule.period, now);
    const bought = await purchasedQuantity(db, goods.goodsCode, since, rule.scope === 'person' ? memberId : null);
    if (bought + quantity > rule.quantity) {
      const data = {
        goodsCode: goods.goodsCode,
        period: rule.period,
        limit: rule.quantity,
        remaining: Math.max(0, rule.quantity - bought),
      };
      throw new AppError(rule.scope === 'person' ? 'purchaseLimitReached' : 'overallLimitReached', data);
    }
  }
}
