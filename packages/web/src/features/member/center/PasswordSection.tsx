import { pagePaths } from '@hotel/contract/routes';
import { passwordChangeSchema } from '@hotel/contract/schemas/password';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/useLanguage.ts';
import { useLocalePath } from '../../../lib/i18n/useLocalePath.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { notices } from '../../../lib/notices/noticeStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { useContractForm } from '../../../ui/form/contractForm.ts';
import { Form } from '../../../ui/form/Form.tsx';
import { FormMessage } from '../../../ui/form/FormMessage.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { memberCalls } from '../memberApi.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { useForgetMember } from '../useMember.ts';
import { useMemberErrors } from '../useMemberErrors.ts';

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
  const showError = useMemberErrors();
  const form = useContractForm(passwordChangeSchema, { oldPassword: '', newPassword: '', confirmPassword: '' });

  return (
    <Form
      form={form}
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
      onSubmit={async (values) => {
        try {
          await memberCalls.changePassword(language, values);
          forget();
          notices.notify(t('member.password.done'), 'success');
          void navigate(localize(pagePaths.login()), { replace: true });
        } catch (error) {
          showError(form, error);
        }
      }}
    >
      <TextField name="oldPassword" type="password" autoComplete="current-password" label={t('member.password.old')} />
      <NewPasswordFields label={t('member.password.new')} confirmLabel={t('member.password.confirm')} />
      <FormMessage />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('member.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
