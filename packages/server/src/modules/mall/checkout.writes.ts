import { HistoryReason } from '@hotel/contract/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { writeGoodsOrderHistory } from './goods-history.ts';
import { goodsOrderLines, goodsOrders, mallGoods, mallSkus } from './mall.schema.ts';
import type { GoodsOrderRow } from './orders.repo.ts';

export type NewGoodsOrder = typeof goodsOrders.$inferInsert & { orderId: string; memberId: string };

/** What a checkout writes of each line. */
export interface CheckoutLine {
  goodsCode: string;
  skuCode: string;
  kind: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  unitPoints?: number;
  points?: number;
  flashSale: boolean;
  /** The item's name in the buyer's language, for a refusal that names it. */
  name?: string;
}

/** Writes a new goods order (waiting to pay) with its lines and first history row, in the caller's transaction. */
export async function insertGoodsOrder(tx: Db, order: NewGoodsOrder, lines: CheckoutLine[]): Promise<GoodsOrderRow> {
  const [created] = await tx.insert(goodsOrders).values(order).returning();
  await tx.insert(goodsOrderLines).values(
    lines.map((line, index) => ({
      lineId: `${order.orderId}-${index + 1}`,
      orderId: order.orderId,
      goodsCode: line.goodsCode,
      skuCode: line.skuCode,
      kind: line.kind,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      unitPoints: line.unitPoints ?? 0,
      points: line.points ?? 0,
      flashSale: line.flashSale,
    })),
  );
  await writeGoodsOrderHistory(tx, {
    orderId: order.orderId,
    from: null,
    to: created!.status,
    actor: `member:${order.memberId}`,
    reason: { code: HistoryReason.created },
  });
  return created!;
}

/** Units per code, in code order: the one order in which stock and sales rows are locked. */
function unitsBy(lines: readonly CheckoutLine[], key: 'skuCode' | 'goodsCode') {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line[key], (units.get(line[key]) ?? 0) + line.quantity);
  return [...units].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Takes a checkout's units off the shelf, in the caller's transaction: a conditional UPDATE per SKU
 * (active and enough stock, never below zero; the CHECK is the backstop), then the products' sales
 * counts. SKUs first in code order, then products in code order (as `restock` does), so two
 * transactions never wait on each other crosswise. A SKU that cannot give its units refuses the
 * checkout with 70002 and the caller's transaction rolls back.
 */
export async function takeStock(tx: Db, lines: readonly CheckoutLine[]) {
  for (const [skuCode, quantity] of unitsBy(lines, 'skuCode')) {
    const taken = await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} - ${quantity}` })
      .where(and(eq(mallSkus.skuCode, skuCode), eq(mallSkus.isActive, true), sql`${mallSkus.stock} >= ${quantity}`))
      .returning({ stock: mallSkus.stock });
    if (!taken.length) {
      const line = lines.find((candidate) => candidate.skuCode === skuCode);
      throw new AppError('productUnavailable', { skuCode, goodsCode: line?.goodsCode, name: line?.name });
    }
  }
  for (const [goodsCode, quantity] of unitsBy(lines, 'goodsCode')) {
    await tx
      .update(mallGoods)
      .set({ sales: sql`${mallGoods.sales} + ${quantity}` })
      .where(eq(mallGoods.goodsCode, goodsCode));
  }
}

/** Puts units back on the shelf and takes them off the sales count, in the same lock order as `takeStock`. */
export async function putBackStock(tx: Db, lines: readonly CheckoutLine[]) {
  for (const [skuCode, quantity] of unitsBy(lines, 'skuCode')) {
    await tx
      .update(mallSkus)
      .set({ stock: sql`${mallSkus.stock} + ${quantity}` })
      .where(eq(mallSkus.skuCode, skuCode));
  }
  for (const [goodsCode, quantity] of unitsBy(lines, 'goodsCode')) {
    await tx
      .update(mallGoods)
      .set({ sales: sql`greatest(0, ${mallGoods.sales} - ${quantity})` })
      .where(eq(mallGoods.goodsCode, goodsCode));
  }
}
