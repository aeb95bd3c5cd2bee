import { pagePaths } from '@hotel/contract/routes';
import type { MemberProfile } from '@hotel/contract/schemas/member';
import { registerSchema } from '@hotel/contract/schemas/member';
import { useState } from 'react';
import { LocaleLink } from '../../lib/i18n/LocaleLink.tsx';
import { useLanguage } from '../../lib/i18n/useLanguage.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { CheckboxField } from '../../ui/form/CheckboxField.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { FormMessage } from '../../ui/form/FormMessage.tsx';
import { type ChannelValues, ContactChannel, EMPTY_CHANNEL, targetOf } from './ContactChannel.tsx';
import { CodeRow } from './LoginForms.tsx';
import { memberCalls } from './memberApi.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useMemberErrors } from './useMemberErrors.ts';

type RegisterValues = ChannelValues & {
  code: string;
  newPassword: string;
  confirmPassword: string;
  acceptAgreement: boolean;
  acceptPrivacy: boolean;
};

const EMPTY: RegisterValues = {
  ...EMPTY_CHANNEL,
  code: '',
  newPassword: '',
  confirmPassword: '',
  acceptAgreement: false,
  acceptPrivacy: false,
};

/** Registration by e-mail or mobile, a code, a password by the rules, and the agreements accepted. */
export function RegisterForm({ onRegistered }: { onRegistered: (member: MemberProfile) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const showError = useMemberErrors();
  const [sent, setSent] = useState('');
  const fieldNames = { password: 'newPassword' };
  const form = useContractForm(registerSchema, EMPTY, {
    toRequest: ({ newPassword, confirmPassword, acceptAgreement, acceptPrivacy, code, ...channel }) => ({
      ...targetOf(channel),
      code: code.trim(),
      password: newPassword,
      confirmPassword,
      acceptAgreement,
      acceptPrivacy,
    }),
    fieldNames,
  });

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      data-testid="register-form"
      onSubmit={async (body) => {
        try {
          onRegistered((await memberCalls.register(language, body)).member);
        } catch (error) {
          showError(form, error, fieldNames);
        }
      }}
    >
      <ContactChannel />
      <CodeRow purpose="register" label={t('member.login.code')} onSent={setSent} />
      <FormMessage tone="info">{sent}</FormMessage>
      <NewPasswordFields label={t('member.login.password')} confirmLabel={t('member.register.confirmPassword')} />
      <CheckboxField name="acceptAgreement" label={t('member.register.acceptAgreement')} />
      <CheckboxField name="acceptPrivacy" label={t('member.register.acceptPrivacy')} />
      <LocaleLink
        to={pagePaths.agreementDetails()}
        target="_blank"
        rel="noopener"
        className="text-xs text-main underline"
      >
        {t('member.register.readAgreements')}
      </LocaleLink>
      <FormMessage />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t('member.register.submit')}
      </Button>
    </Form>
  );
}
