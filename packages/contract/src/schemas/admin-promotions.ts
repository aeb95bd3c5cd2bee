import { z } from 'zod';
import { V } from '../validation.ts';
import { adminPageQuerySchema, adminPageSchema, localizedTextSchema } from './admin.ts';
import { codeSchema, isoDateSchema } from './common.ts';

const int = (min: number, max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(min, { error: V.tooSmall })
    .max(max, { error: V.tooBig });

const couponTemplateFieldsObject = z.object({
  name: localizedTextSchema(200),
  terms: localizedTextSchema(2000),
  /** 1 cash (amount off above a minimum spend), 2 discount (percent off the rooms). */
  couponType: int(1, 2),
  amount: int(0, 1_000_000_000),
  discountPercent: int(0, 90),
  maxDiscount: int(0, 1_000_000_000).nullable(),
  minSpend: int(0, 1_000_000_000),
  currency: z.string({ error: V.required }).regex(/^[A-Z]{3}$/, { error: V.invalid }),
  /** Hotels it may be used at; empty: every hotel (group administrators only). */
  hotelCodes: z.array(codeSchema).max(100, { error: V.tooBig }),
  validDays: int(1, 3650),
  isWelcome: z.boolean({ error: V.invalid }),
  isActive: z.boolean({ error: V.invalid }),
});
function couponTemplateRules(template: z.infer<typeof couponTemplateFieldsObject>, ctx: z.RefinementCtx) {
  if (template.couponType === 1 && template.amount < 1)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: V.tooSmall });
  if (template.couponType === 2 && template.discountPercent < 1) {
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: V.tooSmall });
  }
}
export const couponTemplateFieldsSchema = couponTemplateFieldsObject.superRefine(couponTemplateRules);
export const couponTemplateCreateSchema = couponTemplateFieldsObject
  .extend({ templateCode: codeSchema })
  .superRefine(couponTemplateRules);
export type CouponTemplateFields = z.infer<typeof couponTemplateFieldsSchema>;
export type CouponTemplateCreate = z.infer<typeof couponTemplateCreateSchema>;
export const adminCouponTemplateSchema = couponTemplateFieldsObject.extend({ templateCode: z.string() });
export type AdminCouponTemplate = z.infer<typeof adminCouponTemplateSchema>;
export const adminCouponTemplateListSchema = z.array(adminCouponTemplateSchema);
export const couponTemplateParamsSchema = z.object({ templateCode: codeSchema });

/**
 * `POST /api/v1/admin/coupon-templates/:templateCode/vouchers`: gift vouchers (no member) or a member's
 * coupons; `memberId` takes what staff know the member by: the id, card number, e-mail or mobile.
 */
export const voucherIssueSchema = z.object({
  memberId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }).nullable().default(null),
  quantity: int(1, 200).default(1),
  /** Overrides the template's validity. */
  validDays: int(1, 3650).optional(),
});
export type VoucherIssue = z.infer<typeof voucherIssueSchema>;

export const voucherQuerySchema = adminPageQuerySchema.extend({
  templateCode: codeSchema.optional(),
  status: z.enum(['unused', 'used'], { error: V.invalid }).optional(),
  memberId: z.string().trim().max(64, { error: V.tooLong }).optional(),
});
export type VoucherQuery = z.infer<typeof voucherQuerySchema>;
export const adminVoucherSchema = z.object({
  couponId: z.string(),
  couponCode: z.string(),
  templateCode: z.string(),
  memberId: z.string().nullable(),
  source: z.string(),
  activityCode: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  status: z.string(),
  transactionId: z.string().nullable(),
  issuedAt: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;
export const adminVoucherPageSchema = adminPageSchema(adminVoucherSchema);
export type AdminVoucherPage = z.infer<typeof adminVoucherPageSchema>;

const activityFieldsObject = z.object({
  name: localizedTextSchema(200),
  description: localizedTextSchema(2000),
  templateCode: codeSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** null: unlimited. */
  totalQuantity: int(1, 10_000_000).nullable(),
  perMemberLimit: int(1, 100),
  isActive: z.boolean({ error: V.invalid }),
  sortOrder: int(0, 100_000),
});
function activityRules(activity: z.infer<typeof activityFieldsObject>, ctx: z.RefinementCtx) {
  if (activity.endDate < activity.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: V.checkOutAfterCheckIn });
  }
}
export const couponActivityFieldsSchema = activityFieldsObject.superRefine(activityRules);
export const couponActivityCreateSchema = activityFieldsObject
  .extend({ activityCode: codeSchema })
  .superRefine(activityRules);
export type CouponActivityFields = z.infer<typeof couponActivityFieldsSchema>;
export type CouponActivityCreate = z.infer<typeof couponActivityCreateSchema>;
export const adminCouponActivitySchema = activityFieldsObject.extend({
  activityCode: z.string(),
  issuedCount: z.number().int(),
});
export type AdminCouponActivity = z.infer<typeof adminCouponActivitySchema>;
export const adminCouponActivityListSchema = z.array(adminCouponActivitySchema);
export const couponActivityParamsSchema = z.object({ activityCode: codeSchema });
