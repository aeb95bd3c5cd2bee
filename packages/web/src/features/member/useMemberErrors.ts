import { get } from 'react-hook-form';
import { errorDataOf } from '../../lib/api/client.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { applyServerErrors, type ErrorTarget, SERVER_ERROR } from '../../ui/form/messages.ts';
import { useSiteFormat } from '../pricing/useSiteFormat.ts';
import { lockHint } from './lockHint.ts';

/**
 * Puts a refused member call on its form (`applyServerErrors`); a refused password also says how
 * many attempts are left before the lock, or until when the account is locked. A refusal shown under
 * its field is not repeated above the button ("The current password is incorrect." once).
 */
export function useMemberErrors() {
  const { t } = useTranslation();
  const { instant } = useSiteFormat();
  return (
    form: ErrorTarget & { clearErrors: (name: never) => void },
    error: unknown,
    rename: Record<string, string> = {},
  ) => {
    const message = applyServerErrors(form, error, t, rename);
    const named = errorDataOf(error)?.field;
    const onField = typeof named === 'string' && get(form.getValues(), rename[named] ?? named) !== undefined;
    const formMessage = [onField ? '' : message, lockHint(error, t, instant)].filter(Boolean).join(' ');
    if (formMessage) form.setError(SERVER_ERROR as never, { type: 'server', message: formMessage });
    else form.clearErrors(SERVER_ERROR as never);
  };
}
