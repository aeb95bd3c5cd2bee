import { type StaffSignIn, staffSignInSchema } from '@hotel/contract/schemas/admin';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { homeSectionOf } from '../../features/admin/access.ts';
import { useStaffSignIn } from '../../features/admin/session/staffSession.ts';
import { AdminError } from '../../features/admin/ui/AdminError.tsx';
import { TextField } from '../../features/admin/ui/fields.tsx';
import { useTranslation } from '../../features/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';

type Errors = Partial<Record<keyof StaffSignIn, string>>;

/** Staff sign-in by e-mail and password (checked with the contract's schema before it is sent). */
export function SignInPage() {
  const { t } = useTranslation();
  const signIn = useStaffSignIn();
  const navigate = useNavigate();
  const [form, setForm] = useState<StaffSignIn>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffSignInSchema.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof StaffSignIn] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: (session) => void navigate(`/admin/${homeSectionOf(session.staff.role)}`, { replace: true }),
    });
  };

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
        {signIn.isError ? <AdminError error={signIn.error} /> : null}
        <Button type="submit" disabled={signIn.isPending}>
          {t('admin.signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
