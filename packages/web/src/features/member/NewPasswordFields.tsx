import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { TextField } from '../../ui/form/TextField.tsx';

/**
 * A new password, with the password rules as its hint, and its confirmation (register, reset, change):
 * fields `newPassword` and `confirmPassword` of the surrounding form.
 */
export function NewPasswordFields({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={label}
        hint={t('member.register.passwordRules')}
      />
      <TextField name="confirmPassword" type="password" autoComplete="new-password" label={confirmLabel} />
    </>
  );
}
