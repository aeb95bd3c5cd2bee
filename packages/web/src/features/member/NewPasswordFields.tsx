import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { type Errors, TextField } from './formKit.tsx';

type PasswordKey = 'password' | 'newPassword';

interface PasswordForm<K extends PasswordKey> {
  values: Record<K | 'confirmPassword', string>;
  errors: Errors;
  set: (key: K | 'confirmPassword') => (value: string) => void;
}

/** A new password, with the password rules as its hint, and its confirmation (register, reset, change). */
export function NewPasswordFields<K extends PasswordKey>({
  form,
  passwordKey,
  label,
  confirmLabel,
}: {
  form: PasswordForm<K>;
  passwordKey: K;
  label: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={label}
        hint={t('member.register.passwordRules')}
        value={form.values[passwordKey]}
        error={form.errors[passwordKey] ?? form.errors.password}
        onChange={(event) => form.set(passwordKey)(event.target.value)}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={confirmLabel}
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(event) => form.set('confirmPassword')(event.target.value)}
      />
    </>
  );
}
