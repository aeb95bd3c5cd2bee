import { ErrorCode } from '@hotel/contract/errors';
import { isApiError } from '../../../lib/api/client.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';

/** The translated text of a failed admin call: 403 and 401 have their own, others the server's message. */
export function useAdminErrorText() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t('admin.error.generic');
    if (error.status === 403) return t('admin.error.forbidden');
    // A 401 of signing in (a code asked for, a wrong code) says why; any other 401 means signed out.
    if (error.status === 401)
      return error.message.trim() && error.errorCode !== ErrorCode.staffSessionExpired
        ? error.message
        : t('admin.error.signedOut');
    if (error.status === 0) return t('admin.error.network');
    if (error.message.trim()) return error.message;
    const key = `errors.${error.errorCode}`;
    return error.errorCode !== null && i18n.exists(key) ? t(key) : t('admin.error.generic');
  };
}

/** The refused fields of a validation error (`data` of pc1009 / 400: `{ field: message }` or a list). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return {};
  const data = error.data as Record<string, unknown>;
  const source = (data.fields && typeof data.fields === 'object' ? data.fields : data) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A failed call shown in place (role="alert"): what went wrong, translated. */
export function AdminError({ error, testId }: { error: unknown; testId?: string }) {
  const text = useAdminErrorText();
  if (!error) return null;
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <p
      role="alert"
      data-testid={testId ?? (forbidden ? 'admin-forbidden' : 'admin-error')}
      className="rounded-md border-l-4 border-danger bg-background px-4 py-3 text-sm text-danger"
    >
      {text(error)}
    </p>
  );
}

/** What a save came to: the server's refusal, or "Saved." once it went through. */
export function SaveOutcome({ save }: { save: { error: unknown; isSuccess: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      <AdminError error={save.error} />
      {save.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {t('admin.common.saved')}
        </p>
      ) : null}
    </>
  );
}
