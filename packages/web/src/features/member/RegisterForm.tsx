import { VERIFICATION_CODE_LENGTH } from '@hotel/contract/constants';
import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { registerSchema } from '@hotel/contract/schemas/member';
import { type FormEvent, useState } from 'react';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeSender } from './CodeSender.tsx';
import { ContactChannel, describeTarget, EMPTY_CHANNEL, targetOf } from './ContactChannel.tsx';
import { CheckboxField, FormMessage, serverErrors, TextField, useFormValues, validate } from './formKit.tsx';
import { memberCalls } from './memberApi.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** Registration by e-mail or mobile, a code, a password by the rules, and the agreements accepted. */
export function RegisterForm({ onRegistered }: { onRegistered: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [channel, setChannel] = useState(EMPTY_CHANNEL);
  const [sent, setSent] = useState('');
  const form = useFormValues({
    code: '',
    password: '',
    confirmPassword: '',
    acceptAgreement: false,
    acceptPrivacy: false,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...targetOf(channel), ...form.values, code: form.values.code.trim() };
    const errors = validate(registerSchema, body, t);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    form.setBusy(true);
    try {
      const signed = await memberCalls.register(language, body);
      onRegistered(signed.member);
    } catch (error) {
      form.setErrors(serverErrors(error, t));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="register-form">
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
          purpose="register"
          target={targetOf(channel)}
          describe={describeTarget(channel)}
          onError={form.setErrors}
          onSent={setSent}
        />
      </div>
      <FormMessage tone="info">{sent}</FormMessage>
      <NewPasswordFields
        form={form}
        passwordKey="password"
        label={t('member.login.password')}
        confirmLabel={t('member.register.confirmPassword')}
      />
      <CheckboxField
        name="acceptAgreement"
        label={t('member.register.acceptAgreement')}
        checked={form.values.acceptAgreement}
        error={form.errors.acceptAgreement}
        onChange={form.set('acceptAgreement')}
      />
      <CheckboxField
        name="acceptPrivacy"
        label={t('member.register.acceptPrivacy')}
        checked={form.values.acceptPrivacy}
        error={form.errors.acceptPrivacy}
        onChange={form.set('acceptPrivacy')}
      />
      <LocaleLink
        to={pagePaths.agreementDetails()}
        target="_blank"
        rel="noopener"
        className="text-xs text-main underline"
      >
        {t('member.register.readAgreements')}
      </LocaleLink>
      <FormMessage>{form.errors.form}</FormMessage>
      <Button type="submit" disabled={form.busy}>
        {t('member.register.submit')}
      </Button>
    </form>
  );
}
