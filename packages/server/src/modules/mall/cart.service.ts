import { randomBytes } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@hotel/contract/constants';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { Cart, CartLine, CartLineProblem, MemberAllowance } from '@hotel/contract/schemas/mall';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { allowanceOf } from './limits.ts';
import type { GoodsRow, SkuRow } from './mall.repo.ts';
import { mallCartLines, mallGoods, mallSkus } from './mall.schema.ts';
import { saleStateOf, tierPriceOf, unitPriceOf } from './pricing.ts';
import { pictureOf, specTextOf } from './views.ts';

const MAX_LINE_QUANTITY = 999;

function problemOf(
  goods: GoodsRow,
  sku: SkuRow,
  quantity: number,
  now: Date,
  limit: MemberAllowance | null,
): CartLineProblem | null {
  if (!goods.isActive || !sku.isActive) return 'removed';
  if (saleStateOf(goods, now) !== 'onSale') return 'notOnSale';
  if (sku.stock <= 0) return 'soldOut';
  if (sku.stock < quantity) return 'insufficientStock';
  if (limit && limit.remaining < quantity) return 'overLimit';
  return null;
}

/** The most one cart line may hold now: stock, the member's limit left, the field's ceiling. */
function maxQuantityOf(sku: SkuRow, limit: MemberAllowance | null): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, sku.stock, limit?.remaining ?? MAX_LINE_QUANTITY));
}

/** A member's cart, kept on the server: one line per SKU, priced and checked on every read. */
export function createMallCart(deps: {
  db: Db;
  now: () => Date;
  /** The member's tier on a site (tier prices). */
  tierOf: (memberId: string, siteCode: string) => Promise<number>;
}) {
  const { db } = deps;

  async function list(
    viewer: { memberId: string; siteCode: string },
    lang: Language,
    capped: Cart['capped'] = null,
  ): Promise<Cart> {
    const now = deps.now();
    const { memberId } = viewer;
    const tier = await deps.tierOf(memberId, viewer.siteCode);
    const rows = await db
      .select({ line: mallCartLines, sku: mallSkus, goods: mallGoods })
      .from(mallCartLines)
      .innerJoin(mallSkus, eq(mallSkus.skuCode, mallCartLines.skuCode))
      .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
      .where(eq(mallCartLines.memberId, memberId))
      .orderBy(asc(mallCartLines.createdAt), asc(mallCartLines.lineId));
    const limits = new Map<string, MemberAllowance | null>();
    for (const { goods } of rows)
      if (!limits.has(goods.goodsCode)) limits.set(goods.goodsCode, await allowanceOf(db, goods, memberId, now));
    const lines: CartLine[] = rows.map(({ line, sku, goods }) => {
      const base = tierPriceOf(sku, tier);
      const unit = unitPriceOf(base.price, goods, now);
      const limit = limits.get(goods.goodsCode) ?? null;
      const problem = problemOf(goods, sku, line.quantity, now, limit);
      const picture = sku.pictures[0] ?? goods.pictures[0];
      return {
        lineId: line.lineId,
        goodsCode: goods.goodsCode,
        skuCode: sku.skuCode,
        kind: goods.kind as CartLine['kind'],
        name: inLanguage(goods.name, lang),
        specText: specTextOf(sku.specs, lang),
        picture: picture ? pictureOf(picture, lang) : null,
        quantity: line.quantity,
        unitPrice: unit.price,
        originalPrice: sku.price,
        amount: unit.price * line.quantity,
        unitPoints: sku.points,
        points: sku.points * line.quantity,
        tierPrice: base.tier,
        currency: goods.currency,
        stock: sku.stock,
        available: problem === null,
        problem,
        minQuantity: goods.minPurchase,
        maxQuantity: maxQuantityOf(sku, limit),
        limit,
      };
    });
    const available = lines.filter((line) => line.available);
    return {
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalAmount: available.reduce((sum, line) => sum + line.amount, 0),
      currency: lines[0]?.currency ?? DEFAULT_CURRENCY,
      capped,
    };
  }

  /**
   * The quantity a line may be set to: the wanted one, lowered to the stock or the member's limit left
   * (`capped` says which, to tell the member); nothing left to buy refuses, naming the item.
   */
  async function allowedQuantity(
    row: { sku: SkuRow; goods: GoodsRow },
    memberId: string,
    wanted: number,
    lang: Language,
  ) {
    const limit = await allowanceOf(db, row.goods, memberId, deps.now());
    const max = maxQuantityOf(row.sku, limit);
    const item = { goodsCode: row.goods.goodsCode, skuCode: row.sku.skuCode, name: inLanguage(row.goods.name, lang) };
    if (max === 0 && limit?.remaining === 0)
      throw new AppError(limit.scope === 'person' ? 'purchaseLimitReached' : 'overallLimitReached', {
        ...item,
        period: limit.period,
        remaining: 0,
      });
    if (max === 0) throw new AppError('productUnavailable', { ...item, stock: row.sku.stock });
    if (wanted <= max) return { quantity: wanted, reason: null };
    const reason: 'stock' | 'limit' = max === row.sku.stock ? 'stock' : 'limit';
    return { quantity: max, reason };
  }

  async function skuRow(skuCode: string) {
    const [row] = await db
      .select({ sku: mallSkus, goods: mallGoods })
      .from(mallSkus)
      .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
      .where(eq(mallSkus.skuCode, skuCode));
    return row;
  }

  /**
   * Adds a SKU (or more of it), never beyond what may be bought (the stock, the member's limit left):
   * a lowered quantity comes back as `capped`. An unknown or withdrawn SKU is 450021.
   */
  async function add(memberId: string, skuCode: string, quantity: number, lang: Language): Promise<Cart['capped']> {
    const sku = await skuRow(skuCode);
    if (!sku?.sku.isActive || !sku.goods.isActive) throw new AppError('specificationIdError');
    const item = { goodsCode: sku.goods.goodsCode, skuCode, name: inLanguage(sku.goods.name, lang) };
    if (saleStateOf(sku.goods, deps.now()) === 'ended' || sku.sku.stock <= 0)
      throw new AppError('productUnavailable', item);
    const [existing] = await db
      .select()
      .from(mallCartLines)
      .where(and(eq(mallCartLines.memberId, memberId), eq(mallCartLines.skuCode, skuCode)));
    const allowed = await allowedQuantity(sku, memberId, (existing?.quantity ?? 0) + quantity, lang);
    const [saved] = await db
      .insert(mallCartLines)
      .values({ lineId: `cl_${randomBytes(9).toString('base64url')}`, memberId, skuCode, quantity: allowed.quantity })
      .onConflictDoUpdate({
        target: [mallCartLines.memberId, mallCartLines.skuCode],
        set: { quantity: allowed.quantity, updatedAt: deps.now() },
      })
      .returning({ lineId: mallCartLines.lineId });
    return allowed.reason
      ? { lineId: saved!.lineId, name: item.name, reason: allowed.reason, quantity: allowed.quantity }
      : null;
  }

  /** Sets a line's quantity, lowered to what may be bought (reported as `capped`). */
  async function setQuantity(
    memberId: string,
    lineId: string,
    quantity: number,
    lang: Language,
  ): Promise<Cart['capped']> {
    const [line] = await db
      .select()
      .from(mallCartLines)
      .where(and(eq(mallCartLines.lineId, lineId), eq(mallCartLines.memberId, memberId)));
    if (!line) throw new AppError('cartLineNotFound');
    const sku = await skuRow(line.skuCode);
    if (!sku) throw new AppError('cartLineNotFound');
    const allowed = await allowedQuantity(sku, memberId, quantity, lang);
    const updated = await db
      .update(mallCartLines)
      .set({ quantity: allowed.quantity, updatedAt: deps.now() })
      .where(and(eq(mallCartLines.lineId, lineId), eq(mallCartLines.memberId, memberId)))
      .returning({ lineId: mallCartLines.lineId });
    if (!updated.length) throw new AppError('cartLineNotFound');
    return allowed.reason
      ? { lineId, name: inLanguage(sku.goods.name, lang), reason: allowed.reason, quantity: allowed.quantity }
      : null;
  }

  async function remove(memberId: string, lineId: string) {
    const deleted = await db
      .delete(mallCartLines)
      .where(and(eq(mallCartLines.lineId, lineId), eq(mallCartLines.memberId, memberId)))
      .returning({ lineId: mallCartLines.lineId });
    if (!deleted.length) throw new AppError('cartLineNotFound');
  }

  /** The SKUs and quantities of chosen lines of a member's cart (all must exist). */
  async function chosenLines(memberId: string, lineIds: string[]) {
    const rows = await db.select().from(mallCartLines).where(eq(mallCartLines.memberId, memberId));
    return lineIds.map((lineId) => {
      const row = rows.find((line) => line.lineId === lineId);
      if (!row) throw new AppError('cartLineNotFound');
      return { skuCode: row.skuCode, quantity: row.quantity };
    });
  }

  /** What a member may still buy of a product now (null without limits); a withdrawn product is 90313. */
  /** What the signed-in member may still buy of a product, and what each SKU costs them now (their tier). */
  async function allowance(viewer: { memberId: string; siteCode: string }, goodsCode: string) {
    const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, goodsCode));
    if (!goods?.isActive) throw new AppError('goodsNotFound');
    const now = deps.now();
    const [tier, skus] = await Promise.all([
      deps.tierOf(viewer.memberId, viewer.siteCode),
      db.select().from(mallSkus).where(eq(mallSkus.goodsCode, goodsCode)),
    ]);
    const prices = skus.map((sku) => {
      const base = tierPriceOf(sku, tier);
      return { skuCode: sku.skuCode, price: unitPriceOf(base.price, goods, now).price, tierPrice: base.tier };
    });
    return { limit: await allowanceOf(db, goods, viewer.memberId, now), tier, prices };
  }

  return { list, add, setQuantity, remove, chosenLines, allowance };
}
export type MallCart = ReturnType<typeof createMallCart>;
