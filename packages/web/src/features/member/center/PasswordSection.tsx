import { pagePaths } from '@hotel/contract/routes';
import { passwordChangeSchema } from '@hotel/contract/schemas/password';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { useSiteFormat } from '../../pricing/useSiteFormat.ts';
import { FormMessage, serverErrors, TextField, useFormValues, validate } from '../formKit.tsx';
import { lockHint } from '../lockHint.ts';
import { memberCalls } from '../memberApi.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { useForgetMember } from '../useMember.ts';

/**
 * Change password: every session ends, then the member signs in again (spec section 4). Wrong current
 * passwords count toward the sign-in lock: the form says how many attempts are left, or until when
 * the account is locked.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const forget = useForgetMember();
  const { instant } = useSiteFormat();
  const form = useFormValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [hint, setHint] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(passwordChangeSchema, form.values, t);
    form.setErrors(errors);
    setHint('');
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      await memberCalls.changePassword(language, form.values);
      forget();
      notices.notify(t('member.password.done'), 'success');
      void navigate(localize(pagePaths.login()), { replace: true });
    } catch (error) {
      form.setErrors(serverErrors(error, t));
      setHint(lockHint(error, t, instant));
      form.setBusy(false);
    }
  }

  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={submit} noValidate data-testid="password-form">
      <TextField
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        label={t('member.password.old')}
        value={form.values.oldPassword}
        error={form.errors.oldPassword}
        onChange={(e) => form.set('oldPassword')(e.target.value)}
      />
      <NewPasswordFields
        form={form}
        passwordKey="newPassword"
        label={t('member.password.new')}
        confirmLabel={t('member.password.confirm')}
      />
      <FormMessage>{[form.errors.form, hint].filter(Boolean).join(' ')}</FormMessage>
      <div>
        <Button type="submit" disabled={form.busy}>
          {t('member.password.submit')}
        </Button>
      </div>
    </form>
  );
}
