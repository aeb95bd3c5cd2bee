import { MALL_COUPON_SCOPE } from '@hotel/contract/constants';
import type { Language } from '@hotel/contract/languages';
import type { CheckoutCoupon, CouponRefusal } from '@hotel/contract/schemas/mall';
import { AppError } from '../../platform/errors.ts';
import type { CouponService } from '../promotions/promotions.module.ts';

const REFUSALS: Partial<Record<string, CouponRefusal>> = {
  couponScopeMismatch: 'scope',
  couponMinimumSpend: 'minimumSpend',
};

/**
 * Every unused coupon of the member, priced for this goods order by the same rule that prices the
 * chosen one (`priceVoucher`): usable ones first (largest discount first), the others with the reason.
 */
export async function couponsForOrder(
  coupons: CouponService,
  order: { memberId: string; currency: string; goodsAmount: number; today: string; lang: Language },
): Promise<CheckoutCoupon[]> {
  const held = await coupons.listCoupons(order.memberId, 'unused', order.lang);
  const priced = await Promise.all(
    held.map(async (coupon): Promise<CheckoutCoupon> => {
      const base = { couponCode: coupon.couponCode, name: coupon.name, validTo: coupon.validTo };
      try {
        const voucher = await coupons.priceVoucher({
          voucherCode: coupon.couponCode,
          memberId: order.memberId,
          hotelCode: MALL_COUPON_SCOPE,
          currency: order.currency,
          roomAmount: order.goodsAmount,
          totalAmount: order.goodsAmount,
          today: order.today,
        });
        return { ...base, discount: voucher.discount, usable: true, refusal: null, minSpend: null };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const refusal = REFUSALS[error.codeName] ?? 'unavailable';
        const minSpend =
          refusal === 'minimumSpend' ? Number((error.data as { minSpend?: number }).minSpend ?? 0) : null;
        return { ...base, discount: 0, usable: false, refusal, minSpend };
      }
    }),
  );
  return priced.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount);
}
