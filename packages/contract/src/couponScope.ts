import { MALL_COUPON_SCOPE } from './constants.ts';
import { CouponType } from './enums.ts';

/** What a coupon may pay for: goods orders only, room orders only, or both. */
export type CouponScope = 'mall' | 'rooms' | 'any';

/**
 * A coupon's scope, the one rule for the server and every screen: a template limited to the mall
 * (`MALL`) is for goods only; one limited to hotels, or a discount coupon (a percentage of the room
 * amount), is for rooms only; a cash coupon limited to nothing is for both.
 */
export function couponScopeOf(template: { couponType: number; hotelCodes: readonly string[] }): CouponScope {
  if (template.hotelCodes.includes(MALL_COUPON_SCOPE)) return 'mall';
  if (template.hotelCodes.length > 0 || template.couponType === CouponType.discount) return 'rooms';
  return 'any';
}

/** Whether a coupon of this scope may be used on a goods order (`goods`) or a room order (`rooms`). */
export const couponFits = (scope: CouponScope, order: 'goods' | 'rooms'): boolean =>
  scope === 'any' || scope === (order === 'goods' ? 'mall' : 'rooms');
