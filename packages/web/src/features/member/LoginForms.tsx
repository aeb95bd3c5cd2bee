import { VERIFICATION_CODE_LENGTH } from '@hotel/contract/constants';
import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { codeLoginSchema, passwordLoginSchema } from '@hotel/contract/schemas/member';
import { type FormEvent, useState } from 'react';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { CodeSender } from './CodeSender.tsx';
import { ContactChannel, describeTarget, EMPTY_CHANNEL, targetOf } from './ContactChannel.tsx';
import { FormMessage, serverErrors, TextField, useFormValues, validate } from './formKit.tsx';
import { lockHint } from './lockHint.ts';
import { memberCalls } from './memberApi.ts';

/** Sign-in with username, mobile or e-mail and the password (locks after the site's number of failures). */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { instant } = useSiteFormat();
  const form = useFormValues({ account: '', password: '' });
  const [hint, setHint] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(passwordLoginSchema, form.values, t);
    form.setErrors(errors);
    setHint('');
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      const signed = await memberCalls.login(language, form.values);
      onSignedIn(signed.member);
    } catch (error) {
      form.setErrors(serverErrors(error, t));
      setHint(lockHint(error, t, instant));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="password-login">
      <TextField
        label={t('member.login.account')}
        name="account"
        autoComplete="username"
        value={form.values.account}
        error={form.errors.account}
        onChange={(event) => form.set('account')(event.target.value)}
      />
      <TextField
        label={t('member.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.set('password')(event.target.value)}
      />
      <FormMessage>{[form.errors.form, hint].filter(Boolean).join(' ')}</FormMessage>
      <Button type="submit" disabled={form.busy}>
        {t('member.login.submit')}
      </Button>
      <LocaleLink to={pagePaths.resetPassword()} className="text-sm text-main underline">
        {t('member.login.forgot')}
      </LocaleLink>
    </form>
  );
}

/** Sign-in with a 6-digit code sent to the member's e-mail or mobile. */
export function CodeLoginForm({ onSignedIn }: { onSignedIn: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { instant } = useSiteFormat();
  const [channel, setChannel] = useState(EMPTY_CHANNEL);
  const form = useFormValues({ code: '' });
  const [sent, setSent] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...targetOf(channel), code: form.values.code.trim() };
    const errors = validate(codeLoginSchema, body, t);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      const signed = await memberCalls.login(language, body);
      onSignedIn(signed.member);
    } catch (error) {
      const errors = serverErrors(error, t);
      const hint = lockHint(error, t, instant);
      form.setErrors(hint ? { ...errors, form: `${errors.form ?? ''} ${hint}`.trim() } : errors);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="code-login">
      <ContactChannel values={channel} errors={form.errors} onChange={setChannel} />
      <div className="flex items-end gap-2">
        <TextField
          label={t('member.login.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          className="flex-1"
          value={form.values.code}
          error={form.errors.code}
          onChange={(event) => form.set('code')(event.target.value)}
        />
        <CodeSender
          purpose="login"
          target={targetOf(channel)}
          describe={describeTarget(channel)}
          onError={form.setErrors}
          onSent={setSent}
        />
      </div>
      <FormMessage tone="info">{sent}</FormMessage>
      <FormMessage>{form.errors.form}</FormMessage>
      <Button type="submit" disabled={form.busy}>
        {t('member.login.submit')}
      </Button>
    </form>
  );
}
