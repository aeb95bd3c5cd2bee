import { GoodsOrderStatus, HistoryReason } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import {
  type GoodsFulfilment,
  type GoodsOrderDetail,
  type GoodsOrderSummary,
  REVIEWABLE_GOODS_STATUSES,
  type RedemptionCode,
} from '@hotel/contract/schemas/mall';
import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { utcToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { LoyaltyService } from '../member/member.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import { makeCommissionPayable, releaseOrder } from './fulfilment.ts';
import type { GoodsPayments } from './mall.payments.ts';
import {
  goodsOrders,
  mallCommissions,
  mallGoods,
  mallReviews,
  mallSkus,
  redemptionCodes,
  redemptionUses,
} from './mall.schema.ts';
import { findGoodsOrder, type GoodsOrderRow, linesOf, lockGoodsOrder, transitionGoodsOrder } from './orders.repo.ts';
import { latestReturns, type MallShipping, toReturnRequest } from './shipping.service.ts';
import { pictureOf, specTextOf } from './views.ts';

const S = GoodsOrderStatus;
const PAID_OPEN: number[] = [S.booked, S.unused];

/** Where physical goods of a paid order are (null: nothing physical, or not paid, or no longer going). */
function fulfilmentOf(order: GoodsOrderRow, physical: boolean): GoodsFulfilment | null {
  if (!physical) return null;
  if (order.status === S.booked) return order.shippedAt ? 'shipped' : 'toShip';
  if ((order.status === S.used || order.status === S.partiallyUsed) && order.receivedAt) return 'received';
  return null;
}

/** Goods orders after checkout: the member's list and detail, payment deadline, cancellation with refund, redemption. */
export function createMallOrders(deps: {
  db: Db;
  payments: Pick<GoodsPayments, 'succeededPayment' | 'queueRefund' | 'refundNow'>;
  loyalty: LoyaltyService;
  coupons: CouponService;
  shipping?: Pick<MallShipping, 'autoReceiveAt'>;
  now: () => Date;
}) {
  const { db } = deps;

  /** Why a paid order may not be cancelled with a refund, or null when it may. */
  function refundRestriction(order: GoodsOrderRow, codes: { usesUsed: number }[], now: Date): string | null {
    if (!order.refundable) return 'nonRefundable';
    // Shipped goods are no longer cancelled: the buyer receives them, then may ask to return them.
    if (order.shippedAt) return 'shipped';
    if (codes.some((code) => code.usesUsed > 0)) return 'redeemed';
    if (order.refundableUntil && order.refundableUntil <= now) return 'refundWindowPassed';
    return null;
  }

  async function views(orders: GoodsOrderRow[], lang: Language): Promise<GoodsOrderDetail[]> {
    const ids = orders.map((order) => order.orderId);
    const lines = await linesOf(db, ids);
    const skus = lines.length
      ? await db
          .select({ sku: mallSkus, goods: mallGoods })
          .from(mallSkus)
          .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
          .where(inArray(mallSkus.skuCode, [...new Set(lines.map((line) => line.skuCode))]))
      : [];
    const codes = ids.length
      ? await db.select().from(redemptionCodes).where(inArray(redemptionCodes.orderId, ids))
      : [];
    const reviews = ids.length
      ? await db
          .select({ orderId: mallReviews.orderId, goodsCode: mallReviews.goodsCode })
          .from(mallReviews)
          .where(inArray(mallReviews.orderId, ids))
      : [];
    const returns = await latestReturns(db, ids);
    const now = deps.now();
    return orders.map((order) => {
      const own = lines
        .filter((line) => line.orderId === order.orderId)
        .sort((a, b) => a.lineId.localeCompare(b.lineId));
      const ownCodes = codes.filter((code) => code.orderId === order.orderId);
      const orderLines = own.map((line) => {
        const found = skus.find((row) => row.sku.skuCode === line.skuCode)!;
        const picture = found.sku.pictures[0] ?? found.goods.pictures[0];
        return {
          lineId: line.lineId,
          goodsCode: line.goodsCode,
          skuCode: line.skuCode,
          kind: line.kind as GoodsOrderSummary['lines'][number]['kind'],
          name: inLanguage(found.goods.name, lang),
          specText: specTextOf(found.sku.specs, lang),
          picture: picture ? pictureOf(picture, lang) : null,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          amount: line.amount,
          unitPoints: line.unitPoints,
          points: line.points,
          reviewed: reviews.some((review) => review.orderId === order.orderId && review.goodsCode === line.goodsCode),
        };
      });
      const unpaid = order.status === S.waitingToPay && (!order.paymentDeadline || order.paymentDeadline > now);
      const canRefund = PAID_OPEN.includes(order.status) && refundRestriction(order, ownCodes, now) === null;
      const redemption: RedemptionCode[] = ownCodes.map((code) => ({
        code: code.code,
        goodsCode: code.goodsCode,
        name: orderLines.find((line) => line.lineId === code.lineId)?.name ?? '',
        usesTotal: code.usesTotal,
        usesUsed: code.usesUsed,
        status: code.status as RedemptionCode['status'],
        validTo: code.validTo,
      }));
      const physical = own.some((line) => line.kind === 'physical');
      const fulfilment = fulfilmentOf(order, physical);
      const returnRow = returns.get(order.orderId);
      const canRequestReturn =
        fulfilment === 'received' &&
        order.status === S.used &&
        order.refundable &&
        order.refundableUntil !== null &&
        order.refundableUntil > now &&
        returnRow?.status !== 'requested';
      return {
        orderId: order.orderId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        paymentDeadline: order.paymentDeadline?.toISOString() ?? null,
        currency: order.currency,
        goodsAmount: order.goodsAmount,
        payAmount: order.payAmount,
        lines: orderLines,
        canPay: unpaid,
        canCancel: unpaid || canRefund,
        canReview:
          REVIEWABLE_GOODS_STATUSES.includes(order.status as GoodsOrderStatus) &&
          orderLines.some((line) => !line.reviewed),
        paidAt: order.paidAt?.toISOString() ?? null,
        cancelledAt: order.cancelledAt?.toISOString() ?? null,
        couponDiscount: order.couponDiscount,
        pointDiscount: order.pointDiscount,
        pointsUsed: order.pointsUsed,
        goodsPoints: order.goodsPoints,
        couponCode: order.couponCode,
        address: order.address ? { ...order.address } : null,
        remark: order.remark,
        redemptionCodes: redemption,
        refundable: canRefund,
        fulfilment,
        shipment:
          order.shippedAt && order.carrier && order.trackingNumber
            ? { carrier: order.carrier, trackingNumber: order.trackingNumber, shippedAt: order.shippedAt.toISOString() }
            : null,
        receivedAt: order.receivedAt?.toISOString() ?? null,
        autoReceiveAt:
          fulfilment === 'shipped' ? (deps.shipping?.autoReceiveAt(order.shippedAt)?.toISOString() ?? null) : null,
        canConfirmReceipt: fulfilment === 'shipped',
        canRequestReturn,
        returnUntil: canRequestReturn ? (order.refundableUntil?.toISOString() ?? null) : null,
        returnRequest: returnRow ? toReturnRequest(returnRow) : null,
      };
    });
  }

  async function page(filter: { memberId?: string; status?: number }, pageNo: number, size: number, lang: Language) {
    const conditions: SQL[] = [];
    if (filter.memberId) conditions.push(eq(goodsOrders.memberId, filter.memberId));
    if (filter.status !== undefined) conditions.push(eq(goodsOrders.status, filter.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(goodsOrders)
        .where(where)
        .orderBy(desc(goodsOrders.createdAt), desc(goodsOrders.orderId))
        .limit(size)
        .offset((pageNo - 1) * size),
      db.select({ n: sql<number>`count(*)::int` }).from(goodsOrders).where(where),
    ]);
    return { list: await views(rows, lang), total: total?.n ?? 0, page: pageNo, size };
  }

  async function ownOrder(orderId: string, memberId: string) {
    const order = await findGoodsOrder(db, orderId);
    if (!order || order.memberId !== memberId) throw new AppError('goodsOrderNotFound');
    return order;
  }

  async function detail(orderId: string, memberId: string | null, lang: Language) {
    const order = memberId ? await ownOrder(orderId, memberId) : await findGoodsOrder(db, orderId);
    if (!order) throw new AppError('goodsOrderNotFound');
    return (await views([order], lang))[0]!;
  }

  /** Closes an unpaid order past its deadline (job) and gives back stock, points and coupon; true when closed. */
  async function closeIfExpired(orderId: string, now: Date): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const order = await lockGoodsOrder(tx, orderId);
      if (!order || order.status !== S.waitingToPay || !order.paymentDeadline || order.paymentDeadline > now)
        return false;
      const closed = await transitionGoodsOrder(tx, orderId, {
        to: S.closed,
        actor: 'system',
        reason: { code: HistoryReason.deadlinePassed },
        changes: { cancelledAt: now },
        now,
      });
      await releaseOrder(tx, closed, deps);
      return true;
    });
  }

  async function closeExpired(now: Date, batch = 100) {
    const due = await db
      .select({ orderId: goodsOrders.orderId })
      .from(goodsOrders)
      .where(and(eq(goodsOrders.status, S.waitingToPay), lte(goodsOrders.paymentDeadline, now)))
      .orderBy(asc(goodsOrders.paymentDeadline))
      .limit(batch);
    let closed = 0;
    for (const { orderId } of due) if (await closeIfExpired(orderId, now)) closed++;
    return closed;
  }

  /**
   * `cancelOrder`: an unpaid order is cancelled (31); a paid one, while refundable and nothing redeemed,
   * goes to refund in progress (32) with everything given back and its refund queued in one
   * transaction, then refunded (33) when the provider's refund succeeds, at once or later by the refund
   * job, or refund failed (34) when the job gives up; nothing to refund ends as 35. A closed order is
   * 70007; any other restriction 70003.
   */
  async function cancel(orderId: string, actor: { memberId?: string; staff?: string }, reason = '') {
    const now = deps.now();
    const order = actor.memberId ? await ownOrder(orderId, actor.memberId) : await findGoodsOrder(db, orderId);
    if (!order) throw new AppError('goodsOrderNotFound');
    const who = actor.memberId ? `member:${actor.memberId}` : `staff:${actor.staff}`;
    const cancelledBy = actor.memberId ? HistoryReason.cancelledByGuest : HistoryReason.cancelledByHotel;
    if (order.status === S.closed) throw new AppError('orderClosed');
    if (order.status === S.waitingToPay) {
      await inTransaction(db, async (tx) => {
        const row = await transitionGoodsOrder(tx, orderId, {
          to: S.cancelled,
          actor: who,
          reason: { code: cancelledBy, note: reason },
          changes: { cancelledAt: now },
          refused: () => new AppError('cancelRestricted'),
          now,
        });
        await releaseOrder(tx, row, deps);
      });
      return detail(orderId, null, order.language as Language);
    }
    const codes = await db.select().from(redemptionCodes).where(eq(redemptionCodes.orderId, orderId));
    const restriction = PAID_OPEN.includes(order.status) ? refundRestriction(order, codes, now) : 'status';
    if (restriction) throw new AppError('cancelRestricted', { reason: restriction });
    const payment = await deps.payments.succeededPayment(orderId);
    const to = payment ? S.cancellationRefundInProgress : S.cancelledWithoutRefund;
    // Refund in progress (32) and the refund's place in the queue are one commit: a crash after it
    // leaves a refund the job resumes, never an order stuck in 32.
    await inTransaction(db, async (tx) => {
      const row = await transitionGoodsOrder(tx, orderId, {
        to,
        actor: who,
        reason: { code: cancelledBy, note: reason },
        changes: { cancelledAt: now },
        refused: () => new AppError('cancelRestricted'),
        now,
      });
      // A code redeemed meanwhile keeps the order: the UPDATE below only voids untouched codes.
      const used = await tx
        .select({ code: redemptionCodes.code })
        .from(redemptionCodes)
        .where(and(eq(redemptionCodes.orderId, orderId), sql`${redemptionCodes.usesUsed} > 0`))
        .for('update');
      if (used.length) throw new AppError('cancelRestricted', { reason: 'redeemed' });
      if (payment && !(await deps.payments.queueRefund(tx, payment.paymentId, 'cancelled'))) {
        throw new AppError('cancelRestricted');
      }
      await releaseOrder(tx, row, deps);
    });
    if (payment) await deps.payments.refundNow(payment.paymentId);
    return detail(orderId, null, order.language as Language);
  }

  /**
   * Staff redeem `uses` of a code: one conditional UPDATE, so a code is never used more times than it
   * has. The order becomes partially used (4) or used (1), and its commission payable. Staff of some hotels
   * (`hotelScope`) redeem only vouchers valid at one of them (a voucher naming no hotel is valid at every hotel).
   */
  async function redeem(code: string, uses: number, actor: string, hotelScope: string[] | null = null) {
    const now = deps.now();
    return inTransaction(db, async (tx) => {
      const [found] = await tx
        .select()
        .from(redemptionCodes)
        .where(eq(redemptionCodes.code, code.trim().toUpperCase()));
      if (!found) throw new AppError('redemptionCodeInvalid');
      if (hotelScope) {
        const [goods] = await tx
          .select({ voucher: mallGoods.voucher })
          .from(mallGoods)
          .where(eq(mallGoods.goodsCode, found.goodsCode));
        const validAt = goods?.voucher?.hotelCodes ?? [];
        if (validAt.length && !validAt.some((hotel) => hotelScope.includes(hotel)))
          throw new AppError('staffHotelDenied', { hotelCode: validAt[0] ?? null });
      }
      // The order is locked first, as cancellation does, so a redemption and a refund never cross.
      const [order] = await tx.select().from(goodsOrders).where(eq(goodsOrders.orderId, found.orderId)).for('update');
      if (!order || found.status === 'void') throw new AppError('redemptionCodeInvalid');
      if (![S.unused, S.partiallyUsed, S.booked].includes(order.status as 0 | 4 | 2))
        throw new AppError('redemptionCodeInvalid');
      if (found.validTo < utcToday(now)) throw new AppError('redemptionExpired');
      const [updated] = await tx
        .update(redemptionCodes)
        .set({
          usesUsed: sql`${redemptionCodes.usesUsed} + ${uses}`,
          status: sql`case when ${redemptionCodes.usesUsed} + ${uses} >= ${redemptionCodes.usesTotal} then 'used' else 'partiallyUsed' end`,
        })
        .where(
          and(
            eq(redemptionCodes.code, found.code),
            sql`${redemptionCodes.usesUsed} + ${uses} <= ${redemptionCodes.usesTotal}`,
          ),
        )
        .returning();
      if (!updated) throw new AppError('redemptionUsesExceeded', { usesLeft: found.usesTotal - found.usesUsed });
      await tx.insert(redemptionUses).values({ code: found.code, uses, actor });
      const all = await tx.select().from(redemptionCodes).where(eq(redemptionCodes.orderId, order.orderId));
      const everyUsed = all.every((row) => row.usesUsed >= row.usesTotal);
      const next = everyUsed ? S.used : S.partiallyUsed;
      if (order.status !== next) {
        await transitionGoodsOrder(tx, order.orderId, {
          to: next,
          actor,
          reason: { code: HistoryReason.redeemed, note: found.code },
          refused: () => new AppError('redemptionCodeInvalid'),
          now,
        });
      }
      await makeCommissionPayable(tx, order.orderId, now);
      return {
        code: updated.code,
        orderId: order.orderId,
        usesTotal: updated.usesTotal,
        usesUsed: updated.usesUsed,
        status: updated.status,
        orderStatus: next,
      };
    });
  }

  /**
   * Staff deliver the physical goods of a paid order. Only a booked (2) order moves: to used (1), the
   * spec's goods status for goods handed over (a shipped order has no other "delivered" status), or to
   * partially used (4) when voucher codes of the same order still have uses left (redeeming them later
   * makes it used). The buyer may then review it. A delivered order is out of the refundable statuses
   * (`PAID_OPEN`), so its commission becomes payable at once. Anything else is 90204, changing nothing.
   */
  async function deliver(orderId: string, actor: string, note = '', outer?: Db) {
    const now = deps.now();
    const run = async (tx: Db) => {
      const [order] = await tx.select().from(goodsOrders).where(eq(goodsOrders.orderId, orderId)).for('update');
      if (!order) throw new AppError('goodsOrderNotFound');
      const lines = await linesOf(tx, [orderId]);
      if (order.status !== S.booked || !lines.some((line) => line.kind === 'physical')) {
        throw new AppError('illegalOrderTransition', { orderId, status: order.status });
      }
      const codes = await tx.select().from(redemptionCodes).where(eq(redemptionCodes.orderId, orderId));
      const usesLeft = codes.some((code) => code.status !== 'void' && code.usesUsed < code.usesTotal);
      const to = usesLeft ? S.partiallyUsed : S.used;
      const moved = await transitionGoodsOrder(tx, orderId, {
        to,
        actor,
        reason: { code: HistoryReason.delivered, note },
        changes: { receivedAt: now },
        now,
      });
      await makeCommissionPayable(tx, orderId, now);
      return { before: order.status, after: moved.status };
    };
    // Inside the caller's transaction (the back office writes its audit row there), else in its own.
    return outer ? run(outer) : inTransaction(db, run);
  }

  /** The job: commissions of orders whose refund window has passed become payable. */
  async function releaseCommissions(now: Date) {
    const due = await db
      .select({ orderId: mallCommissions.orderId })
      .from(mallCommissions)
      .innerJoin(goodsOrders, eq(goodsOrders.orderId, mallCommissions.orderId))
      .where(
        and(
          eq(mallCommissions.status, 'pending'),
          inArray(goodsOrders.status, [S.booked, S.unused, S.used, S.partiallyUsed]),
          lte(goodsOrders.refundableUntil, now),
        ),
      );
    for (const { orderId } of due) await makeCommissionPayable(db, orderId, now);
    return due.length;
  }

  return { page, detail, cancel, closeExpired, closeIfExpired, redeem, deliver, releaseCommissions, ownOrder };
}
export type MallOrders = ReturnType<typeof createMallOrders>;
