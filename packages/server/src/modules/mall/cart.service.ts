import { randomBytes } from 'node:crypto';
import type { Language } from '@hotel/contract/languages';
import type { Cart, CartLine, CartLineProblem } from '@hotel/contract/schemas/mall';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { GoodsRow, SkuRow } from './mall.repo.ts';
import { mallCartLines, mallGoods, mallSkus } from './mall.schema.ts';
import { saleStateOf, unitPriceOf } from './pricing.ts';
import { pictureOf, specTextOf } from './views.ts';

function problemOf(goods: GoodsRow, sku: SkuRow, quantity: number, now: Date): CartLineProblem | null {
  if (!goods.isActive || !sku.isActive) return 'removed';
  if (saleStateOf(goods, now) !== 'onSale') return 'notOnSale';
  if (sku.stock <= 0) return 'soldOut';
  if (sku.stock < quantity) return 'insufficientStock';
  return null;
}

/** A member's cart, kept on the server: one line per SKU, priced and checked on every read. */
export function createMallCart(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function list(memberId: string, lang: Language): Promise<Cart> {
    const now = deps.now();
    const rows = await db
      .select({ line: mallCartLines, sku: mallSkus, goods: mallGoods })
      .from(mallCartLines)
      .innerJoin(mallSkus, eq(mallSkus.skuCode, mallCartLines.skuCode))
      .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
      .where(eq(mallCartLines.memberId, memberId))
      .orderBy(asc(mallCartLines.createdAt), asc(mallCartLines.lineId));
    const lines: CartLine[] = rows.map(({ line, sku, goods }) => {
      const unit = unitPriceOf(sku.price, goods, now);
      const problem = problemOf(goods, sku, line.quantity, now);
      const picture = sku.pictures[0] ?? goods.pictures[0];
      return {
        lineId: line.lineId,
        goodsCode: goods.goodsCode,
        skuCode: sku.skuCode,
        kind: goods.kind as CartLine['kind'],
        name: goods.name[lang],
        specText: specTextOf(sku.specs, lang),
        picture: picture ? pictureOf(picture, lang) : null,
        quantity: line.quantity,
        unitPrice: unit.price,
        originalPrice: sku.price,
        amount: unit.price * line.quantity,
        currency: goods.currency,
        stock: sku.stock,
        available: problem === null,
        problem,
      };
    });
    const available = lines.filter((line) => line.available);
    return {
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalAmount: available.reduce((sum, line) => sum + line.amount, 0),
      currency: lines[0]?.currency ?? 'CNY',
    };
  }

  /** Adds a SKU (or more of it); an unknown or withdrawn SKU is 450021. */
  async function add(memberId: string, skuCode: string, quantity: number) {
    const [sku] = await db
      .select({ sku: mallSkus, goods: mallGoods })
      .from(mallSkus)
      .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
      .where(eq(mallSkus.skuCode, skuCode));
    if (!sku?.sku.isActive || !sku.goods.isActive) throw new AppError('specificationIdError');
    if (saleStateOf(sku.goods, deps.now()) === 'ended' || sku.sku.stock <= 0) throw new AppError('productUnavailable');
    await db
      .insert(mallCartLines)
      .values({ lineId: `cl_${randomBytes(9).toString('base64url')}`, memberId, skuCode, quantity })
      .onConflictDoUpdate({
        target: [mallCartLines.memberId, mallCartLines.skuCode],
        set: { quantity: sql`least(999, ${mallCartLines.quantity} + ${quantity})`, updatedAt: deps.now() },
      });
  }

  async function setQuantity(memberId: string, lineId: string, quantity: number) {
    const updated = await db
      .update(mallCartLines)
      .set({ quantity, updatedAt: deps.now() })
      .where(and(eq(mallCartLines.lineId, lineId), eq(mallCartLines.memberId, memberId)))
      .returning({ lineId: mallCartLines.lineId });
    if (!updated.length) throw new AppError('cartLineNotFound');
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

  return { list, add, setQuantity, remove, chosenLines };
}
export type MallCart = ReturnType<typeof createMallCart>;
