import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants.ts';
import { Gender, PREFERENCES, TITLES } from '../enums.ts';
import { V } from '../validation.ts';
import {
  areaCodeSchema,
  birthdaySchema,
  emailSchema,
  instantSchema,
  pagedSchema,
  personNameSchema,
  phoneNumberSchema,
} from './common.ts';
import { passwordIdentityIssue, passwordSchema } from './password.ts';

export const titleSchema = z.enum(TITLES, { error: V.required });
export const genderSchema = z.union([z.literal(Gender.unknown), z.literal(Gender.male), z.literal(Gender.female)], {
  error: V.required,
});

export const verificationCodeSchema = z
  .string({ error: V.required })
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: V.verificationCode });

/**
 * Profile fields a member edits (`PUT /member/memberInfo`). The e-mail and mobile are only shown
 * here: sent with the member's current values they are accepted, any other value is refused (they
 * change through `POST /member/contact/change`, with the password and a code sent to the new address).
 */
export const memberInfoSchema = z.object({
  title: titleSchema,
  call: z.string().trim().max(50, { error: V.tooLong }).optional(),
  sex: genderSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  nickName: z.string().trim().max(50, { error: V.tooLong }).optional(),
  phone: phoneNumberSchema.optional(),
  mobileCountryNumber: areaCodeSchema.optional(),
  email: emailSchema.optional(),
  birthday: birthdaySchema,
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
    // The rules of `passwordSchema`, checked below after "not your e-mail or phone": that refusal has its
    // own code (pc0101, pc0102) and is the one message the form shows (the phone breaks the rules too).
    password: z.string({ error: V.required }).min(1, { error: V.required }),
    confirmPassword: z.string({ error: V.required }),
    acceptAgreement: accepted,
    acceptPrivacy: accepted,
  })
  .superRefine((form, ctx) => {
    if (!form.email && !form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDiffer });
    }
    if (typeof form.password !== 'string' || !form.password) return;
    const identityIssue = passwordIdentityIssue(form.password, form);
    if (identityIssue) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: identityIssue });
      return;
    }
    const rules = passwordSchema.safeParse(form.password);
    if (!rules.success) ctx.addIssue({ code: 'custom', path: ['password'], message: rules.error.issues[0]!.message });
  });

/**
 * Communication preferences: which offers (M member, C corporate, N none) and, asked separately, the
 * channels the member agrees to receive them by. Consents left out keep their stored value.
 */
export const preferencesSchema = z.object({
  preference: z.enum(PREFERENCES, { error: V.invalid }),
  emailConsent: z.boolean({ error: V.invalid }).optional(),
  smsConsent: z.boolean({ error: V.invalid }).optional(),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

export const frequentContactSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  /** The mobile's international area code (86 when not given). */
  mobileCountryNumber: areaCodeSchema.optional(),
  mobile: phoneNumberSchema,
  email: emailSchema,
});

/** Salutations (`call`) a member may choose; their labels are `member.salutation.<code>`. */
export const SALUTATIONS = ['mr', 'ms', 'mrs', 'miss', 'dr', 'prof'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/**
 * The salutation a title implies: the profile asks for the title once (two selects with the same
 * values asked the same question twice). Mx implies none.
 */
export function salutationOfTitle(title: string | null | undefined): Salutation | undefined {
  const call = title?.toLowerCase();
  return (SALUTATIONS as readonly string[]).includes(call ?? '') ? (call as Salutation) : undefined;
}

/** What a verification code is for. */
export const CODE_PURPOSES = ['register', 'login', 'reset'] as const;
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

/**
 * `PUT /member/passwordReset/code`: a password reset by a code sent to the member's mobile (or
 * e-mail), for members who have only a phone; it also lifts a lock, like the e-mailed link.
 */
export const passwordResetByCodeSchema = z
  .object({
    email: emailSchema.optional(),
    mobileCountryNumber: areaCodeSchema.optional(),
    phone: phoneNumberSchema.optional(),
    code: verificationCodeSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .superRefine((form, ctx) => {
    if (!form.email && !form.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: V.phoneOrEmailRequired });
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDiffer });
    }
  });
export type PasswordResetByCode = z.infer<typeof passwordResetByCodeSchema>;

/** `POST /member/passwordReset/check`: whether an e-mailed link can still be used, asked before the form. */
export const resetLinkValidSchema = z.object({ valid: z.literal(true) });
export const resetLinkCheckSchema = z.object({
  token: z.string({ error: V.required }).trim().min(20, { error: V.invalid }).max(200, { error: V.invalid }),
});

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
export const memberProfileSchema = z.object({
  memberId: z.string(),
  cardNumber: z.string(),
  username: z.string().nullable(),
  title: z.string().nullable(),
  call: z.string().nullable(),
  sex: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string(),
  phone: z.string(),
  mobileCountryNumber: z.string(),
  email: z.string(),
  birthday: z.string().nullable(),
  address: z.string(),
  detailedAddress: z.string(),
  isEuResident: z.boolean(),
  joinDate: z.string(),
  tier: z.number().int(),
  points: z.number().int(),
  growth: z.number().int(),
  currentSpend: z.number().int(),
  spendToNextTier: z.number().int(),
  nextTier: z.number().int().nullable(),
  spendCurrency: z.string(),
  totalSaved: z.number().int(),
  savingsSince: z.string(),
  preference: z.string(),
  /** Every field a booking needs is filled in. */
  profileComplete: z.boolean(),
  /** The name to show, or null for the generic "My Account" label. */
  displayName: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** `POST /member/register`, `/member/login` and `/member/unionid/login`: the new session. */
export const signedInSchema = z.object({ token: z.string(), expiresAt: z.string(), member: memberProfileSchema });
export type SignedIn = z.infer<typeof signedInSchema>;

/** `GET /member/session`: who is signed in; `expired` when a token came that is no longer valid. */
export const sessionInfoSchema = z.object({
  signedIn: z.boolean(),
  expired: z.boolean(),
  member: memberProfileSchema.nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** `POST /member/passwordReset`: a reset link went out (or would have, for an unknown address). */
export const resetLinkSentSchema = z.object({ sent: z.literal(true) });

/** `PUT /reset-password`. */
export const passwordResetDoneSchema = z.object({ reset: z.literal(true) });

/** `POST /member/captcha` and `/member/contact/code`: a code went out. */
export const codeSentSchema = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export type CodeSent = z.infer<typeof codeSentSchema>;

/** `GET /member/quicklogin/getunionid`: a QR sign-in to show. */
export const quickLoginStartSchema = z.object({
  token: z.string(),
  secret: z.string(),
  confirmUrl: z.string(),
  expiresAt: z.string(),
});
export type QuickLoginStart = z.infer<typeof quickLoginStartSchema>;

export const QUICK_LOGIN_STATUSES = ['pending', 'scanned', 'approved', 'declined', 'consumed', 'expired'] as const;

/** `GET /member/quicklogin/getCacheUnionid`: the QR sign-in's state; `unionid` once approved. */
export const quickLoginStatusSchema = z.object({
  status: z.enum(QUICK_LOGIN_STATUSES),
  unionid: z.string().optional(),
  expiresAt: z.string(),
});
export type QuickLoginStatus = z.infer<typeof quickLoginStatusSchema>;

/** `GET /{lang}/call`: the salutations, named in the request's language. */
export const salutationListSchema = z.array(z.object({ code: z.enum(SALUTATIONS), name: z.string() }));
export type SalutationOption = z.infer<typeof salutationListSchema>[number];

/** `GET /member/membershipCard`: the signed-in member's own card. */
export const membershipCardSchema = z.object({
  cardNumber: z.string(),
  tier: z.number().int(),
  displayName: z.string().nullable(),
  joinDate: z.string(),
  points: z.number().int(),
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

/** One sign-in, failure, lock, password or profile change of `GET /member/activity`. */
export const activityEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  method: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A session still signed in (`GET /member/sessions`): where and how, and whether it is this one. */
export const memberSessionSchema = z.object({
  id: z.string(),
  method: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.array(memberSessionSchema);
export const sessionIdSchema = z.object({
  id: z
    .string({ error: V.required })
    .trim()
    .regex(/^[0-9a-f]{16}$/, { error: V.invalid }),
});
export const activityPageSchema = pagedSchema(activityEntrySchema);

/** `GET /member/preferences`. */
export const memberPreferenceSchema = z.object({
  preference: z.string(),
  emailConsent: z.boolean(),
  smsConsent: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MemberPreference = z.infer<typeof memberPreferenceSchema>;

/** A frequent contact (`/pc/CONFIGORDER/wechatfans/*`). */
export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileCountryNumber: z.string(),
  mobile: z.string(),
  email: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);

const amountsByCurrency = z.array(z.object({ currency: z.string(), amount: z.number().int() }));

/** `GET /member/order/getTotalAmount`: the member's reservations counted, spent and saved per currency. */
export const orderTotalsSchema = z.object({
  totalCount: z.number().int(),
  statusCounts: z.record(z.string(), z.number().int()),
  amounts: amountsByCurrency,
  savings: amountsByCurrency,
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** `GET /member/{lang}/orders/hotels`: the hotels the member booked, with the next arrival and last stay. */
export const memberHotelSchema = z.object({
  nextArrival: z.string().nullable(),
  lastStay: z.string().nullable(),
  /** Checked in now (status 5): the day the stay ends; null when not staying there. */
  stayingUntil: z.string().nullable(),
  hotelName: z.string(),
  hotelCode: z.string(),
  reservations: z.number().int(),
});
export type MemberHotel = z.infer<typeof memberHotelSchema>;
export const memberHotelListSchema = z.array(memberHotelSchema);

const ledgerRow = {
  id: z.number().int(),
  kind: z.string(),
  delta: z.number().int(),
  transactionId: z.string().nullable(),
  note: z.string().nullable(),
  at: instantSchema,
};

/** `GET /member/export`: everything the site keeps about the member, as a download. */
export const memberExportSchema = z.object({
  exportedAt: z.string(),
  profile: memberProfileSchema,
  preferences: memberPreferenceSchema,
  frequentContacts: contactListSchema,
  pointsHistory: z.array(z.object({ ...ledgerRow, balanceAfter: z.number().int() })),
  growthHistory: z.array(z.object(ledgerRow)),
  consumptionHistory: z.array(
    z.object({
      id: z.number().int(),
      transactionId: z.string(),
      hotelCode: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      pointCurrencyAmount: z.number().int(),
      at: instantSchema,
    }),
  ),
  coupons: z.array(
    z.object({
      couponId: z.string(),
      couponCode: z.string(),
      templateCode: z.string(),
      source: z.string(),
      activityCode: z.string().nullable(),
      validFrom: z.string(),
      validTo: z.string(),
      status: z.string(),
      transactionId: z.string().nullable(),
      usedAt: instantSchema.nullable(),
      issuedAt: instantSchema,
    }),
  ),
  accountActivity: z.array(activityEntrySchema.extend({ at: instantSchema })),
  reservations: orderTotalsSchema,
});

export { isProfileComplete, maskName, memberDisplayName } from '../memberName.ts';
