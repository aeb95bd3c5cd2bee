import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { applyServerErrors, type ErrorTarget, SERVER_ERROR } from '../../ui/form/messages.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { lockHint } from './lockHint.ts';

/**
 * Puts a refused member call on its form (`applyServerErrors`); a refused password also says how
 * many attempts are left before the lock, or until when the account is locked.
 */
export function useMemberErrors() {
  const { t } = useTranslation();
  const { instant } = useSiteFormat();
  return (form: ErrorTarget, error: unknown, rename?: Record<string, string>) => {
    const message = applyServerErrors(form, error, t, rename);
    const hint = lockHint(error, t, instant);
    if (hint)
      form.setError(SERVER_ERROR as never, { type: 'server', message: [message, hint].filter(Boolean).join(' ') });
  };
}
