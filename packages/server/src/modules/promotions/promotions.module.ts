export { createPromotionCode, findPromotionCode, listPromotionCodes, updatePromotionCode } from './codes.admin.ts';
export {
  createCouponActivity,
  createCouponTemplate,
  findCouponTemplate,
  issueVouchers,
  listCouponActivities,
  listCouponTemplates,
  listVouchers,
  updateCouponActivity,
  updateCouponTemplate,
} from './coupons.admin.ts';
export type { AppliedVoucher, CouponService } from './coupons.service.ts';
export { couponsOfMember } from './coupons.service.ts';
export type { AppliedCode, PromotionService } from './promotions.service.ts';
export { codeForHotel, NO_CODE } from './promotions.service.ts';
