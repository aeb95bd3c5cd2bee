import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mallCategories, mallGoods, mallSkus } from './mall.schema.ts';

export type GoodsRow = typeof mallGoods.$inferSelect;
export type SkuRow = typeof mallSkus.$inferSelect;
export type CategoryRow = typeof mallCategories.$inferSelect;

export async function listCategories(db: Db) {
  return db
    .select({
      category: mallCategories,
      // Qualified by hand: drizzle writes a bare column name here, which the subquery would read as its own.
      goodsCount: sql<number>`(select count(*)::int from mall_goods g where g.category_code = "mall_categories"."category_code" and g.is_active)`,
    })
    .from(mallCategories)
    .where(eq(mallCategories.isActive, true))
    .orderBy(asc(mallCategories.sortOrder), asc(mallCategories.categoryCode));
}

/** Active goods (optionally of one category or kind) with their active SKUs. */
export async function listGoodsWithSkus(
  db: Db,
  filter: { categoryCode?: string; kind?: string; includeInactive?: boolean } = {},
) {
  const conditions = [];
  if (!filter.includeInactive) conditions.push(eq(mallGoods.isActive, true));
  if (filter.categoryCode) conditions.push(eq(mallGoods.categoryCode, filter.categoryCode));
  if (filter.kind) conditions.push(eq(mallGoods.kind, filter.kind));
  const goods = await db
    .select()
    .from(mallGoods)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(mallGoods.sortOrder), asc(mallGoods.goodsCode));
  const skus = goods.length
    ? await db
        .select()
        .from(mallSkus)
        .where(
          and(
            inArray(
              mallSkus.goodsCode,
              goods.map((g) => g.goodsCode),
            ),
            filter.includeInactive ? undefined : eq(mallSkus.isActive, true),
          ),
        )
        .orderBy(asc(mallSkus.sortOrder), asc(mallSkus.skuCode))
    : [];
  return goods.map((row) => ({ goods: row, skus: skus.filter((sku) => sku.goodsCode === row.goodsCode) }));
}

export async function findGoods(db: Db, goodsCode: string) {
  const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, goodsCode));
  if (!goods) return null;
  const skus = await db
    .select()
    .from(mallSkus)
    .where(eq(mallSkus.goodsCode, goodsCode))
    .orderBy(asc(mallSkus.sortOrder), asc(mallSkus.skuCode));
  return { goods, skus };
}

/** SKUs with their products, by SKU code. */
export async function findSkus(db: Db, skuCodes: string[]) {
  if (!skuCodes.length) return [];
  return db
    .select({ sku: mallSkus, goods: mallGoods })
    .from(mallSkus)
    .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
    .where(inArray(mallSkus.skuCode, skuCodes));
}
