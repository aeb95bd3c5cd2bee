import { STAFF_TOTP_CODE_LENGTH } from '@hotel/contract/constants';
import { adminPaths } from '@hotel/contract/routes';
import {
  type StaffMe,
  type StaffSecondFactorConfirm,
  staffSecondFactorConfirmSchema,
} from '@hotel/contract/schemas/admin';
import { Link } from 'react-router';
import {
  useSecondFactorConfirm,
  useSecondFactorDone,
  useSecondFactorSetup,
} from '../../features/admin/session/staffSession.ts';
import { AdminError } from '../../features/admin/ui/AdminError.tsx';
import { QrCode } from '../../features/member/QrCode.tsx';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { useContractForm } from '../../ui/form/contractForm.ts';
import { Form } from '../../ui/form/Form.tsx';
import { TextField } from '../../ui/form/TextField.tsx';

/**
 * Two-step sign-in: a new authenticator secret shown as a QR code and as text, confirmed with the
 * app's first code; then the ten recovery codes, shown this once. Group administrators come here right
 * after the password and can use nothing else until it is done; other roles may come from the header.
 */
export function SecondFactorPage({ staff, standalone = false }: { staff: StaffMe; standalone?: boolean }) {
  const { t } = useTranslation();
  const setup = useSecondFactorSetup();
  const confirm = useSecondFactorConfirm();
  const done = useSecondFactorDone();
  const form = useContractForm(staffSecondFactorConfirmSchema, { code: '' });
  const recoveryCodes = confirm.data?.recoveryCodes;

  const submit = (answer: StaffSecondFactorConfirm) =>
    confirm.mutate(answer, { onError: () => form.setValue('code', '') });

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('admin.secondFactor.recoveryTitle')}</h2>
        <p className="text-sm">{t('admin.secondFactor.recoveryHint')}</p>
        <ol
          data-testid="recovery-codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-surface p-4 font-mono text-sm"
        >
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ol>
        <div>
          {standalone ? (
            <Button type="button" onClick={done} data-testid="second-factor-done">
              {t('admin.secondFactor.continue')}
            </Button>
          ) : (
            <Link to={adminPaths.root()} onClick={done} className="underline" data-testid="second-factor-done">
              {t('admin.secondFactor.continue')}
            </Link>
          )}
        </div>
      </div>
    );
  } else if (staff.secondFactor.enabled) {
    body = (
      <p role="status" data-testid="second-factor-enabled">
        {t('admin.secondFactor.enabled')}
      </p>
    );
  } else if (setup.data) {
    body = (
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4" data-testid="second-factor-enrol">
        <p className="text-sm">{t('admin.secondFactor.scan')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <QrCode value={setup.data.otpauthUri} label={t('admin.secondFactor.qrAlt')} size={180} />
          <dl className="min-w-0 flex-1 text-sm">
            <dt className="text-muted">{t('admin.secondFactor.secret')}</dt>
            <dd data-testid="totp-secret" className="break-all font-mono text-base tracking-wider">
              {setup.data.secret}
            </dd>
          </dl>
        </div>
        <TextField
          label={t('admin.secondFactor.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={STAFF_TOTP_CODE_LENGTH}
          data-testid="second-factor-code"
          className="max-w-48"
        />
        <AdminError error={confirm.error} />
        <div>
          <Button type="submit" disabled={confirm.isPending} data-testid="second-factor-confirm">
            {t('admin.secondFactor.confirm')}
          </Button>
        </div>
      </Form>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <AdminError error={setup.error} />
        <div>
          <Button
            type="button"
            onClick={() => setup.mutate()}
            disabled={setup.isPending}
            data-testid="second-factor-start"
          >
            {t('admin.secondFactor.start')}
          </Button>
        </div>
      </div>
    );
  }

  const panel = (
    <section
      aria-labelledby="second-factor-title"
      data-testid="second-factor"
      className="flex w-full max-w-xl flex-col gap-4 rounded-lg border border-border bg-background p-6 shadow-sm"
    >
      <h1 id="second-factor-title" className="text-xl font-semibold">
        {t('admin.secondFactor.title')}
      </h1>
      {recoveryCodes || staff.secondFactor.enabled ? null : (
        <p className="text-sm text-muted">
          {staff.secondFactor.required ? t('admin.secondFactor.required') : t('admin.secondFactor.optional')}
        </p>
      )}
      {body}
    </section>
  );
  if (!standalone) return panel;
  return <main className="flex min-h-screen items-center justify-center bg-surface p-4">{panel}</main>;
}
