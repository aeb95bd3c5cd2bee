import { VERIFICATION_CODE_LENGTH } from '@hotel/contract/constants';
import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { codeLoginSchema, passwordLoginSchema } from '@hotel/contract/schemas/member';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { CodeSender } from './CodeSender.tsx';
import { type ChannelValues, ContactChannel, EMPTY_CHANNEL, targetOf } from './ContactChannel.tsx';
import { memberCalls } from './memberApi.ts';
import { useMemberErrors } from './useMemberErrors.ts';

/** Sign-in with username, mobile or e-mail and the password (locks after the site's number of failures). */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const showError = useMemberErrors();
  const form = useContractForm(passwordLoginSchema, { account: '', password: '' });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="password-login"
      onSubmit={async (values) => {
        try {
          onSignedIn((await memberCalls.login(language, values)).member);
        } catch (error) {
          showError(form, error);
        }
      }}
    >
      <TextField label={t('member.login.account')} name="account" autoComplete="username" />
      <TextField label={t('member.login.password')} name="password" type="password" autoComplete="current-password" />
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.login.submit')}
      </Button>
      <LocaleLink to={pagePaths.resetPassword()} className="text-sm text-main underline">
        {t('member.login.forgot')}
      </LocaleLink>
    </Form>
  );
}

type CodeLoginValues = ChannelValues & { code: string };

/** Sign-in with a 6-digit code sent to the member's e-mail or mobile. */
export function CodeLoginForm({ onSignedIn }: { onSignedIn: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const showError = useMemberErrors();
  const form = useContractForm(codeLoginSchema, { ...EMPTY_CHANNEL, code: '' } as CodeLoginValues, {
    toRequest: (values) => ({ ...targetOf(values), code: values.code.trim() }),
  });
  const [sent, setSent] = useState('');

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="code-login"
      onSubmit={async (body) => {
        try {
          onSignedIn((await memberCalls.login(language, body)).member);
        } catch (error) {
          showError(form, error);
        }
      }}
    >
      <ContactChannel />
      <CodeRow purpose="login" label={t('member.login.code')} onSent={setSent} />
      <FormMessage tone="info">{sent}</FormMessage>
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.login.submit')}
      </Button>
    </Form>
  );
}

/** The code field beside its "send code" button, for the surrounding form's channel. */
export function CodeRow({
  purpose,
  label,
  onSent,
}: {
  purpose: 'login' | 'register' | 'reset';
  label: string;
  onSent: (message: string) => void;
}) {
  const values = useWatch<ChannelValues>() as ChannelValues;
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        className="flex-1"
      />
      <CodeSender purpose={purpose} target={targetOf({ ...EMPTY_CHANNEL, ...values })} onSent={onSent} />
    </div>
  );
}
