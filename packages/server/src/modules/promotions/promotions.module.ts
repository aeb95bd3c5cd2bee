import type { Db } from '../../db/client.ts';
import { bindDb } from '../../platform/bind-db.ts';
import type { ExchangeService } from '../catalog/catalog.module.ts';
import { createPromotionCode, findPromotionCode, listPromotionCodes, updatePromotionCode } from './codes.admin.ts';
import {
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
import { createCouponService } from './coupons.service.ts';
import { createPromotionService } from './promotions.service.ts';
import { findSegmentIssue, issueToSegment } from './segment-vouchers.admin.ts';

/** Promotion codes (company and campaign rates) and coupons (member vouchers and collection activities). */
export function createPromotionsModule(deps: { db: Db; exchange: ExchangeService; now: () => Date }) {
  const promotions = createPromotionService(deps.db);
  const coupons = createCouponService(deps);
  return { services: { promotions, coupons, admin: promotionsAdminOf(deps.db) }, jobs: [] };
}
export type PromotionsModule = ReturnType<typeof createPromotionsModule>;

export type { AppliedVoucher, CouponService } from './coupons.service.ts';
export { couponsOfMember } from './coupons.service.ts';
export type { AppliedCode, PromotionService } from './promotions.service.ts';
export { codeForHotel, NO_CODE } from './promotions.service.ts';

/** What the back office does with promotions, the database given. */
export const promotionsAdminOf = (db: Db) =>
  bindDb(db, {
    createCouponActivity,
    createCouponTemplate,
    createPromotionCode,
    findCouponTemplate,
    findPromotionCode,
    findSegmentIssue,
    issueToSegment,
    issueVouchers,
    listCouponActivities,
    listCouponTemplates,
    listPromotionCodes,
    listVouchers,
    updateCouponActivity,
    updateCouponTemplate,
    updatePromotionCode,
  });
export type PromotionsAdmin = ReturnType<typeof promotionsAdminOf>;
