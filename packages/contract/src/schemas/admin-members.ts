import { z } from 'zod';
import { V } from '../validation.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin.ts';

/** `GET /api/v1/admin/members?q=`: part of a name, e-mail, phone, card number or user name. */
export const memberSearchSchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(100, { error: V.tooLong }).optional(),
  lockedOnly: z.coerce.boolean({ error: V.invalid }).optional(),
});
export type MemberSearch = z.infer<typeof memberSearchSchema>;

export const adminMemberSummarySchema = z.object({
  memberId: z.string(),
  cardNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobileCountryNumber: z.string().nullable(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  points: z.number().int(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberSummary = z.infer<typeof adminMemberSummarySchema>;
export const adminMemberPageSchema = adminPageSchema(adminMemberSummarySchema);
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

const ledgerRowSchema = z.object({
  kind: z.string(),
  delta: z.number().int(),
  transactionId: z.string().nullable(),
  /** Why staff adjusted it (adjustments only). */
  note: z.string().nullable(),
  at: z.string(),
});

export const adminMemberDetailSchema = adminMemberSummarySchema.extend({
  title: z.string().nullable(),
  sex: z.number().int(),
  birthday: z.string().nullable(),
  language: z.string(),
  siteCode: z.string(),
  failedLogins: z.number().int(),
  tier: z.number().int(),
  growth: z.number().int(),
  recentOrders: z.array(
    z.object({
      transactionId: z.string(),
      confirmationNumber: z.string(),
      hotelCode: z.string(),
      checkInDate: z.string(),
      checkOutDate: z.string(),
      status: z.number().int(),
      currency: z.string(),
      totalAmount: z.number().int(),
    }),
  ),
  recentPoints: z.array(ledgerRowSchema),
  recentGrowth: z.array(ledgerRowSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const memberParamsSchema = z.object({
  memberId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
});

/** `POST /api/v1/admin/members/:memberId/adjustments`: a correction with a reason (kept in the audit log). */
export const memberAdjustmentSchema = z.object({
  kind: z.enum(['points', 'growth'], { error: V.invalid }),
  delta: z
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(-1_000_000, { error: V.tooSmall })
    .max(1_000_000, { error: V.tooBig })
    .refine((value) => value !== 0, { error: V.invalid }),
  reason: z.string({ error: V.required }).trim().min(2, { error: V.required }).max(200, { error: V.tooLong }),
});
export type MemberAdjustment = z.infer<typeof memberAdjustmentSchema>;

export const ADJUSTMENT_STATUSES = ['applied', 'pending', 'approved', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * The answer of an adjustment: the member, and whether it was `applied` (the ledger changed) or is
 * `pending`, above what a hotel manager may give alone (site settings), until a group administrator
 * approves or rejects it.
 */
export const memberAdjustmentResultSchema = adminMemberDetailSchema.extend({
  adjustment: z.object({ status: z.enum(ADJUSTMENT_STATUSES), requestId: z.number().int() }),
});
export type MemberAdjustmentResult = z.infer<typeof memberAdjustmentResultSchema>;

/** `GET /api/v1/admin/adjustments?status=pending`: adjustments waiting for (or past) approval. */
export const adjustmentQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES, { error: V.invalid }).optional(),
});
export type AdjustmentQuery = z.infer<typeof adjustmentQuerySchema>;

export const adjustmentRequestSchema = z.object({
  requestId: z.number().int(),
  memberId: z.string(),
  memberName: z.string(),
  cardNumber: z.string(),
  kind: z.enum(['points', 'growth']),
  delta: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentPageSchema = adminPageSchema(adjustmentRequestSchema);
export type AdjustmentPage = z.infer<typeof adjustmentPageSchema>;

export const adjustmentParamsSchema = z.object({
  requestId: z.coerce.number({ error: V.invalid }).int({ error: V.notInteger }).min(1, { error: V.tooSmall }),
});

/** `POST /api/v1/admin/adjustments/:requestId/decision` (group administrators). */
export const adjustmentDecisionSchema = z.object({
  approve: z.boolean({ error: V.invalid }),
});
export type AdjustmentDecision = z.infer<typeof adjustmentDecisionSchema>;
/** Answer of a decision: the request, now approved (and applied) or rejected. */
export const adjustmentDecisionResultSchema = z.object({
  requestId: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  memberId: z.string(),
});
