import { pagePaths } from '@hotel/contract/routes';
import {
  passwordResetByCodeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@hotel/contract/schemas/member';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ChannelValues, ContactChannel, EMPTY_CHANNEL, targetOf } from '../../features/member/ContactChannel.tsx';
import { CodeRow } from '../../features/member/LoginForms.tsx';
import { MemberTabs } from '../../features/member/MemberTabs.tsx';
import { memberCalls } from '../../features/member/memberApi.ts';
import { NewPasswordFields } from '../../features/member/NewPasswordFields.tsx';
import { useForgetMember } from '../../features/member/useMember.ts';
import { useMemberErrors } from '../../features/member/useMemberErrors.ts';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { applyServerErrors, serverMessage } from '../../ui/form/messages.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

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

/** After a reset: every session ended; sign in with the new password. */
function ResetDone() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="success">{t('member.reset.done')}</FormMessage>
      <LocaleLink to={pagePaths.login()} className={buttonClass('primary')} data-testid="reset-to-login">
        {t('member.reset.backToLogin')}
      </LocaleLink>
    </div>
  );
}

type CodeResetValues = ChannelValues & { code: string; newPassword: string; confirmPassword: string };

/** A reset with a code sent to the member's mobile (or e-mail): for members who have no e-mail. */
function ResetByCode() {
  const { t } = useTranslation();
  const language = useLanguage();
  const forget = useForgetMember();
  const showError = useMemberErrors();
  const form = useContractForm(
    passwordResetByCodeSchema,
    { ...EMPTY_CHANNEL, channel: 'phone', code: '', newPassword: '', confirmPassword: '' } as CodeResetValues,
    {
      toRequest: (values) => ({
        ...targetOf(values),
        code: values.code.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    },
  );
  const [sent, setSent] = useState('');
  const [done, setDone] = useState(false);
  if (done) return <ResetDone />;
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="reset-by-code"
      onSubmit={async (body) => {
        try {
          await memberCalls.resetPasswordWithCode(language, body);
          forget();
          setDone(true);
        } catch (error) {
          showError(form, error);
        }
      }}
    >
      <p className="text-sm text-muted">{t('member.reset.codeIntro')}</p>
      <ContactChannel />
      <CodeRow purpose="reset" label={t('member.login.code')} onSent={setSent} />
      <FormMessage tone="info">{sent}</FormMessage>
      <NewPasswordFields label={t('member.reset.newPassword')} confirmLabel={t('member.reset.confirmPassword')} />
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.reset.submit')}
      </Button>
    </Form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const forget = useForgetMember();
  // A used or expired link is refused before the member types a new password twice.
  const link = useQuery({
    queryKey: ['resetLink', token],
    queryFn: () => memberCalls.checkResetLink(language, token),
    retry: false,
    meta: { silent: true },
  });
  const form = useContractForm(
    passwordResetSchema,
    { newPassword: '', confirmPassword: '' },
    { toRequest: (values) => ({ token, ...values }) },
  );
  const [done, setDone] = useState(false);

  if (done) return <ResetDone />;
  if (link.isPending) return <Spinner label={t('ui.common.loading')} />;
  if (link.isError) {
    return (
      <div className="flex flex-col gap-4" data-testid="reset-link-invalid">
        <FormMessage>{serverMessage(link.error, t)}</FormMessage>
        <LocaleLink to={pagePaths.resetPassword()} className={buttonClass('primary')}>
          {t('member.reset.askAgain')}
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

/** Without a link: by an e-mailed link, or by a code sent to the mobile. */
function ChooseWay() {
  const { t } = useTranslation();
  const [way, setWay] = useState<'link' | 'code'>('link');
  return (
    <MemberTabs
      label={t('member.reset.ways')}
      selected={way}
      onSelect={setWay}
      testId="reset-ways"
      tabs={[
        { id: 'link', label: t('member.reset.byLink') },
        { id: 'code', label: t('member.reset.byCode') },
      ]}
    >
      {(id) => (id === 'link' ? <RequestLink /> : <ResetByCode />)}
    </MemberTabs>
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
      <Card className="p-6">{token ? <ChoosePassword token={token} /> : <ChooseWay />}</Card>
      <LocaleLink to={pagePaths.login()} className="text-sm text-main underline">
        {t('member.reset.backToLogin')}
      </LocaleLink>
    </section>
  );
}
