import { DEFAULT_LANGUAGE, type Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { LimitRule } from '@hotel/contract/schemas/mall';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { GoodsRow } from './mall.repo.ts';
import { goodsOrderLines, goodsOrders, mallGoods } from './mall.schema.ts';
import { periodStart } from './pricing.ts';

/** Orders that no longer count against a limit: closed, cancelled, refunded, cancelled without refund. */
export const RELEASED_STATUSES = [21, 31, 33, 35];

const hasScope = (goods: GoodsRow, scope: LimitRule['scope']) =>
  (goods.limits as LimitRule[]).some((rule) => rule.scope === scope);

/**
 * Serialises the limit counts of a checkout, as narrowly as the product's rules need, inside its
 * transaction (the counts and the stock UPDATE follow; every lock is held until commit):
 * - per-person rules: a transaction advisory lock per (member, product), so a member's own checkouts
 *   of the product queue behind each other while other members' checkouts pass;
 * - overall rules: the product row (`SELECT ... FOR UPDATE`), so nobody counts the same remaining
 *   allowance twice; its rules are re-read from the locked row.
 * Locks are taken in one order (advisory keys sorted, then products by code) so two checkouts never
 * wait on each other crosswise. PGlite runs one transaction at a time; the locks cost nothing there.
 * Returns the rows to check the limits with (fresh for locked products).
 */
export async function lockLimitCounts(tx: Db, memberId: string, goods: GoodsRow[]): Promise<GoodsRow[]> {
  const personal = goods
    .filter((row) => hasScope(row, 'person'))
    .map((row) => `mall-limit:${memberId}:${row.goodsCode}`)
    .sort();
  if (personal.length) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from unnest(${sql.param(personal)}::text[]) as k order by k`,
    );
  }
  const overall = goods
    .filter((row) => hasScope(row, 'overall'))
    .map((row) => row.goodsCode)
    .sort();
  if (!overall.length) return goods;
  const fresh = await tx
    .select()
    .from(mallGoods)
    .where(inArray(mallGoods.goodsCode, overall))
    .orderBy(asc(mallGoods.goodsCode))
    .for('update');
  return goods.map((row) => fresh.find((locked) => locked.goodsCode === row.goodsCode) ?? row);
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
export async function enforceLimits(
  db: Db,
  goods: GoodsRow,
  quantity: number,
  memberId: string,
  now: Date,
  lang: Language = DEFAULT_LANGUAGE,
) {
  const name = inLanguage(goods.name, lang);
  if (quantity < goods.minPurchase)
    throw new AppError(
      'minimumItem',
      { goodsCode: goods.goodsCode, name, minimum: goods.minPurchase },
      { minimum: goods.minPurchase },
    );
  for (const rule of goods.limits as LimitRule[]) {
    const since = periodStart(rule.period, now);
    const bought = await purchasedQuantity(db, goods.goodsCode, since, rule.scope === 'person' ? memberId : null);
    if (bought + quantity > rule.quantity) {
      const data = {
        goodsCode: goods.goodsCode,
        name,
        period: rule.period,
        limit: rule.quantity,
        remaining: Math.max(0, rule.quantity - bought),
      };
      throw new AppError(rule.scope === 'person' ? 'purchaseLimitReached' : 'overallLimitReached', data);
    }
  }
}

/** How many more units of a product this member may buy now under its limits (the tightest), or null without limits. */
export async function allowanceOf(
  db: Db,
  goods: GoodsRow,
  memberId: string,
  now: Date,
): Promise<{ remaining: number; period: LimitRule['period']; scope: LimitRule['scope'] } | null> {
  let tightest: { remaining: number; period: LimitRule['period']; scope: LimitRule['scope'] } | null = null;
  for (const rule of goods.limits as LimitRule[]) {
    const bought = await purchasedQuantity(
      db,
      goods.goodsCode,
      periodStart(rule.period, now),
      rule.scope === 'person' ? memberId : null,
    );
    const remaining = Math.max(0, rule.quantity - bought);
    if (!tightest || remaining < tightest.remaining) tightest = { remaining, period: rule.period, scope: rule.scope };
  }
  return tightest;
}
