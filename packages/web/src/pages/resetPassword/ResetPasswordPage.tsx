import { pagePaths } from '@hotel/contract/routes';
import { passwordResetRequestSchema, passwordResetSchema } from '@hotel/contract/schemas/member';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage, serverErrors, TextField, useFormValues, validate } from '../../features/member/formKit.tsx';
import { memberCalls } from '../../features/member/memberApi.ts';
import { NewPasswordFields } from '../../features/member/NewPasswordFields.tsx';
import { useForgetMember } from '../../features/member/useMember.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';

function RequestLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useFormValues({ email: '' });
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(passwordResetRequestSchema, form.values, t);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      await memberCalls.requestReset(language, form.values.email.trim());
      setSent(true);
    } catch (error) {
      form.setErrors(serverErrors(error, t));
    } finally {
      form.setBusy(false);
    }
  }

  if (sent) return <FormMessage tone="success">{t('member.reset.sent')}</FormMessage>;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="reset-request">
      <p className="text-sm text-muted">{t('member.reset.intro')}</p>
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t('member.reset.email')}
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email')(e.target.value)}
      />
      <FormMessage>{form.errors.form}</FormMessage>
      <Button type="submit" disabled={form.busy}>
        {t('member.reset.send')}
      </Button>
    </form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const forget = useForgetMember();
  const form = useFormValues({ newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { token, ...form.values };
    const errors = validate(passwordResetSchema, body, t);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      await memberCalls.resetPassword(language, body);
      forget();
      setDone(true);
    } catch (error) {
      form.setErrors(serverErrors(error, t));
    } finally {
      form.setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{t('member.reset.done')}</FormMessage>
        <LocaleLink to={pagePaths.login()} className={buttonClass('primary')}>
          {t('member.reset.backToLogin')}
        </LocaleLink>
      </div>
    );
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="reset-form">
      <NewPasswordFields
        form={form}
        passwordKey="newPassword"
        label={t('member.reset.newPassword')}
        confirmLabel={t('member.reset.confirmPassword')}
      />
      <FormMessage>{form.errors.form ?? form.errors.token}</FormMessage>
      <Button type="submit" disabled={form.busy}>
        {t('member.reset.submit')}
      </Button>
    </form>
  );
}

/** `/booking/resetPwd`: ask for the e-mailed link, or (with `?token=`) choose the new password once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section aria-labelledby="reset-title" className="mx-auto flex max-w-md flex-col gap-6">
      <h1 id="reset-title" className="text-3xl font-semibold">
        {token ? t('member.reset.newTitle') : t('member.reset.title')}
      </h1>
      <Card className="p-6">{token ? <ChoosePassword token={token} /> : <RequestLink />}</Card>
      <LocaleLink to={pagePaths.login()} className="text-sm text-main underline">
        {t('member.reset.backToLogin')}
      </LocaleLink>
    </section>
  );
}
