import { ONE_DAY_MS } from '@hotel/contract/constants';
import { GoodsOrderStatus, HistoryReason } from '@hotel/contract/enums';
import type { Language } from '@hotel/contract/languages';
import { inLanguage } from '@hotel/contract/localizedText';
import type { GoodsOrderShip, ReturnRequest, ReturnStatus } from '@hotel/contract/schemas/mall';
import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { LoyaltyService } from '../member/member.module.ts';
import { memberCardsOf, memberNamesOf } from '../member/member.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { MallAudit } from './admin.service.ts';
import { releaseOrder } from './fulfilment.ts';
import type { MallMails } from './mall.mails.ts';
import type { GoodsPayments } from './mall.payments.ts';
import { goodsOrders, mallGoods, mallReturnRequests, mallSkus } from './mall.schema.ts';
import {
  type GoodsOrderLineRow,
  linesOf,
  lockGoodsOrder,
  newMallCode,
  noteGoodsOrder,
  transitionGoodsOrder,
} from './orders.repo.ts';
import { REFUND_WINDOW_DAYS } from './pricing.ts';
import { specTextOf } from './views.ts';

const S = GoodsOrderStatus;
type ReturnRow = typeof mallReturnRequests.$inferSelect;

export const toReturnRequest = (row: ReturnRow): ReturnRequest => ({
  requestId: row.requestId,
  status: row.status as ReturnStatus,
  reason: row.reason,
  staffNote: row.staffNote,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The goods name and specification of order lines, in one language. */
async function goodsNamesOf(db: Db, lines: GoodsOrderLineRow[], lang: Language) {
  const rows = lines.length
    ? await db
        .select({ skuCode: mallSkus.skuCode, specs: mallSkus.specs, name: mallGoods.name })
        .from(mallSkus)
        .innerJoin(mallGoods, eq(mallGoods.goodsCode, mallSkus.goodsCode))
        .where(inArray(mallSkus.skuCode, [...new Set(lines.map((line) => line.skuCode))]))
    : [];
  return (line: GoodsOrderLineRow) => {
    const row = rows.find((candidate) => candidate.skuCode === line.skuCode);
    return { name: inLanguage(row?.name, lang) || line.goodsCode, specText: row ? specTextOf(row.specs, lang) : '' };
  };
}

/** The latest return request of each order (open or decided). */
export async function latestReturns(db: Db, orderIds: string[]): Promise<Map<string, ReturnRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select()
    .from(mallReturnRequests)
    .where(inArray(mallReturnRequests.orderId, orderIds))
    .orderBy(asc(mallReturnRequests.createdAt));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/**
 * Physical goods from payment to the buyer's door: staff ship a paid order (carrier, tracking number),
 * the buyer confirms receipt or the job does after `autoReceiveDays`, then the buyer may review it or,
 * within the refund window of refundable goods, ask to return it; staff approve (the refund goes
 * through the payments pipeline, the units back on the shelf) or reject with a note.
 */
export function createMallShipping(deps: {
  db: Db;
  payments: Pick<GoodsPayments, 'succeededPayment' | 'queueRefund' | 'refundNow'>;
  loyalty: LoyaltyService;
  coupons: CouponService;
  mails: MallMails;
  autoReceiveDays: number;
  now: () => Date;
}) {
  const { db } = deps;

  async function physicalOrder(tx: Db, orderId: string) {
    const order = await lockGoodsOrder(tx, orderId);
    if (!order) throw new AppError('goodsOrderNotFound');
    const lines = await linesOf(tx, [orderId]);
    return { order, physical: lines.some((line) => line.kind === 'physical') };
  }

  /** Staff ship a paid (2) order's physical goods; it stays 2 with its carrier and tracking number (90204 otherwise). */
  async function ship(orderId: string, input: GoodsOrderShip, actor: string, audit: MallAudit) {
    const now = deps.now();
    await inTransaction(db, async (tx) => {
      const { order, physical } = await physicalOrder(tx, orderId);
      if (order.status !== S.booked || !physical || order.shippedAt)
        throw new AppError('illegalOrderTransition', { orderId, status: order.status });
      const changes = { shippedAt: now, carrier: input.carrier, trackingNumber: input.trackingNumber.toUpperCase() };
      await tx
        .update(goodsOrders)
        .set({ ...changes, updatedAt: now })
        .where(eq(goodsOrders.orderId, orderId));
      await noteGoodsOrder(tx, order, actor, {
        code: HistoryReason.shipped,
        note: `${changes.carrier} ${changes.trackingNumber}`,
      });
      await audit(tx, {
        action: 'mall.order.ship',
        entityType: 'goodsOrder',
        entityId: orderId,
        before: { status: order.status, shippedAt: null },
        after: { status: order.status, ...changes, shippedAt: now.toISOString() },
      });
    });
    await deps.mails.notify(orderId, 'shipped');
  }

  /** Shipped goods become received (1): reviewable, returnable within the refund window from today. */
  async function receive(tx: Db, orderId: string, actor: string, now: Date) {
    const refundableUntil = new Date(now.getTime() + REFUND_WINDOW_DAYS * ONE_DAY_MS);
    return transitionGoodsOrder(tx, orderId, {
      to: S.used,
      actor,
      reason: { code: HistoryReason.received },
      changes: { receivedAt: now, refundableUntil },
      now,
    });
  }

  /** The buyer confirms the goods arrived (only a shipped order of theirs; 90204 otherwise). */
  async function confirmReceipt(orderId: string, memberId: string) {
    const now = deps.now();
    await inTransaction(db, async (tx) => {
      const { order } = await physicalOrder(tx, orderId);
      if (order.memberId !== memberId) throw new AppError('goodsOrderNotFound');
      if (order.status !== S.booked || !order.shippedAt)
        throw new AppError('illegalOrderTransition', { orderId, status: order.status });
      await receive(tx, orderId, `member:${memberId}`, now);
    });
  }

  /** The job: goods shipped `autoReceiveDays` ago and not confirmed count as received. */
  async function receiveDue(now: Date, batch = 100) {
    const due = await db
      .select({ orderId: goodsOrders.orderId })
      .from(goodsOrders)
      .where(
        and(
          eq(goodsOrders.status, S.booked),
          isNotNull(goodsOrders.shippedAt),
          lte(goodsOrders.shippedAt, new Date(now.getTime() - deps.autoReceiveDays * ONE_DAY_MS)),
        ),
      )
      .orderBy(asc(goodsOrders.shippedAt))
      .limit(batch);
    let received = 0;
    for (const { orderId } of due) {
      await inTransaction(db, async (tx) => {
        const order = await lockGoodsOrder(tx, orderId);
        if (order?.status !== S.booked || !order.shippedAt) return;
        await receive(tx, orderId, 'system', now);
        received++;
      });
    }
    return received;
  }

  const autoReceiveAt = (shippedAt: Date | null) =>
    shippedAt ? new Date(shippedAt.getTime() + deps.autoReceiveDays * ONE_DAY_MS) : null;

  /** The buyer asks to return received, refundable goods within the refund window (70003 otherwise). */
  async function requestReturn(orderId: string, memberId: string, reason: string) {
    const now = deps.now();
    await inTransaction(db, async (tx) => {
      const { order, physical } = await physicalOrder(tx, orderId);
      if (order.memberId !== memberId) throw new AppError('goodsOrderNotFound');
      const open = await tx
        .select({ id: mallReturnRequests.requestId })
        .from(mallReturnRequests)
        .where(and(eq(mallReturnRequests.orderId, orderId), eq(mallReturnRequests.status, 'requested')));
      if (order.status !== S.used || !physical || !order.receivedAt)
        throw new AppError('cancelRestricted', { reason: 'status' });
      if (!order.refundable) throw new AppError('cancelRestricted', { reason: 'nonRefundable' });
      if (!order.refundableUntil || order.refundableUntil <= now)
        throw new AppError('cancelRestricted', { reason: 'refundWindowPassed' });
      if (open.length) throw new AppError('cancelRestricted', { reason: 'returnRequested' });
      await tx.insert(mallReturnRequests).values({
        requestId: newMallCode('RR'),
        orderId,
        memberId,
        reason,
        createdAt: now,
      });
      await noteGoodsOrder(tx, order, `member:${memberId}`, { code: HistoryReason.returnRequested, note: reason });
    });
  }

  /**
   * Staff decide an open request. Approving moves the order to refund in progress (32) with its refund
   * queued and the units, points and coupon given back in one commit; the payments pipeline then
   * makes it refunded (33). Rejecting keeps the order as it is, with the note shown to the buyer.
   */
  async function decideReturn(
    requestId: string,
    decision: { approve: boolean; note?: string },
    staffId: string,
    audit: MallAudit,
  ) {
    const now = deps.now();
    const actor = `staff:${staffId}`;
    const [request] = await db.select().from(mallReturnRequests).where(eq(mallReturnRequests.requestId, requestId));
    if (!request) throw new AppError('noRecordFound');
    const payment = decision.approve ? await deps.payments.succeededPayment(request.orderId) : null;
    await inTransaction(db, async (tx) => {
      const order = await lockGoodsOrder(tx, request.orderId);
      const [open] = await tx
        .update(mallReturnRequests)
        .set({
          status: decision.approve ? 'approved' : 'rejected',
          staffNote: decision.note ?? '',
          decidedBy: actor,
          decidedAt: now,
        })
        .where(and(eq(mallReturnRequests.requestId, requestId), eq(mallReturnRequests.status, 'requested')))
        .returning();
      if (!open || !order) throw new AppError('adjustmentAlreadyDecided');
      if (decision.approve) {
        const row = await transitionGoodsOrder(tx, order.orderId, {
          to: payment ? S.cancellationRefundInProgress : S.cancelledWithoutRefund,
          actor,
          reason: { code: HistoryReason.returnApproved, note: decision.note },
          changes: { cancelledAt: now },
          now,
        });
        if (payment && !(await deps.payments.queueRefund(tx, payment.paymentId, 'cancelled')))
          throw new AppError('refundFailed');
        await releaseOrder(tx, row, deps);
      } else {
        await noteGoodsOrder(tx, order, actor, { code: HistoryReason.returnRejected, note: decision.note });
      }
      await audit(tx, {
        action: decision.approve ? 'mall.return.approve' : 'mall.return.reject',
        entityType: 'goodsOrder',
        entityId: order.orderId,
        before: { status: order.status, request: request.status },
        after: { request: open.status, note: open.staffNote },
      });
    });
    if (payment) await deps.payments.refundNow(payment.paymentId);
    if (decision.approve) await deps.mails.notify(request.orderId, 'refunded');
  }

  /** Return requests for staff, open ones first then newest. */
  async function listReturns(filter: { status?: ReturnStatus }, page: number, size: number, lang: Language) {
    const where: SQL | undefined = filter.status ? eq(mallReturnRequests.status, filter.status) : undefined;
    const rows = await db
      .select({ request: mallReturnRequests, order: goodsOrders })
      .from(mallReturnRequests)
      .innerJoin(goodsOrders, eq(goodsOrders.orderId, mallReturnRequests.orderId))
      .where(where)
      .orderBy(sql`${mallReturnRequests.status} = 'requested' desc`, desc(mallReturnRequests.createdAt))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(mallReturnRequests).where(where);
    const lines = await linesOf(
      db,
      rows.map((row) => row.order.orderId),
    );
    const names = await goodsNamesOf(db, lines, lang);
    const memberIds = [...new Set(rows.map((row) => row.request.memberId))];
    const [members, cards, tiers] = await Promise.all([
      memberNamesOf(db, memberIds),
      memberCardsOf(db, memberIds),
      deps.loyalty.tiersOf(memberIds),
    ]);
    return {
      list: rows.map(({ request, order }) => ({
        ...toReturnRequest(request),
        orderId: order.orderId,
        memberId: request.memberId,
        memberName: members.get(request.memberId) || cards.get(request.memberId)?.name || '',
        memberCardNo: cards.get(request.memberId)?.cardNumber ?? '',
        memberTier: tiers.get(request.memberId) ?? null,
        payAmount: order.payAmount,
        currency: order.currency,
        orderStatus: order.status,
        lines: lines
          .filter((line) => line.orderId === order.orderId)
          .map((line) => ({ ...names(line), quantity: line.quantity })),
      })),
      total: total?.n ?? 0,
      page,
      size,
    };
  }

  return { ship, confirmReceipt, receiveDue, autoReceiveAt, requestReturn, decideReturn, listReturns };
}
export type MallShipping = ReturnType<typeof createMallShipping>;
