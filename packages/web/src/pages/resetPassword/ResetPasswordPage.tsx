import { pagePaths } from '@hotel/contract/routes';
import { passwordResetRequestSchema, passwordResetSchema } from '@hotel/contract/schemas/member';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { memberCalls } from '../../features/member/memberApi.ts';
import { NewPasswordFields } from '../../features/member/NewPasswordFields.tsx';
import { useForgetMember } from '../../features/member/useMember.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { applyServerErrors } from '../../ui/form/messages.ts';
import { TextField } from '../../ui/form/TextField.tsx';

function RequestLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useContractForm(passwordResetRequestSchema, { email: '' });
  const [sent, setSent] = useState(false);

  if (sent) return <FormMessage tone="success">{t('member.reset.sent')}</FormMessage>;
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="reset-request"
      onSubmit={async ({ email }) => {
        try {
          await memberCalls.requestReset(language, email.trim());
          setSent(true);
        } catch (error) {
          applyServerErrors(form, error, t);
        }
      }}
    >
      <p className="text-sm text-muted">{t('member.reset.intro')}</p>
      <TextField name="email" type="email" autoComplete="email" label={t('member.reset.email')} />
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.reset.send')}
      </Button>
    </Form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const forget = useForgetMember();
  const form = useContractForm(
    passwordResetSchema,
    { newPassword: '', confirmPassword: '' },
    { toRequest: (values) => ({ token, ...values }) },
  );
  const [done, setDone] = useState(false);

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
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="reset-form"
      onSubmit={async (body) => {
        try {
          await memberCalls.resetPassword(language, body);
          forget();
          setDone(true);
        } catch (error) {
          applyServerErrors(form, error, t);
        }
      }}
    >
      <NewPasswordFields label={t('member.reset.newPassword')} confirmLabel={t('member.reset.confirmPassword')} />
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.reset.submit')}
      </Button>
    </Form>
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
