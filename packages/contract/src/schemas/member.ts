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

/** Profile fields a member edits (`PUT /member/memberInfo`). */
export const memberInfoSchema = z.object({
  title: titleSchema,
  call: z.string().trim().max(50, { error: V.tooLong }).optional(),
  sex: genderSchema,
  firstName: personName,
  lastName: personName,
  nickName: z.string().trim().max(50, { error: V.tooLong }).optional(),
  phone: phoneNumberSchema,
  mobileCountryNumber: areaCodeSchema,
  email: emailSchema,
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
