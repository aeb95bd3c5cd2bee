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
  /** The holder's name and card number, for staff (null for gift vouchers, which have no member). */
  memberName: z.string().nullable(),
  memberCardNo: z.string().nullable(),
  /** The holder's tier (1 Classic to 4 Platinum; null for gift vouchers or when the member is not found). */
  memberTier: z.number().int().nullable(),
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

/** At most this many members receive vouchers from one issue to a segment (a larger segment is refused). */
export const VOUCHER_SEGMENT_MAX = 5_000;
/** Vouchers are written this many at a time, all in the issue's one transaction. */
export const VOUCHER_ISSUE_BATCH = 500;

/**
 * Which members an issue to a segment reaches (`POST /api/v1/admin/coupon-templates/:code/segment-vouchers`,
 * group administrators): every criterion given must hold; at least one is needed.
 * - `tiers`: the member's tier now (1 classic, 2 silver, 3 gold, 4 platinum; growth or nights, ADR 0016);
 * - `stayedAt`: a completed stay (at `hotelCode`, or any hotel when null) with a night between `from` and `to`;
 * - `notStayedSince`: no completed stay with a night on or after the date (members who never stayed count).
 */
export const voucherSegmentSchema = z
  .object({
    tiers: z.array(int(1, 4)).max(4, { error: V.tooBig }).default([]),
    stayedAt: z
      .object({ hotelCode: codeSchema.nullable().default(null), from: isoDateSchema, to: isoDateSchema })
      .refine((range) => range.to >= range.from, { error: V.checkOutAfterCheckIn, path: ['to'] })
      .nullable()
      .default(null),
    notStayedSince: isoDateSchema.nullable().default(null),
  })
  .refine((segment) => segment.tiers.length > 0 || segment.stayedAt !== null || segment.notStayedSince !== null, {
    error: V.segmentCriterion,
    path: ['tiers'],
  });
export type VoucherSegment = z.infer<typeof voucherSegmentSchema>;

/** `POST …/segment-vouchers/preview`: how many members the segment reaches now. */
export const voucherSegmentPreviewBodySchema = z.object({ segment: voucherSegmentSchema });
export const voucherSegmentPreviewSchema = z.object({ count: z.number().int(), max: z.number().int() });
export type VoucherSegmentPreview = z.infer<typeof voucherSegmentPreviewSchema>;

/**
 * `POST …/segment-vouchers`: one voucher of the template to every member of the segment. `requestKey` is
 * the request's idempotency key: sent again, nothing more is issued and the first answer comes back.
 */
export const voucherSegmentIssueSchema = z.object({
  segment: voucherSegmentSchema,
  requestKey: z
    .string({ error: V.required })
    .trim()
    .min(8, { error: V.tooShort })
    .max(100, { error: V.tooLong })
    .regex(/^[\w-]+$/, { error: V.invalid }),
  /** Overrides the template's validity. */
  validDays: int(1, 3650).optional(),
});
export type VoucherSegmentIssue = z.infer<typeof voucherSegmentIssueSchema>;
export const voucherSegmentIssuedSchema = z.object({
  requestKey: z.string(),
  templateCode: z.string(),
  count: z.number().int(),
  /** True when this answer repeats an issue already made with the same key (nothing new was issued). */
  replayed: z.boolean(),
  issuedAt: z.string(),
});
export type VoucherSegmentIssued = z.infer<typeof voucherSegmentIssuedSchema>;
