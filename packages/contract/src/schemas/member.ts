import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { Gender, PREFERENCES, TITLES } from '../enums.ts';
import { V } from '../validation.ts';
import { areaCodeSchema, emailSchema, isoDateSchema, phoneNumberSchema } from './common.ts';
import { passwordSchema } from './password.ts';

export const titleSchema = z.enum(TITLES, { error: V.required });
export const genderSchema = z.union([z.literal(Gender.unknown), z.literal(Gender.male), z.literal(Gender.female)], {
  error: V.required,
});

export const verificationCodeSchema = z
  .string({ error: V.required })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: V.verificationCode });

const personName = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(50, { error: V.tooLong });

/**
 * Profile fields a member edits (`PUT /member/memberInfo`). The e-mail and mobile are only shown
 * here: sent with the member's current values they are accepted, any other value is refused (they
 * change through `POST /member/contact/change`, with the password and a code sent to the new address).
 */
export const memberInfoSchema = z.object({
  title: titleSchema,
  call: z.string().trim().max(50, { error: V.tooLong }).optional(),
  sex: genderSchema,
  firstName: personName,
  lastName: personName,
  nickName: z.string().trim().max(50, { error: V.tooLong }).optional(),
  phone: phoneNumberSchema.optional(),
  mobileCountryNumber: areaCodeSchema.optional(),
  email: emailSchema.optional(),
  birthday: isoDateSchema,
  address: z.string().trim().max(200, { error: V.tooLong }).optional(),
  detailedAddress: z.string().trim().max(200, { error: V.tooLong }).optional(),
  isEuResident: z.boolean().default(false),
});
export type MemberInfoInput = z.infer<typeof memberInfoSchema>;

/** Sign-in with username, mobile or e-mail plus password. */
export const passwordLoginSchema = z.object({
  account: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(254, { error: V.tooLong }),
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.tooLong }),
});

export const codeLoginSchema = z
  .object({
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
    code: verificationCodeSchema,
  })
  .refine((form) => Boolean(form.email) || Boolean(form.phone), { error: V.phoneOrEmailRequired, path: ['phone'] });

const accepted = z.literal(true, { error: V.agreementRequired });

/** Registration by phone (area code plus number) or e-mail, a code and a password. */
export const registerSchema = z
  .object({
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
    code: verificationCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: V.required }),
    acceptAgreement: accepted,
    acceptPrivacy: accepted,
  })
  .superRefine((form, ctx) => {
    if (!form.email && !form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDiffer });
    }
    if (form.email && form.password.toLowerCase() === form.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: V.passwordIsEmail });
    }
    if (form.phone && form.password === form.phone) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: V.passwordIsPhone });
    }
  });

export const preferencesSchema = z.object({ preference: z.enum(PREFERENCES, { error: V.invalid }) });

export const frequentContactSchema = z.object({
  firstName: personName,
  lastName: personName,
  mobile: phoneNumberSchema,
  email: emailSchema,
});

/** Salutations (`call`) a member may choose; their labels are `member.salutation.<code>`. */
export const SALUTATIONS = ['mr', 'ms', 'mrs', 'miss', 'dr', 'prof'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** What a verification code is for. */
export const CODE_PURPOSES = ['register', 'login'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** `POST /member/captcha`: send a 6-digit code to an e-mail address or a phone (area code plus number). */
export const captchaSchema = z
  .object({
    purpose: z.enum(CODE_PURPOSES, { error: V.invalid }),
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
  })
  .refine((form) => Boolean(form.email) || Boolean(form.phone), { error: V.phoneOrEmailRequired, path: ['phone'] });
export type CaptchaRequest = z.infer<typeof captchaSchema>;

/**
 * `POST /member/contact/code`: the current password and the new e-mail, or the new mobile (area code
 * plus number); a code is sent to the new address.
 */
export const contactChangeCodeSchema = z
  .object({
    password: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.tooLong }),
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
  })
  .superRefine((form, ctx) => {
    if (!form.email && !form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.email && form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.invalid });
  });
export type ContactChangeCodeInput = z.infer<typeof contactChangeCodeSchema>;

/** `POST /member/contact/change`: the same with the code the new address received; the change then takes effect. */
export const contactChangeSchema = z
  .object({
    password: z.string({ error: V.required }).min(1, { error: V.required }).max(64, { error: V.tooLong }),
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
    code: verificationCodeSchema,
  })
  .superRefine((form, ctx) => {
    if (!form.email && !form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.email && form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.invalid });
  });
export type ContactChangeInput = z.infer<typeof contactChangeSchema>;

/** `POST /member/passwordReset`: the e-mail address of the account; a single-use link is sent to it. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** `PUT /reset-password`: the token of the e-mailed link and the new password twice. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: V.required }).trim().min(20, { error: V.invalid }).max(200, { error: V.invalid }),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: V.passwordsDiffer,
    path: ['confirmPassword'],
  });

const opaque = z.string({ error: V.required }).trim().min(16, { error: V.invalid }).max(200, { error: V.invalid });

/** The site polls a QR login with the token it shows and the secret only it knows. */
export const quickLoginPollSchema = z.object({ token: opaque, secret: opaque });
/** `POST /member/unionid/login`: sign in with an approved QR login. */
export const quickLoginSchema = quickLoginPollSchema.extend({ unionid: opaque });
/** The phone-side page approves (or declines) a QR login for the member who signs in there. */
export const quickLoginConfirmSchema = z.object({
  token: opaque,
  account: passwordLoginSchema.shape.account,
  password: passwordLoginSchema.shape.password,
  approve: z.boolean().default(true),
});

/** `DELETE /member/account`: the password confirms the deletion. */
export const deleteAccountSchema = z.object({ password: passwordLoginSchema.shape.password });

/** A frequent contact to save: `id` present updates it. */
export const contactSaveSchema = frequentContactSchema.extend({
  id: z.string().trim().min(1).max(64).optional(),
});
export const contactIdSchema = z.object({ id: z.string({ error: V.required }).trim().min(1).max(64) });

/** Paging of member histories and lists. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ error: V.invalid }).int().min(1, { error: V.tooSmall }).max(10_000).default(1),
  size: z.coerce
    .number({ error: V.invalid })
    .int()
    .min(1, { error: V.tooSmall })
    .max(50, { error: V.tooBig })
    .default(10),
});

/** `GET /{lang}/orders`: the member's reservations, paged, with the status filter 0-5. */
export const memberOrdersQuerySchema = pageQuerySchema.extend({
  status: z.coerce
    .number({ error: V.invalid })
    .int()
    .min(0, { error: V.invalid })
    .max(5, { error: V.invalid })
    .optional(),
});

/** The member's profile as `GET /member/memberInfo` returns it. */
export interface MemberProfile {
  memberId: string;
  cardNumber: string;
  username: string | null;
  title: string | null;
  call: string | null;
  sex: number;
  firstName: string;
  lastName: string;
  nickName: string;
  phone: string;
  mobileCountryNumber: string;
  email: string;
  birthday: string | null;
  address: string;
  detailedAddress: string;
  isEuResident: boolean;
  joinDate: string;
  tier: number;
  points: number;
  growth: number;
  currentSpend: number;
  spendToNextTier: number;
  nextTier: number | null;
  spendCurrency: string;
  totalSaved: number;
  savingsSince: string;
  preference: string;
  /** Every field a booking needs is filled in. */
  profileComplete: boolean;
  /** The name to show, or null for the generic "My Account" label. */
  displayName: string | null;
}

export { isProfileComplete, maskName, memberDisplayName } from '../memberName.ts';
