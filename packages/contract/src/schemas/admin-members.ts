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
