import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants.ts';
import { V } from '../validation.ts';

const special = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[.\\]/g, '\\$&')}]`);
const allowed = new RegExp(`^[A-Za-z0-9${PASSWORD_SPECIAL_CHARACTERS.replace(/[.\\]/g, '\\$&')}]*$`);

/** Spec section 5: 8-16 characters; upper, lower, digit and one of . @ ! ~ _ only; no spaces. */
export const passwordSchema = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .superRefine((value, ctx) => {
    if (/\s/.test(value)) ctx.addIssue({ code: 'custom', message: V.passwordSpaces });
    else if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: V.passwordLength });
    } else if (
      !/[A-Z]/.test(value) ||
      !/[a-z]/.test(value) ||
      !/\d/.test(value) ||
      !special.test(value) ||
      !allowed.test(value)
    ) {
      ctx.addIssue({ code: 'custom', message: V.passwordCharacters });
    }
  });

const EMAIL_SHAPED = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The password may not be an e-mail address (the member's or any other) or the member's phone. */
export function passwordIdentityIssue(
  password: string,
  identity: { email?: string | null; phone?: string | null },
): typeof V.passwordIsEmail | typeof V.passwordIsPhone | null {
  if (EMAIL_SHAPED.test(password)) return V.passwordIsEmail;
  if (identity.email && password.toLowerCase() === identity.email.toLowerCase()) return V.passwordIsEmail;
  const digits = identity.phone?.replace(/\D/g, '');
  if (digits && password.replace(/\D/g, '') === digits && password.replace(/\d/g, '').length <= 1)
    return V.passwordIsPhone;
  return null;
}

export const passwordChangeSchema = z
  .object({
    oldPassword: z.string({ error: V.required }).min(1, { error: V.required }),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .superRefine((form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDiffer });
    }
    if (form.newPassword === form.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: V.newPasswordEqualsOld });
    }
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
