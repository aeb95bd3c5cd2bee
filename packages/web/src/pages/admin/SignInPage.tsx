import { ErrorCode } from '@hotel/contract/errors';
import { adminPaths } from '@hotel/contract/routes';
import { type StaffSignIn, staffSignInSchema } from '@hotel/contract/schemas/admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { homeSectionOf } from '../../features/admin/access.ts';
import { sessionExpired, useStaffSignIn } from '../../features/admin/session/staffSession.ts';
import { AdminError } from '../../features/admin/ui/AdminError.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/TextField.tsx';

/** The form's values: the code is only sent when one was typed. */
const signInSchema = z
  .object({ email: z.string(), password: z.string(), code: z.string() })
  .transform(({ code, ...credentials }) => (code.trim() ? { ...credentials, code } : credentials))
  .pipe(staffSignInSchema);

/**
 * Staff sign-in by e-mail and password (checked with the contract's schema before it is sent), then the
 * code of the authenticator app (or a recovery code) when the account has two-step sign-in.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const navigate = useNavigate();
  const form = useContractForm(signInSchema, { email: '', password: '', code: '' });
  const [expired] = useState(sessionExpired);
  const asksCode = (error: unknown) =>
    isApiError(error) &&
    (error.errorCode === ErrorCode.staffCodeRequired || error.errorCode === ErrorCode.staffCodeWrong);
  const [needsCode, setNeedsCode] = useState(false);

  const submit = (credentials: StaffSignIn) =>
    signIn.mutate(credentials, {
      onSuccess: (session) => void navigate(adminPaths.section(homeSectionOf(session.staff.role)), { replace: true }),
      onError: (error) => {
        if (asksCode(error)) setNeedsCode(true);
        form.setValue('code', '');
      },
    });
  const codeAsked = isApiError(signIn.error) && signIn.error.errorCode === ErrorCode.staffCodeRequired;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-4">
      <Form
        form={form}
        onSubmit={submit}
        data-testid="admin-sign-in"
        aria-labelledby="admin-sign-in-title"
        className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-border bg-background p-6 shadow-sm"
      >
        <h1 id="admin-sign-in-title" className="text-xl font-semibold">
          {t('admin.signIn.title')}
        </h1>
        {expired ? (
          <p role="status" data-testid="admin-session-expired" className="rounded-md bg-surface p-3 text-sm">
            {t('admin.signIn.idle')}
          </p>
        ) : null}
        <TextField label={t('admin.signIn.email')} type="email" name="email" autoComplete="username" />
        <TextField label={t('admin.signIn.password')} type="password" name="password" autoComplete="current-password" />
        {needsCode ? (
          <>
            <p className="text-sm text-muted">{t('admin.signIn.codeHint')}</p>
            <TextField
              label={t('admin.signIn.code')}
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
              data-testid="admin-sign-in-code"
            />
          </>
        ) : null}
        {signIn.isError && !codeAsked ? <AdminError error={signIn.error} /> : null}
        <Button type="submit" disabled={signIn.isPending}>
          {t('admin.signIn.submit')}
        </Button>
      </Form>
    </main>
  );
}
