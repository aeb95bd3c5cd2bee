import { ErrorCode } from '@hotel/contract/errors';
import { adminPaths } from '@hotel/contract/routes';
import { type StaffSignIn, staffSignInSchema } from '@hotel/contract/schemas/admin';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { homeSectionOf } from '../../features/admin/access.ts';
import { sessionExpired, useStaffSignIn } from '../../features/admin/session/staffSession.ts';
import { AdminError } from '../../features/admin/ui/AdminError.tsx';
import { TextField } from '../../features/admin/ui/fields.tsx';
import { isApiError } from '../../lib/api/client.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';

type Errors = Partial<Record<keyof StaffSignIn, string>>;
type Form = { email: string; password: string; code: string };

/**
 * Staff sign-in by e-mail and password (checked with the contract's schema before it is sent), then the
 * code of the authenticator app (or a recovery code) when the account has two-step sign-in.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [expired] = useState(sessionExpired);
  const asksCode = (error: unknown) =>
    isApiError(error) &&
    (error.errorCode === ErrorCode.staffCodeRequired || error.errorCode === ErrorCode.staffCodeWrong);
  const [needsCode, setNeedsCode] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { code, ...credentials } = form;
    const parsed = staffSignInSchema.safeParse(code.trim() ? { ...credentials, code } : credentials);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof StaffSignIn] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: (session) => void navigate(adminPaths.section(homeSectionOf(session.staff.role)), { replace: true }),
      onError: (error) => {
        if (asksCode(error)) setNeedsCode(true);
        setForm((current) => ({ ...current, code: '' }));
      },
    });
  };
  const codeAsked = isApiError(signIn.error) && signIn.error.errorCode === ErrorCode.staffCodeRequired;

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-4">
      <form
        onSubmit={submit}
        noValidate
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
        <TextField
          label={t('admin.signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={form.email}
          onChange={(email) => setForm({ ...form, email })}
          error={errors.email}
        />
        <TextField
          label={t('admin.signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(password) => setForm({ ...form, password })}
          error={errors.password}
        />
        {needsCode ? (
          <>
            <p className="text-sm text-muted">{t('admin.signIn.codeHint')}</p>
            <TextField
              label={t('admin.signIn.code')}
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
              value={form.code}
              onChange={(code) => setForm({ ...form, code })}
              error={errors.code}
              data-testid="admin-sign-in-code"
            />
          </>
        ) : null}
        {signIn.isError && !codeAsked ? <AdminError error={signIn.error} /> : null}
        <Button type="submit" disabled={signIn.isPending}>
          {t('admin.signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
