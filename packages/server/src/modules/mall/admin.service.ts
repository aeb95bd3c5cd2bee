import { GoodsOrderStatus } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import type { AdminGoodsSave, AdminSkuSave, GoodsOrderDetail } from '@hotel/contract/schemas/mall';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { memberCardsOf, memberNamesOf } from '../member/member.module.ts';
import type { MallDistribution } from './distribution.service.ts';
import type { GoodsPictures } from './goods-pictures.ts';
import type { GoodsPayments } from './mall.payments.ts';
import { listGoodsWithSkus } from './mall.repo.ts';
import { goodsOrders, mallCategories, mallGoods, mallSkus } from './mall.schema.ts';
import type { MallOrders } from './orders.service.ts';
import { pageReviews } from './reviews.repo.ts';
import type { MallReviews } from './reviews.service.ts';
import { summaryView } from './views.ts';
import type { MallWithdrawals } from './withdrawals.service.ts';

/** Records one audit row inside the change's transaction (who is bound by the caller). */
export type MallAudit = (
  tx: Db,
  entry: { action: string; entityType: string; entityId: string; before: unknown; after: unknown },
) => Promise<void>;

const sanitizeAll = (text: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(text).map(([lang, value]) => [lang, sanitizeRichText(value)]),
  ) as AdminGoodsSave['description'];

/** The mall's back office: goods, SKUs and stock, orders, redemption, review moderation, commissions. */
export function createMallAdmin(deps: {
  db: Db;
  orders: MallOrders;
  payments: Pick<GoodsPayments, 'records'>;
  reviews: MallReviews;
  distribution: MallDistribution;
  withdrawals: MallWithdrawals;
  pictures: GoodsPictures;
  /** Members' tiers (the member module's loyalty rule), for lists that name members. */
  tiersOf: (memberIds: readonly string[]) => Promise<Map<string, number>>;
  now: () => Date;
}) {
  const { db } = deps;

  async function listGoods(lang: Language) {
    const now = deps.now();
    const rows = await listGoodsWithSkus(db, { includeInactive: true });
    return rows.map(({ goods, skus }) => ({
      ...summaryView(goods, skus, lang, now),
      isActive: goods.isActive,
      skuCount: skus.length,
      stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
      commissionRateBp: goods.commissionRateBp,
    }));
  }

  async function goodsItem(goodsCode: string) {
    const [goods] = await db.select().from(mallGoods).where(eq(mallGoods.goodsCode, goodsCode));
    if (!goods) throw new AppError('goodsNotFound');
    const skus = await db.select().from(mallSkus).where(eq(mallSkus.goodsCode, goodsCode));
    return { goods, skus };
  }

  async function saveGoods(input: AdminGoodsSave, audit: MallAudit) {
    const [category] = await db
      .select()
      .from(mallCategories)
      .where(eq(mallCategories.categoryCode, input.categoryCode));
    if (!category)
      throw new AppError('validationError', { fields: [{ field: 'categoryCode', message: 'validation.invalid' }] });
    if (input.flashSale && input.flashSale.endsAt <= input.flashSale.startsAt) {
      throw new AppError('validationError', { fields: [{ field: 'flashSale.endsAt', message: 'validation.invalid' }] });
    }
    const values = {
      goodsCode: input.goodsCode,
      categoryCode: input.categoryCode,
      kind: input.kind,
      name: input.name,
      subtitle: input.subtitle,
      description: sanitizeAll(input.description),
      currency: input.currency,
      saleStartsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
      saleEndsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
      flashDiscountPercent: input.flashSale?.discountPercent ?? null,
      flashStartsAt: input.flashSale ? new Date(input.flashSale.startsAt) : null,
      flashEndsAt: input.flashSale ? new Date(input.flashSale.endsAt) : null,
      minPurchase: input.minPurchase,
      limits: input.limits,
      voucher: input.voucher,
      refundable: input.refundable,
      commissionRateBp: input.commissionRateBp,
      sortOrder: input.sortOrder,
      isActive: input.isActive,
      updatedAt: deps.now(),
    };
    return inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.goodsCode, input.goodsCode)).for('update');
      const [after] = await tx
        .insert(mallGoods)
        .values(values)
        .onConflictDoUpdate({ target: mallGoods.goodsCode, set: values })
        .returning();
      await audit(tx, {
        action: before ? 'mall.goods.update' : 'mall.goods.create',
        entityType: 'mallGoods',
        entityId: input.goodsCode,
        before: before ?? null,
        after,
      });
      return after!;
    });
  }

  async function saveSku(goodsCode: string, input: AdminSkuSave, audit: MallAudit) {
    await goodsItem(goodsCode);
    return inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(mallSkus).where(eq(mallSkus.skuCode, input.skuCode)).for('update');
      if (before && before.goodsCode !== goodsCode) throw new AppError('specificationIdError');
      const values = {
        skuCode: input.skuCode,
        goodsCode,
        specs: input.specs,
        price: input.price,
        // Left out by a form that does not show them: kept as they are.
        ...(input.points === undefined ? {} : { points: input.points }),
        ...(input.tierPrices === undefined ? {} : { tierPrices: input.tierPrices }),
        stock: input.stock,
        isActive: input.isActive,
      };
      const [after] = await tx
        .insert(mallSkus)
        .values(values)
        .onConflictDoUpdate({ target: mallSkus.skuCode, set: values })
        .returning();
      await audit(tx, {
        action: before ? 'mall.sku.update' : 'mall.sku.create',
        entityType: 'mallSku',
        entityId: input.skuCode,
        before: before ?? null,
        after,
      });
      return after!;
    });
  }

  /** Sets stock or changes it by a delta in one conditional UPDATE: it never goes below zero. */
  async function setStock(skuCode: string, change: { stock?: number; delta?: number }, audit: MallAudit) {
    return inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(mallSkus).where(eq(mallSkus.skuCode, skuCode)).for('update');
      if (!before) throw new AppError('specificationIdError');
      const next = change.stock !== undefined ? sql`${change.stock}` : sql`${mallSkus.stock} + ${change.delta ?? 0}`;
      const [after] = await tx
        .update(mallSkus)
        .set({ stock: next })
        .where(sql`${mallSkus.skuCode} = ${skuCode} and ${next} >= 0`)
        .returning();
      if (!after) throw new AppError('stockBelowZero');
      await audit(tx, {
        action: 'mall.sku.stock',
        entityType: 'mallSku',
        entityId: skuCode,
        before: { stock: before.stock },
        after: { stock: after.stock },
      });
      return after;
    });
  }

  async function setReviewHidden(reviewId: string, hidden: boolean, audit: MallAudit) {
    const { before, after } = await deps.reviews.setHidden(reviewId, hidden);
    await audit(db, {
      action: 'mall.review.visibility',
      entityType: 'mallReview',
      entityId: reviewId,
      before: { hidden: before.hidden },
      after: { hidden: after.hidden },
    });
    return { reviewId, hidden: after.hidden };
  }

  async function redeem(code: string, uses: number, actor: string, hotelScope: string[] | null, audit: MallAudit) {
    const result = await deps.orders.redeem(code, uses, actor, hotelScope);
    await audit(db, {
      action: 'mall.redemption.use',
      entityType: 'mallRedemptionCode',
      entityId: result.code,
      before: null,
      after: result,
    });
    return result;
  }

  async function cancelOrder(orderId: string, staffId: string, reason: string | undefined, audit: MallAudit) {
    const before = await deps.orders.detail(orderId, null, 'en-US');
    const after = await deps.orders.cancel(orderId, { staff: staffId }, reason);
    await audit(db, {
      action: 'mall.order.cancel',
      entityType: 'goodsOrder',
      entityId: orderId,
      before: { status: before.status },
      after: { status: after.status },
    });
    const [row] = await forStaff([after]);
    return row!;
  }

  /** Marks a paid order's physical goods delivered (see `MallOrders.deliver`), with its audit row in the same transaction. */
  async function deliverOrder(
    orderId: string,
    staffId: string,
    note: string | undefined,
    lang: Language,
    audit: MallAudit,
  ) {
    await inTransaction(db, async (tx) => {
      const moved = await deps.orders.deliver(orderId, `staff:${staffId}`, note, tx);
      await audit(tx, {
        action: 'mall.order.deliver',
        entityType: 'goodsOrder',
        entityId: orderId,
        before: { status: moved.before },
        after: { status: moved.after, note: note ?? null },
      });
    });
    return orderForStaff(orderId, lang);
  }

  /** What staff see beside the buyer's view of orders: who bought them, and whether they can be delivered. */
  async function forStaff<T extends GoodsOrderDetail>(views: T[]) {
    const ids = views.map((view) => view.orderId);
    const buyers = ids.length
      ? await db
          .select({ orderId: goodsOrders.orderId, memberId: goodsOrders.memberId })
          .from(goodsOrders)
          .where(inArray(goodsOrders.orderId, ids))
      : [];
    const buyerOf = new Map(buyers.map((row) => [row.orderId, row.memberId]));
    const memberIds = [...new Set(buyers.map((row) => row.memberId))];
    const [names, cards, tiers] = await Promise.all([
      memberNamesOf(db, memberIds),
      memberCardsOf(db, memberIds),
      deps.tiersOf(memberIds),
    ]);
    return views.map((view) => {
      const memberId = buyerOf.get(view.orderId) ?? '';
      return {
        ...view,
        memberId,
        memberName: names.get(memberId) || cards.get(memberId)?.name || '',
        memberCardNo: cards.get(memberId)?.cardNumber ?? '',
        memberTier: tiers.get(memberId) ?? null,
        canDeliver: view.status === GoodsOrderStatus.booked && view.lines.some((line) => line.kind === 'physical'),
        canShip: view.fulfilment === 'toShip',
      };
    });
  }

  async function orderForStaff(orderId: string, lang: Language) {
    const [row] = await forStaff([await deps.orders.detail(orderId, null, lang)]);
    return row!;
  }

  return {
    listGoods,
    goodsItem,
    saveGoods,
    saveSku,
    setStock,
    ...deps.pictures,
    orders: async (...args: Parameters<MallOrders['page']>) => {
      const page = await deps.orders.page(...args);
      return { ...page, list: await forStaff(page.list) };
    },
    order: async (orderId: string, lang: Language) => ({
      ...(await orderForStaff(orderId, lang)),
      payments: await deps.payments.records(orderId),
    }),
    cancelOrder,
    deliverOrder,
    redeem,
    reviews: (filter: { goodsCode?: string; hidden?: boolean }, page: number, size: number, lang: Language) =>
      pageReviews(db, filter, page, size, lang),
    setReviewHidden,
    commissions: deps.distribution.commissions,
    withdrawals: deps.withdrawals.page,
    decideWithdrawal: deps.withdrawals.decide,
  };
}
export type MallAdmin = ReturnType<typeof createMallAdmin>;
