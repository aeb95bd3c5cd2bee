import { z } from 'zod';
import { STAFF_TOTP_CODE_LENGTH } from '../constants.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.ts';
import { V } from '../validation.ts';
import { codeSchema, emailSchema, isoDateSchema, languageSchema } from './common.ts';

/**
 * The back office: staff accounts (separate from members), roles, the audit log and the shapes every
 * admin call shares. Admin API prefix: `/api/v1/admin`.
 */

/** groupAdmin: everything; hotelManager: their hotels; frontDesk: reservations of their hotels; contentEditor: content only. */
export const STAFF_ROLES = ['groupAdmin', 'hotelManager', 'frontDesk', 'contentEditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: V.invalid });

/** Who may do what, by area of the back office: the server checks every call by it, the web shows what a role may use. */
export const STAFF_AREAS = {
  /** Everything of the group: staff, site settings, languages, currencies, group reports. */
  group: ['groupAdmin'],
  /** Hotels, room types, rate plans, add-ons, codes, prices and inventory of the staff's hotels. */
  catalogue: ['groupAdmin', 'hotelManager'],
  /** Reservations of the staff's hotels: search, check in and out, no-show, cancel. */
  reservations: ['groupAdmin', 'hotelManager', 'frontDesk'],
  /** Members: search, view, unlock. */
  members: ['groupAdmin', 'hotelManager', 'frontDesk'],
  /** Member points and growth adjustments, promotions and coupons. */
  loyalty: ['groupAdmin', 'hotelManager'],
  /** Home blocks, articles, pages, gallery, agreements, bulletin, themes. */
  content: ['groupAdmin', 'contentEditor'],
  /** Reports and the audit log (hotel managers see their hotels). */
  reports: ['groupAdmin', 'hotelManager'],
  /** The page views report. */
  pageViews: ['groupAdmin', 'contentEditor'],
  /** Any signed-in staff member. */
  anyone: ['groupAdmin', 'hotelManager', 'frontDesk', 'contentEditor'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The staff session cookie (members use `hotel_member`). */
export const STAFF_SESSION_COOKIE = 'hotel_staff';

/** A code from the authenticator app: STAFF_TOTP_CODE_LENGTH digits. */
export const STAFF_TOTP_CODE = new RegExp(`^\\d{${STAFF_TOTP_CODE_LENGTH}}$`);

/** A code from the authenticator app (6 digits) or one of the ten recovery codes (`xxxxx-xxxxx`). */
export const staffCodeSchema = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(32, { error: V.tooLong })
  .regex(new RegExp(`^(\\d{${STAFF_TOTP_CODE_LENGTH}}|[a-z0-9]{5}-?[a-z0-9]{5})$`, 'i'), { error: V.invalid });

/**
 * `POST /api/v1/admin/session`: e-mail and password, and the second factor's code once the account has
 * one (without it the answer is `staffCodeRequired` and no session is made).
 */
export const staffSignInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.tooLong }),
  code: staffCodeSchema.optional(),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** The signed-in staff member (`GET /api/v1/admin/me`). An empty hotelCodes of a groupAdmin means all. */
export const staffMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  hotelCodes: z.array(z.string()),
  language: languageSchema,
  /**
   * The second factor (an authenticator app): `enabled` once enrolled; `required` for group
   * administrators, who can use nothing else until they have enrolled.
   */
  secondFactor: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Answer of a successful sign-in. The token is also set as the httpOnly `hotel_staff` cookie. */
export const staffSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: staffMeSchema,
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/**
 * `POST /api/v1/admin/me/second-factor/setup`: a new secret for the authenticator app, shown once
 * (as text and as an `otpauth://` QR code); it only counts once a code from it is confirmed.
 */
export const staffSecondFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type StaffSecondFactorSetup = z.infer<typeof staffSecondFactorSetupSchema>;

/** `POST /api/v1/admin/me/second-factor/confirm`: the first code from the app. */
export const staffSecondFactorConfirmSchema = z.object({
  code: z.string({ error: V.required }).trim().regex(STAFF_TOTP_CODE, { error: V.invalid }),
});
export type StaffSecondFactorConfirm = z.infer<typeof staffSecondFactorConfirmSchema>;

/** Answer of a confirmed enrolment: ten single-use recovery codes, shown this once (stored hashed). */
export const staffRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type StaffRecoveryCodes = z.infer<typeof staffRecoveryCodesSchema>;

// Shared shapes ---------------------------------------------------------------------------------

/**
 * The one schema of a text kept in six languages (trimmed, at most `max` characters each). `required`: the
 * site's default language (en-US, the language every other falls back to) is needed; the other languages may
 * be empty or left out (stored as ''), and readers show the default language's text for them (`inLanguage` of
 * `@hotel/contract/localizedText`). Not `required`: every language may be empty.
 */
export function localizedTextSchema(max = 200, required = true) {
  const optional = z.string({ error: V.required }).trim().max(max, { error: V.tooLong }).default('');
  const needed = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });
  return z.object(
    Object.fromEntries(
      LANGUAGES.map((lang) => [lang, required && lang === DEFAULT_LANGUAGE ? needed : optional]),
    ) as Record<(typeof LANGUAGES)[number], typeof optional>,
  );
}
export type LocalizedTextInput = z.infer<ReturnType<typeof localizedTextSchema>>;

/** Paging of admin lists: `page` from 1, `pageSize` up to 100. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number({ error: V.invalid }).int({ error: V.notInteger }).min(1, { error: V.tooSmall }).default(1),
  pageSize: z.coerce
    .number({ error: V.invalid })
    .int({ error: V.notInteger })
    .min(1, { error: V.tooSmall })
    .max(100, { error: V.tooBig })
    .default(20),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** A page of any list. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const hotelCodeParamsSchema = z.object({ hotelCode: codeSchema });

/** A date range `from`..`to` (both included), `to` not before `from`. */
export const adminDateRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.to >= range.from, { error: V.checkOutAfterCheckIn, path: ['to'] });

// Audit log ---------------------------------------------------------------------------------------

export const auditQuerySchema = adminPageQuerySchema.extend({
  staffId: z.string().trim().max(64, { error: V.tooLong }).optional(),
  entityType: z.string().trim().max(64, { error: V.tooLong }).optional(),
  entityId: z.string().trim().max(200, { error: V.tooLong }).optional(),
  action: z.string().trim().max(64, { error: V.tooLong }).optional(),
  hotelCode: codeSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.string(),
  staffName: z.string(),
  staffEmail: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /**
   * What staff read in place of the id: the hotel's name, the member's name and card number, the
   * reservation's confirmation number, the staff member's name; null when there is nothing better than the id.
   */
  entityName: z.string().nullable(),
  hotelCode: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = adminPageSchema(auditEntrySchema);
/** The actions the reader's audit rows hold, for the log's filter (named in the reader's language by the screen). */
export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
export type AuditActions = z.infer<typeof auditActionsSchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

// Staff accounts (groupAdmin) ---------------------------------------------------------------------

export const staffAccountSchema = staffMeSchema.extend({
  isActive: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountListSchema = z.array(staffAccountSchema);
/** `DELETE /api/v1/admin/staff/:staffId/second-factor`: the account enrols again. */
export const secondFactorResetSchema = z.object({ reset: z.literal(true) });

/** `POST /api/v1/admin/staff` (group administrators): a new staff account. */
const staffFieldsObject = z.object({
  name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
  role: staffRoleSchema,
  /** The hotels a hotel manager or front desk works for (at least one); ignored for the other roles. */
  hotelCodes: z.array(codeSchema).max(200, { error: V.tooBig }),
  language: languageSchema,
  isActive: z.boolean({ error: V.invalid }),
});
function staffRules(staff: z.infer<typeof staffFieldsObject>, ctx: z.RefinementCtx) {
  if ((staff.role === 'hotelManager' || staff.role === 'frontDesk') && staff.hotelCodes.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['hotelCodes'], message: V.required });
  }
}
const staffPasswordSchema = z
  .string({ error: V.required })
  .min(10, { error: V.passwordLength })
  .max(64, { error: V.passwordLength })
  .regex(/[A-Z]/, { error: V.passwordCharacters })
  .regex(/[a-z]/, { error: V.passwordCharacters })
  .regex(/\d/, { error: V.passwordCharacters });
export const staffCreateSchema = staffFieldsObject
  .extend({ email: emailSchema, password: staffPasswordSchema })
  .superRefine(staffRules);
export type StaffCreate = z.infer<typeof staffCreateSchema>;
/** `PUT /api/v1/admin/staff/:staffId`: a new password only when given (ends the account's sessions). */
export const staffUpdateSchema = staffFieldsObject
  .extend({ password: staffPasswordSchema.optional() })
  .superRefine(staffRules);
export type StaffUpdate = z.infer<typeof staffUpdateSchema>;
export const staffParamsSchema = z.object({
  staffId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
});

/** The most rows one CSV export of a back-office list holds (the newest first); narrow the filters for more. */
export const ADMIN_EXPORT_ROW_LIMIT = 10_000;
