import { GoodsOrderStatus } from '@hotel/contract/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LoyaltyService } from '../member/member.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import { goodsOrderLines, mallCommissions, mallGoods, redemptionCodes } from './mall.schema.ts';
import { type GoodsOrderRow, newMallCode, restock, transitionGoodsOrder } from './orders.repo.ts';
import { isRedeemable, REFUND_WINDOW_DAYS, shareOf } from './pricing.ts';

const DAY_MS = 86_400_000;

/**
 * A paid order (inside the payment's transaction): vouchers and gift cards get their redemption codes
 * and the order becomes unused (0); shipped goods become booked (2). A referred order records its
 * commission, pending while the order may still be refunded, payable at once when it may not.
 */
export async function fulfilPaidOrder(
  tx: Db,
  order: GoodsOrderRow,
  now: Date,
  actor: string,
  changes: { paymentChannel?: number | null } = {},
): Promise<GoodsOrderRow | null> {
  const lines = await tx.select().from(goodsOrderLines).where(eq(goodsOrderLines.orderId, order.orderId));
  const allRedeemable = lines.every((line) => isRedeemable(line.kind));
  const refundableUntil = order.refundable ? new Date(now.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
  const paid = await transitionGoodsOrder(
    tx,
    order.orderId,
    [GoodsOrderStatus.waitingToPay],
    allRedeemable ? GoodsOrderStatus.unused : GoodsOrderStatus.booked,
    actor,
    'paid',
    { paidAt: now, refundableUntil, paymentChannel: changes.paymentChannel ?? null },
  );
  if (!paid) return null;
  const goods = await tx
    .select()
    .from(mallGoods)
    .where(inArray(mallGoods.goodsCode, [...new Set(lines.map((line) => line.goodsCode))]));
  for (const line of lines) {
    if (!isRedeemable(line.kind)) continue;
    const terms = goods.find((g) => g.goodsCode === line.goodsCode)?.voucher;
    const validTo = new Date(now.getTime() + (terms?.validDays ?? 365) * DAY_MS).toISOString().slice(0, 10);
    for (let unit = 0; unit < line.quantity; unit++) {
      await tx.insert(redemptionCodes).values({
        code: newMallCode('RC'),
        orderId: order.orderId,
        lineId: line.lineId,
        goodsCode: line.goodsCode,
        usesTotal: terms?.uses ?? 1,
        validTo,
      });
    }
  }
  if (paid.referrerMemberId && paid.referrerMemberId !== paid.memberId) {
    const bases = shareOf(
      lines.map((line) => line.amount),
      paid.goodsAmount,
      paid.payAmount,
    );
    const amount = lines.reduce((sum, line, index) => {
      const rate = goods.find((g) => g.goodsCode === line.goodsCode)?.commissionRateBp ?? 0;
      return sum + Math.floor((bases[index]! * rate) / 10_000);
    }, 0);
    if (amount > 0) {
      await tx
        .insert(mallCommissions)
        .values({
          commissionId: newMallCode('CM'),
          orderId: paid.orderId,
          referrerMemberId: paid.referrerMemberId,
          baseAmount: paid.payAmount,
          amount,
          currency: paid.currency,
          status: paid.refundable ? 'pending' : 'payable',
          payableAt: paid.refundable ? null : now,
        })
        .onConflictDoNothing();
    }
  }
  return paid;
}

/** Gives back what an unpaid or cancelled order held: stock, points, the coupon; voids codes and commission. */
export async function releaseOrder(
  tx: Db,
  order: GoodsOrderRow,
  deps: { loyalty?: LoyaltyService; coupons?: CouponService },
) {
  const lines = await tx.select().from(goodsOrderLines).where(eq(goodsOrderLines.orderId, order.orderId));
  await restock(tx, lines);
  if (deps.loyalty) await deps.loyalty.refundOrderPoints(tx, order.memberId, order.orderId);
  if (deps.coupons) await deps.coupons.releaseOrderVoucher(tx, order.orderId);
  await tx.update(redemptionCodes).set({ status: 'void' }).where(eq(redemptionCodes.orderId, order.orderId));
  await tx
    .update(mallCommissions)
    .set({ status: 'cancelled' })
    .where(and(eq(mallCommissions.orderId, order.orderId), eq(mallCommissions.status, 'pending')));
}

/** A commission becomes payable once its order can no longer be refunded. */
export async function makeCommissionPayable(tx: Db, orderId: string, now: Date) {
  await tx
    .update(mallCommissions)
    .set({ status: 'payable', payableAt: now })
    .where(and(eq(mallCommissions.orderId, orderId), eq(mallCommissions.status, 'pending')));
}
